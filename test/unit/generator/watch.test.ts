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

/** The paths each rebuild was called with, in order. */
const rebuilds: ReadonlySet<string>[] = [];
const { stop } = watchSources(config, async (changed) => {
  rebuilds.push(changed);
});
const rebuiltFor = (target: string) => rebuilds.some((changed) => changed.has(target));

/**
 * Runs `change` and waits for the rebuild that names `target` among its changed paths: a condition,
 * so a late event from an earlier step cannot pass for this one.
 */
async function rebuildsAfter(change: () => void, target: string): Promise<boolean> {
  rebuilds.length = 0;
  change();
  const until = Date.now() + 10_000;
  while (!rebuiltFor(target) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return rebuiltFor(target);
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
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(file, 'two'), file));
});

test('an atomic save (a rename over the file) rebuilds', async () => {
  assert.ok(await rebuildsAfter(() => saveAtomically(file, 'three'), file));
});

test('an in-place write after an atomic save still rebuilds', async () => {
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(file, 'four'), file));
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(file, 'five'), file));
});

test('a folder created while serving is watched, and so are the files later written in it', async () => {
  const dir = path.join(root, 'content/news/2026');
  assert.ok(await rebuildsAfter(() => fs.mkdirSync(dir, { recursive: true }), path.join(root, 'content/news')));
  const post = path.join(dir, 'post.md');
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(post, '# One'), post));
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(post, '# Two'), post));
});

test('a removed folder rebuilds, and one made again under the same name is watched again', async () => {
  const dir = path.join(root, 'site/routes/blog');
  assert.ok(await rebuildsAfter(() => fs.rmSync(dir, { recursive: true }), dir));
  assert.ok(await rebuildsAfter(() => fs.mkdirSync(dir), dir));
  const index = path.join(dir, 'index.tsx');
  assert.ok(await rebuildsAfter(() => fs.writeFileSync(index, 'blog'), index));
});

test('hidden files and backups start no rebuild', async () => {
  // A watched file written after them is the proof that their events came and went: one folder's
  // events arrive in order, so by the rebuild for the sentinel the others would have been seen.
  const swap = path.join(root, 'content/.draft.swp');
  const backup = path.join(root, 'content/page.md~');
  const sentinel = path.join(root, 'content/sentinel.md');
  const seen = await rebuildsAfter(() => {
    fs.writeFileSync(swap, 'x');
    fs.writeFileSync(backup, 'x');
    fs.writeFileSync(sentinel, 'x');
  }, sentinel);
  assert.ok(seen, 'the sentinel rebuilt');
  assert.not.ok(rebuiltFor(swap), 'a hidden file');
  assert.not.ok(rebuiltFor(backup), 'a backup file');
});

test.run();
