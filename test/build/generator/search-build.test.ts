// A full build gives its search index each page as the page is made, and Pagefind indexes them beside
// the documents and the checks with pages sent ahead of its answers (stages/search-index.ts): the index
// is the one Pagefind makes from the same pages sent one at a time, byte for byte, and a build whose
// checks fail leaves no Pagefind behind.
process.env.NODE_ENV = 'production';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'fs-extra';
import { globbySync } from 'globby';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');
const { closeSearch, indexPages } = await import('../../../generator/pipeline/stages/search-index.ts');
const { isBuildError } = await import('../../../generator/errors.ts');

// Inside the repository, so that the fixture's imports of react and @linaria resolve.
const dir = path.join(ROOT, 'test', 'output', `search-build-${process.pid}`);
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'blog'), dir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
fs.writeJsonSync(path.join(dir, 'site.config.json'), { ...fs.readJsonSync(path.join(dir, 'site.config.json')), search: { exclude: ['/404.html'] } });
// Enough posts that more pages are sent ahead than Pagefind has answered (stages/search-index.ts: 16).
for (let i = 0; i < 60; i++) {
  const n = String(i).padStart(2, '0');
  fs.outputFileSync(
    path.join(dir, `content/posts/note-${n}.md`),
    `---\ntitle: Field note ${n}\ndescription: Short post number ${n} of sixty, which give the index something to do.\ndate: 2026-01-${String((i % 28) + 1).padStart(2, '0')}\n---\n\nNote ${n} on ${['staffing', 'cloud', 'training', 'ERP'][i % 4]} work.\n`,
  );
}
const config = await loadConfig(dir);
const dist = config.abs(config.outDir);

test.after(() => fs.removeSync(dir));

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** This process's children that are Pagefind's indexer. */
const pagefindChildren = () => spawnSync('pgrep', ['-P', String(process.pid), '-f', 'pagefind'], { encoding: 'utf8' }).stdout.trim();

test("a full build's index is the one made by sending the pages one at a time, byte for byte", async () => {
  const session = createSession(config);
  const result = await build(session);
  await disposeSession(session);
  assert.ok(result.search, 'the build reports its index');
  assert.ok(result.timings.searchIndex >= 0, 'the report has the time Pagefind took beside the checks');
  // The same pages, from the output folder, in the same order, indexed here.
  const pages = result.pages.map((p) => ({ url: p.url, html: fs.readFileSync(path.join(dist, p.url.endsWith('/') ? `${p.url}index.html` : p.url), 'utf8') }));
  const here = await indexPages(config.search!, pages, { inFlight: 1 });
  await closeSearch();
  assert.is(result.search.pages, here.pages);
  assert.ok(here.pages > 60, 'the posts are indexed');
  const written = globbySync('pagefind/**', { cwd: dist, ignore: ['**/*.{br,gz}'] }).sort();
  assert.equal(written, [...here.files.keys()].sort(), 'the same files');
  for (const name of written) assert.ok(fs.readFileSync(path.join(dist, name)).equals(here.files.get(name)!), `${name}: the same bytes`);
});

test('a build whose checks fail stops the index being made: no Pagefind process is left', async () => {
  fs.outputFileSync(
    path.join(dir, 'content/posts/broken.md'),
    '---\ntitle: A broken link\ndescription: A post that links to a page the site does not have.\ndate: 2026-02-03\n---\n\nSee [nowhere](/nowhere/).\n',
  );
  const session = createSession(config);
  try {
    await build(session);
    assert.unreachable('the build passed its checks');
  } catch (e) {
    assert.ok(isBuildError(e) && e.code === 'checks-failed', String(e));
    // Before the session is disposed (which stops Pagefind anyway): the failed build stopped it itself.
    const until = Date.now() + 30_000;
    while (pagefindChildren() && Date.now() < until) await pause(50);
    assert.is(pagefindChildren(), '', 'no Pagefind process of this one is left');
  } finally {
    await disposeSession(session);
    fs.removeSync(path.join(dir, 'content/posts/broken.md'));
  }
});

test.run();
