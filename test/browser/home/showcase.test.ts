// Hero media showcase in the browser, on a fake clock: timing, looping, set-by-index, pausing,
// and that only the current (and, shortly before it is due, the next) slide's media is fetched.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { heroSlides } from '../../../content/home/hero-slides.ts';
import { homeUi } from '../../../content/home/ui.ts';
import { launchBrowser, openPage } from '../../support/browser.ts';
import { after, heroIndex, hydrated, pausedClock, showcase, until, homeSite } from './helpers.ts';

const site = await homeSite();
const browser = await launchBrowser();

async function open(options: { reducedMotion?: 'reduce' } = {}) {
  const t = await openPage(browser, { width: 1280, height: 900, ...options });
  await pausedClock(t.page);
  await t.page.goto(`${site.url}/`);
  await hydrated(t.page, 'HeroShowcase');
  // Keep the pointer away from the stage: hovering pauses the rotation.
  await t.page.mouse.move(5, 890);
  return t;
}

/** Sets the slide through the island's event entry point (the same goTo the dots use). */
const goToEvent = (page: import('playwright-core').Page, index: unknown) =>
  page.evaluate((i) => document.querySelector('[data-showcase]')!.dispatchEvent(new CustomEvent('showcase:goto', { detail: i })), index);

const firstVideo = heroSlides.findIndex((s) => s.type === 'video');

test('46 slides, images and videos, only the first media in the page at load', async () => {
  const { page, context, errors } = await open();
  assert.is(heroSlides.length, 46);
  assert.is(await showcase(page).locator('[data-slide]').count(), 46);
  assert.ok(firstVideo > 0, 'the list mixes images and videos');
  assert.is(await showcase(page).locator('img, video').count(), 1, 'one media element');
  const img = showcase(page).locator('img').first();
  assert.is(await img.getAttribute('loading'), 'eager');
  assert.ok(Number(await img.getAttribute('width')) > 0 && Number(await img.getAttribute('height')) > 0);
  assert.equal(errors, []);
  await context.close();
});

test('no React in the first 2.5 s; a first click loads it and moves the slide once', async () => {
  const t = await openPage(browser, { width: 1280, height: 900 });
  const { page, context, errors } = t;
  await pausedClock(page);
  const react: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) react.push(r.url());
  });
  await page.goto(`${site.url}/`);
  const island = page.locator('site-island[data-island="HeroShowcase"]');
  assert.is(await island.getAttribute('data-after-ms'), '3000');
  await page.clock.runFor(2500);
  await page.waitForTimeout(300);
  assert.is(await page.locator('site-island[data-hydrated]').count(), 0, 'not live at 2.5 s');
  const before = react.length;
  await showcase(page).getByRole('button', { name: homeUi.showcase.next, exact: true }).click();
  assert.is(await until(async () => (await island.getAttribute('data-hydrated')) !== null, true, 5000), true, 'the click woke it');
  assert.ok(react.length > before, 'its scripts were fetched after the click');
  assert.is(await until(() => heroIndex(page), 1), 1, 'the early click counted');
  assert.is(await after(() => heroIndex(page)), 1, 'and only once');
  assert.equal(errors, []);
  await context.close();
});

test('an image shows 4 s, then the next slide; the next one loads 1 s before it is due', async () => {
  assert.is(heroSlides[0].type, 'image', 'the first item is a picture (the LCP image)');
  const { page, context } = await open();
  const media = () => showcase(page).locator('img, video').count();
  await page.clock.runFor(2900);
  assert.is(await after(media), 1, 'only the current slide at 2.9 s');
  await page.clock.runFor(200); // 3.1 s: inside the preload lead
  assert.is(await until(media, 2), 2, 'next slide media mounted');
  await page.clock.runFor(800); // 3.9 s
  assert.is(await after(() => heroIndex(page)), 0);
  await page.clock.runFor(100); // 4.0 s
  assert.is(await until(() => heroIndex(page), 1), 1);
  await context.close();
});

test('a video shows 20 s; it is muted, plays inline and has a poster', async () => {
  const { page, context } = await open();
  await showcase(page)
    .getByRole('button', { name: `Go to slide ${firstVideo + 1}`, exact: true })
    .click();
  await page.mouse.move(5, 890);
  assert.is(await until(() => heroIndex(page), firstVideo), firstVideo);
  const video = showcase(page).locator(`[data-slide]:nth-child(${firstVideo + 1}) video`);
  assert.ok(await video.evaluate((v: HTMLVideoElement) => v.muted && v.playsInline && v.poster.length > 0));
  await page.clock.runFor(19_900);
  assert.is(await after(() => heroIndex(page)), firstVideo, 'still the video at 19.9 s');
  await page.clock.runFor(100);
  assert.is(await until(() => heroIndex(page), (firstVideo + 1) % 46), (firstVideo + 1) % 46);
  await context.close();
});

test('after item 46 the showcase loops back to item 1', async () => {
  const { page, context } = await open();
  await goToEvent(page, 45);
  assert.is(await until(() => heroIndex(page), 45), 45);
  const ms = heroSlides[45].type === 'video' ? 20_000 : 4000;
  await page.clock.runFor(ms);
  assert.is(await until(() => heroIndex(page), 0), 0);
  await context.close();
});

test('set by index: dots and goTo take valid indices and ignore out-of-range ones', async () => {
  const { page, context } = await open();
  await showcase(page).getByRole('button', { name: 'Go to slide 12', exact: true }).click();
  assert.is(await until(() => heroIndex(page), 11), 11);
  assert.is(await showcase(page).locator('[aria-current="true"]').getAttribute('aria-label'), 'Go to slide 12');
  assert.is(await showcase(page).locator('[data-counter]').textContent(), '12 / 46');
  for (const bad of [46, -1, 2.5, 'x', 1000]) await goToEvent(page, bad);
  assert.is(await after(() => heroIndex(page)), 11, 'invalid indices ignored');
  await goToEvent(page, 30);
  assert.is(await until(() => heroIndex(page), 30), 30);
  const inView = () =>
    showcase(page)
      .locator('[aria-current="true"]')
      .evaluate((dot) => {
        const row = dot.parentElement!.getBoundingClientRect();
        const box = dot.getBoundingClientRect();
        return box.left >= row.left + 16 && box.right <= row.right - 16;
      });
  assert.is(await until(inView, true), true, 'the current dot is scrolled into the row, clear of the faded edges');
  await context.close();
});

test('previous / next buttons and arrow keys on the dots move between slides', async () => {
  const { page, context } = await open();
  await showcase(page).getByRole('button', { name: 'Previous slide' }).click();
  assert.is(await until(() => heroIndex(page), 45), 45);
  await showcase(page).getByRole('button', { name: 'Next slide' }).click();
  assert.is(await until(() => heroIndex(page), 0), 0);
  await showcase(page).locator('[aria-current="true"]').focus();
  await page.keyboard.press('ArrowRight');
  assert.is(await until(() => heroIndex(page), 1), 1);
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Go to slide 2', 'focus follows');
  await page.keyboard.press('End');
  assert.is(await until(() => heroIndex(page), 45), 45);
  await context.close();
});

test('pauses on hover, on keyboard focus, with the pause button and while the tab is hidden', async () => {
  const { page, context } = await open();
  const paused = () => showcase(page).getAttribute('data-paused');

  await showcase(page).locator('[role="group"][aria-roledescription="slide"]').first().hover();
  assert.is(await until(paused, 'true'), 'true', 'hover');
  await page.clock.runFor(5000);
  assert.is(await after(() => heroIndex(page)), 0);
  await page.mouse.move(5, 890);
  assert.is(await until(paused, 'false'), 'false');

  await showcase(page).getByRole('button', { name: 'Next slide' }).focus();
  assert.is(await until(paused, 'true'), 'true', 'keyboard focus');
  await page.locator('h1').click();
  assert.is(await until(paused, 'false'), 'false');

  await showcase(page).getByRole('button', { name: 'Pause slideshow' }).click();
  assert.is(await until(paused, 'true'), 'true', 'pause button');
  await page.clock.runFor(25_000);
  assert.is(await after(() => heroIndex(page)), 0);
  await showcase(page).getByRole('button', { name: 'Play slideshow' }).click();
  assert.is(await until(paused, 'false'), 'false');

  // A string, so the test runner's transpiler cannot add helpers the page does not have.
  await page.evaluate(`Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));`);
  assert.is(await until(paused, 'true'), 'true', 'hidden tab');
  await context.close();
});

test('with reduced motion preferred the showcase starts paused', async () => {
  const { page, context } = await open({ reducedMotion: 'reduce' });
  assert.is(await until(() => showcase(page).getAttribute('data-paused'), 'true'), 'true');
  assert.is(await showcase(page).getByRole('button', { name: 'Play slideshow' }).count(), 1);
  await page.clock.runFor(30_000);
  assert.is(await after(() => heroIndex(page)), 0);
  await context.close();
});

test('slides other than the current and next are never fetched', async () => {
  const { page, context, requests } = await open();
  const props = JSON.parse((await page.locator('site-island[data-island="HeroShowcase"]').getAttribute('data-props'))!);
  const files = (s: { picture: { src: string; sources: { srcset: string }[] }; video?: { src: string } }) =>
    [s.picture.src, ...s.picture.sources.flatMap((x) => x.srcset.split(',').map((c) => c.trim().split(' ')[0])), s.video?.src ?? ''].filter(Boolean);
  const fetched = (i: number) => files(props.slides[i]).some((f: string) => requests.some((r) => r.endsWith(props.prefix + f)));
  await page.clock.runFor(2000);
  await after(() => Promise.resolve());
  assert.ok(fetched(0), 'first slide fetched');
  for (let i = 1; i < 46; i++) assert.not.ok(fetched(i), `slide ${i + 1} not fetched yet`);
  await context.close();
});

test.after(async () => {
  await browser.close();
  await site.close();
});

test.run();
