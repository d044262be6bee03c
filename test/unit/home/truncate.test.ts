import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { truncateWords } from '../../../site/pages/home/testimonials/truncate.ts';
import { testimonials } from '../../../content/home/testimonials.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

test('20 words or fewer are left whole', () => {
  assert.equal(truncateWords(words(20), 20), { short: words(20), truncated: false });
  assert.equal(truncateWords('  one two  ', 20), { short: 'one two', truncated: false });
});

test('21 words keep the first 20', () => {
  assert.equal(truncateWords(words(21), 20), { short: words(20), truncated: true });
});

test('trailing punctuation before the cut is dropped', () => {
  const r = truncateWords(`${words(19)} last, more words here`, 20);
  assert.is(r.short, `${words(19)} last`);
});

test('the content has both short and long testimonials', () => {
  const flags = testimonials.map((t) => truncateWords(t.text, 20).truncated);
  assert.ok(flags.includes(true) && flags.includes(false));
});

test.run();
