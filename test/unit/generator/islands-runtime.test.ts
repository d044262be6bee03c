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
    hydrate: (_el: Element, props: unknown, prefix: string) => calls.push({ name, props, prefix }),
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

test('enhancements run once per element that names them, several names per element', () => {
  document.body.innerHTML = '<nav data-enhance="a b"></nav><div data-enhance="a"></div><p data-enhance="unknown"></p>';
  const seen: string[] = [];
  attachEnhancements({ a: (el) => seen.push(`a:${el.tagName}`), b: (el) => seen.push(`b:${el.tagName}`) });
  assert.equal(seen, ['a:NAV', 'b:NAV', 'a:DIV']);
});

test.run();
