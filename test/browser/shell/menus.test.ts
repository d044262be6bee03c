// The header as visitors meet it: desktop dropdowns (mouse, keyboard), the mobile drawer,
// external menu links.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, openPage, serveSite } from '../../support/browser.ts';

const site = await serveSite();
const browser = await launchBrowser();

const panelVisible = (page: import('playwright-core').Page, i: number) => page.locator(`#menu-${i}`).isVisible();

test('desktop: a dropdown opens on hover, closes when the pointer leaves and when an item is chosen', async () => {
  const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(`${site.url}/privacy-policy/`);
  const item = page.locator('nav[aria-label="Main"] [data-menu-item]').nth(2);
  assert.is(await panelVisible(page, 2), false);
  await item.hover();
  assert.ok(await panelVisible(page, 2), 'opens on hover');
  assert.is(await item.locator('[data-menu-toggle]').getAttribute('aria-expanded'), 'true');
  await page.mouse.move(640, 780);
  await page.waitForFunction(() => !document.querySelector('#menu-2')?.checkVisibility());
  assert.is(await item.locator('[data-menu-toggle]').getAttribute('aria-expanded'), 'false');
  await item.hover();
  const link = page.locator('#menu-2 a').first();
  const href = await link.getAttribute('href');
  await link.click();
  await page.waitForURL(`**${href}`);
  assert.is(await panelVisible(page, 2), false, 'closed after choosing');
  assert.equal(errors, []);
  await page.context().close();
});

test('desktop: keyboard opens with Enter, ArrowDown moves in, Escape closes and returns focus', async () => {
  const { page } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(`${site.url}/privacy-policy/`);
  const toggle = page.locator('nav[aria-label="Main"] [data-menu-toggle]').first();
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.ok(await panelVisible(page, 0));
  await page.keyboard.press('ArrowDown');
  const first = await page.evaluate(() => document.activeElement?.textContent);
  assert.is(first, await page.locator('#menu-0 a').first().textContent());
  await page.keyboard.press('ArrowDown');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), await page.locator('#menu-0 a').nth(1).textContent());
  await page.keyboard.press('Escape');
  assert.is(await panelVisible(page, 0), false);
  assert.ok(await toggle.evaluate((el) => el === document.activeElement), 'focus back on the toggle');
  await page.keyboard.press('Space');
  assert.ok(await panelVisible(page, 0), 'Space toggles too');
  await page.keyboard.press('Space');
  assert.is(await panelVisible(page, 0), false);
  // Tabbing away closes it.
  await page.keyboard.press('Enter');
  for (let i = 0; i < 60 && (await panelVisible(page, 0)); i++) await page.keyboard.press('Tab');
  assert.is(await panelVisible(page, 0), false);
  await page.context().close();
});

test('desktop: without JavaScript the dropdown still opens on hover and focus', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/privacy-policy/`);
  await page.locator('nav[aria-label="Main"] [data-menu-item]').first().hover();
  assert.ok(await page.locator('#menu-0').isVisible());
  await context.close();
});

test('external menu entries open in a new tab with rel=noopener noreferrer and say so', async () => {
  const { page } = await openPage(browser, { width: 1280 });
  await page.goto(`${site.url}/privacy-policy/`);
  const external = page.locator('nav[aria-label="Main"] a[target="_blank"]');
  const n = await external.count();
  assert.ok(n >= 2, `Oracle and EdTech Solutions (${n})`);
  const labels: string[] = [];
  for (let i = 0; i < n; i++) {
    assert.is(await external.nth(i).getAttribute('rel'), 'noopener noreferrer');
    const text = (await external.nth(i).textContent()) ?? '';
    assert.match(text, '(opens in a new tab)');
    labels.push(text);
  }
  assert.ok(labels.some((l) => l.startsWith('Oracle')));
  assert.ok(labels.some((l) => l.startsWith('EdTech Solutions')));
  await page.context().close();
});

test('mobile drawer: opens from the right, one section and one category at a time, Escape and close collapse it', async () => {
  const { page, errors } = await openPage(browser, { width: 375, height: 740 });
  await page.goto(`${site.url}/privacy-policy/`);
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.is(await button.getAttribute('aria-controls'), 'site-drawer');
  await button.click();
  const drawer = page.locator('#site-drawer');
  assert.ok(await drawer.isVisible());
  await drawer.evaluate((d) => Promise.all(d.getAnimations().map((a) => a.finished)));
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  const box = (await drawer.boundingBox())!;
  assert.ok(Math.abs(box.x + box.width - 375) < 2, 'anchored to the right edge');
  assert.ok(await page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden'), 'page behind does not scroll');
  const sections = drawer.locator('details[name="drawer-section"]');
  await sections.nth(0).locator('summary').first().click();
  await sections.nth(1).locator('summary').first().click();
  assert.is(await drawer.locator('details[name="drawer-section"][open]').count(), 1, 'one section at a time');
  await sections.nth(0).locator('summary').first().click();
  const cats = sections.nth(0).locator('details[name="drawer-category"]');
  await cats.nth(0).locator('summary').click();
  await cats.nth(1).locator('summary').click();
  assert.is(await sections.nth(0).locator('details[name="drawer-category"][open]').count(), 1, 'one category at a time');
  await page.keyboard.press('Escape');
  // The dialog closes at once, but its exit animation and the 'close' event (which collapses it and
  // returns focus) come a frame or more later: wait for both, not for a fixed time.
  await drawer.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.querySelector('[aria-controls="site-drawer"]')?.getAttribute('aria-expanded') === 'false');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.ok(await button.evaluate((el) => el === document.activeElement), 'focus returns to the menu button');
  assert.is(await drawer.locator('details[open]').count(), 0, 'closing collapses sections and categories');
  await button.click();
  assert.is(await drawer.locator('details[open]').count(), 0);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await drawer.waitFor({ state: 'hidden' });
  assert.equal(errors, []);
  await page.context().close();
});

test('mobile drawer: focus stays inside while open; Contact Us and Careers buttons are there', async () => {
  const { page } = await openPage(browser, { width: 375, height: 740 });
  await page.goto(`${site.url}/privacy-policy/`);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.locator('#site-drawer');
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await drawer.evaluate((d) => d.contains(document.activeElement)), `focus inside after ${i + 1} tabs`);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    assert.ok(await drawer.evaluate((d) => d.contains(document.activeElement)));
  }
  assert.is(await drawer.getByRole('link', { name: 'Contact Us' }).getAttribute('href'), '/resources/contact-us/');
  assert.is(await drawer.getByRole('link', { name: 'Careers' }).getAttribute('href'), '/resources/careers/');
  await page.context().close();
});

test('the desktop menu is hidden on phones and the drawer button on desktop', async () => {
  const { page } = await openPage(browser, { width: 375 });
  await page.goto(`${site.url}/privacy-policy/`);
  assert.is(await page.locator('nav[aria-label="Main"]').isVisible(), false);
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.ok(await page.locator('nav[aria-label="Main"]').isVisible());
  assert.is(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible(), false);
  await page.context().close();
});

test.after(async () => {
  await browser.close();
  await site.close();
});

test.run();
