// Click-to-load video embed. The server renders a lightweight facade (a button with the poster
// and a play icon) inside an element carrying data-enhance="video-facade", data-embed-src (the
// embed URL) and data-embed-title. Nothing from the video host loads until the visitor clicks:
// then the button is swapped for an autoplaying <iframe> with a title, and focus moves to it.
export default function videoFacade(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('button[data-facade]');
  const src = root.dataset.embedSrc;
  if (!button || !src) return;
  button.addEventListener(
    'click',
    () => {
      const url = new URL(src, location.href);
      url.searchParams.set('autoplay', '1');
      const iframe = document.createElement('iframe');
      iframe.src = url.toString();
      iframe.title = root.dataset.embedTitle ?? button.textContent?.trim() ?? '';
      iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
      iframe.allowFullscreen = true;
      iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      iframe.setAttribute('data-facade-frame', '');
      button.replaceWith(iframe);
      iframe.focus();
    },
    { once: true },
  );
}
