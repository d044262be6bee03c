// The list pages' numbered links: the first, the last and two either side of the current page, with a
// gap for the rest. A blog of thousands of posts printed every number on every list page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageNumbers } from '../../../site/pages/resources/blogs/page-numbers.ts';

test('a few pages are all shown', () => {
  assert.equal(pageNumbers(1, 1), [1]);
  assert.equal(pageNumbers(2, 3), [1, 2, 3]);
  assert.equal(pageNumbers(4, 7), [1, 2, 3, 4, 5, 6, 7]);
});

test('many pages: the ends and a window around the current one, a gap where numbers are left out', () => {
  assert.equal(pageNumbers(1, 1000), [1, 2, 3, null, 1000]);
  assert.equal(pageNumbers(500, 1000), [1, null, 498, 499, 500, 501, 502, null, 1000]);
  assert.equal(pageNumbers(1000, 1000), [1, null, 998, 999, 1000]);
});

test('a gap of one number shows the number instead', () => {
  assert.equal(pageNumbers(5, 9), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.equal(pageNumbers(6, 12), [1, null, 4, 5, 6, 7, 8, null, 12]);
});

test.run();
