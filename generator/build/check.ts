// Checks over the whole output: internal links and sources resolve to a built page or file,
// #fragments resolve to an id on the target page, no duplicate ids, every <img> has alt.
import { byContent } from '../util/hash.ts';
import { scanTags, type ScannedTag } from '../util/html-scan.ts';

/**
 * Scanned tags by page content. Scanning is most of the checks' time; in serve mode most pages are
 * unchanged between builds, so the session keeps one of these.
 */
export type TagScans = Map<string, ScannedTag[]>;

interface CheckPage {
  /** URL of the page ("/about/", "/404.html"). */
  url: string;
  /** Where the page came from, for messages ("site/routes/about.tsx"). */
  file: string;
  html: string;
}

export interface CheckInput {
  pages: CheckPage[];
  /** Every other published file, as URL paths ("/assets/x.css", "/favicon.ico"). */
  files: Set<string>;
  /** URL prefixes that are served by something other than the static output (e.g. "/api/"). */
  ignore: string[];
  /** Scans kept from earlier builds of the session (a fresh map when absent). */
  scans?: TagScans;
}

const LINK_ATTRS: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  script: ['src'],
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

/** Returns "file (url): problem" lines; empty when everything is fine. */
export function checkOutput({ pages, files, ignore, scans = new Map() }: CheckInput): string[] {
  const problems: string[] = [];
  const idsByUrl = new Map<string, Set<string>>();
  const tagsByUrl = new Map<string, ScannedTag[]>();

  for (const page of pages) {
    const tags = byContent(scans, page.html, (html) => scanTags(html));
    tagsByUrl.set(page.url, tags);
    const ids = new Set<string>();
    const where = `${page.file} (${page.url})`;
    for (const t of tags) {
      const id = t.attrs.get('id');
      if (id !== undefined) {
        if (ids.has(id)) problems.push(`${where}: duplicate id "${id}"`);
        ids.add(id);
      }
      if (t.name === 'a' && t.attrs.has('name')) ids.add(t.attrs.get('name')!);
      if (t.name === 'img' && !t.attrs.has('alt')) problems.push(`${where}: <img src="${t.attrs.get('src') ?? ''}"> has no alt attribute`);
    }
    idsByUrl.set(page.url, ids);
  }

  for (const page of pages) {
    const where = `${page.file} (${page.url})`;
    for (const t of tagsByUrl.get(page.url)!) {
      const attrs = LINK_ATTRS[t.name];
      if (!attrs) continue;
      if (t.name === 'link' && t.attrs.get('rel') === 'canonical') continue;
      for (const attr of attrs) {
        const value = t.attrs.get(attr);
        if (value === undefined) continue;
        for (const raw of urlsOf(attr, value)) {
          const problem = checkUrl(raw, page.url, idsByUrl, files, ignore);
          if (problem) problems.push(`${where}: ${problem}`);
        }
      }
    }
  }
  return problems;
}

function checkUrl(raw: string, from: string, idsByUrl: Map<string, Set<string>>, files: Set<string>, ignore: string[]): string | null {
  if (raw === '') return 'empty link';
  if (isExternal(raw)) return null;
  if (raw === '#') return 'link to "#" goes nowhere; link to a real page or section';
  // Fragment-only links stay on the page itself (404.html is served at any URL, so resolve
  // its other relative links against the root).
  const url = raw.startsWith('#') ? new URL(raw, `http://site${from}`) : new URL(raw, `http://site${from === '/404.html' ? '/' : from}`);
  const path = decodeURI(url.pathname);
  if (ignore.some((p) => path.startsWith(p))) return null;
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
