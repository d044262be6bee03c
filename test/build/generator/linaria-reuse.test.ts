// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are source files whose css templates interpolate
// Serve's shortcut past Linaria's transform (generator/pipeline/lib/linaria-reuse.ts): a style edit or a
// markup edit to a file of css tags reuses the file's last transform. Each edit here is built twice: by the
// plugin with the shortcut and by one that always runs wyw. The CSS and what the module exports must be
// the same. The shortcut must be taken where it may be, and never where it may not.
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLinariaCache, linariaPlugin, type LinariaCache } from '../../../generator/pipeline/lib/linaria.ts';
import { editorSaves } from '../../support/editor-save.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
// Inside the repository, so that @linaria/core resolves from node_modules.
const dir = path.join(ROOT, 'test', 'output', `linaria-reuse-${process.pid}`);

interface Builder {
  cache: LinariaCache;
  context: esbuild.BuildContext<{ write: false }>;
}
let reusing: Builder;
let always: Builder;

const save = editorSaves(dir);

async function builder(reuse: boolean, cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linaria-reuse-cache-'))): Promise<Builder> {
  const cache = createLinariaCache(cacheDir, ROOT);
  const context = await esbuild.context({
    entryPoints: [path.join(dir, 'Card.tsx'), path.join(dir, 'Local.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    jsx: 'automatic',
    outdir: path.join(dir, 'out'),
    write: false,
    logLevel: 'silent',
    plugins: [linariaPlugin(cache, { emitCss: true, reuse })],
  });
  return { cache, context };
}

let loaded = 0;
/** Builds with both plugins; returns the shortcut's counts and what each build's CSS and Card.tsx's exports are. */
async function buildBoth() {
  const results = [];
  for (const b of [reusing, always]) {
    b.cache.stats = { transformed: 0, reused: 0, cached: 0, skipped: 0 };
    const out = await b.context.rebuild();
    const text = (end: string) =>
      out.outputFiles
        .filter((f) => f.path.endsWith(end))
        .map((f) => f.text)
        .join('\n');
    // What the module does, not how its code is printed: its class names and what it renders.
    const file = path.join(dir, `out-${++loaded}.mjs`);
    fs.writeFileSync(file, out.outputFiles.find((f) => f.path.endsWith('Card.js'))!.text);
    const mod = await import(file);
    results.push({ css: text('.css'), exports: JSON.stringify({ ...mod, render: mod.render?.() }), stats: { ...b.cache.stats } });
  }
  const [fast, truth] = results;
  assert.is(fast.css, truth.css, 'the same CSS as wyw gives');
  assert.is(fast.exports, truth.exports, 'the same exports as wyw gives');
  return fast.stats;
}

const CARD = (o: { padding?: string; label?: string; extra?: string } = {}) =>
  [
    "import { css } from '@linaria/core';",
    "import { color, mix } from './tokens.ts';",
    '',
    'export const card = css`',
    `  padding: ${o.padding ?? '1rem'};`,
    '  color: ${color.ink};',
    '  border: 1px solid ${color.ink};',
    "  background: ${mix('paper', 2)};",
    '  &:hover {',
    '    color: ${color.ink};',
    '  }',
    '`;',
    'export const title = css`',
    '  .${card} & { font-weight: 700; }',
    '`;',
    o.extra ?? '',
    `export const render = () => \`<div class="\${card}"><h2 class="\${title}">${o.label ?? 'Hello'}</h2></div>\`;`,
    '',
  ].join('\n');

const LOCAL = (gap: string, label = 'x') =>
  [
    "import { css } from '@linaria/core';",
    `const gap = '${gap}';`,
    'export const grid = css`',
    '  gap: ${gap};',
    '`;',
    `export const label = '${label}';`,
    '',
  ].join('\n');

test.before(async () => {
  save('tokens.ts', "export const color = { ink: '#222' };\nexport const mix = (name: string, n: number) => `var(--${name}-${n})`;\n");
  save('Card.tsx', CARD());
  save('Local.tsx', LOCAL('1rem'));
  reusing = await builder(true);
  always = await builder(false);
  const first = await buildBoth();
  assert.is(first.transformed, 2, 'the first build runs wyw');
});

test.after(async () => {
  for (const b of [reusing, always]) {
    await b?.context.dispose();
    if (b) fs.removeSync(path.dirname(b.cache.dir));
  }
  fs.removeSync(dir);
});

const diskEntries = () => fs.readdirSync(reusing.cache.dir).length;

test('a style edit (static text of a template) reuses the last transform, and the disk cache keeps only wyw output', async () => {
  const onDisk = diskEntries();
  save('Card.tsx', CARD({ padding: '1.5rem 2rem' }));
  const stats = await buildBoth();
  assert.equal([stats.reused, stats.transformed], [1, 0]);
  assert.is(diskEntries(), onDisk, 'nothing written to the disk cache');
});

test('a markup edit reuses the last transform', async () => {
  save('Card.tsx', CARD({ padding: '1.5rem 2rem', label: 'Hello again', extra: 'export const note = "markup only";' }));
  const stats = await buildBoth();
  assert.equal([stats.reused, stats.transformed], [1, 0]);
});

test('a markup edit that names what the styles interpolate runs wyw', async () => {
  save('Card.tsx', CARD({ padding: '1.5rem 2rem', label: 'Hello again', extra: "color.ink = '#f00';" }));
  const stats = await buildBoth();
  assert.equal([stats.reused, stats.transformed], [0, 1]);
});

test('an edit to both the styles and the markup runs wyw', async () => {
  save('Card.tsx', CARD({ padding: '2rem', label: 'Both' }));
  assert.equal((await buildBoth()).transformed, 1);
});

test('an edit to a module the styles evaluate runs wyw', async () => {
  save('tokens.ts', "export const color = { ink: '#333' };\nexport const mix = (name: string, n: number) => `var(--${name}-${n * 2})`;\n");
  const stats = await buildBoth();
  assert.is(stats.transformed, 1);
  assert.is(stats.reused, 0);
});

test('a template added runs wyw', async () => {
  save('Card.tsx', CARD({ padding: '2rem', label: 'Both', extra: 'export const more = css`margin: 0;`;' }));
  assert.equal((await buildBoth()).transformed, 1);
});

test('an edit outside the templates of a file whose styles read its own values runs wyw; a style edit there may reuse', async () => {
  save('Local.tsx', LOCAL('2rem'));
  let stats = await buildBoth();
  assert.equal([stats.reused, stats.transformed], [0, 1]);
  save('Local.tsx', LOCAL('2rem', 'y'));
  stats = await buildBoth();
  assert.equal([stats.reused, stats.transformed], [0, 1]);
  save('Local.tsx', LOCAL('2rem', 'y').replace('gap: ${gap};', 'gap: ${gap}; row-gap: 0;'));
  stats = await buildBoth();
  assert.equal([stats.reused, stats.transformed], [1, 0]);
});

test('a new session whose first build reads the disk cache reuses from the first edit on', async () => {
  const fresh = await builder(true, path.dirname(reusing.cache.dir));
  try {
    let out = await fresh.context.rebuild();
    // Card.tsx's text came from wyw and is on disk; Local.tsx's last one was a reuse, which the disk never holds.
    assert.equal([fresh.cache.stats.cached, fresh.cache.stats.transformed], [1, 1]);
    save('Card.tsx', CARD({ padding: '3rem 1rem', label: 'Both', extra: 'export const more = css`margin: 0;`;' }));
    fresh.cache.stats = { transformed: 0, reused: 0, cached: 0, skipped: 0 };
    out = await fresh.context.rebuild();
    assert.equal([fresh.cache.stats.reused, fresh.cache.stats.transformed], [1, 0]);
    const css = out.outputFiles
      .filter((f) => f.path.endsWith('.css'))
      .map((f) => f.text)
      .join('\n');
    assert.match(css, /padding: ?3rem 1rem/, css);
  } finally {
    await fresh.context.dispose();
  }
});

test.run();
