// The site search in Chromium, against a finished build and against `site serve` (index in memory):
// what it finds, the keyboard-only flow, axe with the dialog open, nothing fetched before first use,
// the bytes of a first search (gated), and the 404 page's suggestions for a misspelt address.
// SEARCH_TARGET=build|serve runs one of the two.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations, launchBrowser, openPage, ROOT } from '../../support/browser.ts';
import { startTarget, type Target } from './_targets.ts';

/**
 * Bytes a first search may fetch (gzipped as served): the dialog's code, Pagefind's script, its
 * WebAssembly, the index chunk and the result fragments. Measured 125,758 bytes in 15 requests for
 * "servicenow" (see docs/generator.md, "Search"); the budget sits just above.
 */
const FIRST_SEARCH_BUDGET = 125 * 1024;
const SHOTS = path.join(ROOT, 'test', 'output', 'search');

const targets = (process.env.SEARCH_TARGET ? [process.env.SEARCH_TARGET] : ['build', 'serve']) as Target[];
const browser = await launchBrowser();
test.after(async () => {
  await browser.close();
});

const isSearchFile = (url: string) => /\/pagefind\//.test(url);

async function waitForResults(page: Page, query: string): Promise<string[]> {
  await page.waitForFunction((q) => document.querySelector<HTMLElement>('[data-search-results]')?.dataset.query === q, query);
  return page.$$eval('[data-search-results] a', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

for (const target of targets) {
  const site = await startTarget(target);
  test.after(async () => site.close());

  test(`${target}: no search file is requested before the first use`, async () => {
    const { page, context, requests } = await openPage(browser);
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    await page.keyboard.press('Tab');
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    assert.equal(requests.filter(isSearchFile), []);
    const before = requests.length;
    await page.keyboard.press('/');
    await page.locator('#site-search input').fill('servicenow');
    await waitForResults(page, 'servicenow');
    assert.ok(requests.slice(before).some(isSearchFile), 'the index loads once the search is used');
    await context.close();
  });

  if (target === 'serve') {
    test('serve: the index is answered from memory, never written to the output folder', () => {
      assert.ok(fs.existsSync(path.join(site.outDir, 'index.html')));
      assert.not.ok(fs.existsSync(path.join(site.outDir, 'pagefind')));
    });
  }

  test(`${target}: "servicenow" lists /how-we-help/erp/servicenow/ first, with its area and the match highlighted`, async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('#site-search input').fill('servicenow');
    const urls = await waitForResults(page, 'servicenow');
    assert.is(urls[0], '/how-we-help/erp/servicenow/');
    const first = page.locator('[data-search-results] li').first();
    assert.is(await first.locator('small').textContent(), 'ERP');
    assert.ok((await first.locator('mark').count()) > 0, 'the excerpt highlights the match');
    assert.equal(errors, []);
    await context.close();
  });

  test(`${target}: a phrase found only in one blog post finds that post`, async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.url}/resources/`);
    await page.keyboard.press('Control+k');
    const q = 'a thorough questionnaire that everyone avoids';
    await page.locator('#site-search input').fill(q);
    const urls = await waitForResults(page, q);
    assert.is(urls[0], '/resources/blogs/governing-generative-ai-in-the-enterprise/');
    assert.is(await page.locator('[data-search-results] li').first().locator('small').textContent(), 'Blog');
    await context.close();
  });

  test(`${target}: nothing found offers the contact page`, async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.url}/`);
    await page.keyboard.press('/');
    await page.locator('#site-search input').fill('qqxzjw');
    await page.waitForFunction(() => !document.querySelector<HTMLElement>('[data-search-empty]')!.hidden);
    assert.is(await page.locator('[data-search-results] li').count(), 0);
    assert.ok(await page.locator('[data-search-empty] a[href="/resources/contact-us/"]').isVisible());
    await context.close();
  });

  test(`${target}: the whole flow from the keyboard alone`, async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.url}/why-onas/`);
    // Tab to the header's search button and open it with Enter.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open'))) break;
    }
    assert.ok(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open')), 'the search button takes focus');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.matches('#site-search input'));
    await page.keyboard.type('servicenow');
    await waitForResults(page, 'servicenow');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.is(await page.evaluate(() => document.activeElement?.closest('li')?.previousElementSibling !== null), true, 'second result');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.ok(await page.evaluate(() => document.activeElement?.matches('#site-search input')), 'back in the field');
    // Escape closes and gives focus back to the button.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('#site-search')!.open);
    assert.ok(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open')), 'focus returns to the button');
    // Open again, move to the first result, Enter opens it.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.matches('#site-search input'));
    await waitForResults(page, 'servicenow');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(`${site.url}/how-we-help/erp/servicenow/`), page.keyboard.press('Enter')]);
    await context.close();
  });

  for (const width of [375, 1280]) {
    test(`${target}: axe finds nothing with the dialog open and results shown at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width, height: 800 });
      await page.goto(`${site.url}/`);
      if (width < 900) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.locator('#site-drawer [data-search-open]').click();
      } else await page.locator('header [data-search-open]').first().click();
      await page.locator('#site-search input').fill('servicenow');
      await waitForResults(page, 'servicenow');
      await page.evaluate(() =>
        Promise.all(
          document
            .querySelector('#site-search')!
            .getAnimations({ subtree: true })
            .map((a) => a.finished),
        ),
      );
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `dialog-${target}-${width}.png`) });
      assert.equal(await axeViolations(page), []);
      await context.close();
    });
  }

  test(`${target}: a first search fetches at most ${FIRST_SEARCH_BUDGET / 1024} KB`, async () => {
    const { page, context } = await openPage(browser);
    // A page that loads nothing by itself once loaded: on the home page the hero showcase wakes 3 s after
    // load and then fetches its slides, which on a loaded machine fell inside the search (198 KB).
    await page.goto(`${site.url}/privacy-policy/`, { waitUntil: 'load' });
    assert.is(await page.locator('site-island').count(), 0, 'a page without islands');
    await page.waitForLoadState('networkidle');
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (r) => sizes.push(r.sizes().then((s) => s.responseBodySize)));
    await page.keyboard.press('/');
    await page.locator('#site-search input').fill('servicenow');
    await waitForResults(page, 'servicenow');
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((s, b) => s + b, 0);
    console.log(`${target}: first search "servicenow" fetched ${bytes} bytes in ${sizes.length} requests`);
    assert.ok(bytes > 0 && bytes <= FIRST_SEARCH_BUDGET, `${bytes} bytes`);
    await context.close();
  });

  test(`${target}: a misspelt address shows the 404 page with ServiceNow among its suggestions`, async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(`${site.url}/how-we-help/erp/servicenw/`);
    assert.is(response?.status(), 404);
    assert.ok(await page.getByRole('heading', { name: '404 - Page Not Found' }).isVisible());
    const suggestion = page.locator('[data-enhance="search-suggestions"] a[href="/how-we-help/erp/servicenow/"]');
    await suggestion.waitFor();
    assert.ok(await suggestion.isVisible());
    await context.close();
  });
}

test.run();
