// The contact page stays fast and usable when the map host is unreachable: no map is requested
// up front, the form slot and "Open in Google Maps" links are there, and "Load map" only swaps
// in a titled frame without breaking the page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Route } from 'playwright-core';
import { company } from '../../../content/company.ts';
import { launchBrowser, openPage } from '../../support/browser.ts';
import { startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();

test.after(async () => {
  await browser.close();
  await site.close();
});

for (const width of [1280, 375]) {
  test(`map host blocked at ${width} px: page loads, links present, Load map does not break it`, async () => {
    const { page, context, errors, requests } = await openPage(browser, { width, height: 800 });
    const blocked: string[] = [];
    const block = (r: Route) => {
      blocked.push(r.request().url());
      return r.abort();
    };
    // The glob catches URLs whose last segment names google; the pattern catches every google host.
    await page.route('**/*google*', block);
    await page.route(/^https?:\/\/([^/]*\.)?google\.[a-z.]+\//, block);
    const res = await page.goto(`${site.url}/resources/contact-us/`, { waitUntil: 'load' });
    assert.is(res!.status(), 200);
    assert.is(blocked.length, 0, 'no map request before the visitor asks');
    assert.ok(
      requests.every((u) => u.startsWith(site.url) || u.startsWith('data:')),
      'no third-party requests up front',
    );

    // The form slot and the direct contact details.
    assert.ok(await page.locator('#contact-form').isVisible());
    assert.ok((await page.locator('#contact-form').textContent())!.includes('Send us a message'));
    assert.is(await page.locator(`main a[href="mailto:${company.email}"]`).count(), 1);

    const open = page.getByRole('link', { name: /Open in Google Maps/ });
    assert.is(await open.count(), 4, 'headquarters + 3 offices');
    for (let i = 0; i < 4; i++) {
      assert.is(await open.nth(i).getAttribute('target'), '_blank');
      assert.is(await open.nth(i).getAttribute('rel'), 'noopener noreferrer');
    }

    const load = page.getByRole('button', { name: /Load map/ });
    assert.is(await load.count(), 4);
    await load.nth(1).click();
    const frame = page.locator('[data-offices] iframe');
    assert.is(await frame.count(), 1);
    assert.match((await frame.getAttribute('title'))!, /Map of .*Hyderabad/);
    assert.is(await frame.getAttribute('loading'), 'lazy');
    for (let i = 0; i < 30 && blocked.length === 0; i++) await page.waitForTimeout(100);
    assert.ok(blocked.length >= 1, 'the map request was attempted and blocked');

    // Still usable: other maps still load on demand, links still work, headings intact.
    assert.is(await page.getByRole('button', { name: /Load map/ }).count(), 3);
    assert.is(await open.count(), 4);
    assert.ok(await page.locator('h1').isVisible());
    await page
      .getByRole('button', { name: /Load map/ })
      .first()
      .click();
    assert.is(await page.locator('main iframe').count(), 2);
    assert.equal(
      errors.filter((e) => !/ERR_FAILED|ERR_BLOCKED|Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });
}

test('without JavaScript the Load map buttons stay hidden and the map links work', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/resources/contact-us/`);
  assert.is(await page.getByRole('button', { name: /Load map/ }).count(), 0);
  assert.is(await page.getByRole('link', { name: /Open in Google Maps/ }).count(), 4);
  await context.close();
});

test.run();
