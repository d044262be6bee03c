// The browser side of islands and enhancements, in happy-dom.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
GlobalRegistrator.register({ url: 'http://localhost/' });
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startIslands } from '../../../generator/client/islands.ts';
import { attachEnhancements } from '../../../generator/client/enhancements.ts';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

function island(name: string, hydrate: string, props: object, extra = '') {
  return `<site-island data-island="${name}" data-hydrate="${hydrate}" data-prefix="p-${name}-" data-props='${JSON.stringify(props)}' ${extra}><div>${name}</div></site-island>`;
}

function recorder() {
  const calls: { name: string; props: unknown; prefix: string }[] = [];
  const loader = (name: string) => async () => ({
    hydrate: async (_el: Element, props: unknown, prefix: string) => {
      calls.push({ name, props, prefix });
    },
  });
  return { calls, loader };
}

test('load hydrates at once with the parsed props and the identifier prefix', async () => {
  document.body.innerHTML = island('A', 'load', { n: 1, s: 'x' });
  const { calls, loader } = recorder();
  startIslands({ A: loader('A') });
  await tick();
  assert.equal(calls, [{ name: 'A', props: { n: 1, s: 'x' }, prefix: 'p-A-' }]);
  assert.ok(document.querySelector('site-island')!.hasAttribute('data-hydrated'));
});

test('idle waits for an idle callback', async () => {
  document.body.innerHTML = island('B', 'idle', {});
  const { calls, loader } = recorder();
  let idle: (() => void) | undefined;
  (window as any).requestIdleCallback = (fn: () => void) => (idle = fn);
  startIslands({ B: loader('B') });
  await tick();
  assert.is(calls.length, 0);
  idle!();
  await tick();
  assert.is(calls.length, 1);
});

test('visible waits for the island to intersect', async () => {
  document.body.innerHTML = island('C', 'visible', {});
  const { calls, loader } = recorder();
  let fire: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const observed: Element[] = [];
  (window as any).IntersectionObserver = class {
    constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
      fire = cb;
    }
    observe(el: Element) {
      observed.push(el);
    }
    disconnect() {}
  };
  startIslands({ C: loader('C') });
  await tick();
  assert.is(calls.length, 0);
  assert.is(observed[0].textContent, 'C', 'observes the island content, since the wrapper has no box');
  fire!([{ isIntersecting: false }]);
  await tick();
  assert.is(calls.length, 0);
  fire!([{ isIntersecting: true }]);
  await tick();
  assert.is(calls.length, 1);
});

test('media hydrates when the query matches, now or later', async () => {
  document.body.innerHTML = island('D', 'media', {}, 'data-media="(max-width: 600px)"');
  const { calls, loader } = recorder();
  let listener: (() => void) | undefined;
  const mql = { matches: false, addEventListener: (_: string, fn: () => void) => (listener = fn), removeEventListener: () => {} };
  let asked = '';
  (window as any).matchMedia = (q: string) => {
    asked = q;
    return mql;
  };
  startIslands({ D: loader('D') });
  await tick();
  assert.is(asked, '(max-width: 600px)');
  assert.is(calls.length, 0);
  mql.matches = true;
  listener!();
  await tick();
  assert.is(calls.length, 1);
});

const FORM = `<form method="post" action="/api/x.php"><input name="a"><button type="submit" name="go" value="1">Send</button></form>`;

/** An island loader whose hydration the test finishes by hand (`live()`), or fails (`fail()`). */
function gated() {
  let loads = 0;
  let live!: () => void;
  let fail!: (e: Error) => void;
  const loader = () => {
    loads++;
    return new Promise<{ hydrate: () => Promise<void> }>((resolve, reject) => {
      live = () => resolve({ hydrate: async () => {} });
      fail = reject;
    });
  };
  return { loader, loads: () => loads, live: () => live(), fail: (e: Error) => fail(e) };
}

for (const type of ['pointerdown', 'focusin', 'keydown', 'input']) {
  test(`interaction: ${type} inside the island loads it, once; the same event outside does not`, async () => {
    document.body.innerHTML = `<p id="out">x</p>${island('E', 'interaction', {}).replace('<div>E</div>', FORM)}`;
    const g = gated();
    startIslands({ E: g.loader });
    await tick();
    document.getElementById('out')!.dispatchEvent(new Event(type, { bubbles: true }));
    await tick();
    assert.is(g.loads(), 0, 'nothing before an interaction inside');
    document.querySelector('input')!.dispatchEvent(new Event(type, { bubbles: true }));
    document.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await tick();
    assert.is(g.loads(), 1);
    g.live();
    await tick();
    assert.ok(document.querySelector('site-island')!.hasAttribute('data-hydrated'));
  });
}

test('interaction: focus already inside when the script starts loads it at once', async () => {
  document.body.innerHTML = island('F', 'interaction', {}).replace('<div>F</div>', FORM);
  document.querySelector('input')!.focus();
  const g = gated();
  startIslands({ F: g.loader });
  await tick();
  assert.is(g.loads(), 1);
});

test('interaction: an address whose #fragment points into the island loads it at once; elsewhere it does not', async () => {
  const form = FORM.replace('<form ', '<form id="the-form" ');
  document.body.innerHTML = `<p id="elsewhere">x</p>${island('I', 'interaction', {}).replace('<div>I</div>', form)}`;
  const g = gated();
  window.location.hash = '#elsewhere';
  startIslands({ I: g.loader });
  await tick();
  assert.is(g.loads(), 0);
  window.location.hash = '#the-form';
  startIslands({ I: g.loader });
  await tick();
  assert.is(g.loads(), 1);
  window.location.hash = '';
});

test('interaction: a submit before the island is live is held, then replayed once with its submitter', async () => {
  document.body.innerHTML = island('G', 'interaction', {}).replace('<div>G</div>', FORM);
  const g = gated();
  startIslands({ G: g.loader });
  const form = document.querySelector('form')!;
  const button = document.querySelector('button')!;
  const seen: { prevented: boolean; submitter: string | undefined }[] = [];
  // Listens after the island's own capture listener, like React's root listener would.
  form.addEventListener('submit', (e) => {
    seen.push({ prevented: e.defaultPrevented, submitter: (e as SubmitEvent).submitter?.textContent ?? undefined });
    e.preventDefault();
  });
  const first = new Event('submit', { bubbles: true, cancelable: true });
  Object.defineProperty(first, 'submitter', { value: button });
  const dispatched = form.dispatchEvent(first);
  assert.not.ok(dispatched, 'the early submit is cancelled (no page load)');
  assert.equal(seen, [], 'and nobody else sees it');
  assert.is(g.loads(), 1, 'the submit woke the island');
  await tick();
  assert.equal(seen, [], 'not replayed before the island is live');
  g.live();
  await tick();
  assert.equal(seen, [{ prevented: false, submitter: 'Send' }], 'replayed once');
  form.requestSubmit(button);
  assert.is(seen.length, 2, 'later submits pass straight through');
});

test('interaction: if the island fails to load, the held submit goes the no-JavaScript way', async () => {
  document.body.innerHTML = island('H', 'interaction', {}).replace('<div>H</div>', FORM);
  const g = gated();
  const errors: unknown[] = [];
  const consoleError = console.error;
  console.error = (...a: unknown[]) => errors.push(a);
  startIslands({ H: g.loader });
  const form = document.querySelector('form')!;
  const seen: boolean[] = [];
  form.addEventListener('submit', (e) => {
    seen.push(e.defaultPrevented);
    e.preventDefault(); // stands in for the browser's post, which happy-dom would try to navigate
  });
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  g.fail(new Error('offline'));
  await tick();
  console.error = consoleError;
  assert.equal(seen, [false], 'submitted again, not held');
  assert.is(errors.length, 1, 'the failure is reported');
  assert.not.ok(document.querySelector('site-island')!.hasAttribute('data-hydrated'));
});

test('interaction with data-after-ms: wakes by itself once the page has been open that long, at the next idle moment', async () => {
  // The strategy's timer is held by the test and fired when the test says the time has come: a wait on
  // the wall clock (40 ms, then a 10 ms tick) failed on a busy machine, where the tick took longer.
  document.body.innerHTML = island('J', 'interaction', {}, `data-after-ms="${Math.floor(performance.now()) + 60_000}"`);
  const g = gated();
  let idle: (() => void) | undefined;
  (window as any).requestIdleCallback = (fn: () => void) => (idle = fn);
  const timers: { fn: () => void; ms: number }[] = [];
  const setTimeoutBefore = globalThis.setTimeout;
  globalThis.setTimeout = ((fn: () => void, ms: number) => timers.push({ fn, ms })) as unknown as typeof setTimeout;
  try {
    startIslands({ J: g.loader });
  } finally {
    globalThis.setTimeout = setTimeoutBefore;
  }
  assert.is(timers.length, 1, 'one timer, for the time the page is to be open');
  assert.ok(timers[0]!.ms > 50_000 && timers[0]!.ms <= 60_000, `set for the time left, not from now (${timers[0]!.ms} ms)`);
  await tick();
  assert.is(g.loads(), 0, 'not before the time');
  assert.is(idle, undefined);
  timers[0]!.fn();
  assert.ok(idle, 'after the time it waits for an idle moment');
  assert.is(g.loads(), 0);
  idle!();
  assert.is(g.loads(), 1);
  g.live();
  await tick();
  assert.ok(document.querySelector('site-island')!.hasAttribute('data-hydrated'));
});

test('interaction: a click on a plain button before the island is live is held, then clicked again once', async () => {
  document.body.innerHTML = island('K', 'interaction', {}).replace('<div>K</div>', '<button type="button">Next</button><button type="submit">Go</button>');
  const g = gated();
  startIslands({ K: g.loader });
  const [plain] = [...document.querySelectorAll('button')];
  const clicks: boolean[] = [];
  // Listens after the island's capture listener, like React's root listener would.
  plain.addEventListener('click', (e) => clicks.push(e.defaultPrevented));
  plain.click();
  assert.equal(clicks, [], 'nobody sees the early click');
  assert.is(g.loads(), 1, 'the click woke the island');
  plain.click();
  g.live();
  await tick();
  assert.equal(clicks, [false], 'replayed once, not cancelled (the last early click counts)');
  plain.click();
  assert.is(clicks.length, 2, 'later clicks pass straight through');
});

test('enhancements run once per element that names them, several names per element', () => {
  document.body.innerHTML = '<nav data-enhance="a b"></nav><div data-enhance="a"></div><p data-enhance="unknown"></p>';
  const seen: string[] = [];
  attachEnhancements({ a: (el) => seen.push(`a:${el.tagName}`), b: (el) => seen.push(`b:${el.tagName}`) });
  assert.equal(seen, ['a:NAV', 'b:NAV', 'a:DIV']);
});

test.run();
