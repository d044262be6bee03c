// The site search, up front: shows the search buttons and opens the dialog from them, from `/` and from
// Ctrl/Cmd+K. Nothing else: the dialog's code and the index are fetched on first use.
const typing = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

export default function search(dialog: HTMLElement): void {
  if (!(dialog instanceof HTMLDialogElement) || typeof dialog.showModal !== 'function') return;
  const open = (from: Element | null) => {
    // From the drawer: close it first (it hands focus back to the menu button, where Escape returns).
    const holder = from?.closest('dialog');
    if (holder?.open) holder.close();
    const back = holder ? document.activeElement : from;
    void import('../lib/search/dialog.ts').then((m) => m.openSearch(dialog, back instanceof HTMLElement ? back : null));
  };
  for (const button of document.querySelectorAll<HTMLElement>(`[data-search-open][aria-controls="${dialog.id}"]`)) {
    button.hidden = false;
    button.addEventListener('click', () => open(button));
  }
  document.addEventListener('keydown', (e) => {
    if (dialog.open || e.defaultPrevented || typing(e.target)) return;
    const shortcut = (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey) || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k');
    if (!shortcut) return;
    e.preventDefault();
    open(document.activeElement);
  });
}
