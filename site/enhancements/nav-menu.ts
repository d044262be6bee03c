// Desktop dropdowns: hover opens and leaving closes (with a short grace period), the toggle
// button opens by click, tap or Enter/Space, ArrowDown moves into the panel, Escape closes and
// returns focus to the toggle, Left/Right move between top items, choosing a link closes.
export default function navMenu(nav: HTMLElement): void {
  nav.setAttribute('data-js', '');
  const items = [...nav.querySelectorAll<HTMLElement>('[data-menu-item]')];
  const toggleOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const linksOf = (item: HTMLElement) => [...item.querySelectorAll<HTMLAnchorElement>('[data-menu-panel] a')];
  const timers = new WeakMap<HTMLElement, number>();

  const setOpen = (item: HTMLElement, open: boolean) => {
    const toggle = toggleOf(item);
    if (!toggle) return;
    item.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
  };
  const closeAll = (except?: HTMLElement) => items.forEach((i) => i !== except && setOpen(i, false));
  const open = (item: HTMLElement) => {
    closeAll(item);
    setOpen(item, true);
  };

  items.forEach((item, index) => {
    const toggle = toggleOf(item);
    if (!toggle) return;
    item.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'mouse') return;
      clearTimeout(timers.get(item));
      open(item);
    });
    item.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'mouse') return;
      timers.set(
        item,
        window.setTimeout(() => setOpen(item, false), 150),
      );
    });
    toggle.addEventListener('click', () => (item.hasAttribute('data-open') ? setOpen(item, false) : open(item)));
    item.addEventListener('keydown', (e) => {
      const links = linksOf(item);
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (e.key === 'Escape' && item.hasAttribute('data-open')) {
        setOpen(item, false);
        toggle.focus();
        e.preventDefault();
      } else if (e.key === 'ArrowDown') {
        open(item);
        links[Math.min(current + 1, links.length - 1)]?.focus();
        e.preventDefault();
      } else if (e.key === 'ArrowUp' && current >= 0) {
        (current === 0 ? toggle : links[current - 1]).focus();
        e.preventDefault();
      } else if ((e.key === 'ArrowRight' || e.key === 'ArrowLeft') && current < 0) {
        const next = items[(index + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
        closeAll();
        next.querySelector<HTMLAnchorElement>('a')?.focus();
        e.preventDefault();
      }
    });
    item.addEventListener('focusout', (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) setOpen(item, false);
    });
    for (const link of linksOf(item)) link.addEventListener('click', () => setOpen(item, false));
  });
  document.addEventListener('pointerdown', (e) => {
    if (!nav.contains(e.target as Node)) closeAll();
  });
}
