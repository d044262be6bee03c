// The first paint's critical path, read from every built page (no browser, no timing): what
// Lighthouse's simulated LCP mostly depends on. Limits in audit.config.json ("criticalPath"):
//   - render-blocking requests in <head> (stylesheets, classic scripts): at most renderBlockingRequests;
//   - the priority (LCP) picture: in the HTML, not lazy, fetchpriority="high", preloaded from <head>;
//   - its bytes as a phone picks them (Lighthouse's 412 px at DPR 1.75, and 412 px at DPR 2.6) under
//     lcpImageKB.
// The run's one build (SITE_TEST_DIST) or a fresh one when this file runs alone (builtSite).
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pickForViewport, priorityPicture, renderBlocking } from '../support/critical-path.ts';
import { ROOT } from '../support/browser.ts';
import { builtSite } from '../support/built-site.ts';

const limits: { renderBlockingRequests: number; lcpImageKB: Record<string, number> } = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'audit.config.json'), 'utf8'),
).criticalPath;
const dist = await builtSite();

function pages(): { file: string; html: string }[] {
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((file) => ({ file, html: fs.readFileSync(path.join(dist, file), 'utf8') }));
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

test('the measures see what they should (a page with a blocking stylesheet and a lazy, unpreloaded picture)', () => {
  const html =
    '<html><head><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/p.css" media="print"><script src="/x.js"></script><script type="module" src="/m.js"></script></head>' +
    '<body><picture><source type="image/avif" srcset="/i-480.avif 480w, /i-800.avif 800w, /i-1200.avif 1200w" sizes="(min-width: 900px) 50vw, 100vw"><img src="/i.jpg" loading="lazy" fetchpriority="high"></picture></body></html>';
  assert.equal(renderBlocking(headOf(html)), ['/a.css', '/x.js']);
  const lcp = priorityPicture(html)!;
  assert.is(lcp.preloaded, false);
  assert.is(lcp.img.get('loading'), 'lazy');
  assert.is(pickForViewport(lcp, { width: 412, dpr: 1.75, label: '' }), '/i-800.avif');
  assert.is(pickForViewport(lcp, { width: 412, dpr: 2.6, label: '' }), '/i-1200.avif');
  assert.is(pickForViewport(lcp, { width: 1280, dpr: 1, label: '' }), '/i-800.avif');
});

test(`no page has more than ${limits.renderBlockingRequests} render-blocking request(s) before its first paint`, () => {
  const over = pages()
    .map(({ file, html }) => ({ file, blocking: renderBlocking(headOf(html)) }))
    .filter((p) => p.blocking.length > limits.renderBlockingRequests)
    .map((p) => `${p.file}: ${p.blocking.join(', ')}`);
  assert.equal(over, []);
});

test('the priority picture is in the HTML, eager, fetchpriority="high" and preloaded from <head>, on every page with a content picture', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const { file, html } of pages()) {
    // A content picture: a responsive image (srcset) that is not lazy; the logo and icons are plain.
    const body = html.slice(html.indexOf('<body'));
    const eager = [...body.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((t) => !/\sloading="lazy"/.test(t));
    const hasContentPicture = eager.some((t) => /\ssrcset=/.test(t)) || /<picture\b(?:(?!<\/picture>)[\s\S])*<img\b(?![^>]*loading="lazy")/.test(body);
    if (!hasContentPicture) continue;
    checked++;
    const lcp = priorityPicture(html);
    if (!lcp) problems.push(`${file}: no priority picture`);
    else {
      if (lcp.img.get('fetchpriority') !== 'high') problems.push(`${file}: the first eager picture is not fetchpriority="high"`);
      if (lcp.img.get('loading') === 'lazy') problems.push(`${file}: the priority picture is lazy`);
      if (!lcp.preloaded) problems.push(`${file}: the priority picture is not preloaded from <head>`);
    }
  }
  assert.ok(checked > 30, `${checked} pages with a content picture`);
  assert.equal(problems, []);
});

test('the priority picture a phone downloads stays under its limit', () => {
  const over: string[] = [];
  for (const { file, html } of pages()) {
    const lcp = priorityPicture(html);
    if (lcp?.img.get('fetchpriority') !== 'high') continue;
    for (const [label, kb] of Object.entries(limits.lcpImageKB)) {
      const [width, dpr] = label.split('@').map(Number);
      const url = pickForViewport(lcp, { width, dpr, label });
      const bytes = url ? fs.statSync(path.join(dist, url)).size : 0;
      if (bytes > kb * 1024) over.push(`${file} at ${label}: ${url} ${(bytes / 1024).toFixed(1)} KB > ${kb} KB`);
    }
  }
  assert.equal(over, []);
});

test.run();
