// Stage "search": a Pagefind index of the finished pages, made by Pagefind's Node API (its indexer is a
// child process) from their HTML, written for it into folders under the cache folder and removed once it
// has read them; the index's files come back in memory. The index is made in parts of at most
// `search.pagesPerPart` pages, each by a Pagefind process of its own, so its memory stays that of one part
// however large the site grows; the browser merges the parts. A full build starts it before the documents
// and adds each page as it is made (`startSearch`); once the last has come, the parts are indexed one at a
// time beside the checks, and the stage waits for what is left after them. A part whose pages are the same
// as one of the last build's is reused (lib/kept-search-index.ts). The site
// decides what is indexed through Pagefind's own attributes in its HTML: `data-pagefind-body` on the
// main content (so menus and footers are left out), `data-pagefind-ignore`, `data-pagefind-filter`.
// site.config.json's `search` adds what HTML cannot say per page: pages left out and filter values
// given by URL prefix (e.g. the "area" of every page under /how-we-help/erp/).
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { BuildError, Errors } from '../../errors.ts';
import { sha1 } from '../../util/hash.ts';
import { clearDeadEntries } from '../../util/process-entries.ts';
import { type IndexedPage, type KeptParts, type PartFiles, PartsInMemory } from '../lib/kept-search-index.ts';
import { WriterThread } from '../lib/writer-thread.ts';
import type { BuildContext } from '../context.ts';
import type { Assembled } from './assemble.ts';
import type { Documents } from './documents.ts';

/** `search` in site.config.json. */
export interface SearchConfig {
  /** Folder of the index in the output (default "pagefind"); the browser loads `/<dir>/pagefind.js`. */
  dir?: string;
  /** Page URLs not indexed; a key ending in "*" matches URLs starting with the rest. */
  exclude?: string[];
  /** Filter name → { URL prefix → value }: the longest matching prefix gives the page its value. */
  filters?: Record<string, Record<string, string>>;
  /** Most pages in one part of the index (default 1,000): each part is indexed by a Pagefind process of its own. */
  pagesPerPart?: number;
}

export const searchDir = (search: SearchConfig) => (search.dir ?? 'pagefind').replace(/^\/+|\/+$/g, '');

// What a browser needs to search; Pagefind's prebuilt UIs, highlighter, playground and worker are not
// used (the worker would need `worker-src`: the site's code calls Pagefind with `noWorker`).
const RUNTIME_FILE = /^(?:pagefind\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|wasm\.[^/]+\.pagefind|(?:index|fragment|filter)\/[^/]+)$/;

const matches = (pattern: string, url: string) => (pattern.endsWith('*') ? url.startsWith(pattern.slice(0, -1)) : url === pattern);

/** Whether a page goes into the index (`search.exclude` leaves it out). */
const indexed = (config: SearchConfig, url: string) => !(config.exclude ?? []).some((pattern) => matches(pattern, url));

/** How many of `pages` go into the index. */
export const indexedCount = (config: SearchConfig, pages: readonly { url: string }[]) => pages.filter((page) => indexed(config, page.url)).length;

/** The filters `config.filters` gives a URL: for each filter, the value of the longest matching prefix. */
export function filtersFor(config: SearchConfig, url: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, byPrefix] of Object.entries(config.filters ?? {})) {
    const prefix = Object.keys(byPrefix)
      .filter((p) => url.startsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    if (prefix !== undefined) out[name] = byPrefix[prefix];
  }
  return out;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const BODY_TAG = /<[a-z][^>]*\sdata-pagefind-body\b[^>]*>/i;

/** In one piece of a page: where the content of the element marked `data-pagefind-body` starts, or -1. */
function afterMarkedTag(html: string): number {
  // The attribute's first mention is nearly always the tag: found without a regular expression tried at
  // every "<" of the page (80 µs a page). Anything else (the words in a post's text) takes the long way.
  const mark = html.indexOf('data-pagefind-body');
  const open = html.lastIndexOf('<', mark);
  const close = html.indexOf('>', mark);
  if (mark > 0 && open >= 0 && close > mark && html.lastIndexOf('>', mark) < open && /\s/.test(html[mark - 1])) {
    const tag = html.slice(open, close + 1);
    if (BODY_TAG.test(tag)) return close + 1;
  }
  const body = BODY_TAG.exec(html);
  return body ? body.index + body[0].length : -1;
}

/**
 * Where the content of the element marked `data-pagefind-body` starts (else of `<body>`'s end; -1 without
 * either), in the page whose HTML is `pieces` joined. Each piece is made of whole elements (DocumentPieces),
 * so no tag spans two, and the pieces are searched in turn rather than joined.
 */
function afterBodyTag(pieces: readonly string[]): number {
  for (const find of [afterMarkedTag, (html: string) => html.search(/<\/body>/i)]) {
    let offset = 0;
    for (const piece of pieces) {
      const at = find(piece);
      if (at >= 0) return offset + at;
      offset += piece.length;
    }
  }
  return -1;
}

/**
 * What Pagefind's copy of a page adds to it: the configured filters as empty elements, at the character
 * offset `at`, inside the element Pagefind indexes (or it would not see them), else at the end.
 */
function indexInsertion(config: SearchConfig, url: string, pieces: readonly string[]): { at: number; text: string } | undefined {
  const filters = Object.entries(filtersFor(config, url));
  if (!filters.length) return undefined;
  const text = filters.map(([name, value]) => `<span data-pagefind-filter="${escapeAttr(name)}:${escapeAttr(value)}"></span>`).join('');
  const at = afterBodyTag(pieces);
  return { at: at < 0 ? pieces.reduce((n, piece) => n + piece.length, 0) : at, text };
}

/** The page as Pagefind reads it: the configured filters added as empty elements inside the indexed body. */
export function htmlForIndex(config: SearchConfig, page: { url: string; html: string }): string {
  const insert = indexInsertion(config, page.url, [page.html]);
  if (!insert) return page.html;
  const html = page.html;
  return html.slice(0, insert.at) + insert.text + html.slice(insert.at);
}

/**
 * Kept by serve mode: the last index, and its parts by what each was made from, so a rebuild re-indexes only
 * the parts whose pages changed (none when no page did).
 * Serve indexes after the reload event, not inside the build (Pagefind takes ~270 ms on this site):
 * the stage only queues the pages (`queued`, the newest wins), serve starts the job once the browser
 * has been told (`startSearchIndex`), and the middleware waits for it (`searchFiles`), so a search
 * right after a save still finds the new text.
 */
export interface SearchState {
  files?: Map<string, Buffer>;
  /** The index of the latest pages, not started yet. */
  queued?: () => Promise<unknown>;
  /** The job running (or the last one run), queued jobs run after it: Pagefind has one indexer. */
  running?: Promise<unknown>;
  /** The last index's parts, so an edit re-indexes only the parts whose pages changed. */
  parts?: PartsInMemory;
}

interface SearchIndex {
  /** Output path ("pagefind/pagefind.js") → bytes. */
  files: Map<string, Buffer>;
  pages: number;
}

/** What the build reports about the index: pages indexed, its files and their bytes, and whether it was the last build's. */
export interface SearchSummary {
  pages: number;
  /** Parts the index is in (each indexed by a Pagefind process of its own). */
  parts: number;
  /** Pages written for Pagefind to read: none when every part was one kept. */
  given: number;
  files: number;
  bytes: number;
  reused: boolean;
}

/** A page given to the job: a full build's, stored on disk, with its HTML in pieces (DocumentPieces); serve's, its HTML. */
export type SearchPage = { url: string; stored: string; pieces?: readonly string[] } | { url: string; html: string };

/**
 * An index being made while the build goes on (`startSearch`): pages are added as they are made, and
 * Pagefind, a process of its own for each part, indexes the parts on the other core.
 */
export interface SearchJob {
  /**
   * Adds a page to the part being filled, which keeps no page's HTML when the page is `stored`: the page's
   * stored file (lib/staged-pages.ts) names it as the kept parts do (its name, the hash of its HTML), and is
   * what the copy Pagefind reads is made from; its `pieces` (its HTML) are read only for where the filters go.
   */
  add: (page: SearchPage) => void;
  /** No more pages: `done` resolves once every part is indexed (or was kept). */
  end: () => void;
  /** The index's files and pages, whether it was the kept one, and how long it took from the start; rejects with Pagefind's problems. */
  done: Promise<SearchIndex & { ms: number; reused: boolean; given: number; parts: number }>;
  /** Stops sending pages and drops the index (the build failed: nothing will be written). */
  stop: () => Promise<void>;
}

/**
 * Most pages in one part of the index (`search.pagesPerPart`). Pagefind's memory grows with the words it
 * indexes (at 10,000 posts, 13,073 pages took 3.45 GB), and it keeps them until its process ends: each part
 * is indexed by a Pagefind process of its own, which ends when the part is done (1,000 pages: about 300 MB).
 */
const PAGES_PER_PART = 1000;

/**
 * How many parts `pages` indexed pages are spread over: one up to `search.pagesPerPart` pages, else the
 * fewest, by powers of two, that give each part at most 90% of it on average (the parts' sizes vary a
 * little around the average). Powers of two: the count changes seldom as a site grows (each change
 * re-indexes every page once).
 */
function partsFor(config: SearchConfig, pages: number): number {
  const most = Math.max(1, config.pagesPerPart ?? PAGES_PER_PART);
  let parts = 1;
  if (pages > most) while (pages / parts > 0.9 * most) parts *= 2;
  return parts;
}

/**
 * The part a page is in: by its URL's hash, so a page stays in its part whatever else changes, and each
 * part is a random sample of the site. Pagefind ranks a part's pages by that part's statistics (how rare
 * each word is in it); parts that are samples of the same site rank alike, where parts of neighbouring
 * pages (one section each) would rank a section's own subject low.
 */
const partOf = (url: string, parts: number) => (parts === 1 ? 0 : Number.parseInt(sha1(url).slice(0, 8), 16) % parts);

/** The file of the part list in the index folder: the folders of the parts after the first, which the browser merges. */
const PARTS_FILE = 'parts.json';

let jobs = 0;

/** A folder of this process's own under the cache folder for one index's pages (util/process-entries.ts). */
export function searchFolder(cacheDir: string): string {
  const root = path.join(cacheDir, 'search');
  clearDeadEntries(root);
  return path.join(root, `${process.pid}-${++jobs}`);
}

/** The file Pagefind reads for a page's URL, which it turns back into the URL ("/a/" ↔ "a/index.html"). */
export const indexFileOf = (url: string) => (url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1));

/** A page waiting for its part to be indexed: how the index names it, and how it is written for Pagefind. */
interface HeldPage {
  entry: IndexedPage;
  write: (dir: string) => void;
}

/**
 * Indexes one part: the pages written into `dir`, given to a Pagefind process of its own in one folder
 * (Pagefind reads and parses a folder's files on all cores, and its index of them depends on the set of
 * files, not on the order they came in). The process is ended when the part is done, and its memory with it.
 */
async function indexPart(dir: string, expected: number, problems: string[]): Promise<PartFiles> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new BuildError(Errors.SearchFailed, 'Pagefind could not start', { details: errors });
  try {
    if (expected) {
      const added = await index.addDirectory({ path: dir });
      problems.push(...added.errors);
      if (added.page_count !== expected) problems.push(`${dir}: Pagefind indexed ${added.page_count} of ${expected} pages`);
    }
    const out = await index.getFiles();
    problems.push(...out.errors);
    return new Map(out.files.map((f) => [f.path, Buffer.from(f.content)]));
  } finally {
    await pagefind.close();
  }
}

/**
 * Starts an index of `expected` pages that come later (`add`, then `end`), spread over parts (partsFor,
 * partOf). A part is looked up in `kept` once the last page has come: a part made before from the same
 * pages is reused, and Pagefind never sees them. The pages of every other part are written, as Pagefind is
 * to read them (htmlForIndex), into a folder of the part's own under `folder` (removed first, and when the
 * part is done), and the parts are indexed one at a time (indexPart). The index depends only on the pages,
 * not on their order. The parts made are kept in `kept`.
 */
export function startSearch(config: SearchConfig, { folder, expected, kept }: { folder: string; expected: number; kept?: KeptParts }): SearchJob {
  const started = performance.now();
  const count = partsFor(config, expected);
  const problems: string[] = [];
  let pages = 0;
  // Pages written for Pagefind: 0 when every part was one kept.
  let given = 0;
  let stopped = false;
  fs.rmSync(folder, { recursive: true, force: true });
  const held: HeldPage[][] = Array.from({ length: count }, () => []);
  let endNow!: () => void;
  const ended = new Promise<void>((resolve) => (endNow = resolve));
  // Written on a thread of their own (lib/writer-thread.ts), while Pagefind indexes the part before.
  const writer = new WriterThread();
  const done = (async () => {
    try {
      await ended;
      const keys = held.map((part) => kept?.keyOf(part.map((page) => page.entry)));
      const parts: (PartFiles | undefined)[] = keys.map((key) => (key === undefined ? undefined : kept!.part(key)));
      // Every part not kept is written, each folder flushed on its own, so Pagefind starts on the first at once.
      const written = held.map((part, n) => {
        if (parts[n]) return undefined;
        for (const page of part) page.write(path.join(folder, String(n)));
        given += part.length;
        const flushed = writer.flush();
        flushed.catch(() => {});
        return flushed;
      });
      for (const [n, part] of held.entries()) {
        if (parts[n]) continue;
        await written[n];
        if (stopped) throw new Error('the build stopped the search index');
        const dir = path.join(folder, String(n));
        const files = await indexPart(dir, part.length, problems);
        writer.remove(dir);
        if (keys[n] !== undefined) kept!.keepPart(keys[n], files);
        parts[n] = files;
      }
      if (problems.length) throw new BuildError(Errors.SearchFailed, `${problems.length} problem(s) indexing the pages`, { details: problems });
      kept?.commit(keys.filter((key) => key !== undefined));
      // A part no page fell in is not published (the browser would merge an index of no language); an index
      // of no page at all is the first part, empty.
      const published = (parts as PartFiles[]).filter((_, n) => held[n].length > 0);
      if (!published.length) published.push(parts[0]!);
      return {
        files: publishedFiles(config, published),
        pages,
        parts: published.length,
        given,
        reused: given === 0,
        ms: Math.round(performance.now() - started),
      };
    } finally {
      await writer.close().catch(() => {});
      fs.rmSync(folder, { recursive: true, force: true });
    }
  })();
  // A build that fails stops the job and never waits for its answer.
  done.catch(() => {});
  return {
    add: (page) => {
      if (stopped || !indexed(config, page.url)) return;
      pages++;
      const { url } = page;
      const part = held[partOf(url, count)];
      const fileIn = (dir: string) => path.join(dir, indexFileOf(url));
      // What waits for the part is only what writes the page, never the page (whose HTML a full build reads
      // from disk). A stored page: its file (named by its content, kept until the build ends), copied by the
      // thread, and where the filters go in it. A page not stored: its HTML, which the caller holds anyway
      // (serve's pages), named by its hash as a stored file is, and copied with the filters only if its part
      // is written.
      if ('stored' in page) {
        const { stored, pieces } = page;
        // A document kept from the last build comes without its pieces: where the filters go is found in
        // its file, read only if its part is indexed again. The writer below must not refer to `pieces`
        // (the whole page), or its closure would hold them until the part is written.
        const insertion = pieces && indexInsertion(config, url, pieces);
        const fromFile = !pieces;
        const write = (dir: string) => writer.copy(stored, fileIn(dir), fromFile ? indexInsertion(config, url, [fs.readFileSync(stored, 'utf8')]) : insertion);
        part.push({ entry: [url, path.basename(stored)], write });
      } else {
        const { html } = page;
        part.push({ entry: [url, sha1(html)], write: (dir) => writer.write(fileIn(dir), htmlForIndex(config, { url, html })) });
      }
    },
    end: () => endNow(),
    done,
    stop: async () => {
      stopped = true;
      endNow();
      await pagefind.close();
      await done.catch(() => {});
    },
  };
}

/**
 * The index as the output holds it, under `search.dir`: the first part in the folder itself, with Pagefind's
 * script and WebAssembly (one file per language the pages are in); each other part in `part-<n>/`, without
 * them (a merged index uses the first one's); and the list of the other parts' folders (PARTS_FILE), which
 * the browser merges into the first with Pagefind's `mergeIndex`. Pagefind's UIs, highlighter and
 * playground are left out.
 */
function publishedFiles(config: SearchConfig, parts: PartFiles[]): Map<string, Buffer> {
  const dir = searchDir(config);
  const out = new Map<string, Buffer>();
  const folders: string[] = [];
  for (const [n, files] of parts.entries()) {
    const entry = files.get('pagefind-entry.json');
    const languages = Object.keys((entry && JSON.parse(entry.toString('utf8')).languages) ?? {});
    const wasm = (p: string) => !languages.length || languages.some((l) => p === `wasm.${l}.pagefind`);
    const folder = n === 0 ? dir : `${dir}/part-${n}`;
    if (n > 0) folders.push(`part-${n}/`);
    for (const [p, bytes] of files) {
      if (!RUNTIME_FILE.test(p)) continue;
      const shared = p === 'pagefind.js' || p.startsWith('wasm.');
      if (shared && n > 0) {
        // A language the first part has no page in: its WebAssembly beside the first part's.
        if (p.startsWith('wasm.') && wasm(p) && !out.has(`${dir}/${p}`)) out.set(`${dir}/${p}`, bytes);
        continue;
      }
      if (p.startsWith('wasm.') && !wasm(p)) continue;
      out.set(`${folder}/${p}`, bytes);
    }
  }
  out.set(`${dir}/${PARTS_FILE}`, Buffer.from(`${JSON.stringify(folders)}\n`));
  return out;
}

/**
 * The stage (when `search` is configured): the index of the finished pages. A full build waits for the
 * job started before the checks and adds the index to the output files; serve keeps it in memory
 * (session.incremental.search) and answers it from there (serve/middlewares/search-index.ts).
 */
export async function indexSearch(ctx: BuildContext, input: { documents: Documents; output: Assembled; job?: SearchJob }): Promise<SearchSummary | undefined> {
  const { config, session } = ctx;
  if (session.incremental) {
    queueSearchIndex(config.search!, input.documents.pages, session.incremental.search, config.abs(config.cacheDir));
    return undefined;
  }
  const job = await (input.job ?? startSearchOf(config.search!, input.documents.pages, searchFolder(config.abs(config.cacheDir)))).done;
  await closeSearch();
  // How long Pagefind took from its start, beside the documents and the checks; the stage's own time is
  // the wait after them.
  ctx.timings.searchIndex = job.ms;
  for (const [out, content] of job.files) input.output.files.set(out, { content });
  return {
    pages: job.pages,
    parts: job.parts,
    given: job.given,
    files: job.files.size,
    bytes: [...job.files.values()].reduce((s, b) => s + b.length, 0),
    reused: job.reused,
  };
}

/** Serve: remembers the pages to index; nothing runs until startSearchIndex or searchFiles. */
function queueSearchIndex(config: SearchConfig, pages: { url: string; html: string }[], state: SearchState, cacheDir: string): void {
  // The pages' HTML is copied out now: the next build may change the objects it was given.
  const snapshot = pages.map(({ url, html }) => ({ url, html }));
  state.queued = () => indexPages(config, snapshot, { state, cacheDir });
}

/** Serve: starts indexing the queued pages, after the job already running (if any). */
export function startSearchIndex(state: SearchState): Promise<unknown> {
  const job = state.queued;
  if (job) {
    state.queued = undefined;
    state.running = (state.running ?? Promise.resolve()).catch(() => {}).then(job);
  }
  return state.running ?? Promise.resolve();
}

/** Serve: the index of the latest pages, once indexed (an indexing error rejects). */
export async function searchFiles(state: SearchState): Promise<Map<string, Buffer> | undefined> {
  await startSearchIndex(state);
  // A build may have queued newer pages while this one waited.
  return state.queued ? searchFiles(state) : state.files;
}

/** A job given all its pages at once. */
function startSearchOf(config: SearchConfig, pages: { url: string; readonly html: string }[], folder: string, kept?: KeptParts): SearchJob {
  const job = startSearch(config, { folder, expected: indexedCount(config, pages), kept });
  for (const page of pages) job.add(page);
  job.end();
  return job;
}

/**
 * Indexes `pages` (final HTML), written for Pagefind to a folder under `cacheDir`, and returns the files a
 * browser fetches to search them. With `state` (serve), the last index's parts whose pages are the same are
 * reused.
 */
export async function indexPages(
  config: SearchConfig,
  pages: { url: string; html: string }[],
  { state, cacheDir }: { state?: SearchState; cacheDir: string },
): Promise<SearchIndex> {
  const kept = pages.filter((p) => indexed(config, p.url));
  if (state && !state.parts) state.parts = new PartsInMemory(config);
  const { files } = await startSearchOf(config, kept, searchFolder(cacheDir), state?.parts).done;
  if (state) state.files = files;
  return { files, pages: kept.length };
}

/** Stops Pagefind's indexer process once idle (each part's process ends with the part; this is for one stopped midway). */
export async function closeSearch(state?: SearchState): Promise<void> {
  if (state) state.queued = undefined;
  await state?.running?.catch(() => {});
  await pagefind.close();
}
