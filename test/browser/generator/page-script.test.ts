// The page script starts after the page (generator/pipeline/lib/page-script.ts): nothing the first
// paint or the load event waits for is a script, the page still becomes ready, and a visitor who
// presses a key or the pointer before the page has loaded gets its script at once. Measured on what
// the browser requested and when (Resource Timing), never on how long anything took.
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holdNext, launchBrowser, layoutRoutes, openPage, serveSite } from '../../support/browser.ts';

const routes = layoutRoutes();
const site = await serveSite();
const browser = await launchBrowser();

test.after(async () => {
  await browser.close();
  await site.close();
});

/** Each script the page requested, with when its request started, and when the load event started. */
async function scriptTimes(page: Page): Promise<{ loadEventStart: number; scripts: { url: string; startTime: number }[] }> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => ({ url: new URL(r.name).pathname, startTime: r.startTime }));
    return { loadEventStart: nav.loadEventStart, scripts };
  });
}

test("on every layout's page, no script is requested before the load event, and the page becomes ready", async () => {
  const { page, context, errors } = await openPage(browser, { width: 375, height: 740 });
  const early: string[] = [];
  let withScript = 0;
  for (const route of routes) {
    // openPage's goto resolves when the page is ready (data-enhanced on <html>), or fails.
    await page.goto(site.url + route);
    const { loadEventStart, scripts } = await scriptTimes(page);
    if (scripts.length) withScript++;
    for (const s of scripts)
      if (s.startTime < loadEventStart) early.push(`${route}: ${s.url} at ${s.startTime.toFixed(1)} ms, load at ${loadEventStart.toFixed(1)} ms`);
    // No module script in the HTML: the loader names the entry, and it is the page's last script.
    assert.is(await page.locator('script[type="module"]').count(), 0, route);
  }
  assert.ok(withScript >= routes.length - 1, `${withScript} of ${routes.length} pages loaded a script`);
  assert.equal(early, []);
  assert.equal(errors, []);
  await context.close();
});

test('a key pressed before the page has loaded starts its script at once', async () => {
  const { page, context, errors, requests } = await openPage(browser, { width: 375, height: 740 });
  // The load event waits for the logo; the logo waits for this test.
  const { held } = await holdNext(page, '**/assets/brand/logo-*.svg');
  await page.goto(`${site.url}/privacy-policy/`, { waitUntil: 'domcontentloaded' });
  const logo = await held;
  try {
    assert.is(await page.evaluate(() => document.readyState), 'interactive');
    assert.equal(
      requests.filter((u) => u.endsWith('.js')),
      [],
      'no script is requested while the page is loading and nobody has pressed anything',
    );
    await page.keyboard.press('Tab');
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    // Ready while the logo is still held: the key press started the script, not the load event.
    assert.is(await page.evaluate(() => document.readyState), 'interactive');
  } finally {
    await logo.continue();
  }
  await page.waitForFunction(() => document.readyState === 'complete');
  // The load event fired afterwards; the script was not started a second time.
  const entries = requests.filter((u) => /\/assets\/js\/p-[^/]+\.js$/.test(u));
  assert.is(entries.length, 1, entries.join(', '));
  assert.equal(errors, []);
  await context.close();
});

test('with JavaScript off, the loader does nothing and the page is whole', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${site.url}/privacy-policy/`);
  assert.equal(
    requests.filter((u) => u.endsWith('.js')),
    [],
  );
  assert.is(await page.locator('html[data-enhanced]').count(), 0);
  assert.ok((await page.locator('main h1').innerText()).length > 0);
  await context.close();
});

test.run();
