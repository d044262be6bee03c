// serve's watcher against the ways editors and tools save a file: in place, by renaming a temporary
// file over it (an atomic save, `sed -i`), and in place again after that, which Node 20's recursive
// watch on Linux misses; and in folders created after serve started.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ResolvedConfig } from '../../../generator/config.ts';
import { watchSources } from '../../../generator/serve/watch.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-watch-'));
for (const dir of ['site/routes/blog', 'content', 'assets']) fs.mkdirSync(path.join(root, dir), { recursive: true });
const file = path.join(root, 'site/routes/index.tsx');
fs.writeFileSync(file, 'one');
const config = {
  routesDir: 'site/routes',
  islandsDir: 'site/islands',
  enhancementsDir: 'site/enhancements',
  assetsDir: 'assets',
  contentDir: 'content',
  watch: ['site', 'content'],
  abs: (p: string) => path.join(root, p),
} as unknown as ResolvedConfig;

let rebuilds = 0;
const stop = watchSources(config, async () => {
  rebuilds++;
});

/** Runs `change` and says whether a rebuild followed within 2 s. */
async function rebuildsAfter(change: () => void): Promise<boolean> {
  await new Promise((r) => setTimeout(r, 150)); // let earlier events settle
  const before = rebuilds;
  change();
  const until = Date.now() + 2000;
  while (rebuilds === before && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return rebuilds > before;
}

const saveAtomically = (target: string, text: string) => {
  const tmp = path.join(path.dirname(target), `.${path.basename(target)}.tmp`);
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, target);
};

test.after(async () => {
  await stop();
  fs.rmSync(root, { recursive: true, force: true });
});

test('an in-place write rebuilds', async () => {
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(file, 'two')));
});

test('an atomic save (a rename over the file) rebuilds', async () => {
  assert.ok(await rebuildsAfter(() => saveAtomically(file, 'three')));
});

test('an in-place write after an atomic save still rebuilds', async () => {
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(file, 'four')));
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(file, 'five')));
});

test('a folder created while serving is watched, and so are the files later written in it', async () => {
  const dir = path.join(root, 'content/news/2026');
  assert.ok(await rebuildsAfter(() => fs.mkdirSync(dir, { recursive: true })));
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(path.join(dir, 'post.md'), '# One')));
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(path.join(dir, 'post.md'), '# Two')));
});

test('a removed folder rebuilds, and one made again under the same name is watched again', async () => {
  const dir = path.join(root, 'site/routes/blog');
  assert.ok(await rebuildsAfter(() => fs.rmSync(dir, { recursive: true })));
  assert.ok(await rebuildsAfter(() => fs.mkdirSync(dir)));
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(path.join(dir, 'index.tsx'), 'blog')));
});

test('hidden files and backups start no rebuild', async () => {
  assert.not.ok(await rebuildsAfter(() => fs.writeFileSync(path.join(root, 'content/.draft.swp'), 'x')));
  assert.not.ok(await rebuildsAfter(() => fs.writeFileSync(path.join(root, 'content/page.md~'), 'x')));
});

test.run();
