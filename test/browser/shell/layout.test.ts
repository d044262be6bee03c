// The rest of the frame: contact bar, footer, hash scrolling, scroll helpers, 404 (every route's axe sweep:
// test/browser/axe.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, openPage, serveSite } from '../../support/browser.ts';
import { company } from '../../../content/company.ts';

const site = await serveSite();
const browser = await launchBrowser();

test('contact bar: e-mail as mailto and both phones as tel links', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${site.url}/privacy-policy/`);
  const bar = page.getByRole('list', { name: 'Contact' });
  assert.is(await bar.locator(`a[href="mailto:${company.email}"]`).count(), 1);
  for (const p of company.phones) assert.is(await bar.locator(`a[href="tel:${p.tel}"]`).count(), 1);
  await page.context().close();
});

test('footer: quick links, social links in new tabs with names, head office, copyright, privacy link', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${site.url}/privacy-policy/`);
  const footer = page.locator('footer');
  for (const name of ['About Us', 'Industries', 'Careers', 'Blog', 'Contact Us']) {
    assert.is(await footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name, exact: true }).count(), 1, name);
  }
  for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
    assert.is(await link.getAttribute('target'), '_blank');
    assert.is(await link.getAttribute('rel'), 'noopener noreferrer');
  }
  assert.match((await footer.textContent()) ?? '', 'Hyderabad, Telangana');
  assert.match((await footer.textContent()) ?? '', `© ${new Date().getFullYear()} ONAS. All rights reserved.`);
  assert.is(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), '/privacy-policy/');
  await page.context().close();
});

test('one h1, one main, a skip link that moves focus to main', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${site.url}/privacy-policy/`);
  assert.is(await page.locator('h1').count(), 1);
  assert.is(await page.locator('main').count(), 1);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  assert.ok(await skip.evaluate((el) => el === document.activeElement));
  assert.ok(await skip.isVisible(), 'visible when focused');
  await page.keyboard.press('Enter');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'main');
  await page.context().close();
});

test('a #hash link scrolls to its section below the sticky header and moves focus there', async () => {
  const { page } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(`${site.url}/privacy-policy/`);
  const link = page.locator('nav[aria-labelledby="policy-toc"] a').nth(4);
  const id = (await link.getAttribute('href'))!.slice(1);
  await link.click();
  await page.waitForFunction((i) => Math.abs(document.getElementById(i)!.getBoundingClientRect().top - 88) < 60, id);
  const top = await page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
  const headerBottom = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
  assert.ok(top >= headerBottom - 1, `section top ${top} below header ${headerBottom}`);
  assert.is(await page.evaluate(() => location.hash), `#${id}`);
  assert.is(await page.evaluate(() => document.activeElement?.id), id);
  await page.context().close();
});

test('scroll helpers appear when there is somewhere to go and take the visitor there', async () => {
  const { page } = await openPage(browser, { width: 1280, height: 800, reducedMotion: 'reduce' });
  await page.goto(`${site.url}/privacy-policy/`);
  const up = page.getByRole('button', { name: 'Scroll to top' });
  const down = page.getByRole('button', { name: 'Scroll to bottom' });
  assert.is(await up.isVisible(), false, 'no way up at the top');
  assert.ok(await down.isVisible());
  await down.click();
  await page.waitForFunction(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2);
  await page.waitForFunction(() => !document.querySelector<HTMLElement>('[data-scroll="down"]')!.checkVisibility());
  assert.ok(await up.isVisible());
  await up.click();
  await page.waitForFunction(() => window.scrollY === 0);
  await page.context().close();
});

test('site serve answers unknown paths with the 404 page and status 404, at any depth', async () => {
  for (const p of ['/nope/', '/a/b/c/d']) {
    const res = await fetch(site.url + p);
    assert.is(res.status, 404);
    assert.match(await res.text(), '404 - Page Not Found');
  }
  const { page, errors } = await openPage(browser);
  const res = await page.goto(`${site.url}/deep/missing/page/`);
  assert.is(res?.status(), 404);
  assert.is(await page.locator('h1').textContent(), '404 - Page Not Found');
  for (const name of ['Home', 'Services', 'Contact Us']) assert.ok(await page.locator('main').getByRole('link', { name, exact: true }).count());
  // The page's CSS is inline or linked (per-page CSS): every linked sheet loads from the deep URL, and the
  // page has rules at all.
  const css = await page.evaluate(() => ({
    links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.sheet !== null),
    rules: [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0),
  }));
  assert.ok(
    css.links.every((loaded) => loaded),
    'CSS loads from a deep URL',
  );
  assert.ok(css.rules > 50, `the 404 page is styled (${css.rules} rules)`);
  assert.equal(
    errors.filter((e) => !e.includes('404')),
    [],
  );
  await page.context().close();
});

test.after(async () => {
  await browser.close();
  await site.close();
});

test.run();
