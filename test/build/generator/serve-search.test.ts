// A serve session indexes the pages for search after the build, not inside it (serve sends the reload
// event first), and a request for the index waits for the index of the latest pages: asked for at
// once after a rebuild, it already counts a post that rebuild added.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');
const { searchFiles } = await import('../../../generator/pipeline/stages/search-index.ts');

// Inside the repository, so that the fixture's imports of react and @linaria resolve.
const dir = path.join(ROOT, 'test', 'output', `serve-search-${process.pid}`);
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'blog'), dir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
fs.writeJsonSync(path.join(dir, 'site.config.json'), { ...fs.readJsonSync(path.join(dir, 'site.config.json')), search: {} });
const config = await loadConfig(dir);
const session = createSession(config, { incremental: true, imagesInBackground: false });
const state = session.incremental!.search;

/** Pages in the index, by Pagefind's entry file. */
async function indexedPages(): Promise<number> {
  const entry = (await searchFiles(state))?.get('pagefind/pagefind-entry.json');
  assert.ok(entry, 'the index has its entry file');
  const languages = JSON.parse(entry.toString('utf8')).languages as Record<string, { page_count: number }>;
  return Object.values(languages).reduce((n, l) => n + l.page_count, 0);
}

test.after(async () => {
  await disposeSession(session);
  fs.removeSync(dir);
});

test('the build leaves the index to serve, and a request waits for the latest pages', async () => {
  const first = await build(session, { fresh: true, drafts: true });
  assert.is(first.search, undefined, 'serve reports no index: it is made after the build');
  assert.ok(state.queued, 'the pages wait to be indexed');
  const pages = await indexedPages();
  assert.ok(pages > 0);
  fs.outputFileSync(
    path.join(dir, 'content/posts/zebras.md'),
    '---\ntitle: Field notes\ndescription: A post added while the server runs, to see it counted without a restart.\ndate: 2026-02-02\n---\n\nA zebracorn.\n',
  );
  await build(session, { drafts: true });
  assert.is(await indexedPages(), pages + 1);
});

test('an index that cannot be made is an error for whoever waits for it', async () => {
  state.queued = () => Promise.reject(new Error('indexer gone'));
  try {
    await searchFiles(state);
    assert.unreachable('searchFiles resolved');
  } catch (e) {
    assert.is((e as Error).message, 'indexer gone');
  }
});

test.run();
