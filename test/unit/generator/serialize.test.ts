import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serializeProps } from '../../../generator/runtime/serialize.ts';

const where = '/home/: island Carousel';

test('plain data round-trips through JSON', () => {
  const props = { a: 1, b: 'x', c: [true, null, { d: 2.5 }], e: undefined };
  assert.equal(JSON.parse(serializeProps(props, where)), { a: 1, b: 'x', c: [true, null, { d: 2.5 }] });
});

for (const [label, value, expected] of [
  ['a function', { onClick: () => {} }, /props\.onClick is a function/],
  ['a Date', { when: new Date() }, /props\.when is an instance of Date/],
  ['NaN', { n: [1, NaN] }, /props\.n\[1\] is NaN/],
  ['undefined in an array', { list: [undefined] }, /props\.list\[0\] is undefined/],
  ['a Map', { m: new Map() }, /instance of Map/],
  ['a bigint', { big: 1n }, /a bigint/],
] as const) {
  test(`${label} fails with the route and island named`, () => {
    try {
      serializeProps(value, where);
      assert.unreachable('should have thrown');
    } catch (e) {
      assert.match((e as Error).message, expected);
      assert.match((e as Error).message, /\/home\/: island Carousel/);
    }
  });
}

test('a cycle fails', () => {
  const a: Record<string, unknown> = {};
  a.self = a;
  assert.throws(() => serializeProps(a, where), /circular/);
});

test('shared (non-circular) references are fine', () => {
  const shared = { x: 1 };
  assert.not.throws(() => serializeProps({ a: shared, b: shared }, where));
});

test.run();
