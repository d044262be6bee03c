import { onIdle } from './idle.ts';

/** The events that wake an island hydrated on interaction: the first touch, click, focus, key or input inside it. */
export const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

/**
 * Hydrate on the first interaction inside the island (or, with `data-after-ms`, at the latest once the
 * page has been open that long, when the browser is next idle). Until then the island is its server HTML: fields
 * take focus and text natively (hydration keeps both, since React adopts the same DOM nodes). A form
 * submitted before the island is live is held and submitted again once it is, so the island's own
 * submit handler sends it exactly once; if the island fails to load, the held submit goes the
 * no-JavaScript way (the form's own method and action). A submit the browser refused because fields are
 * invalid (no submit event, only `invalid` ones) is held too: its native messages are cancelled and the
 * form is submitted again once the island has taken over validation (set `noValidate`), so the island's
 * own messages show; an island that never does gets the browser's check after a few frames. A click on
 * a plain button (type="button", which does nothing without the island's code) is held the same way and
 * clicked again once the island is live.
 */
export function onInteraction(el: Element, run: () => Promise<void>): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let heldClick: HTMLButtonElement | undefined;
  let heldInvalid: HTMLFormElement | undefined;
  let woken = false;
  const holdInvalid = (e: Event) => {
    const form = (e.target as HTMLInputElement).form;
    if (!form || !el.contains(form)) return;
    e.preventDefault(); // no browser bubble: the island shows its own messages
    heldInvalid = form;
    wake();
  };
  const holdClick = (e: Event) => {
    const button = e.target instanceof Element ? e.target.closest('button[type="button"]') : null;
    if (!(button instanceof HTMLButtonElement) || !el.contains(button)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    heldClick = button;
    wake();
  };
  const hold = (e: Event) => {
    if (!(e.target instanceof HTMLFormElement)) return;
    // Neither the browser (a page load) nor a React root that is still hydrating may act on it.
    e.preventDefault();
    e.stopImmediatePropagation();
    held = { form: e.target, submitter: (e as SubmitEvent).submitter ?? null };
    wake();
  };
  const release = () => {
    el.removeEventListener('submit', hold, true);
    el.removeEventListener('click', holdClick, true);
    el.removeEventListener('invalid', holdInvalid, true);
    const refused = heldInvalid;
    heldInvalid = undefined;
    if (refused?.isConnected && !held) resubmitOnceValidating(refused);
    const button = heldClick;
    heldClick = undefined;
    if (button?.isConnected) button.click();
    const h = held;
    held = undefined;
    if (h?.form.isConnected) resubmit(h.form, h.submitter);
  };
  const wake = () => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake, true);
    run().then(release);
  };
  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { capture: true, passive: true });
  el.addEventListener('submit', hold, true);
  el.addEventListener('click', holdClick, true);
  el.addEventListener('invalid', holdInvalid, true);
  const afterMs = Number((el as HTMLElement).dataset.afterMs);
  if (Number.isFinite(afterMs) && afterMs >= 0) setTimeout(() => onIdle(el, wake), Math.max(0, afterMs - performance.now()));
  // Focus that got inside before this script ran (a quick tab, autofocus) counts as an interaction, and so
  // does an address whose #fragment points into the island (e.g. a form's no-JavaScript post redirected
  // back to it with a result for the island to show).
  if (document.activeElement && document.activeElement !== document.body && el.contains(document.activeElement)) wake();
  else if (fragmentTarget() && el.contains(fragmentTarget())) wake();
}

function fragmentTarget(): Element | null {
  let id = '';
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return null; // a malformed %-escape names nothing
  }
  return id ? document.getElementById(id) : null;
}

/**
 * Submits `form` again once it validates itself (`noValidate`, which an island sets when it renders after
 * hydrating, a frame or so after it is live), or after 30 frames with the browser's own check.
 */
function resubmitOnceValidating(form: HTMLFormElement, frames = 30): void {
  if (form.noValidate || frames === 0) resubmit(form, null);
  else requestAnimationFrame(() => resubmitOnceValidating(form, frames - 1));
}

/** Submits `form` again as if `submitter` had been pressed (the browser checks the fields first, unless noValidate). */
function resubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const button = (submitter as HTMLButtonElement | null)?.form === form ? submitter : null;
  if (typeof form.requestSubmit === 'function') {
    form.requestSubmit(button ?? undefined);
  } else if (button) {
    button.click();
  } else {
    const e = new Event('submit', { bubbles: true, cancelable: true });
    if (form.dispatchEvent(e)) form.submit();
  }
}
