// Service hero: the rotator crossfades every 4 s (fake clock), pauses on hover, honours reduced
// motion, and stays still with one image; the first image is the page's only priority image. The other
// slides are laid out (and their images loaded) only when the rotator readies them, one turn ahead.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { holdNext, launchBrowser, openPage, pausedClock } from '../../support/browser.ts';
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

/**
 * Resolves when the images of the readied slides have arrived. The rotator readies the next slide an
 * interval ahead and skips a turn whose image is still loading; the fake clock reaches the turn at once.
 * (Load events, not polling: the page's timers are the fake clock's.)
 */
const readiedLoaded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll<HTMLImageElement>('[data-slide-ready] img')].map((img) =>
        img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
      ),
    ),
  );

/** Steps the clock by 100 ms until the active slide changes; returns the ms that took. */
async function untilChange(page: Page, max = 4100): Promise<number> {
  await readiedLoaded(page);
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
  await readiedLoaded(page);
  await page.clock.runFor(3899);
  assert.is(await active(page), 1, 'not before 4 s');
  await page.clock.runFor(101);
  assert.is(await active(page), 2, 'after 4 s');
  await readiedLoaded(page);
  await page.clock.runFor(3899);
  assert.is(await active(page), 2);
  await page.clock.runFor(101);
  assert.is(await active(page), 0, 'loops back to the first image');
  assert.equal(await ariaHidden(page), [null, 'true', 'true']);
  assert.equal(errors, []);
  await context.close();
});

const slideImages = (requests: string[]) => requests.filter((u) => /\/assets\/images\/services\/sap-[23]-/.test(u));

test('sap: without JavaScript only the first slide is laid out and shown', async () => {
  // (Browsers load lazy images eagerly when scripting is off, as the HTML standard asks: the other
  // slides' images still arrive, but nothing shows them.)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url + SAP, { waitUntil: 'load' });
  assert.equal(await page.$$eval('[data-slide]', (slides) => slides.map((s) => getComputedStyle(s).display)), ['block', 'none', 'none']);
  assert.ok(await page.locator('[data-slide] img').first().isVisible(), 'the first image is shown');
  await context.close();
});

test('sap: the rotator readies only the next slide, an interval ahead, and loads its image then', async () => {
  const { page, context, requests } = await openPaused(SAP, { width: 1280 });
  assert.equal(await page.$$eval('[data-slide]', (slides) => slides.map((s) => s.hasAttribute('data-slide-ready'))), [false, true, false]);
  assert.equal(await page.$$eval('[data-slide]', (slides) => slides.map((s) => getComputedStyle(s).display)), ['block', 'block', 'none']);
  await readiedLoaded(page);
  assert.is(slideImages(requests).length, 1, "the second slide's image, and not the third's");
  assert.match(slideImages(requests)[0], /sap-2-/);
  await context.close();
});

test('sap: a turn whose image has not arrived is skipped, not shown empty', async () => {
  const { page, context } = await openPage(browser, { width: 1280 });
  // The second slide's image is held: it cannot arrive before its turn.
  const { held } = await holdNext(page, '**/assets/images/services/sap-2-*');
  await pausedClock(page, new Date('2026-01-05T09:00:00Z'));
  await page.goto(site.url + SAP, { waitUntil: 'load' });
  await page.waitForSelector('[data-enhance~="hero-rotator"][data-rotator="running"]');
  await held; // the rotator readied the slide and its image was asked for
  await page.clock.runFor(8100);
  assert.is(await active(page), 0, 'still the first slide after two turns');
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
  const { page, context, requests } = await openPaused(SAP, { width: 375, reducedMotion: 'reduce' });
  await page.clock.runFor(20000);
  assert.is(await active(page), 0);
  assert.not.ok(await page.locator('[data-rotator-toggle]').isVisible());
  assert.equal(slideImages(requests), [], 'no other slide is readied, so no other image loads');
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
