// The hero showcase's pure state: navigation, set-by-index, pausing and which media may load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  durationOf,
  goTo,
  initialState,
  isPaused,
  isValidIndex,
  mountedSlides,
  reducer,
  type ShowcaseAction,
  type ShowcaseState,
} from '../../../site/pages/home/showcase/showcase-state.ts';

const run = (s: ShowcaseState, ...actions: ShowcaseAction[]) => actions.reduce(reducer, s);

test('starts on the first slide, playing unless reduced motion is preferred', () => {
  const s = initialState(46, false);
  assert.is(s.index, 0);
  assert.is(isPaused(s), false);
  const reduced = initialState(46, true);
  assert.is(reduced.userPaused, true);
  assert.is(isPaused(reduced), true);
});

test('next loops after the last slide back to the first; prev loops the other way', () => {
  let s = initialState(46, false);
  for (let i = 0; i < 45; i++) s = reducer(s, { type: 'next' });
  assert.is(s.index, 45);
  s = reducer(s, { type: 'next' });
  assert.is(s.index, 0);
  s = reducer(s, { type: 'prev' });
  assert.is(s.index, 45);
});

test('goTo sets a valid index and ignores out-of-range, fractional and non-numeric ones', () => {
  const s = initialState(46, false);
  assert.is(goTo(s, 11).index, 11);
  assert.is(goTo(s, 45).index, 45);
  for (const bad of [-1, 46, 100, 2.5, Number.NaN, Infinity]) assert.is(goTo(s, bad), s, `ignores ${bad}`);
  assert.is(run(s, { type: 'goTo', index: 46 }), s);
  assert.is(isValidIndex(46, '3'), false);
  assert.is(isValidIndex(46, 0), true);
});

test('going to the current slide changes nothing', () => {
  const s = goTo(initialState(46, false), 5);
  assert.is(goTo(s, 5), s);
});

test('any of pause button, hover, focus or hidden tab pauses; clearing all resumes', () => {
  const s = initialState(46, false);
  for (const type of ['hover', 'focus', 'hidden'] as const) {
    const paused = reducer(s, { type, on: true });
    assert.ok(isPaused(paused), type);
    assert.not.ok(isPaused(reducer(paused, { type, on: false })), `${type} off`);
  }
  const toggled = reducer(s, { type: 'toggle' });
  assert.ok(isPaused(toggled));
  assert.not.ok(isPaused(reducer(toggled, { type: 'toggle' })));
  assert.ok(isPaused(run(s, { type: 'hover', on: true }, { type: 'focus', on: true }, { type: 'hover', on: false })), 'focus still holds it');
});

test('only the current slide is mounted at first; the next joins when preloading; the old one stays for the fade', () => {
  let s = initialState(46, false);
  assert.equal([...mountedSlides(s)], [0]);
  s = reducer(s, { type: 'preload' });
  assert.equal(
    [...mountedSlides(s)].sort((a, b) => a - b),
    [0, 1],
  );
  s = reducer(s, { type: 'next' });
  assert.is(s.preload, false, 'a slide change ends the preload of the old next');
  assert.equal(
    [...mountedSlides(s)].sort((a, b) => a - b),
    [0, 1],
  );
  s = run(s, { type: 'goTo', index: 45 }, { type: 'preload' });
  assert.equal(
    [...mountedSlides(s)].sort((a, b) => a - b),
    [0, 1, 45],
    'the next of the last slide is the first',
  );
});

test('images show 4 s and videos 20 s with the home timing', () => {
  const t = { imageMs: 4000, videoMs: 20000 };
  assert.is(durationOf('image', t), 4000);
  assert.is(durationOf('video', t), 20000);
});

test.run();
