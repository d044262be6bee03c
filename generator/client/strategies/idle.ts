/** Hydrate when the main thread is idle (or after a short delay where requestIdleCallback is missing). */
export function onIdle(_el: Element, run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
