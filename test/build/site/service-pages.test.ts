// Every service page and hub in the built HTML: one h1, a Contact Us link to the contact page (in the hero
// on service pages), safe external links, no islands; and the spec's counts on the special layouts.
// (Their layout in a browser, and that no page loads React, is test/browser/how-we-help/layout.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servicePages, servicePath, type ServicePage } from '../../../content/how-we-help/index.ts';
import { hubRoutes, serviceRoutes } from '../../browser/how-we-help/_site.ts';
import { builtSite } from '../../support/built-site.ts';
import { staticSite } from '../../support/static-page.ts';

const closingOf = new Map(servicePages.map((p) => [servicePath(p), p.closing.heading]));

/** The one service page with the given layout, as its content declares it. */
function pageWithLayout<L extends ServicePage['layout']>(layout: L): Extract<ServicePage, { layout: L }> {
  const found = servicePages.filter((p): p is Extract<ServicePage, { layout: L }> => p.layout === layout);
  assert.is(found.length, 1, `one ${layout} page`);
  return found[0];
}
const trimmed = (texts: string[]) => texts.map((t) => t.trim());

const dist = await builtSite();
const site = { url: '' };
const { page, close } = staticSite(dist);
test.after(close);

test('the 32 routes under test are the pages the sitemap lists under /how-we-help/', async () => {
  assert.is(serviceRoutes.length, 32);
  const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/how-we-help\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.equal(listed.sort(), [...serviceRoutes].sort());
});

test('every service page and hub: one h1, Contact Us, safe external links, no islands', async () => {
  for (const route of serviceRoutes) {
    const res = await page.goto(site.url + route);
    assert.is(res?.status(), 200, route);
    assert.is(await page.locator('h1').count(), 1, `${route}: one h1`);
    assert.is(await page.locator('main h1').count(), 1, `${route}: h1 in main`);
    const contact = page.locator('main a[href="/resources/contact-us/"]', { hasText: 'Contact Us' });
    assert.ok((await contact.count()) >= 1, `${route}: Contact Us link`);
    assert.is(await page.locator('img[fetchpriority="high"]').count(), 1, `${route}: one priority image`);
    assert.is(await page.locator('main img[loading="eager"]').count(), 1, `${route}: everything else lazy`);
    // The page ends with the closing call to action: its heading and a Contact Us button.
    const last = page.locator('main > section').last();
    assert.ok((await last.locator('a[href="/resources/contact-us/"]', { hasText: 'Contact Us' }).count()) === 1, `${route}: closing Contact Us`);
    if (closingOf.has(route)) assert.is((await last.locator('h2').textContent())?.trim(), closingOf.get(route), `${route}: closing heading`);
    if (!hubRoutes.has(route)) {
      const inHero = await page.locator('[data-service-hero] a[href="/resources/contact-us/"]', { hasText: 'Contact Us' }).count();
      assert.is(inHero, 1, `${route}: Contact Us in the hero`);
    }
    const bad = await page.$$eval('main a[href^="http"]', (as: HTMLAnchorElement[]) =>
      as
        .filter((a) => a.getAttribute('target') !== '_blank' || !/\bnoopener\b/.test(a.rel) || !/\bnoreferrer\b/.test(a.rel))
        .map((a) => a.getAttribute('href')),
    );
    assert.equal(bad, [], `${route}: external links open safely in a new tab`);
    assert.is(await page.locator('site-island').count(), 0, `${route}: no islands`);
  }
});

test('servicenow: 3 REVIVE engagements with what each includes, 5 SMART offerings, 3 support services, as the content has them', async () => {
  const content = pageWithLayout('servicenow');
  await page.goto(site.url + '/how-we-help/erp/servicenow/');
  const revive = page.locator('#revive [data-revive]');
  assert.is(await revive.count(), 3);
  assert.equal(
    trimmed(await revive.locator('h3').allTextContents()),
    content.revive.cards.map((c) => c.title),
  );
  const includes = await revive.evaluateAll((els) => els.map((el) => [...el.querySelectorAll('ul li')].map((li) => li.textContent?.trim() ?? '')));
  for (const items of includes) assert.ok(items.length >= 3, `includes list has ${items.length} items`);
  assert.equal(
    includes,
    content.revive.cards.map((c) => c.includes),
  );
  assert.is(await page.locator('#smart li h3').count(), 5);
  assert.equal(
    trimmed(await page.locator('#smart li h3').allTextContents()),
    content.smart.cards.map((c) => c.title),
  );
  assert.is(await page.locator('#support li h3').count(), 3);
  assert.equal(
    trimmed(await page.locator('#support li h3').allTextContents()),
    content.support.cards.map((c) => c.title),
  );
});

test("workday: 4 cards with the content's titles, each an expandable text", async () => {
  const content = pageWithLayout('workday');
  await page.goto(site.url + '/how-we-help/erp/workday/');
  assert.is(await page.locator('#expertise li h3').count(), 4);
  assert.equal(
    trimmed(await page.locator('#expertise li h3').allTextContents()),
    content.cards.cards.map((c) => c.title),
  );
  const texts = page.locator('#expertise [data-enhance~="expandable-text"]');
  assert.is(await texts.count(), 4);
});

test("genai: 15 insight cards with the content's titles, in its order", async () => {
  const content = pageWithLayout('genai');
  await page.goto(site.url + '/how-we-help/digital-transformation/genai/');
  assert.is(await page.locator('[data-insight]').count(), 15);
  assert.equal(
    trimmed(await page.locator('[data-insight] h3').allTextContents()),
    content.insights.cards.map((c) => c.title),
  );
});

test('hubs link to every child page', async () => {
  await page.goto(site.url + '/how-we-help/');
  for (const area of ['erp', 'digital-transformation', 'managed-it-operations', 'other-services']) {
    assert.ok((await page.locator(`main a[href="/how-we-help/${area}/"]`).count()) >= 1, area);
  }
  await page.goto(site.url + '/how-we-help/erp/');
  for (const slug of ['sap', 'salesforce', 'netsuite', 'servicenow', 'workday']) {
    assert.is(await page.locator(`main a[href="/how-we-help/erp/${slug}/"]`).count(), 1, slug);
  }
});

test.run();
test.run();
