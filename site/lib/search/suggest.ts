// The 404 page's suggestions: the words of the missing address, searched segment by segment (the last,
// most specific one first) and merged. Pagefind tolerates typos and matches prefixes, so a misspelt
// "/how-we-help/erp/servicenw/" still finds the ServiceNow page.
import { find, type SearchHit } from './engine.ts';
import { resultItem } from './results.ts';

/** The queries for a path: one per segment, words split on - and _, last segment first. */
export function queriesFor(pathname: string): string[] {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed %-escape: use the address as it is
  }
  const segments = path
    .split('/')
    .map((s) =>
      s
        .replace(/\.html?$/, '')
        .replace(/[-_+.]+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length >= 2);
  return [...new Set(segments.reverse())];
}

export async function suggest(section: HTMLElement, pathname: string, limit = 5): Promise<void> {
  const list = section.querySelector('ul');
  if (!list) return;
  const seen = new Map<string, SearchHit>();
  for (const q of queriesFor(pathname)) {
    for (const hit of await find(q, limit)) if (!seen.has(hit.url)) seen.set(hit.url, hit);
    if (seen.size >= limit) break;
  }
  if (!seen.size) return;
  list.replaceChildren(...[...seen.values()].slice(0, limit).map((h) => resultItem(document, h)));
  section.hidden = false;
}
