// Service hero: the rotator crossfades every 4 s (fake clock), pauses on hover, honours reduced
// motion, and stays still with one image; the first image is the page's only priority image.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, pausedClock } from '../../support/browser.ts';
import { startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();
const SAP = '/how-we-help/erp/sap/';
const DEVOPS = '/how-we-help/digital-transformation/devops/';

const active = (page: Page) => page.$$eval('[data-slide]', (slides) => slides.findIndex((s) => s.hasAttribute('data-active')));
const ariaHidden = (page: Page) => page.$$eval('[data-slide]', (slides) => slides.map((s) => s.getAttribute('aria-hidden')));

/**
 * Opens a page on a fake clock paused before the page loads, once the rotator has attached. (Paused
 * after the load, the clock ran in real time until then: on a loaded machine past the moment asked for,
 * "Cannot fast-forward to the past".)
 */
async function openPaused(path: string, options: Parameters<typeof openPage>[1] = {}) {
  const t = await openPage(browser, options);
  await pausedClock(t.page, new Date('2026-01-05T09:00:00Z'));
  await t.page.goto(site.url + path, { waitUntil: 'load' });
  await t.page.waitForSelector('[data-enhance~="hero-rotator"][data-rotator]', { timeout: 5000 }).catch(() => {});
  return t;
}

/** Steps the clock by 100 ms until the active slide changes; returns the ms that took. */
async function untilChange(page: Page, max = 4100): Promise<number> {
  const start = await active(page);
  for (let ms = 100; ms <= max; ms += 100) {
    await page.clock.runFor(100);
    if ((await active(page)) !== start) return ms;
  }
  return -1;
}

test.after(async () => {
  await browser.close();
  await site.close();
});

test('sap: three stacked images, only the first is eager, priority and exposed', async () => {
  const { page, context } = await openPage(browser, { width: 1280 });
  await page.goto(site.url + SAP);
  const imgs = await page.$$eval('[data-slide] img', (els) =>
    els.map((e) => ({ loading: e.getAttribute('loading'), priority: e.getAttribute('fetchpriority') })),
  );
  assert.equal(imgs, [
    { loading: 'eager', priority: 'high' },
    { loading: 'lazy', priority: null },
    { loading: 'lazy', priority: null },
  ]);
  assert.is(await page.locator('img[fetchpriority="high"]').count(), 1, 'one priority image per page');
  assert.equal(await ariaHidden(page), [null, 'true', 'true']);
  const transition = await page.$eval('[data-slide]', (s) => getComputedStyle(s).transitionProperty + ' ' + getComputedStyle(s).transitionDuration);
  assert.match(transition, /opacity .*[1-9]/, 'crossfades with an opacity transition');
  await context.close();
});

test('sap: rotates every 4000 ms and loops, updating aria-hidden', async () => {
  const { page, context, errors } = await openPaused(SAP, { width: 1280 });
  assert.is(await page.getAttribute('[data-enhance~="hero-rotator"]', 'data-interval'), '4000');
  assert.is(await active(page), 0);
  const first = await untilChange(page);
  assert.ok(first > 0 && first <= 4000, `first change after ${first} ms`);
  assert.is(await active(page), 1);
  assert.equal(await ariaHidden(page), ['true', null, 'true']);
  // The next tick is due 3900-4000 ms after the step that showed slide 1.
  await page.clock.runFor(3899);
  assert.is(await active(page), 1, 'not before 4 s');
  await page.clock.runFor(101);
  assert.is(await active(page), 2, 'after 4 s');
  await page.clock.runFor(3899);
  assert.is(await active(page), 2);
  await page.clock.runFor(101);
  assert.is(await active(page), 0, 'loops back to the first image');
  assert.equal(await ariaHidden(page), [null, 'true', 'true']);
  assert.equal(errors, []);
  await context.close();
});

test('sap: hovering the pictures pauses, leaving resumes', async () => {
  const { page, context } = await openPaused(SAP, { width: 1280 });
  await page.hover('[data-rotator-media]');
  assert.is(await page.getAttribute('[data-enhance~="hero-rotator"]', 'data-rotator'), 'paused');
  await page.clock.runFor(12000);
  assert.is(await active(page), 0);
  await page.mouse.move(5, 400);
  assert.is(await page.getAttribute('[data-enhance~="hero-rotator"]', 'data-rotator'), 'running');
  assert.ok((await untilChange(page)) > 0);
  await context.close();
});

test('sap: the pause button stops rotation and is labelled by what it does', async () => {
  const { page, context } = await openPaused(SAP, { width: 1280 });
  const toggle = page.locator('[data-rotator-toggle]');
  assert.ok(await toggle.isVisible());
  assert.is((await toggle.textContent())?.trim(), 'Pause slideshow');
  await page.mouse.move(5, 400);
  await toggle.click();
  await page.mouse.move(5, 400);
  assert.is((await toggle.textContent())?.trim(), 'Play slideshow');
  await page.clock.runFor(12000);
  assert.is(await active(page), 0);
  await toggle.click();
  await page.mouse.move(5, 400);
  assert.ok((await untilChange(page)) > 0, 'rotates again after play');
  await context.close();
});

test('sap: focus inside the hero pauses rotation', async () => {
  const { page, context } = await openPaused(SAP, { width: 1280 });
  await page.focus('[data-enhance~="hero-rotator"] a[href="/resources/contact-us/"]');
  await page.clock.runFor(12000);
  assert.is(await active(page), 0);
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  assert.ok((await untilChange(page)) > 0);
  await context.close();
});

test('sap: a hidden tab pauses rotation', async () => {
  const { page, context } = await openPaused(SAP, { width: 1280 });
  // A string, so the bundler's helpers never reach the page.
  const setVisibility = (state: string) =>
    page.evaluate(
      `Object.defineProperty(document, 'visibilityState', { configurable: true, value: '${state}' }); document.dispatchEvent(new Event('visibilitychange'));`,
    );
  await setVisibility('hidden');
  await page.clock.runFor(12000);
  assert.is(await active(page), 0);
  await setVisibility('visible');
  assert.ok((await untilChange(page)) > 0);
  await context.close();
});

test('sap: no rotation and no pause button when reduced motion is preferred', async () => {
  const { page, context } = await openPaused(SAP, { width: 375, reducedMotion: 'reduce' });
  await page.clock.runFor(20000);
  assert.is(await active(page), 0);
  assert.not.ok(await page.locator('[data-rotator-toggle]').isVisible());
  await context.close();
});

test('devops: a single image does not rotate and loads no rotator', async () => {
  const { page, context } = await openPaused(DEVOPS, { width: 1280 });
  assert.is(await page.locator('[data-slide]').count(), 1);
  assert.is(await page.locator('[data-enhance~="hero-rotator"]').count(), 0);
  assert.is(await page.locator('[data-rotator-toggle]').count(), 0);
  await page.clock.runFor(20000);
  assert.is(await active(page), 0);
  const img = page.locator('[data-slide] img');
  assert.is(await img.getAttribute('fetchpriority'), 'high');
  assert.ok(await img.isVisible());
  await context.close();
});

test.run();
