/** Hydrate as soon as the page's scripts run. */
export function onLoad(_el: Element, run: () => void): void {
  run();
}
