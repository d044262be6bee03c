// Logo marquee: keeps the scroll speed at data-speed px/s whatever the list width (fonts, viewport),
// and wires the pause toggle. Hover and focus pausing is CSS.
export default function marquee(root: HTMLElement): void {
  const speed = Number(root.dataset.speed) || 40;
  const viewport = root.querySelector<HTMLElement>('[data-marquee]');
  const list = viewport?.querySelector('ul');
  if (!viewport || !list) return;
  // ResizeObserver reports the size after layout (first paint, font swap, resize), so measuring
  // never forces a synchronous layout while the page is starting up.
  new ResizeObserver(([entry]) => {
    const width = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
    if (width > 0) viewport.style.setProperty('--marquee-duration', `${(width / speed).toFixed(3)}s`);
  }).observe(list);

  const toggle = root.querySelector<HTMLButtonElement>('[data-marquee-toggle]');
  if (!toggle) return;
  toggle.hidden = false;
  toggle.addEventListener('click', () => {
    const paused = toggle.getAttribute('aria-pressed') !== 'true';
    toggle.setAttribute('aria-pressed', String(paused));
    viewport.toggleAttribute('data-paused', paused);
  });
}
