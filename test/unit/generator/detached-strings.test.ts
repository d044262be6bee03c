// What a build keeps of a page to the end (its report's first-view image URLs, its enhancement names,
// its style classes) must not keep the page's body: V8 makes a regex match or slice a view into its
// parent string, and the parent lives as long as the view. At 1,000 posts the bodies kept that way were 225 MB of the
// heap after the checks, two bodies a page (measured with a heap snapshot).
// Asserted on heap bytes after a full garbage collection, not on time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { heapAfterGc } from '../../support/heap.ts';
import { firstViewImages } from '../../../generator/pipeline/lib/critical-path.ts';
import { enhancementsIn } from '../../../generator/pipeline/stages/render.ts';
import { hoistPage } from '../../../generator/pipeline/lib/inline-styles.ts';
import { inlineCodeOf, inlineScriptsOf } from '../../../generator/pipeline/lib/http-headers.ts';

const PAGES = 40;
const BODY_BYTES = 250_000;
/** A page's body, flat (as a rendered page is), different on every page. */
const body = (i: number) =>
  JSON.parse(
    JSON.stringify(
      `<div data-enhance="hash-scroll link-prefetch-number-${i}"><img src="/assets/images/hero-picture-${i}-1200.webp" alt="">` +
        `<section style="--accent-colour:#123456;padding-inline:${i}px">` +
        `<site-island data-island="CarouselOfPictures${i}"><i style="--slide-width:${i}%"></i></site-island></section>` +
        `<p>${`Paragraph ${i} of the page. `.repeat(BODY_BYTES / 26)}</p></div>`,
    ),
  ) as string;

/** Heap bytes `keep` holds once the bodies it was given are gone. */
function keptBy(keep: (body: string) => unknown): number {
  const before = heapAfterGc();
  const kept: unknown[] = [];
  for (let i = 0; i < PAGES; i++) kept.push(keep(body(i)));
  const after = heapAfterGc();
  assert.ok(kept.length === PAGES);
  return after - before;
}

const bodies = PAGES * BODY_BYTES;

test("a page's first-view image URLs do not keep its body", () => {
  const kept = keptBy((b) => firstViewImages(b));
  assert.ok(kept < bodies / 20, `the URLs kept ${(kept / 2 ** 20).toFixed(1)} MB of ${(bodies / 2 ** 20).toFixed(1)} MB of bodies`);
});

test("a page's enhancement names do not keep its body", () => {
  const kept = keptBy((b) => enhancementsIn(b));
  assert.ok(kept < bodies / 20, `the names kept ${(kept / 2 ** 20).toFixed(1)} MB of ${(bodies / 2 ** 20).toFixed(1)} MB of bodies`);
});

test("a page's style classes and their problems do not keep its body", () => {
  const kept = keptBy((b) => {
    const { rules, problems } = hoistPage(b, 'site/routes/page.tsx');
    assert.is(rules.size, 1);
    assert.is(problems.length, 1);
    return { rules, problems };
  });
  assert.ok(kept < bodies / 20, `the classes kept ${(kept / 2 ** 20).toFixed(1)} MB of ${(bodies / 2 ** 20).toFixed(1)} MB of bodies`);
});

test("a page's inline scripts and styles (kept for the host files' policy) do not keep its HTML", () => {
  const kept = keptBy((b) => {
    const html = `<html><head><style>main{padding:1rem 2rem 3rem}</style><script>document.documentElement.dataset.ready = "no";</script></head><body>${b}</body></html>`;
    const scripts = inlineScriptsOf(html);
    assert.is(scripts.length, 1);
    return [scripts, inlineCodeOf(html)];
  });
  assert.ok(kept < bodies / 20, `the inline code kept ${(kept / 2 ** 20).toFixed(1)} MB of ${(bodies / 2 ** 20).toFixed(1)} MB of pages`);
});

test.run();
