// The generator as a visitor and a developer meet it: serve, islands, live reload.
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gotoLive, launchBrowser, openPage, scratchCopy, serveSite } from '../../support/browser.ts';

const root = await scratchCopy('basic');
const site = await serveSite({ root, mode: 'development', watch: true });
const browser = await launchBrowser();

test('a visible island hydrates only after it is scrolled to', async () => {
  const { page, errors } = await openPage(browser, { width: 1280, height: 700 });
  await page.goto(`${site.url}/island/`);
  const first = page.locator('site-island').nth(0);
  const far = page.locator('site-island').nth(1);
  await first.locator('[data-hydrated]').or(page.locator('site-island[data-hydrated]').first()).first().waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelectorAll('site-island[data-hydrated]').length === 1);
  assert.is(await far.getAttribute('data-hydrated'), null, 'far island not hydrated before scrolling');
  await page.locator('#far').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('site-island[data-hydrated]').length === 2);
  await far.getByTestId('counter').click();
  assert.is(await far.getByTestId('counter').textContent(), 'Count: 11');
  assert.equal(errors, [], 'no console errors (development React reports hydration mismatches)');
  await page.context().close();
});

test('the load island is interactive and its useId matches the server', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/island/`);
  await page.waitForSelector('site-island[data-hydrated]');
  const button = page.getByTestId('counter').first();
  await button.click();
  assert.is(await button.textContent(), 'Count: 2');
  const described = await button.getAttribute('aria-describedby');
  assert.is(await page.locator(`[id="${described}"]`).textContent(), 'First');
  assert.equal(errors, []);
  await page.context().close();
});

test('a page without islands or enhancements requests no JavaScript', async () => {
  const { page, requests } = await openPage(browser);
  await page.goto(`${site.url}/plain/`);
  await page.waitForLoadState('networkidle');
  // The live-reload client is inline and only in serve mode; no .js file is fetched.
  assert.equal(
    requests.filter((u) => u.endsWith('.js')),
    [],
  );
  await page.context().close();
});

test('enhancements attach to their markup', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${site.url}/`);
  await page.waitForSelector('nav[data-greeted="yes"]');
  await page.context().close();
});

test('serve redirects /foo to /foo/ and answers unknown paths with the 404 page and status 404', async () => {
  const redirect = await fetch(`${site.url}/docs?x=1`, { redirect: 'manual' });
  assert.is(redirect.status, 301);
  assert.is(redirect.headers.get('location'), '/docs/?x=1');
  const missing = await fetch(`${site.url}/no/such/page/`);
  assert.is(missing.status, 404);
  assert.match(await missing.text(), '404 - Page Not Found');
  const css = await fetch(`${site.url}/sitemap.xml`);
  assert.match(css.headers.get('content-type') ?? '', 'application/xml');
  const api = await fetch(`${site.url}/api/contact.php`, { method: 'POST' });
  assert.is(api.status, 503);
  const body = (await api.json()) as { success: boolean; message: string };
  assert.is(body.success, false);
  assert.match(body.message, /PHP/);
});

test('editing a route file rebuilds and reloads the browser', async () => {
  const { page } = await openPage(browser);
  await gotoLive(page, `${site.url}/docs/`);
  assert.is(await page.locator('h1').textContent(), 'Docs');
  const file = path.join(root, 'site/routes/docs/index.tsx');
  await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('<h1>Docs</h1>', '<h1>Docs edited</h1>'));
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Docs edited', null, { timeout: 10_000 });
  assert.ok(site.rebuilds.length >= 1);
  await page.context().close();
});

test('a build error while serving shows in the browser and the server keeps running', async () => {
  const { page } = await openPage(browser);
  await gotoLive(page, `${site.url}/docs/`);
  const file = path.join(root, 'site/routes/docs/index.tsx');
  const good = await fs.readFile(file, 'utf8');
  await fs.writeFile(file, good.replace('<h2 id="usage">', '<h2 id="usage-renamed">'));
  await page.waitForSelector('#__site-error', { timeout: 10_000 });
  assert.match((await page.locator('#__site-error').textContent()) ?? '', 'no element with id "usage"');
  await fs.writeFile(file, good);
  await page.waitForFunction(() => !document.getElementById('__site-error'), null, { timeout: 10_000 });
  assert.is((await fetch(`${site.url}/docs/`)).status, 200);
  await page.context().close();
});

test.after(async () => {
  await browser.close();
  await site.close();
  await fs.remove(root);
});

test.run();
