// Photo gallery viewer. The server renders thumbnails as links to their large image (the
// fallback without JavaScript), each carrying the large image's srcsets in data attributes,
// plus one <dialog data-gallery-viewer>. This opens that dialog as a modal instead:
// click or Enter on a thumbnail opens it, Left / Right arrows (and the buttons) move between
// photos, Escape or the close button closes it and focus returns to the current photo's
// thumbnail. Tab cycles among the viewer's controls; on touch screens a swipe moves too.
export default function gallery(root: HTMLElement): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-full-src]')];
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-gallery-viewer]');
  if (!dialog || links.length === 0 || typeof dialog.showModal !== 'function') return;
  const q = <T extends Element>(sel: string) => dialog.querySelector<T>(sel);
  const img = q<HTMLImageElement>('img[data-viewer-img]');
  const avif = q<HTMLSourceElement>('source[data-viewer-avif]');
  const webp = q<HTMLSourceElement>('source[data-viewer-webp]');
  const caption = q<HTMLElement>('[data-viewer-caption]');
  const counter = q<HTMLElement>('[data-viewer-counter]');
  const closeButton = q<HTMLButtonElement>('[data-viewer-close]');
  const prev = q<HTMLButtonElement>('[data-viewer-prev]');
  const next = q<HTMLButtonElement>('[data-viewer-next]');
  if (!img || !caption || !closeButton) return;
  let current = 0;

  const show = (index: number) => {
    current = (index + links.length) % links.length;
    const link = links[current]!;
    const d = link.dataset;
    if (avif) avif.srcset = d.fullAvif ?? '';
    if (webp) webp.srcset = d.fullWebp ?? '';
    img.loading = 'eager';
    img.src = d.fullSrc ?? link.href;
    if (d.fullWidth) img.width = Number(d.fullWidth);
    if (d.fullHeight) img.height = Number(d.fullHeight);
    img.alt = link.querySelector('img')?.alt ?? '';
    caption.textContent = d.caption ?? '';
    if (counter)
      counter.textContent = (counter.dataset.template ?? '{n} / {total}').replace('{n}', String(current + 1)).replace('{total}', String(links.length));
  };

  links.forEach((link, i) =>
    link.addEventListener('click', (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      show(i);
      dialog.showModal();
      document.body.classList.add('scroll-locked');
      closeButton.focus();
    }),
  );

  closeButton.addEventListener('click', () => dialog.close());
  prev?.addEventListener('click', () => show(current - 1));
  next?.addEventListener('click', () => show(current + 1));
  // A click on the dark area around the photo closes the viewer.
  dialog.addEventListener('click', (e) => {
    const t = e.target as HTMLElement;
    if (t === dialog || (t.parentElement === dialog && !t.querySelector('button'))) dialog.close();
  });
  // Horizontal swipes on touch screens move between photos too.
  let startX: number | null = null;
  dialog.addEventListener('touchstart', (e) => (startX = e.touches.length === 1 ? e.touches[0]!.clientX : null), { passive: true });
  dialog.addEventListener('touchend', (e) => {
    if (startX === null) return;
    const dx = e.changedTouches[0]!.clientX - startX;
    startX = null;
    if (Math.abs(dx) > 50) show(current + (dx < 0 ? 1 : -1));
  });
  dialog.addEventListener('close', () => {
    document.body.classList.remove('scroll-locked');
    links[current]!.focus();
  });
  dialog.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      show(current + (e.key === 'ArrowRight' ? 1 : -1));
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      show(e.key === 'Home' ? 0 : links.length - 1);
    } else if (e.key === 'Tab') {
      const focusables = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled])')];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      } else if (!dialog.contains(document.activeElement)) {
        e.preventDefault();
        first.focus();
      }
    }
  });
}
