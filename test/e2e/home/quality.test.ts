// Home page quality gates: zero axe violations (before and after the islands hydrate, with a card
// expanded and panels open), no console errors, no React before an island's strategy fires, and
// the phone first-view transfer budget.
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Response } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, serveSite } from '../harness.ts';
import { hydrated, pausedClock } from './helpers.ts';

const site = await serveSite();
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

test('no React is fetched before the islands strategies fire', async () => {
  const { page, context } = await openPage(browser, { width: 375, height: 812 });
  await pausedClock(page);
  const scripts: { url: string; react: boolean }[] = [];
  page.on('response', async (r: Response) => {
    if (r.url().endsWith('.js')) scripts.push({ url: r.url(), react: isReact(await r.text().catch(() => '')) });
  });
  await page.goto(`${site.url}/`, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  assert.ok(scripts.length > 0, 'the page runtime loads');
  assert.equal(scripts.filter((s) => s.react), [], 'no React chunk up front');
  assert.is(await page.locator('site-island[data-hydrated]').count(), 0);
  await hydrated(page, 'HeroShowcase'); // runs the clock: requestIdleCallback fires
  assert.ok(scripts.some((s) => s.react), 'React arrives with the first hydration');
  assert.is(await page.locator('site-island[data-island="Testimonials"][data-hydrated]').count(), 0, 'below-the-fold island waits');
  await context.close();
});

async function firstView(page: Page) {
  const seen: { url: string; bytes: number; gzip: number }[] = [];
  page.on('response', async (r: Response) => {
    const body = await r.body().catch(() => Buffer.alloc(0));
    const sizes = await r.request().sizes().catch(() => ({ responseBodySize: body.length, responseHeadersSize: 0 }));
    const compressible = /\.(js|css|html|svg)$|\/$/.test(new URL(r.url()).pathname);
    seen.push({ url: r.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, gzip: (compressible ? gzipSync(body).length : body.length) + sizes.responseHeadersSize });
  });
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('site-island[data-island="HeroShowcase"][data-hydrated]');
  await page.waitForLoadState('networkidle');
  return seen;
}

test('phone first view (375 px, before scrolling) transfers under 400 KB', async () => {
  const { page, context } = await openPage(browser, { width: 375, height: 812 });
  const seen = await firstView(page);
  const total = seen.reduce((n, s) => n + s.bytes, 0);
  const gz = seen.reduce((n, s) => n + s.gzip, 0);
  const rows = seen.map((s) => `${String(s.bytes).padStart(8)} ${String(s.gzip).padStart(8)}  ${s.url.replace(site.url, '')}`);
  console.log(`first view at 375 px: ${seen.length} responses, ${(total / 1024).toFixed(1)} KB as served, ${(gz / 1024).toFixed(1)} KB with gzip on text\n${rows.join('\n')}`);
  assert.ok(total < BUDGET, `${total} bytes`);
  assert.is(seen.filter((s) => s.url.includes('/assets/images/')).length <= 2, true, 'one slide picture (and at most one more image) up front');
  await context.close();
});

test.after(async () => {
  await browser.close();
  await site.close();
});

test.run();
