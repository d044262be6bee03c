// The fallback of speculative loading (the <script type="speculationrules"> in every page's <head>,
// from site.config.json): in a browser without speculation rules, hovering a page link for a moment
// (or pressing on it, or focusing it) adds a <link rel="prefetch"> for it, so the click is served from
// the HTTP cache. Never on a constrained connection (Save-Data, or an effective type of 2g or slow-2g):
// there the generator's guard has already removed the rules themselves, as the <head> was parsed.
// Links follow the same rules as the speculation rules: same origin, a page (not /api/, not a file),
// not a download, not a new window, not marked rel="nofollow" or data-no-speculate.

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or the network is too slow to spend bytes on a guess. */
export function constrained(connection: Connection | undefined): boolean {
  return Boolean(connection && (connection.saveData === true || /^(?:slow-)?2g$/.test(connection.effectiveType ?? '')));
}

/** The page URL a link leads to, if it is one worth fetching ahead; otherwise undefined. */
export function prefetchable(link: HTMLAnchorElement, here: Location): string | undefined {
  if (link.hasAttribute('download') || link.target || /(?:^|\s)nofollow(?:\s|$)/.test(link.rel) || link.closest('[data-no-speculate]')) return undefined;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || url.pathname.startsWith('/api/') || /\.[^/]*$/.test(url.pathname)) return undefined;
  if (url.pathname === here.pathname && url.search === here.search) return undefined; // the same page (or a section of it)
  url.hash = '';
  return url.href;
}

/** How long the pointer rests on a link before it is prefetched (Chromium's "moderate" waits 200 ms). */
const HOVER_MS = 200;

export default function linkPrefetch(root: HTMLElement): void {
  if (constrained((navigator as Navigator & { connection?: Connection }).connection)) return;
  if (HTMLScriptElement.supports?.('speculationrules')) return;
  const fetched = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prefetch = (target: EventTarget | null) => {
    const link = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const url = link && prefetchable(link, location);
    if (!url || fetched.has(url)) return;
    fetched.add(url);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url;
    document.head.append(hint);
  };
  root.addEventListener('pointerover', (e) => {
    clearTimeout(timer);
    timer = setTimeout(() => prefetch(e.target), HOVER_MS);
  });
  root.addEventListener('pointerout', () => clearTimeout(timer));
  root.addEventListener('pointerdown', (e) => prefetch(e.target));
  root.addEventListener('focusin', (e) => prefetch(e.target));
}
