// The one accessibility sweep: every route the sitemap lists, and the 404 page, at 375 and 1280 px, with
// zero axe-core violations and no console error, each page checked once its enhancements have run.
// States a page reaches only by interaction (an open dialog, a hydrated carousel, a form's errors) are
// checked by axe in the tests of that behaviour.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations, launchBrowser, openPage, prebuiltSite, serveSite } from '../support/browser.ts';

const site = await serveSite();
const browser = await launchBrowser();
const dist = prebuiltSite();

test.after(async () => {
  await browser.close();
  await site.close();
});

/** The sitemap's routes (every page the site publishes), read from the served site, and the 404 page. */
async function routes(): Promise<string[]> {
  const sitemap = dist ? fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8') : await (await fetch(`${site.url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  return [...listed, '/a-page-that-does-not-exist/'];
}

const all = await routes();

test('the sweep covers every page the sitemap lists (more than 70) and the 404 page', () => {
  assert.ok(all.length > 70, `${all.length} routes`);
  assert.ok(all.includes('/'));
  assert.ok(all.includes('/resources/contact-us/'));
});

for (const width of [375, 1280]) {
  test(`no axe violations and no console errors on every route at ${width} px`, async () => {
    const { page, context, errors } = await openPage(browser, { width, height: 800 });
    const found: string[] = [];
    for (const route of all) {
      const before = errors.length;
      await page.goto(site.url + route, { waitUntil: 'load' });
      // The enhanced state (read-more toggles shown): axe checks what a visitor meets.
      await page.waitForFunction(() => [...document.querySelectorAll('[data-enhance~="expandable-text"]')].every((el) => el.hasAttribute('data-enhanced')));
      for (const v of await axeViolations(page)) found.push(`${route} @${width}: ${v}`);
      // The missing page's own request is the one error a 404 page may log.
      if (route.startsWith('/a-page-that-does-not-exist'))
        errors.splice(before, errors.length - before, ...errors.slice(before).filter((e) => !e.includes('404')));
    }
    assert.equal(found, []);
    assert.equal(errors, []);
    await context.close();
  });
}

test.run();
