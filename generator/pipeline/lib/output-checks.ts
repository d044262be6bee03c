// Checks over the whole output: internal links and sources resolve to a built page or file,
// #fragments resolve to an id on the target page, no duplicate ids, every <img> has alt.
import { sha1 } from '../../util/hash.ts';
import { scanTags, type ScannedTag } from '../../util/html-scan.ts';
import { PAGE_SCRIPT_ATTR } from './page-script.ts';
import { detached } from '../../util/detached-string.ts';
import { givingWay } from '../../util/give-way.ts';

/**
 * What one check keeps for the next (serve mode). A page is checked again only when its HTML changed,
 * or when something one of its links points at changed: a page's ids, a page or file that came or
 * went. Everything else keeps the problems it had.
 */
export interface CheckState {
  /** Per page's file, URL and HTML, for the pages of the last check only: its ids and the problems of its own markup. */
  facts: Map<string, PageFacts>;
  /** The last check, by page URL. */
  last: Map<string, { key: string; idsKey: string; targets: Set<string>; links: Problem[] }>;
  /** Each page's key with the file and HTML it was computed from (serve hands the same HTML string again for an unchanged page). */
  keys: Map<string, { file: string; html: string; key: string }>;
  files: Set<string>;
  ignore: string;
  /**
   * false for a one-off full build: nothing is kept for a next check (the pages' HTML above all, which such
   * a build holds nowhere else), and every check checks everything.
   */
  keeps: boolean;
}

export function createCheckState(keeps = true): CheckState {
  return { facts: new Map(), last: new Map(), keys: new Map(), files: new Set(), ignore: '', keeps };
}

interface PageFacts {
  /**
   * The URLs the page's links and sources name, in order: all the link check needs. The scanned tags
   * themselves are not kept (about 0.4 MB for a page of ~800 tags: at 1,000 posts, half a gigabyte).
   */
  links: string[];
  ids: Set<string>;
  /** The ids in one string, to see whether they changed. */
  idsKey: string;
  /** Duplicate ids and images without alt. */
  own: Problem[];
}

/** One problem of one page; `value` (a link, a picture's src) is what the source files are searched for. */
interface Problem {
  url: string;
  where: string;
  value?: string;
  text: string;
}

interface CheckPage {
  /** URL of the page ("/about/", "/404.html"). */
  url: string;
  /** Where the page came from, for messages ("site/routes/about.tsx"). */
  file: string;
  /** Read only when the page is scanned (a full build's page reads it from disk: lib/staged-pages.ts). */
  readonly html: string;
  /** A full build's page: its stored file, by which `CheckInput.kept` finds what the last build's scan found. */
  stored?: string;
}

/** What the scan of a page's HTML finds, as kept between full builds: the rest of PageFacts comes from it. */
export interface ScannedFacts {
  links: string[];
  /** In the order found, each once. */
  ids: string[];
  /** The page's own problems: what the message names, and the message. */
  own: { value?: string; text: string }[];
}

export interface CheckInput {
  pages: CheckPage[];
  /** Every other published file, as URL paths ("/assets/x.css", "/favicon.ico"). */
  files: Set<string>;
  /** URL prefixes that are served by something other than the static output (e.g. "/api/"). */
  ignore: string[];
  /** What the last check of the session kept (a fresh state when absent: everything is checked). */
  state?: CheckState;
  /**
   * A full build: the scan of a stored page as the last full build found it, or `scan()`'s, kept for the
   * next (lib/staged-pages.ts, StagedPages.fact).
   */
  kept?: (stored: string, scan: () => ScannedFacts) => ScannedFacts;
  /**
   * The source file and line that hold a page's value ("content/home/hero.ts:12"), named before the page
   * in the problem's line; asked only for problems, after the check (lib/value-origin.ts).
   */
  origin?: (url: string, value: string) => string | undefined;
}

const LINK_ATTRS: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  script: ['src', PAGE_SCRIPT_ATTR],
  iframe: ['src'],
};

function urlsOf(attr: string, value: string): string[] {
  if (attr !== 'srcset') return [value];
  return value
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);
}

const isExternal = (u: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(u);

/**
 * One copy of each link and id string for the whole check. The scanner's strings are slices of the page's
 * HTML: an object each, and each keeps its page alive. A page holds hundreds of links, mostly the header's
 * and footer's, the same on every page: at 1,000 posts the kept facts held about 1.1 million slices. A copy
 * made once per distinct value holds only itself (test/unit/generator/check-memory.test.ts).
 */
type Interner = (value: string) => string;

function createInterner(): Interner {
  const seen = new Map<string, string>();
  return (value) => {
    let copy = seen.get(value);
    if (copy === undefined) {
      // Not a slice of the page, which would keep the page.
      copy = detached(value);
      seen.set(copy, copy);
    }
    return copy;
  };
}

/** What a page's HTML holds for the checks: from the HTML alone, so a full build keeps it by the page's stored name. */
function scan(html: string, intern: Interner): ScannedFacts {
  const tags = scanTags(html);
  const own: ScannedFacts['own'] = [];
  const ids = new Set<string>();
  for (const t of tags) {
    const rawId = t.attrs.get('id');
    const id = rawId === undefined ? undefined : intern(rawId);
    if (id !== undefined) {
      if (ids.has(id)) own.push({ text: `duplicate id "${id}"` });
      ids.add(id);
    }
    if (t.name === 'a' && t.attrs.has('name')) ids.add(intern(t.attrs.get('name')!));
    if (t.name === 'img' && !t.attrs.has('alt')) {
      const src = intern(t.attrs.get('src') ?? '');
      own.push({ value: src, text: `<img src="${src}"> has no alt attribute` });
    }
  }
  return { links: linksOf(tags).map(intern), ids: [...ids], own };
}

function factsOf(page: CheckPage, scanned: ScannedFacts, intern: Interner): PageFacts {
  const where = `${page.file} (${page.url})`;
  const ids = new Set(scanned.ids.map(intern));
  return {
    links: scanned.links.map(intern),
    ids,
    idsKey: [...ids].join('\n'),
    own: scanned.own.map(({ value, text }) => ({ url: page.url, where, value, text })),
  };
}

function linksOf(tags: ScannedTag[]): string[] {
  const links: string[] = [];
  for (const t of tags) {
    const attrs = LINK_ATTRS[t.name];
    if (!attrs) continue;
    if (t.name === 'link' && t.attrs.get('rel') === 'canonical') continue;
    for (const attr of attrs) {
      const value = t.attrs.get(attr);
      if (value !== undefined) links.push(...urlsOf(attr, value));
    }
  }
  return links;
}

/** Answers for links that mean the same from every page ("/about/#team"), within one check. */
type LinkAnswers = Map<string, { problem: string | null; targets: string[] }>;

/** The links of a page, checked: its problems, and the paths they point at (a page, a file, or nothing yet). */
function checkLinks(page: CheckPage, links: string[], idsByUrl: Map<string, Set<string>>, files: Set<string>, ignore: string[], answers: LinkAnswers) {
  const where = `${page.file} (${page.url})`;
  const problems: Problem[] = [];
  const targets = new Set<string>();
  for (const raw of links) {
    // A root-relative link resolves alike from every page: the header's and footer's links are checked once.
    const shared = raw.charCodeAt(0) === 47 && raw.charCodeAt(1) !== 47;
    let answer = shared ? answers.get(raw) : undefined;
    if (!answer) {
      const found = new Set<string>();
      answer = { problem: checkUrl(raw, page.url, idsByUrl, files, ignore, found), targets: [...found] };
      if (shared) answers.set(raw, answer);
    }
    for (const t of answer.targets) targets.add(t);
    if (answer.problem) problems.push({ url: page.url, where, value: raw, text: answer.problem });
  }
  return { problems, targets };
}

/** A page's key (serve): the hash of its file, URL and HTML, hashed again only when they changed. */
function keyOf(state: CheckState, page: CheckPage): string {
  const kept = state.keys.get(page.url);
  if (kept && kept.file === page.file && kept.html === page.html) return kept.key;
  const key = sha1(`${page.file}\0${page.url}\0${page.html}`);
  if (state.keeps) state.keys.set(page.url, { file: page.file, html: page.html, key });
  return key;
}

/** How long the page scan runs before it gives way to other work (a full build's search index hands Pagefind its next folder of pages). */
const SLICE_MS = 15;

/**
 * Resolves to "file (url): problem" lines; empty when everything is fine. With `state` (serve mode), only
 * the pages that changed and the pages linking into what changed are checked again.
 */
export async function checkOutput(input: CheckInput): Promise<string[]> {
  const { pages, files, ignore, state = createCheckState(), origin } = input;
  const idsByUrl = new Map<string, Set<string>>();
  const facts = new Map<string, PageFacts>();
  const keys = new Map<string, string>();
  // Only this check's pages are kept for the next: an edited page's old scan (~0.4 MB for a page of
  // ~800 tags) used to stay until 2,000 had piled up, so a long serve session grew by that much an edit.
  const kept = new Map<string, PageFacts>();
  const intern = createInterner();
  const giveWay = givingWay(SLICE_MS);
  for (const listed of pages) {
    await giveWay();
    // Read once, and only if needed: a full build's page reads its HTML from disk each time (lib/staged-pages.ts).
    let html: string | undefined;
    const page: CheckPage = {
      url: listed.url,
      file: listed.file,
      get html() {
        if (html === undefined) html = listed.html;
        return html;
      },
    };
    // A check that keeps nothing for the next (a one-off build) needs no hash: nothing is looked up by it.
    const key = state.keeps ? keyOf(state, page) : page.url;
    const scanOf = () => scan(page.html, intern);
    const f = state.facts.get(key) ?? kept.get(key) ?? factsOf(page, listed.stored && input.kept ? input.kept(listed.stored, scanOf) : scanOf(), intern);
    if (state.keeps) kept.set(key, f);
    keys.set(page.url, key);
    facts.set(page.url, f);
    idsByUrl.set(page.url, f.ids);
  }
  state.facts = kept;

  // What changed since the last check: pages whose ids changed, pages and files that came or went.
  const ignoreKey = ignore.join('\n');
  const everything = ignoreKey !== state.ignore;
  const changed = new Set<string>();
  for (const page of pages) {
    const before = state.last.get(page.url);
    if (!before || before.idsKey !== facts.get(page.url)!.idsKey) changed.add(page.url);
  }
  for (const url of state.last.keys()) if (!idsByUrl.has(url)) changed.add(url);
  for (const f of files) if (!state.files.has(f)) changed.add(f);
  for (const f of state.files) if (!files.has(f)) changed.add(f);

  const last: CheckState['last'] = new Map();
  const answers: LinkAnswers = new Map();
  const own: Problem[] = [];
  const links: Problem[] = [];
  for (const page of pages) {
    const f = facts.get(page.url)!;
    const key = keys.get(page.url)!;
    const before = state.last.get(page.url);
    let entry = before;
    if (everything || !before || before.key !== key || [...before.targets].some((t) => changed.has(t))) {
      const checked = checkLinks(page, f.links, idsByUrl, files, ignore, answers);
      entry = { key, idsKey: f.idsKey, targets: checked.targets, links: checked.problems };
    }
    if (state.keeps) last.set(page.url, entry!);
    own.push(...f.own);
    links.push(...entry!.links);
  }
  if (state.keeps) {
    state.last = last;
    state.files = new Set(files);
    state.ignore = ignoreKey;
  }
  return [...own, ...links].map((p) => {
    const at = p.value && origin?.(p.url, p.value);
    return at ? `${at}: ${p.text} — on ${p.where}` : `${p.where}: ${p.text}`;
  });
}

function checkUrl(raw: string, from: string, idsByUrl: Map<string, Set<string>>, files: Set<string>, ignore: string[], targets: Set<string>): string | null {
  if (raw === '') return 'empty link';
  if (isExternal(raw)) return null;
  if (raw === '#') return 'link to "#" goes nowhere; link to a real page or section';
  // Fragment-only links stay on the page itself (404.html is served at any URL, so resolve
  // its other relative links against the root).
  const url = raw.startsWith('#') ? new URL(raw, `http://site${from}`) : new URL(raw, `http://site${from === '/404.html' ? '/' : from}`);
  const path = decodeURI(url.pathname);
  if (ignore.some((p) => path.startsWith(p))) return null;
  // What the answer depends on: the page or file at this path, and the page one slash further.
  targets.add(path);
  if (!path.endsWith('/')) targets.add(`${path}/`);
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
  const targetPage = idsByUrl.has(path) ? path : null;
  if (!targetPage) {
    if (files.has(path)) {
      return fragment ? `link ${raw} has a #fragment on a file that is not a page` : null;
    }
    if (!path.endsWith('/') && idsByUrl.has(`${path}/`)) return `link ${raw} lacks its trailing slash (use ${path}/${url.hash})`;
    return `broken link ${raw} (no page or file at ${path})`;
  }
  if (fragment && !idsByUrl.get(targetPage)!.has(fragment)) return `link ${raw}: no element with id "${fragment}" on ${targetPage}`;
  return null;
}
