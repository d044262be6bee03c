// Stage "search": a Pagefind index of the finished pages, made by Pagefind's Node API (its indexer is a
// child process) from their HTML, written for it into folders under the cache folder and removed once it
// has read them; the index's files come back in memory. A full build starts it before the documents and
// adds each page as it is made (`startSearch`), so Pagefind works beside the documents and the checks;
// the stage waits for it after them. The site
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
import type { IndexedPage, KeptSearchIndex } from '../lib/kept-search-index.ts';
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
}

export const searchDir = (search: SearchConfig) => (search.dir ?? 'pagefind').replace(/^\/+|\/+$/g, '');

// What a browser needs to search; Pagefind's prebuilt UIs, highlighter, playground and worker are not
// used (the worker would need `worker-src`: the site's code calls Pagefind with `noWorker`).
const RUNTIME_FILE = /^(?:pagefind\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|wasm\.[^/]+\.pagefind|(?:index|fragment|filter)\/[^/]+)$/;

const matches = (pattern: string, url: string) => (pattern.endsWith('*') ? url.startsWith(pattern.slice(0, -1)) : url === pattern);

/** Whether a page goes into the index (`search.exclude` leaves it out). */
const indexed = (config: SearchConfig, url: string) => !(config.exclude ?? []).some((pattern) => matches(pattern, url));

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

/** Where the content of the element marked `data-pagefind-body` starts (else of `<body>`'s end; -1 without either). */
function afterBodyTag(html: string): number {
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
  return body ? body.index + body[0].length : html.search(/<\/body>/i);
}

/**
 * What Pagefind's copy of a page adds to it: the configured filters as empty elements, at the character
 * offset `at`, inside the element Pagefind indexes (or it would not see them), else at the end.
 */
function indexInsertion(config: SearchConfig, page: { url: string; html: string }): { at: number; text: string } | undefined {
  const filters = Object.entries(filtersFor(config, page.url));
  if (!filters.length) return undefined;
  const text = filters.map(([name, value]) => `<span data-pagefind-filter="${escapeAttr(name)}:${escapeAttr(value)}"></span>`).join('');
  const html = page.html;
  const at = afterBodyTag(html);
  return { at: at < 0 ? html.length : at, text };
}

/** The page as Pagefind reads it: the configured filters added as empty elements inside the indexed body. */
export function htmlForIndex(config: SearchConfig, page: { url: string; html: string }): string {
  const insert = indexInsertion(config, page);
  if (!insert) return page.html;
  const html = page.html;
  return html.slice(0, insert.at) + insert.text + html.slice(insert.at);
}

/**
 * Kept by serve mode: the last index and what it was built from, so an unchanged rebuild reuses it.
 * Serve indexes after the reload event, not inside the build (Pagefind takes ~270 ms on this site):
 * the stage only queues the pages (`queued`, the newest wins), serve starts the job once the browser
 * has been told (`startSearchIndex`), and the middleware waits for it (`searchFiles`), so a search
 * right after a save still finds the new text.
 */
export interface SearchState {
  key?: string;
  files?: Map<string, Buffer>;
  /** The index of the latest pages, not started yet. */
  queued?: () => Promise<unknown>;
  /** The job running (or the last one run), queued jobs run after it: Pagefind has one indexer. */
  running?: Promise<unknown>;
}

interface SearchIndex {
  /** Output path ("pagefind/pagefind.js") → bytes. */
  files: Map<string, Buffer>;
  pages: number;
}

/** What the build reports about the index: pages indexed, its files and their bytes, and whether it was the last build's. */
export interface SearchSummary {
  pages: number;
  /** Pages written for Pagefind to read: none when every page was the kept index's. */
  given: number;
  files: number;
  bytes: number;
  reused: boolean;
}

/**
 * An index being made while the build goes on (`startSearch`): pages are added as they are made, and
 * Pagefind, a process of its own, indexes them on the other core.
 */
export interface SearchJob {
  /**
   * Adds a page: written at once into the folder being filled, so the job keeps no page's HTML. `stored`,
   * the page's stored file (lib/staged-pages.ts), names it as the kept index does (its name, the hash of its
   * HTML), and is what the folder's copy is made from; `html` is then read only where the filters go.
   */
  add: (page: { url: string; readonly html: string; stored?: string }) => void;
  /** No more pages: `done` resolves once Pagefind has indexed them all. */
  end: () => void;
  /** The index's files and pages, whether it was the kept one, and how long it took from the start; rejects with Pagefind's problems. */
  done: Promise<SearchIndex & { ms: number; reused: boolean; given: number }>;
  /** Stops sending pages and drops the index (the build failed: nothing will be written). */
  stop: () => Promise<void>;
}

/**
 * Pages per folder Pagefind is given. Pagefind reads and parses a folder's files on all cores
 * (`addDirectory`), where pages sent one by one (`addHTMLFile`) are indexed one at a time on one: at
 * 1,000 posts, 5.4 s against 8.7 s. The folders are given in turn, each once it is full, so Pagefind
 * works on one while the next is written.
 */
const BATCH = 200;

let jobs = 0;

/** A folder of this process's own under the cache folder for one index's pages (util/process-entries.ts). */
export function searchFolder(cacheDir: string): string {
  const root = path.join(cacheDir, 'search');
  clearDeadEntries(root);
  return path.join(root, `${process.pid}-${++jobs}`);
}

/** The file Pagefind reads for a page's URL, which it turns back into the URL ("/a/" ↔ "a/index.html"). */
export const indexFileOf = (url: string) => (url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1));

/**
 * Starts an index whose pages come later (`add`, then `end`). Each page is written, as Pagefind is to read
 * it (htmlForIndex), into a folder of `batch` pages under `folder` (removed first, and when the index is
 * done); each full folder goes to Pagefind in turn. The index depends only on the pages and their order:
 * a page's place is its folder's place, then its file's place in Pagefind's sorted walk of the folder.
 *
 * With `kept` (a full build, whose pages are stored: lib/kept-search-index.ts), the job notes each page
 * as the kept index names it; when every page was the kept index's, in its order, the kept files are the
 * index. Pagefind works beside the documents all the same, and is stopped when the last page has come, unless
 * `holdBack`: then pages are held back, not written, while each is the kept index's at its place, so when all
 * are, Pagefind never starts; the first page that is not writes those held back, and Pagefind indexes them all.
 * Otherwise the new index is kept for the next build.
 */
export function startSearch(
  config: SearchConfig,
  { folder, batch = BATCH, kept, holdBack = false }: { folder: string; batch?: number; kept?: KeptSearchIndex; holdBack?: boolean },
): SearchJob {
  const started = performance.now();
  const problems: string[] = [];
  let pages = 0;
  let inBatch = 0;
  let batches = 0;
  let stopped = false;
  fs.rmSync(folder, { recursive: true, force: true });
  // Started when the first folder is sent, or at the end.
  let opened: Promise<pagefind.PagefindIndex> | undefined;
  const open = () =>
    (opened ??= pagefind.createIndex({}).then(({ index, errors }) => {
      if (!index) throw new BuildError(Errors.SearchFailed, 'Pagefind could not start', { details: errors });
      return index;
    }));
  let chain: Promise<unknown> = Promise.resolve();
  let endNow!: () => void;
  const ended = new Promise<void>((resolve) => (endNow = resolve));
  const batchDir = (n: number) => path.join(folder, String(n));
  // Written on a thread of their own (lib/writer-thread.ts): this one makes the documents.
  const writer = new WriterThread();
  // Gives Pagefind the folder being filled, once its pages are written and the folders before it indexed.
  const send = () => {
    if (!inBatch) return;
    const dir = batchDir(batches);
    const expected = inBatch;
    batches++;
    inBatch = 0;
    const index = open();
    const written = writer.flush();
    // Its failure is the index's (through the folder's turn, below), not an unhandled rejection now.
    written.catch(() => {});
    chain = chain.then(async () => {
      await written;
      if (stopped) return;
      const added = await (await index).addDirectory({ path: dir });
      problems.push(...added.errors);
      if (added.page_count !== expected) problems.push(`${dir}: Pagefind indexed ${added.page_count} of ${expected} pages`);
      writer.remove(dir);
    });
  };
  // This index's pages as the kept record names them (while every page has a stored file), and whether
  // each page so far is the kept index's.
  let record: IndexedPage[] | undefined = kept && [];
  let same = !!kept;
  let reused: Map<string, Buffer> | undefined;
  // While every page so far is the kept index's at its place, the pages wait here, each as the few fields that
  // write it, instead of being written for Pagefind: when all of them are, neither the copies nor Pagefind are
  // needed. The first page that is not (or the end, short of the kept index's pages) writes the waiting ones
  // first, into the folders they would have gone to, so the folders and the index are the same either way.
  // Only with `holdBack` (the pages are likely the kept index's): when a page does differ, Pagefind starts at
  // it rather than at the first page, and a build that changed pages late in its order waits longer for it
  // (at 1,000 posts, an edited post's build took 14.9–16.2 s against 12.7–13.9 s).
  let waiting: (() => void)[] | undefined = kept && holdBack ? [] : undefined;
  const writeWaiting = () => {
    if (!waiting) return;
    const writes = waiting;
    waiting = undefined;
    for (const write of writes) write();
  };
  // Pages written for Pagefind: 0 when the kept index was reused.
  let given = 0;
  const done = (async () => {
    try {
      await ended;
      if (reused) {
        // Pagefind's work is not needed: its process is stopped (which fails the calls still waiting on it).
        await closeSearch();
        await chain.catch(() => {});
        return { files: reused, pages, given, reused: true, ms: Math.round(performance.now() - started) };
      }
      await chain;
      if (stopped) throw new Error('the build stopped the search index');
      const out = await (await open()).getFiles();
      problems.push(...out.errors);
      if (problems.length) throw new BuildError(Errors.SearchFailed, `${problems.length} problem(s) indexing the pages`, { details: problems });
      const files = runtimeFiles(config, out.files);
      if (kept && record) kept.keep(record, files);
      return { files, pages, given, reused: false, ms: Math.round(performance.now() - started) };
    } finally {
      await writer.close().catch(() => {});
      fs.rmSync(folder, { recursive: true, force: true });
      // (A stopped process has no index left to delete, and a call now would start a new one.)
      if (!reused) await (await opened?.catch(() => undefined))?.deleteIndex();
    }
  })();
  // A build that fails stops the job and never waits for its answer.
  done.catch(() => {});
  return {
    add: (page) => {
      if (stopped || !indexed(config, page.url)) return;
      const at = pages++;
      if (record && page.stored) {
        const entry: IndexedPage = [page.url, path.basename(page.stored)];
        record.push(entry);
        same &&= kept!.has(at, entry);
      } else record = undefined;
      const { url, stored } = page;
      // The write keeps only what it needs, never the page (which holds its HTML): a stored page's file and
      // where the filters go in it; a page not stored (never held back) its text for Pagefind.
      const insertion = stored ? indexInsertion(config, page) : undefined;
      const text = stored ? undefined : htmlForIndex(config, page);
      const write = () => {
        const file = path.join(batchDir(batches), indexFileOf(url));
        // A stored page (its file named by its content, kept until the build ends) is copied by the thread.
        if (stored) writer.copy(stored, file, insertion);
        else writer.write(file, text!);
        given++;
        if (++inBatch === batch) send();
      };
      if (waiting && record && same) waiting.push(write);
      else {
        writeWaiting();
        write();
      }
    },
    end: () => {
      if (record && same) reused = kept!.files(pages);
      // The folders not sent yet are not needed then.
      if (reused) stopped = true;
      else {
        writeWaiting();
        send();
      }
      endNow();
    },
    done,
    stop: async () => {
      stopped = true;
      endNow();
      await done.catch(() => {});
      await closeSearch();
    },
  };
}

/** The files a browser needs to search (Pagefind's UIs, highlighter and playground are left out), under `search.dir`. */
function runtimeFiles(config: SearchConfig, files: { path: string; content: Uint8Array }[]): Map<string, Buffer> {
  // One WebAssembly file per language the pages are in ("unknown" only when a page names none).
  const entry = files.find((f) => f.path === 'pagefind-entry.json');
  const languages = Object.keys((entry && JSON.parse(Buffer.from(entry.content).toString('utf8')).languages) ?? {});
  const wanted = (p: string) => RUNTIME_FILE.test(p) && (!p.startsWith('wasm.') || !languages.length || languages.some((l) => p === `wasm.${l}.pagefind`));
  const dir = searchDir(config);
  return new Map(files.filter((f) => wanted(f.path)).map((f) => [`${dir}/${f.path}`, Buffer.from(f.content)]));
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
  return { pages: job.pages, given: job.given, files: job.files.size, bytes: [...job.files.values()].reduce((s, b) => s + b.length, 0), reused: job.reused };
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
function startSearchOf(config: SearchConfig, pages: { url: string; readonly html: string }[], folder: string): SearchJob {
  const job = startSearch(config, { folder });
  for (const page of pages) job.add(page);
  job.end();
  return job;
}

/**
 * Indexes `pages` (final HTML), written for Pagefind to a folder under `cacheDir`, and returns the files a
 * browser fetches to search them. With `state` (serve), an unchanged set of pages reuses the last index.
 */
export async function indexPages(
  config: SearchConfig,
  pages: { url: string; html: string }[],
  { state, cacheDir }: { state?: SearchState; cacheDir: string },
): Promise<SearchIndex> {
  const kept = pages.filter((p) => indexed(config, p.url));
  const key = state && sha1(JSON.stringify([config, kept.map((p) => [p.url, sha1(p.html)])]));
  if (state && state.key === key && state.files) return { files: state.files, pages: kept.length };
  const { files } = await startSearchOf(config, kept, searchFolder(cacheDir)).done;
  if (state) Object.assign(state, { key, files });
  return { files, pages: kept.length };
}

/** Stops Pagefind's indexer process (a one-off build; serve mode keeps it for the next rebuild) once idle. */
export async function closeSearch(state?: SearchState): Promise<void> {
  if (state) state.queued = undefined;
  await state?.running?.catch(() => {});
  await pagefind.close();
}
