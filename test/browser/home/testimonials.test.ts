// Testimonials carousel in the browser, on a fake clock: 18 slides (12 inert copies), auto-scroll
// every 3 s that stops while a card is expanded, Read more / Show less rules.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { testimonials } from '../../../content/home/testimonials.ts';
import { launchBrowser, openPage } from '../../support/browser.ts';
import { after, hydrated, pausedClock, until, homeSite } from './helpers.ts';

const site = await homeSite();
const browser = await launchBrowser();

const region = (page: Page) => page.locator('[data-testimonials]');
const selected = async (page: Page) => Number(await region(page).getAttribute('data-selected'));
const liveSlides = (page: Page) => region(page).locator('[data-slide]:not([aria-hidden="true"])');
const expandedCount = (page: Page) => region(page).locator('button[aria-expanded="true"]').count();
const words = (t: string) => t.trim().split(/\s+/).length;

async function open(width = 1280) {
  const t = await openPage(browser, { width, height: 900 });
  await pausedClock(t.page);
  await t.page.goto(`${site.url}/`);
  await region(t.page).scrollIntoViewIfNeeded();
  await hydrated(t.page, 'Testimonials');
  await t.page.mouse.move(2, 2);
  return t;
}

test('six testimonials three times: 18 slides, the 12 copies aria-hidden and inert', async () => {
  const { page, context, errors } = await open();
  const slides = region(page).locator('[data-slide]');
  assert.is(await slides.count(), 18);
  const hidden = region(page).locator('[data-slide][aria-hidden="true"]');
  assert.is(await hidden.count(), 12);
  assert.is(await region(page).locator('[data-slide][aria-hidden="true"][inert]').count(), 12);
  const labels = await liveSlides(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.equal(labels.sort(), ['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
  assert.is(await region(page).getAttribute('aria-roledescription'), 'carousel');
  assert.is(await region(page).locator('[role="img"][aria-label="5 out of 5 stars"]').count(), 18);
  assert.equal(errors, []);
  await context.close();
});

test('card widths: 200 px under 600, 240 up to 1199, 280 from 1200; gap 16 px', async () => {
  for (const [width, card] of [
    [375, 200],
    [768, 240],
    [1280, 280],
  ]) {
    const { page, context } = await open(width);
    const boxes = await region(page)
      .locator('[data-card]')
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect()));
    assert.is(Math.round(boxes[0].width), card, `card width at ${width}`);
    assert.is(Math.round(boxes[1].left - boxes[0].right), 16, `gap at ${width}`);
    await context.close();
  }
});

test('auto-scrolls every 3 s and loops', async () => {
  const { page, context } = await open();
  assert.is(await selected(page), 0);
  await page.clock.runFor(2900);
  assert.is(await after(() => selected(page)), 0, 'not before 3 s');
  await page.clock.runFor(100);
  assert.is(await until(() => selected(page), 1), 1);
  await page.clock.runFor(3000);
  assert.is(await until(() => selected(page), 2), 2);
  await region(page).getByRole('button', { name: 'Previous testimonial' }).click();
  await page.mouse.move(2, 2);
  await page.clock.runFor(1000);
  await region(page).getByRole('button', { name: 'Previous testimonial' }).click();
  await page.clock.runFor(1000);
  await region(page).getByRole('button', { name: 'Previous testimonial' }).click();
  assert.is(await until(() => selected(page), 17), 17, 'loops backwards past the first slide');
  await context.close();
});

test('Read more only on texts over 20 words, showing the first 20 words and an ellipsis', async () => {
  const { page, context } = await open();
  for (let i = 0; i < 6; i++) {
    const slide = region(page).locator(`[data-slide="${i}"]`);
    const t = testimonials[i];
    const text = (await slide.locator('[data-text]').textContent())!;
    const button = slide.getByRole('button', { name: 'Read more' });
    if (words(t.text) > 20) {
      assert.is(await button.count(), 1, `${t.name}: toggle`);
      assert.ok(text.endsWith('\u2026'), `${t.name}: ellipsis`);
      assert.is(words(text.replace('\u2026', '')), 20, `${t.name}: 20 words`);
    } else {
      assert.is(await button.count(), 0, `${t.name}: no toggle`);
      assert.is(text, t.text);
    }
  }
  await context.close();
});

test('an expanded card stops auto-scroll; one card at a time; Show less collapses', async () => {
  const { page, context } = await open();
  const long = testimonials.findIndex((t) => words(t.text) > 20);
  const other = testimonials.findIndex((t, i) => i > long && words(t.text) > 20);
  const card = region(page).locator(`[data-slide="${long}"]`);
  await card.getByRole('button', { name: 'Read more' }).click();
  await page.mouse.move(2, 2);
  assert.is(await card.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded'), 'true');
  assert.is(await card.locator('[data-text]').textContent(), testimonials[long].text);
  await page.clock.runFor(9000);
  assert.is(await after(() => selected(page)), 0, 'no auto-scroll while expanded');

  await region(page).locator(`[data-slide="${other}"]`).getByRole('button', { name: 'Read more' }).click();
  assert.is(await expandedCount(page), 1, 'one expanded at a time');
  assert.is(await card.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded'), 'false');

  await region(page).locator(`[data-slide="${other}"]`).getByRole('button', { name: 'Show less' }).click();
  assert.is(await until(() => expandedCount(page), 0), 0);
  await context.close();
});

test('an expanded card collapses on a click outside and auto-scroll resumes', async () => {
  const { page, context } = await open();
  const long = testimonials.findIndex((t) => words(t.text) > 20);
  await region(page).locator(`[data-slide="${long}"]`).getByRole('button', { name: 'Read more' }).click();
  assert.is(await expandedCount(page), 1);
  await page.locator('#testimonials-title').click();
  assert.is(await until(() => expandedCount(page), 0), 0);
  await page.mouse.move(2, 2);
  await page.clock.runFor(3000);
  assert.is(await until(() => selected(page), 1), 1);
  await context.close();
});

test('an expanded card collapses when the page scrolls', async () => {
  const { page, context } = await open();
  const long = testimonials.findIndex((t) => words(t.text) > 20);
  await region(page).locator(`[data-slide="${long}"]`).getByRole('button', { name: 'Read more' }).click();
  assert.is(await expandedCount(page), 1);
  await page.mouse.wheel(0, 200);
  assert.is(await until(() => expandedCount(page), 0), 0);
  await context.close();
});

test('the pause button stops auto-scroll and play resumes it', async () => {
  const { page, context } = await open();
  await region(page).getByRole('button', { name: 'Pause auto-scroll' }).click();
  await page.mouse.move(2, 2);
  await page.clock.runFor(7000);
  assert.is(await after(() => selected(page)), 0);
  await region(page).getByRole('button', { name: 'Play auto-scroll' }).click();
  await page.mouse.move(2, 2);
  await page.clock.runFor(3000);
  assert.is(await until(() => selected(page), 1), 1);
  await context.close();
});

test('hovering the cards pauses auto-scroll; leaving resumes it', async () => {
  const { page, context } = await open();
  await region(page).locator('[data-slide="1"]').hover();
  assert.is(await until(() => region(page).getAttribute('data-playing'), 'false'), 'false');
  await page.clock.runFor(7000);
  assert.is(await after(() => selected(page)), 0);
  await page.mouse.move(2, 2);
  await page.clock.runFor(3000);
  assert.is(await until(() => selected(page), 1), 1);
  await context.close();
});

test.after(async () => {
  await browser.close();
  await site.close();
});

test.run();
