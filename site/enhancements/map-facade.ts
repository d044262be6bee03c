// Click-to-load map. The server renders a placeholder inside an element carrying
// data-enhance="map-facade", data-map-src (the embed URL) and data-map-title, with a hidden
// "Load map" button. This shows the button; pressing it swaps the placeholder for a lazy
// <iframe> with a title. If the map host is unreachable only the frame stays empty: the page,
// and the "Open in Google Maps" link beside the map, keep working.
export default function mapFacade(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('button[data-map-load]');
  const placeholder = root.querySelector<HTMLElement>('[data-map-placeholder]') ?? button;
  const src = root.dataset.mapSrc;
  if (!button || !placeholder || !src) return;
  button.hidden = false;
  button.addEventListener(
    'click',
    () => {
      const iframe = document.createElement('iframe');
      iframe.src = src;
      iframe.title = root.dataset.mapTitle ?? '';
      iframe.setAttribute('loading', 'lazy');
      iframe.setAttribute('referrerpolicy', 'no-referrer-when-downgrade');
      iframe.allowFullscreen = true;
      placeholder.replaceWith(iframe);
      iframe.focus();
    },
    { once: true },
  );
}
