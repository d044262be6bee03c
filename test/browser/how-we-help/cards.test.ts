// Expandable text on Workday and GenAI cards (clamp per breakpoint, toggle only on overflow,
// aria-expanded/aria-controls, readable without JS) and the insight cards' call-to-action links.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../support/browser.ts';
import { startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();
const WORKDAY = '/how-we-help/erp/workday/';
const GENAI = '/how-we-help/digital-transformation/genai/';

test.after(async () => {
  await browser.close();
  await site.close();
});

/** Per expandable: toggle visibility, aria state, line clamp and whether the text is cut. */
const states = (page: Page) =>
  page.$$eval('[data-enhance~="expandable-text"]', (roots) =>
    roots.map((root) => {
      const button = root.querySelector('button')!;
      const text = document.getElementById(button.getAttribute('aria-controls')!)!;
      const cs = getComputedStyle(text);
      return {
        visible: !button.hidden && button.offsetParent !== null,
        expanded: button.getAttribute('aria-expanded'),
        label: button.textContent,
        clamp: cs.webkitLineClamp,
        cut: text.scrollHeight > text.clientHeight + 1,
        inside: root.contains(text),
      };
    }),
  );

for (const [width, lines] of [
  [375, '4'],
  [768, '3'],
  [1280, '4'],
] as const) {
  test(`workday at ${width} px: 4 cards clamped to ${lines} lines with a Read more toggle`, async () => {
    const { page, context, errors } = await openPage(browser, { width });
    await page.goto(site.url + WORKDAY);
    await page.waitForSelector('[data-enhance~="expandable-text"][data-enhanced]');
    const s = await states(page);
    assert.is(s.length, 4);
    for (const c of s) {
      assert.equal(c, { visible: true, expanded: 'false', label: 'Read more', clamp: lines, cut: true, inside: true });
    }
    assert.equal(errors, []);
    await context.close();
  });
}

test('workday: the toggle expands and collapses (mouse and keyboard)', async () => {
  const { page, context } = await openPage(browser, { width: 1280 });
  await page.goto(site.url + WORKDAY);
  const button = page.locator('[data-enhance~="expandable-text"] button').first();
  await button.click();
  let [first, second] = await states(page);
  assert.is(first.expanded, 'true');
  assert.is(first.label, 'Show less');
  assert.is(first.clamp, 'none');
  assert.is(first.cut, false, 'full text visible');
  assert.is(second.expanded, 'false', 'other cards unaffected');
  await button.focus();
  await page.keyboard.press('Enter');
  [first] = await states(page);
  assert.equal([first.expanded, first.label, first.clamp, first.cut], ['false', 'Read more', '4', true]);
  await page.keyboard.press('Space');
  [first] = await states(page);
  assert.is(first.expanded, 'true');
  await context.close();
});

test('workday: text that fits shows no toggle (rechecked on resize)', async () => {
  const { page, context } = await openPage(browser, { width: 1280 });
  await page.goto(site.url + WORKDAY);
  await page.locator('[data-enhance~="expandable-text"] button').first().click();
  await page.$eval('[data-enhance~="expandable-text"] p', (p) => (p.textContent = 'A short line.'));
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('[data-enhance~="expandable-text"] button')!.hidden);
  const [first, second] = await states(page);
  assert.equal([first.visible, first.expanded, first.cut], [false, 'false', false]);
  assert.is(second.visible, true, 'long text still has its toggle');
  await context.close();
});

test('workday without JavaScript: full text readable, no toggle', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url + WORKDAY);
  const s = await states(page);
  assert.is(s.length, 4);
  for (const c of s) assert.equal([c.visible, c.clamp, c.cut], [false, 'none', false]);
  await context.close();
});

test('genai: 15 insight cards, each with picture, title and clamped text with a toggle', async () => {
  const { page, context, errors } = await openPage(browser, { width: 1280 });
  await page.goto(site.url + GENAI);
  await page.waitForSelector('[data-enhance~="expandable-text"][data-enhanced]');
  const cards = page.locator('[data-insight]');
  assert.is(await cards.count(), 15);
  const info = await cards.evaluateAll((els) =>
    els.map((el) => ({
      img: el.querySelectorAll('img[alt]').length,
      lazy: el.querySelector('img')?.getAttribute('loading'),
      h3: el.querySelectorAll('h3').length,
    })),
  );
  for (const c of info) assert.equal(c, { img: 1, lazy: 'lazy', h3: 1 });
  const tags = await page.$$eval('[data-insight] h3', (hs) => hs.map((h) => h.previousElementSibling?.textContent ?? null));
  for (const t of tags) assert.ok(t === null || ['Interactive report', 'Deep dive', 'Infographic', 'Article'].includes(t), `tag ${t}`);
  const s = await states(page);
  assert.is(s.length, 15);
  for (const c of s) assert.equal([c.visible, c.clamp, c.cut], [true, '4', true]);
  await page.locator('[data-insight] button').nth(7).click();
  const after = await states(page);
  assert.equal([after[7].expanded, after[7].clamp, after[7].cut], ['true', 'none', false]);
  assert.equal(errors, []);
  await context.close();
});

test('genai: http calls to action open a new tab with noopener noreferrer; internal ones do not', async () => {
  const { page, context } = await openPage(browser, { width: 1280 });
  await page.goto(site.url + GENAI);
  const links = await page.$$eval('[data-insight] a', (as) =>
    as.map((a) => ({ href: a.getAttribute('href')!, target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
  );
  const external = links.filter((l) => l.href.startsWith('http'));
  const internal = links.filter((l) => !l.href.startsWith('http'));
  assert.ok(external.length >= 2 && internal.length >= 1, 'both kinds present');
  for (const l of external) {
    assert.is(l.target, '_blank', l.href);
    assert.equal((l.rel ?? '').split(' ').sort(), ['noopener', 'noreferrer'], l.href);
  }
  for (const l of internal) assert.equal([l.target, l.rel], [null, null], l.href);
  // Clicking one really opens a second tab (the external host itself is unreachable in tests).
  const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('[data-insight] a[href^="http"]').first().click()]);
  assert.ok(popup, 'a new tab opened');
  assert.is(page.url(), site.url + GENAI, 'the page itself stays');
  await context.close();
});

test.run();
