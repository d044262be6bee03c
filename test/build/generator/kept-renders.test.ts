// A full build reuses the last full build's render of each page whose inputs are the same (lib/kept-renders.ts):
// its route's code, its props, the collections it asked for while rendering, the assets it used. Each case
// edits one input and checks which pages render again, and that the output is byte for byte what a build
// with no cache at all makes of the same files.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildOnce } from '../../support/one-off-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');

// Inside the repository, so that the fixture's imports of react and @linaria resolve.
const dir = path.join(ROOT, 'test', 'output', `kept-renders-${process.pid}`);
const cleanDir = `${dir}-clean`;
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'blog'), dir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
const config = await loadConfig(dir);

test.after(() => {
  fs.removeSync(dir);
  fs.removeSync(cleanDir);
});

/** The output's files and bytes. */
const output = (dist: string) =>
  new Map(
    fs
      .readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(dist, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name))]),
  );

/** A build of the same files in a copy with no cache: what the warm build must have written. */
async function sameAsClean(): Promise<void> {
  fs.removeSync(cleanDir);
  fs.copySync(dir, cleanDir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
  const clean = await loadConfig(cleanDir);
  await buildOnce(clean);
  const want = output(clean.abs(clean.outDir));
  const got = output(config.abs(config.outDir));
  assert.equal([...got.keys()].sort(), [...want.keys()].sort(), 'the same files');
  for (const [file, bytes] of want) assert.ok(bytes.equals(got.get(file)!), `${file}: the same bytes as a clean build`);
}

const edit = (file: string, change: (text: string) => string) => {
  const abs = path.join(dir, file);
  fs.writeFileSync(abs, change(fs.readFileSync(abs, 'utf8')));
};

/** The renders folder holds the record and the packs it names, no more. */
function packsNamedByRecord(): void {
  const folder = path.join(config.abs(config.cacheDir), 'renders');
  const record = fs.readFileSync(path.join(folder, 'record.json'), 'utf8').split('\n').slice(1);
  const named = new Set(record.map((line) => line.split('\t')[1]));
  const packs = fs.readdirSync(folder).filter((f) => f.endsWith('.bin'));
  assert.equal(packs.sort(), [...named].sort(), 'packs on disk: the ones the record names');
}

// The fixture's pages: / (lists every post, asked for while it renders), /posts/first/ (a picture, an
// external link) and /posts/second/; unfinished.md is a draft.
test('nothing changed: every page is reused, and the output is the same', async () => {
  const first = await buildOnce(config);
  assert.equal(first.renders, { kept: 0, rendered: 3, unkept: 0 });
  assert.equal(first.documents, { kept: 0, made: 3 });
  const again = await buildOnce(config);
  assert.equal(again.renders, { kept: 3, rendered: 0, unkept: 0 });
  assert.equal(again.documents, { kept: 3, made: 0 }, 'each document taken as stored');
  await sameAsClean();
  packsNamedByRecord();
});

test("a post's body edited: its page and the list that asks for the collection render, the other post's does not", async () => {
  edit('content/posts/second.md', (t) => `${t}\nA sentence added at the end.\n`);
  const result = await buildOnce(config);
  assert.equal(result.renders, { kept: 1, rendered: 2, unkept: 0 });
  // The list renders again but shows the same (titles, reading minutes): its document is the stored one.
  assert.equal(result.documents, { kept: 2, made: 1 });
  await sameAsClean();
});

test('a component only the post pages import: both posts render, the list is reused', async () => {
  edit('site/components/ExternalLink.tsx', (t) => t.replace('(opens in a new tab)', '(opens in a new window)'));
  const result = await buildOnce(config);
  assert.equal(result.renders, { kept: 1, rendered: 2, unkept: 0 });
  await sameAsClean();
  assert.match(fs.readFileSync(path.join(config.abs(config.outDir), 'posts', 'first', 'index.html'), 'utf8'), /opens in a new window/);
});

test('a picture replaced under its name: only the post that shows it renders, with the new variants', async () => {
  await sharp({ create: { width: 420, height: 240, channels: 3, background: '#2a6f4e' } })
    .png()
    .toFile(path.join(dir, 'assets', 'img', 'dots.png'));
  const result = await buildOnce(config);
  assert.equal(result.renders, { kept: 2, rendered: 1, unkept: 0 });
  await sameAsClean();
});

test('a setting changed: every page renders', async () => {
  edit('site.config.json', (t) => t.replace('"imageWidths": [200, 400]', '"imageWidths": [200, 300]'));
  const result = await buildOnce(await loadConfig(dir));
  assert.equal(result.renders, { kept: 0, rendered: 3, unkept: 0 });
});

test('after many edits, the renders folder holds the packs its record names and no more', async () => {
  const changed = await loadConfig(dir);
  for (let i = 0; i < 12; i++) {
    edit('content/posts/second.md', (t) => `${t}\nRound ${i}.\n`);
    await buildOnce(changed);
  }
  packsNamedByRecord();
  const folder = path.join(changed.abs(changed.cacheDir), 'renders');
  assert.ok(fs.readdirSync(folder).filter((f) => f.endsWith('.bin')).length <= 9, 'at most 8 packs and this build’s');
});

test.run();
