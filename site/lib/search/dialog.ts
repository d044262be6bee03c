// The search dialog's behaviour, loaded on first use: search as you type, arrow keys through the
// results (the input and the result links take real focus, so Enter follows a link natively), Escape
// closes (native to a modal <dialog>) and focus returns to what opened it.
import { search as copy } from '@content/ui/search.ts';
import { find } from './engine.ts';
import { resultItem } from './results.ts';

const ready = new WeakMap<HTMLDialogElement, { setOpener: (el: HTMLElement | null) => void }>();

function setUp(dialog: HTMLDialogElement) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
  const form = dialog.querySelector<HTMLFormElement>('[data-search-form]')!;
  const status = dialog.querySelector<HTMLElement>('[data-search-status]')!;
  const list = dialog.querySelector<HTMLElement>('[data-search-results]')!;
  const empty = dialog.querySelector<HTMLElement>('[data-search-empty]')!;
  let opener: HTMLElement | null = null;
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];

  const run = async (query: string) => {
    const id = ++asked;
    if (query.length < 2) {
      list.replaceChildren();
      delete list.dataset.query;
      empty.hidden = true;
      status.textContent = copy.shortcut;
      return;
    }
    status.textContent = copy.searching;
    try {
      const hits = await find(query);
      if (id !== asked) return; // a newer query is on its way
      list.replaceChildren(...hits.map((h) => resultItem(document, h)));
      list.dataset.query = query;
      empty.hidden = hits.length > 0;
      status.textContent = hits.length ? copy.found(hits.length, query) : copy.none(query);
    } catch {
      if (id === asked) status.textContent = copy.failed;
    }
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(input.value.trim()), 120);
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    clearTimeout(timer);
    const first = links()[0];
    if (first && list.dataset.query === input.value.trim()) first.click();
    else void run(input.value.trim()).then(() => links()[0]?.focus());
  });
  dialog.addEventListener('keydown', (e) => {
    // A search field would take the first Escape to clear itself: one Escape closes the dialog.
    if (e.key === 'Escape') {
      e.preventDefault();
      dialog.close();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const all = links();
    if (!all.length) return;
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    e.preventDefault();
    if (e.key === 'ArrowDown') all[at < 0 ? 0 : Math.min(at + 1, all.length - 1)].focus();
    else if (at <= 0) input.focus();
    else all[at - 1].focus();
  });
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the dialog element itself.
  dialog.addEventListener('click', (e) => e.target === dialog && dialog.close());
  dialog.addEventListener('close', () => {
    document.body.classList.remove('scroll-locked');
    opener?.focus();
  });
  return { setOpener: (el: HTMLElement | null) => (opener = el) };
}

export function openSearch(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  let state = ready.get(dialog);
  if (!state) {
    state = setUp(dialog);
    ready.set(dialog, state);
  }
  state.setOpener(opener);
  if (dialog.open) return;
  dialog.showModal();
  document.body.classList.add('scroll-locked');
  dialog.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
}
