// A full build gives its search index each page as the page is made; the pages are spread over parts by
// their URLs' hashes, each part indexed by a Pagefind process of its own (stages/search-index.ts):
// the index is the one made from the same pages given all at once (as serve does), byte for byte; each
// page's fragment is the one Pagefind makes from that page sent alone; a part whose pages are the last
// build's is reused, so an edit re-indexes one part; and a build whose checks fail leaves no Pagefind behind.
process.env.NODE_ENV = 'production';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'fs-extra';
import { globbySync } from 'globby';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildOnce as buildSite } from '../../support/one-off-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');
const { closeSearch, htmlForIndex, indexPages, searchFolder, startSearch } = await import('../../../generator/pipeline/stages/search-index.ts');
const { KeptSearchIndex } = await import('../../../generator/pipeline/lib/kept-search-index.ts');
const { sha1 } = await import('../../../generator/util/hash.ts');
const pagefind = await import('pagefind');
const { isBuildError } = await import('../../../generator/errors.ts');

// Inside the repository, so that the fixture's imports of react and @linaria resolve.
const dir = path.join(ROOT, 'test', 'output', `search-build-${process.pid}`);
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'blog'), dir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
fs.writeJsonSync(path.join(dir, 'site.config.json'), {
  ...fs.readJsonSync(path.join(dir, 'site.config.json')),
  search: { exclude: ['/404.html'], pagesPerPart: 16 },
});
// Enough posts for several parts of at most 16 pages.
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

/** Fragment files (one per page, named by its content's hash) of an index's files, whichever part they are in. */
const fragments = (files: Map<string, Buffer>) =>
  [...files.keys()]
    .filter((name) => name.includes('/fragment/'))
    .map((name) => path.basename(name))
    .sort();

/** Each part's page count, from its pagefind-entry.json (the first part's folder, then the folders parts.json lists). */
function partSizes(files: Map<string, Buffer>): number[] {
  const folders = ['', ...(JSON.parse(files.get('pagefind/parts.json')!.toString('utf8')) as string[])];
  return folders.map((folder) => {
    const entry = files.get(`pagefind/${folder}pagefind-entry.json`);
    assert.ok(entry, `pagefind/${folder}: a part`);
    return Object.values(JSON.parse(entry.toString('utf8')).languages as Record<string, { page_count: number }>).reduce((n, l) => n + l.page_count, 0);
  });
}

/** The index Pagefind makes from the pages sent one at a time (addHTMLFile), its files by name under pagefind/. */
async function pageByPage(pages: { url: string; html: string }[]): Promise<Map<string, Buffer>> {
  const { index } = await pagefind.createIndex({});
  for (const page of pages) await index!.addHTMLFile({ url: page.url, content: htmlForIndex(config.search!, page) });
  const { files } = await index!.getFiles();
  await index!.deleteIndex();
  return new Map(files.map((f) => [`pagefind/${f.path}`, Buffer.from(f.content)]));
}

test("a full build's index is the one made from the same pages all at once, and each page's fragment the one Pagefind makes from it alone", async () => {
  const session = createSession(config);
  const result = await build(session);
  await disposeSession(session);
  assert.ok(result.search, 'the build reports its index');
  assert.ok(result.timings.searchIndex >= 0, 'the report has the time Pagefind took beside the checks');
  // The same pages, from the output folder, in the same order, indexed here.
  const pages = result.pages.map((p) => ({ url: p.url, html: fs.readFileSync(path.join(dist, p.url.endsWith('/') ? `${p.url}index.html` : p.url), 'utf8') }));
  const here = await indexPages(config.search!, pages, { cacheDir: config.abs(config.cacheDir) });
  assert.is(result.search.pages, here.pages);
  assert.ok(here.pages > 60, 'the posts are indexed');
  const written = globbySync('pagefind/**', { cwd: dist, ignore: ['**/*.{br,gz}'] }).sort();
  assert.equal(written, [...here.files.keys()].sort(), 'the same files');
  for (const name of written) assert.ok(fs.readFileSync(path.join(dist, name)).equals(here.files.get(name)!), `${name}: the same bytes`);
  const alone = await pageByPage(pages.filter((p) => p.url !== '/404.html'));
  await closeSearch();
  assert.equal(fragments(here.files), fragments(alone), "each page's fragment, byte for byte (its name is its content's hash)");
  assert.equal(fs.readdirSync(path.join(config.abs(config.cacheDir), 'search')), [], 'the pages written for Pagefind are removed');
});

test('pages spread over parts of at most 16 make the same index every time, with every page in one part', async () => {
  const pages = globbySync('**/*.html', { cwd: dist })
    .sort()
    .filter((f) => f !== '404.html')
    .map((f) => ({ url: `/${f.replace(/index\.html$/, '')}`, html: fs.readFileSync(path.join(dist, f), 'utf8') }));
  assert.ok(pages.length > 3 * 16, `${pages.length} pages: several parts`);
  const twice = [];
  for (let i = 0; i < 2; i++) {
    const job = startSearch(config.search!, { folder: searchFolder(config.abs(config.cacheDir)), expected: pages.length });
    for (const page of pages) job.add(page);
    job.end();
    twice.push(await job.done);
  }
  const alone = await pageByPage(pages);
  await closeSearch();
  assert.is(twice[0].pages, pages.length);
  assert.equal([...twice[0].files.keys()].sort(), [...twice[1].files.keys()].sort());
  for (const [name, bytes] of twice[0].files) assert.ok(bytes.equals(twice[1].files.get(name)!), `${name}: the same bytes`);
  const sizes = partSizes(twice[0].files);
  assert.is(sizes.length, twice[0].parts);
  assert.ok(sizes.length >= 4, `${sizes.length} parts`);
  assert.ok(Math.max(...sizes) <= 16, `no part over 16 pages: ${sizes}`);
  assert.is(
    sizes.reduce((a, b) => a + b, 0),
    pages.length,
    'every page in one part',
  );
  assert.equal(fragments(twice[0].files), fragments(alone), 'every page, each with its own fragment');
  assert.not.ok(
    [...twice[0].files.keys()].some((name) => /^pagefind\/part-\d+\/(?:pagefind\.js|wasm\.)/.test(name)),
    "the parts after the first use the first part's script and WebAssembly",
  );
});

test('a part no page fell in is not published: every part the browser merges has pages', async () => {
  // Three pages over four parts (pagesPerPart 1): one part at least is empty.
  const pages = ['/a/', '/b/', '/c/'].map((url) => ({
    url,
    html: `<html lang="en"><body><main data-pagefind-body><h1>Page ${url}</h1><p>Words of ${url}.</p></main></body></html>`,
  }));
  const job = startSearch({ ...config.search!, pagesPerPart: 1 }, { folder: searchFolder(config.abs(config.cacheDir)), expected: pages.length });
  for (const page of pages) job.add(page);
  job.end();
  const index = await job.done;
  await closeSearch();
  assert.ok(index.parts < 4, `${index.parts} parts published of 4`);
  const sizes = partSizes(index.files);
  assert.is(sizes.length, index.parts);
  assert.ok(
    sizes.every((n) => n > 0),
    `pages per part: ${sizes}`,
  );
  assert.is(
    sizes.reduce((a, b) => a + b, 0),
    3,
  );
});

/** The index's files in the output folder, by name. */
const published = () =>
  new Map(globbySync('pagefind/**', { cwd: dist, ignore: ['**/*.{br,gz}'] }).map((name) => [name, fs.readFileSync(path.join(dist, name))]));

const buildOnce = () => buildSite(config);

test("a build whose indexed pages are all the last one's reuses every part; a changed page re-indexes its part alone, into the index a build from nothing makes", async () => {
  fs.removeSync(path.join(config.abs(config.cacheDir), 'search-index'));
  const made = await buildOnce();
  assert.is(made.search?.reused, false, 'nothing kept: Pagefind indexes the pages');
  const first = published();
  assert.is(made.search?.given, made.search?.pages, 'every page written for Pagefind');
  assert.ok((made.search?.parts ?? 0) >= 4, `${made.search?.parts} parts`);
  const again = await buildOnce();
  assert.is(again.search?.reused, true, 'the same pages: the kept parts');
  assert.is(again.search?.given, 0, 'no page written for Pagefind, which never started');
  assert.equal(published(), first, 'byte for byte');
  assert.is(pagefindChildren(), '', 'no Pagefind process is left');

  // One post's text changes: the part it is in is indexed again, and only that part.
  const post = path.join(dir, 'content/posts/note-30.md');
  const text = fs.readFileSync(post, 'utf8');
  fs.writeFileSync(post, text.replace('work.', 'work, and the fieldwork that followed.'));
  try {
    const changed = await buildOnce();
    assert.is(changed.search?.reused, false, 'a changed page: a new part');
    const given = changed.search?.given ?? 0;
    assert.ok(given > 0 && given <= 16, `the changed page's part alone written for Pagefind: ${given} of ${changed.search?.pages} pages`);
    const now = published();
    assert.not.equal(now, first, 'the index changed with the page');
    fs.removeSync(path.join(config.abs(config.cacheDir), 'search-index'));
    const fresh = await buildOnce();
    assert.is(fresh.search?.given, fresh.search?.pages);
    assert.equal(published(), now, 'the index a build with nothing kept makes');
    // The post as it was: the kept parts are the changed post's, and its old part is made again.
    fs.writeFileSync(post, text);
    const back = await buildOnce();
    assert.ok((back.search?.given ?? 0) > 0 && (back.search?.given ?? 0) <= 16, "the old text's part is made again, alone");
    assert.equal(published(), first);
  } finally {
    fs.writeFileSync(post, text);
  }
});

test('a page added or removed changes the part it is in and leaves the other parts as they were', async () => {
  // The pages stored as a full build stores them: each in a file named by its HTML's hash.
  const store = path.join(config.abs(config.cacheDir), `parts-${process.pid}`);
  // Each page as a full build hands it over: stored, and its HTML in pieces as documents makes them (up to
  // <body>, the body, the end), so where the filters go is found across pieces.
  const piecesOf = (html: string) => {
    const open = html.indexOf('>', html.indexOf('<body')) + 1;
    const close = html.lastIndexOf('</body>');
    return [html.slice(0, open), html.slice(open, close), html.slice(close)] as const;
  };
  const storedPages = (pages: { url: string; html: string }[]) =>
    pages.map((p) => {
      const stored = path.join(store, `${sha1(p.html)}.html`);
      fs.outputFileSync(stored, p.html);
      return { ...p, stored, pieces: piecesOf(p.html) };
    });
  const pages = storedPages(
    globbySync('**/*.html', { cwd: dist })
      .sort()
      .filter((f) => f !== '404.html')
      .map((f) => ({ url: `/${f.replace(/index\.html$/, '')}`, html: fs.readFileSync(path.join(dist, f), 'utf8') })),
  );
  const keptDir = path.join(store, 'cache');
  const run = async (list: typeof pages, withKept: boolean) => {
    const job = startSearch(config.search!, {
      folder: searchFolder(config.abs(config.cacheDir)),
      expected: list.length,
      kept: withKept ? new KeptSearchIndex(keptDir, config.search) : undefined,
    });
    for (const page of list) job.add(page);
    job.end();
    return job.done;
  };
  try {
    const all = await run(pages, true);
    assert.is(all.given, pages.length, 'nothing kept yet: every page written');
    const again = await run(pages, true);
    assert.ok(again.reused && again.given === 0, 'the same pages: none written');
    const middle = Math.floor(pages.length / 2);
    const added = storedPages([{ url: '/posts/a-new-note/', html: pages[middle].html.replace('</main>', '<p>A page of its own.</p></main>') }]);
    for (const [name, list] of [
      ['a page added in the middle', [...pages.slice(0, middle), ...added, ...pages.slice(middle)]],
      ['a page removed from the middle', [...pages.slice(0, middle), ...pages.slice(middle + 1)]],
    ] as const) {
      // The kept parts are the full set's each time: the first job below keeps its own, so they are put back after.
      await run(pages, true);
      const edited = await run([...list], true);
      assert.is(edited.reused, false, name);
      // The part it is in: never the rest.
      assert.ok(edited.given > 0 && edited.given <= 16, `${name}: ${edited.given} of ${list.length} pages written`);
      const fresh = await run([...list], false);
      assert.equal([...edited.files.keys()].sort(), [...fresh.files.keys()].sort(), `${name}: the same files`);
      for (const [file, bytes] of edited.files) assert.ok(bytes.equals(fresh.files.get(file)!), `${name}: ${file}, the same bytes`);
    }
  } finally {
    await closeSearch();
    fs.removeSync(store);
  }
});

test('a kept index made with other search settings is not reused', async () => {
  await buildOnce();
  assert.is((await buildOnce()).search?.reused, true);
  const settings = path.join(dir, 'site.config.json');
  const before = fs.readJsonSync(settings);
  fs.writeJsonSync(settings, { ...before, search: { ...before.search, filters: { area: { '/posts/': 'Notes' } } } });
  try {
    const other = await loadConfig(dir);
    const session = createSession(other);
    const result = await build(session).finally(() => disposeSession(session));
    assert.is(result.search?.reused, false, 'new settings: Pagefind runs');
    assert.ok(
      [...published().keys()].some((name) => name.includes('/filter/')),
      'with the new filter in it',
    );
    // The build found where the filters go in each page's pieces; indexed here from the whole pages, the same index.
    const pages = result.pages.map((p) => ({ url: p.url, html: fs.readFileSync(path.join(dist, p.url.endsWith('/') ? `${p.url}index.html` : p.url), 'utf8') }));
    const here = await indexPages(other.search!, pages, { cacheDir: other.abs(other.cacheDir) });
    await closeSearch();
    const written = published();
    assert.equal([...written.keys()].sort(), [...here.files.keys()].sort(), 'the same files');
    for (const [name, bytes] of written) assert.ok(bytes.equals(here.files.get(name)!), `${name}: the same bytes`);
  } finally {
    fs.writeJsonSync(settings, before);
  }
  assert.is((await buildOnce()).search?.reused, false, 'and the index of the old settings is made again');
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
