// Full builds keep each Markdown body's parse on disk (pipeline/lib/loader-store.ts): a summary read as
// the collection loads, the tree read when the post renders. These tests show that a build reads what is
// kept (a planted tree shows up), that an edit makes a new entry and the old one goes, that --force and a
// clean build read nothing kept, and that the key covers the installed packages.
process.env.NODE_ENV = 'production';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'fs-extra';
import { globby } from 'globby';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLoaderStore } from '../../../generator/pipeline/lib/loader-store.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const site = path.join(ROOT, 'test', 'output', `loader-store-${crypto.randomBytes(4).toString('hex')}`);
await fs.copy(path.join(ROOT, 'test', 'fixtures', 'blog'), site, { filter: (src) => !/[\\/](dist|\.site-cache)$/.test(src) });
const store = path.join(site, '.site-cache', 'loaders');

function build(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'site.js'), '--root', site, 'build', '--quiet', ...args], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  assert.is(r.status, 0, r.stderr);
}
const entries = async () => (await globby('**/*.json', { cwd: store })).sort();
const page = (url: string) => fs.readFileSync(path.join(site, 'dist', url, 'index.html'), 'utf8');
/** Rebuilds in full without the no-change exit (the manifest says nothing changed otherwise). */
const touch = () => fs.appendFile(path.join(site, 'site.config.json'), ' ');

test('a build keeps a summary and a tree per post, drafts included, and the next build reads them', async () => {
  build();
  // first, second and the draft: each a summary and a tree.
  assert.is((await entries()).length, 6);
  assert.match(page('posts/first'), 'Opening paragraph of the first post');
  // Plant a tree that says something the Markdown does not: a build that reads the store shows it.
  let planted = 0;
  for (const rel of await entries()) {
    const file = path.join(store, rel);
    const text = await fs.readFile(file, 'utf8');
    if (!text.startsWith('{"type":"root"') || !text.includes('Opening paragraph of the first post')) continue;
    await fs.writeFile(file, text.replace('Opening paragraph of the first post', 'Planted paragraph'));
    planted++;
  }
  assert.is(planted, 1, 'the first post has one kept tree');
  await touch();
  // Without its kept render (lib/kept-renders.ts), which the next build would reuse, the page renders again.
  await fs.remove(path.join(site, '.site-cache', 'renders'));
  build();
  assert.match(page('posts/first'), 'Planted paragraph', 'the warm build read the kept tree');
});

test('--force reads nothing kept; an edited body gets a new entry and the old one is removed', async () => {
  build('--force');
  assert.match(page('posts/first'), 'Opening paragraph of the first post');
  const before = await entries();
  const md = path.join(site, 'content', 'posts', 'first.md');
  await fs.writeFile(md, (await fs.readFile(md, 'utf8')).replace('Opening paragraph', 'Edited opening paragraph'));
  build();
  assert.match(page('posts/first'), 'Edited opening paragraph of the first post');
  const after = await entries();
  assert.is(after.length, 6, "the old body's entries were pruned");
  assert.is(after.filter((e) => !before.includes(e)).length, 2, "the edited post's summary and tree are new");
});

test("the key covers npm's record of the installed packages", async () => {
  const rootA = path.join(site, 'a');
  const rootB = path.join(site, 'b');
  await fs.outputFile(path.join(rootA, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/remark-gfm":{"version":"4.0.0"}}}');
  await fs.outputFile(path.join(rootB, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/remark-gfm":{"version":"4.0.1"}}}');
  const cache = path.join(site, 'stores');
  createLoaderStore(cache, rootA).write('same key', { made: 'with 4.0.0' });
  assert.equal(createLoaderStore(cache, rootA).read('same key'), { made: 'with 4.0.0' });
  assert.is(createLoaderStore(cache, rootB).read('same key'), undefined);
});

test.after(() => fs.remove(site));
test.run();
