/** Hydrate when a media query matches (now or later). */
export function onMedia(el: Element, run: () => void): void {
  const query = window.matchMedia((el as HTMLElement).dataset.media || 'all');
  if (query.matches) {
    run();
    return;
  }
  const listener = () => {
    if (!query.matches) return;
    query.removeEventListener('change', listener);
    run();
  };
  query.addEventListener('change', listener);
}
