// What the link check keeps between checks must not grow with each link's own string: the scanner's
// strings are slices of the page's HTML (an object each, and each keeps its page alive), and a page holds
// hundreds of links, mostly the same header and footer links as every other page. At 1,000 posts the
// kept facts held about 1.1 million such slices; the check now keeps one copy of each distinct value.
// Asserted on heap bytes after a full garbage collection, not on time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { heapAfterGc } from '../../support/heap.ts';
import { checkOutput, createCheckState } from '../../../generator/pipeline/lib/output-checks.ts';

const PAGES = 300;
const NAV = Array.from({ length: 400 }, (_, i) => `<a href="/services/area-number-${i}/#overview-section">Area ${i}</a>`).join('');

/** A flat string, as a page's HTML is once it has been hashed or written. */
const flat = (s: string) => JSON.parse(JSON.stringify(s)) as string;

test('the kept facts cost a few bytes per link, not a string per link', async () => {
  const pages = Array.from({ length: PAGES }, (_, i) => ({
    url: `/page-${i}/`,
    file: `routes/page-${i}.tsx`,
    html: flat(`<!doctype html><html><body><header>${NAV}</header><h2 id="overview-section">Page ${i} — ü</h2></body></html>`),
  }));
  const files = new Set<string>();
  // Every link points at a page that exists.
  for (let i = 0; i < 400; i++)
    pages.push({ url: `/services/area-number-${i}/`, file: 'routes/area.tsx', html: flat(`<h2 id="overview-section">Area ${i}</h2>`) });
  const state = createCheckState();
  const before = heapAfterGc();
  const problems = await checkOutput({ pages, files, ignore: [], state });
  const kept = heapAfterGc() - before;
  assert.equal(problems, []);
  const links = PAGES * 400;
  // Measured on Node 20: about 40 bytes a link (the link list's slot, and the page's set of the paths its
  // links point at, which serve uses to know what an edit reaches); with a slice of the page per link, 122.
  assert.ok(kept / links < 64, `the check kept ${(kept / links).toFixed(1)} bytes a link (${(kept / 2 ** 20).toFixed(1)} MB for ${links} links)`);
  assert.ok(state.facts.size > 0);
});

test.run();
