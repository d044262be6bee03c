// A function of the test, as page source. tsx (esbuild's keepNames) wraps named inner functions in
// `__name(...)`, a helper the page does not have: the source defines it as the identity.

/** An expression that calls `fn` with the JSON-able `args` and evaluates to its result (or its promise). */
export function callSource(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/**
 * In the page: brings an element into view before the pointer acts on it, at once (the site scrolls
 * smoothly, and a pointer aimed mid-scroll misses) and to the middle, clear of the sticky header, unless it
 * is well in view already (scrolling then could undo what the test did: an expanded testimonial collapses
 * when the page scrolls).
 */
export function intoView(el: Element): void {
  const r = el.getBoundingClientRect();
  if (r.top >= 130 && r.bottom <= innerHeight - 10 && r.left >= 0 && r.right <= innerWidth) return;
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
}
