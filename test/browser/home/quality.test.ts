// Home page quality gates: zero axe violations (before and after the islands hydrate, with a card
// expanded and panels open), no console errors, no React before an island's strategy fires, and
// the phone first-view transfer budget.
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Response } from 'playwright-core';
import { axeViolations, launchBrowser, openPage } from '../../support/browser.ts';
import { hydrated, pausedClock, homeSite } from './helpers.ts';

const site = await homeSite();
const browser = await launchBrowser();

/** First-view budget on a phone: HTML + CSS + fonts + up-front JS + first image. */
const BUDGET = 400 * 1024;

/** Production React DOM carries this marker; no other chunk of ours does. */
const isReact = (body: string) => body.includes('react.element') || body.includes('Minified React error');

for (const width of [375, 1280]) {
  test(`zero axe violations and no console errors at ${width} px`, async () => {
    const { page, context, errors } = await openPage(browser, { width, height: 900 });
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    assert.equal(await axeViolations(page), [], 'server-rendered page');
    await page.waitForSelector('site-island[data-island="HeroShowcase"][data-hydrated]');
    await page.locator('[data-testimonials]').scrollIntoViewIfNeeded();
    await page.waitForSelector('site-island[data-island="Testimonials"][data-hydrated]');
    await page.locator('[data-testimonials] button[aria-expanded]').first().click();
    await page.locator('details[name="faq"] summary').nth(1).click();
    assert.equal(await axeViolations(page), [], 'hydrated, card expanded, FAQ open');
    assert.equal(errors, []);
    await context.close();
  });
}

/**
 * Records every response with its transferred size and what gzip would make of text bodies.
 * The dev server's live-reload event stream never ends and is not part of the page: skipped.
 */
function recorder(page: Page) {
  const seen: { url: string; bytes: number; gzip: number; react: boolean }[] = [];
  const pending = new Set<Promise<void>>();
  let last = Date.now();
  page.on('response', (r: Response) => {
    if (new URL(r.url()).pathname.startsWith('/__site/') || /event-stream/.test(r.headers()['content-type'] ?? '')) return;
    last = Date.now();
    const job = (async () => {
      const body = await r.body().catch(() => Buffer.alloc(0));
      const sizes = await r
        .request()
        .sizes()
        .catch(() => ({ responseBodySize: body.length, responseHeadersSize: 0 }));
      const text = /\.(js|css|html|svg)$|\/$/.test(new URL(r.url()).pathname);
      const headers = sizes.responseHeadersSize;
      seen.push({
        url: r.url(),
        bytes: sizes.responseBodySize + headers,
        gzip: (text ? gzipSync(body).length : body.length) + headers,
        react: r.url().endsWith('.js') && isReact(body.toString()),
      });
    })();
    pending.add(job);
    void job.finally(() => pending.delete(job));
  });
  /** Waits until no response has arrived for 700 ms and every body is read. */
  const settled = async () => {
    while (Date.now() - last < 700 || pending.size) await new Promise((r) => setTimeout(r, 100));
    return seen;
  };
  return settled;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (rows: { bytes: number }[]) => rows.reduce((n, r) => n + r.bytes, 0);
const sumGz = (rows: { gzip: number }[]) => rows.reduce((n, r) => n + r.gzip, 0);
const table = (rows: { url: string; bytes: number; gzip: number }[]) =>
  rows.map((r) => `  ${String(r.bytes).padStart(7)} ${String(r.gzip).padStart(7)}  ${r.url.replace(site.url, '')}`).join('\n');

test('no React is fetched before the islands strategies fire', async () => {
  const { page, context } = await openPage(browser, { width: 375, height: 812 });
  await pausedClock(page);
  const settled = recorder(page);
  await page.goto(`${site.url}/`, { waitUntil: 'load' });
  let seen = await settled();
  assert.ok(
    seen.some((s) => s.url.endsWith('.js')),
    'the page runtime loads',
  );
  assert.equal(
    seen.filter((s) => s.react).map((s) => s.url),
    [],
    'no React chunk up front',
  );
  assert.is(await page.locator('site-island[data-hydrated]').count(), 0);
  await hydrated(page, 'HeroShowcase'); // runs the clock: the showcase's 3 s, then requestIdleCallback
  seen = await settled();
  assert.ok(
    seen.some((s) => s.react),
    'React arrives with the first hydration',
  );
  assert.is(await page.locator('site-island[data-island="Testimonials"][data-hydrated]').count(), 0, 'below-the-fold island waits');
  await context.close();
});

test('phone first view (375 px, before scrolling) transfers under 400 KB', async () => {
  const { page, context } = await openPage(browser, { width: 375, height: 812 });
  await pausedClock(page);
  const settled = recorder(page);
  await page.goto(`${site.url}/`, { waitUntil: 'load' });
  // Up front: HTML, CSS, fonts, the page's own scripts and the first image; no idle work has run.
  const upFront = [...(await settled())];
  // Then the hero's hydration 3 s in (React and the island chunk), still without scrolling.
  await hydrated(page, 'HeroShowcase');
  const all = await settled();
  const later = all.filter((r) => !upFront.includes(r));
  console.log(
    `first view at 375 px, as served (no compression on the local server) / gzip on text:\n` +
      `  up front: ${upFront.length} responses, ${kb(sum(upFront))} / ${kb(sumGz(upFront))}\n${table(upFront)}\n` +
      `  after idle hydration: +${later.length} responses, ${kb(sum(later))} / ${kb(sumGz(later))}\n${table(later)}\n` +
      `  total before scrolling: ${kb(sum(all))} as served, ${kb(sumGz(all))} gzip`,
  );
  assert.ok(sum(upFront) < BUDGET, `up front as served: ${sum(upFront)} bytes`);
  assert.ok(sumGz(all) < BUDGET, `with the hydrated hero, gzip: ${sumGz(all)} bytes`);
  const images = all.filter((r) => /\.(avif|webp|jpe?g|png)$/.test(r.url));
  assert.is(images.length, 1, `one picture in the first view: ${images.map((r) => r.url).join(', ')}`);
  assert.match(images[0].url, /slide-01/);
  await context.close();
});

test.after(async () => {
  await browser.close();
  await site.close();
});

test.run();
