// Issue 41: a post dated 2026-02-30 was published as "2 March 2026". The blog's schema (content/collections.ts)
// refuses a day the calendar does not have, naming the Markdown file and the line of the field, and still
// takes a real leap day. Fixture posts: test/fixtures/post-dates/blog/.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { getCollection } from '@content/collections.ts';
import { setLoaderContext } from '../../../generator/runtime/loader-context.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const FIXTURE = 'test/fixtures/post-dates';

/** The problems the collection reports, or [] when it loads. */
function problems(): string[] {
  setLoaderContext({ root: ROOT, contentDir: FIXTURE, drafts: false, read: () => {} });
  try {
    getCollection('blog');
    return [];
  } catch (e) {
    return (e as { details?: string[] }).details ?? [String(e)];
  } finally {
    setLoaderContext(undefined);
  }
}

const found = problems();

test('an impossible date and an impossible updated date are refused at their lines', () => {
  const file = `${FIXTURE}/blog/thirtieth-of-february.md`;
  assert.equal(found, [
    `${file}:4: "date" must be a day that exists on the calendar (check the month has that many days) (got "2026-02-30")`,
    `${file}:5: "updated" must be a day that exists on the calendar (check the month has that many days) (got "2026-04-31")`,
  ]);
});

test('a real leap day passes', () => {
  assert.not.ok(found.some((p) => p.includes('leap-day-review.md')));
});

test.run();
