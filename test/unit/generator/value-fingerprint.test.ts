// A page's props are compared by content (lib/value-fingerprint.ts): equal data has one fingerprint,
// any difference code could read gives another, and what cannot be compared has none (its page renders
// every time).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Fingerprints } from '../../../generator/pipeline/lib/value-fingerprint.ts';
import { nameValue } from '../../../generator/runtime/value-key.ts';

const of = (value: unknown) => new Fingerprints().of(value);

test('equal data, one fingerprint; each difference code can read, another', () => {
  const post = () => ({ slug: 'a', data: { title: 'A', date: new Date('2026-01-02'), tags: ['x', 'y'] }, minutes: 3, draft: undefined });
  assert.is(of(post()), of(post()));
  const base = of(post());
  const variants: unknown[] = [
    { ...post(), slug: 'b' },
    { ...post(), minutes: 4 },
    { ...post(), data: { ...post().data, date: new Date('2026-01-03') } },
    { ...post(), data: { ...post().data, tags: ['y', 'x'] } },
    { ...post(), draft: null },
    { data: post().data, slug: 'a', minutes: 3, draft: undefined },
    (() => {
      const { draft: _, ...rest } = post();
      return rest;
    })(),
  ];
  for (const v of variants) assert.is.not(of(v), base, JSON.stringify(v));
  // A string cannot pass for two: ['ab', 'c'] and ['a', 'bc'].
  assert.is.not(of(['ab', 'c']), of(['a', 'bc']));
  assert.is.not(of(1), of('1'));
  assert.is.not(of(new Map([['a', 1]])), of(new Set(['a', 1])));
});

test('a function compares by the name the runtime gave it, and has no fingerprint without one', () => {
  const render = nameValue(() => null, 'markdown 1234');
  const same = nameValue(() => 'other code', 'markdown 1234');
  const other = nameValue(() => null, 'markdown 5678');
  assert.is(of({ render }), of({ render: same }));
  assert.is.not(of({ render }), of({ render: other }));
  assert.is(of({ render: () => null }), undefined);
});

test('a class instance, a symbol, an accessor or a cycle: no fingerprint', () => {
  class Thing {
    x = 1;
  }
  const cycle: Record<string, unknown> = { a: 1 };
  cycle.self = cycle;
  for (const v of [new Thing(), { s: Symbol('s') }, { [Symbol('k')]: 1 }, Object.defineProperty({}, 'x', { get: () => 1, enumerable: true }), cycle]) {
    assert.is(of({ v }), undefined);
  }
});

test('one object met twice is hashed once and means the same; a shared object is not a cycle', () => {
  const prints = new Fingerprints();
  const entry = { slug: 'a', body: 'x'.repeat(1000) };
  const list = [entry, entry];
  const first = prints.of({ post: entry, related: list });
  assert.ok(first);
  assert.is(first, new Fingerprints().of({ post: { ...entry }, related: [{ ...entry }, { ...entry }] }), 'the same as unshared copies');
  assert.is(prints.of({ post: entry, related: list }), first);
});

test.run();
