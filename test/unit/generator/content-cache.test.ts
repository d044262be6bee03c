// ContentCache: values kept by their text for the current build and the one before, no longer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ContentCache } from '../../../generator/util/hash.ts';

test('a text asked again is computed once, in the same build and in the next', () => {
  const cache = new ContentCache<number>();
  let computed = 0;
  const length = (t: string) => {
    computed++;
    return t.length;
  };
  assert.is(cache.get('abc', length), 3);
  assert.is(cache.get('abc', length), 3);
  cache.rotate();
  assert.is(cache.get(['a', 'b', 'c'].join(''), length), 3, 'an equal string made anew finds the value');
  assert.is(computed, 1);
});

test('a text no build asked for since the one before is computed again', () => {
  const cache = new ContentCache<string>();
  let computed = 0;
  const upper = (t: string) => {
    computed++;
    return t.toUpperCase();
  };
  cache.get('kept', upper);
  cache.get('dropped', upper);
  cache.rotate();
  cache.get('kept', upper);
  cache.rotate();
  cache.get('kept', upper);
  assert.is(computed, 2);
  assert.is(cache.get('dropped', upper), 'DROPPED');
  assert.is(computed, 3, 'dropped after two builds without it');
});

test.run();
