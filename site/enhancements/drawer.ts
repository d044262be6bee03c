// The mobile drawer: a native modal <dialog> (the page behind becomes inert and cannot scroll).
// Tab wraps inside it; Escape or the close button closes it and returns focus to the menu
// button; closing collapses every section and category.
const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export default function drawer(button: HTMLElement): void {
  const dialog = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLDialogElement | null;
  if (!dialog || typeof dialog.showModal !== 'function') return;
  button.hidden = false;

  const visibleFocusables = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

  button.addEventListener('click', () => {
    dialog.showModal();
    document.body.classList.add('scroll-locked');
    button.setAttribute('aria-expanded', 'true');
  });
  dialog.querySelector('[data-drawer-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
    document.body.classList.remove('scroll-locked');
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  });
  // A click on the backdrop lands on the dialog element itself.
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    const els = visibleFocusables();
    const first = els[0];
    const last = els[els.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      last.focus();
      e.preventDefault();
    } else if (!e.shiftKey && document.activeElement === last) {
      first.focus();
      e.preventDefault();
    }
  });
  // A link to a section of the current page closes the drawer first.
  dialog.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('a[href]')) dialog.close();
  });
  // Growing past the breakpoint while open: the drawer is hidden by CSS, so close it properly.
  window.matchMedia('(min-width: 900px)').addEventListener('change', (e) => e.matches && dialog.open && dialog.close());
}
