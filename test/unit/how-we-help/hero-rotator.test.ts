// The hero-rotator enhancement's state machine, with timers and media queries stubbed.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
GlobalRegistrator.register({ url: 'http://localhost/' });
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import heroRotator from '../../../site/enhancements/hero-rotator.ts';

// A manual clock: the enhancement schedules one timeout at a time.
let now = 0;
let timers: { at: number; fn: () => void; id: number }[] = [];
let nextId = 1;
const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
const fake = {
  setTimeout: ((fn: () => void, ms: number) => {
    const id = nextId++;
    timers.push({ at: now + ms, fn, id });
    return id;
  }) as unknown as typeof setTimeout,
  clearTimeout: ((id: number) => {
    timers = timers.filter((t) => t.id !== id);
  }) as typeof clearTimeout,
};
function advance(ms: number) {
  const end = now + ms;
  for (;;) {
    const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    timers = timers.filter((t) => t !== due);
    now = due.at;
    due.fn();
  }
  now = end;
}

// prefers-reduced-motion, switchable per test.
let reduce = false;
const motionListeners: (() => void)[] = [];
window.matchMedia = ((q: string) => ({
  get matches() {
    return q.includes('reduce') && reduce;
  },
  media: q,
  addEventListener: (_: string, fn: () => void) => motionListeners.push(fn),
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function mount(count = 3) {
  timers = [];
  now = 0;
  document.body.innerHTML = `
    <div data-enhance="hero-rotator" data-interval="4000">
      <a href="/x/">Contact Us</a>
      <div data-rotator-media>
        ${Array.from({ length: count }, (_, i) => `<div data-slide ${i === 0 ? 'data-active' : 'aria-hidden="true"'}><img alt="s${i}"></div>`).join('')}
        <button type="button" hidden data-rotator-toggle data-pause-label="Pause slideshow" data-play-label="Play slideshow"><span data-label>Pause slideshow</span></button>
      </div>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-enhance]')!;
  heroRotator(root);
  return {
    root,
    active: () => [...root.querySelectorAll('[data-slide]')].findIndex((s) => s.hasAttribute('data-active')),
    hidden: () => [...root.querySelectorAll('[data-slide]')].map((s) => s.getAttribute('aria-hidden')),
    readied: () => [...root.querySelectorAll('[data-slide]')].map((s) => s.hasAttribute('data-slide-ready')),
    media: root.querySelector<HTMLElement>('[data-rotator-media]')!,
    toggle: root.querySelector<HTMLButtonElement>('[data-rotator-toggle]')!,
    link: root.querySelector<HTMLElement>('a')!,
  };
}

// uvu schedules its own work with setTimeout, so the fakes are installed per test only.
test.before.each(() => {
  reduce = false;
  visibility = 'visible';
  Object.assign(globalThis, fake);
});
test.after.each(() => {
  Object.assign(globalThis, real);
});

test('advances every 4000 ms in a loop; inactive slides are aria-hidden', () => {
  const h = mount();
  assert.is(h.root.dataset.rotator, 'running');
  advance(3999);
  assert.is(h.active(), 0);
  advance(1);
  assert.is(h.active(), 1);
  assert.equal(h.hidden(), ['true', null, 'true']);
  advance(4000);
  assert.is(h.active(), 2);
  advance(4000);
  assert.is(h.active(), 0);
  assert.equal(h.hidden(), [null, 'true', 'true']);
});

test('a single slide never rotates', () => {
  const h = mount(1);
  advance(20000);
  assert.is(h.active(), 0);
  assert.is(timers.length, 0);
});

test('pauses on hover and resumes with a full interval after', () => {
  const h = mount();
  advance(3000);
  h.media.dispatchEvent(new Event('mouseenter'));
  assert.is(h.root.dataset.rotator, 'paused');
  advance(10000);
  assert.is(h.active(), 0);
  h.media.dispatchEvent(new Event('mouseleave'));
  advance(3999);
  assert.is(h.active(), 0);
  advance(1);
  assert.is(h.active(), 1);
});

test('pauses while focus is inside the hero, but not for the pause button itself', () => {
  const h = mount();
  h.link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  advance(8000);
  assert.is(h.active(), 0);
  h.link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  advance(4000);
  assert.is(h.active(), 1);
  h.toggle.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  advance(4000);
  assert.is(h.active(), 2);
});

test('the pause button stops and restarts rotation and says what it will do', () => {
  const h = mount();
  assert.is(h.toggle.hidden, false);
  h.toggle.click();
  assert.is(h.toggle.textContent, 'Play slideshow');
  advance(12000);
  assert.is(h.active(), 0);
  h.toggle.click();
  assert.is(h.toggle.textContent, 'Pause slideshow');
  advance(4000);
  assert.is(h.active(), 1);
});

test('pauses while the tab is hidden', () => {
  const h = mount();
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  advance(12000);
  assert.is(h.active(), 0);
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
  advance(4000);
  assert.is(h.active(), 1);
});

test('never rotates when reduced motion is preferred; the pause button stays hidden', () => {
  reduce = true;
  const h = mount();
  assert.is(h.root.dataset.rotator, 'paused');
  assert.ok(h.toggle.hidden);
  advance(20000);
  assert.is(h.active(), 0);
  assert.equal(h.readied(), [false, false, false], 'no slide is readied, so no other image loads');
});

test('readies the next slide a whole interval before its turn, and only that one', () => {
  const h = mount();
  assert.equal(h.readied(), [false, true, false]);
  advance(4000);
  assert.is(h.active(), 1);
  assert.equal(h.readied(), [false, true, true]);
});

test('skips a turn whose image has not arrived, and shows it on the next turn once it has', () => {
  const h = mount();
  const image = h.root.querySelectorAll('[data-slide] img')[1] as HTMLImageElement;
  let complete = false;
  Object.defineProperty(image, 'complete', { configurable: true, get: () => complete });
  advance(8000);
  assert.is(h.active(), 0, 'two turns skipped');
  assert.is(h.root.dataset.rotator, 'running');
  complete = true;
  advance(4000);
  assert.is(h.active(), 1);
});

test.run();
