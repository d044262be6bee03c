// The caching Linaria plugin across serve's rebuilds: it keeps each file's answer by the file's size
// and time (and its Linaria dependencies'), so an unchanged file is not read again, while an edit to the
// file or to a module its styles evaluate is seen at once.
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLinariaCache, linariaPlugin } from '../../../generator/pipeline/lib/linaria.ts';
import { editorSaves } from '../../support/editor-save.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
// Inside the repository, so that @linaria/core resolves from node_modules.
const dir = path.join(ROOT, 'test', 'output', `linaria-${process.pid}`);
const cache = createLinariaCache(fs.mkdtempSync(path.join(os.tmpdir(), 'linaria-cache-')), ROOT);
let context: esbuild.BuildContext<{ metafile: true; write: false }>;

const save = editorSaves(dir);

async function rebuild() {
  cache.stats = { transformed: 0, reused: 0, cached: 0, skipped: 0 };
  const result = await context.rebuild();
  const text = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { js: text('.js'), css: text('.css'), stats: { ...cache.stats } };
}

test.before(async () => {
  save('tokens.ts', "export const brand = 'rebeccapurple';\n");
  save(
    'Box.ts',
    ["import { css } from '@linaria/core';", "import { brand } from './tokens.ts';", 'export const box = css`color: $' + '{brand};`;', ''].join('\n'),
  );
  save('plain.ts', "export const word = 'first';\n");
  save('entry.ts', "import { box } from './Box.ts';\nimport { word } from './plain.ts';\nexport { box, word };\n");
  context = await esbuild.context({
    entryPoints: [path.join(dir, 'entry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outdir: path.join(dir, 'out'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [linariaPlugin(cache, { emitCss: true })],
  });
});

test.after(async () => {
  await context?.dispose();
  fs.removeSync(dir);
  fs.removeSync(cache.dir);
});

test('a rebuild with nothing changed reads and transforms nothing again', async () => {
  const first = await rebuild();
  assert.match(first.css, 'rebeccapurple');
  assert.is(first.stats.transformed, 1);
  const again = await rebuild();
  // tokens.ts is not bundled: Linaria evaluated it away.
  assert.equal(again.stats, { transformed: 0, reused: 0, cached: 1, skipped: 2 });
  assert.is(again.css, first.css);
});

test('an edit to a module the styles evaluate is seen, though the styled file did not change', async () => {
  save('tokens.ts', "export const brand = 'olive';\n");
  const after = await rebuild();
  assert.match(after.css, 'olive');
  assert.not.match(after.css, 'rebeccapurple');
});

test('an edit to a plain file is seen', async () => {
  save('plain.ts', "export const word = 'second';\n");
  assert.match((await rebuild()).js, 'second');
});

test('a plain file that starts using Linaria is transformed', async () => {
  save('plain.ts', "import { css } from '@linaria/core';\nexport const word = css`background: teal;`;\n");
  const after = await rebuild();
  assert.match(after.css, 'teal');
  assert.is(after.stats.transformed, 1);
});

test.run();
