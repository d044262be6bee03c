// Every service page and hub: one h1, a Contact Us link to the contact page (in the hero on
// service pages), safe external links, no React; and the spec's counts on the special layouts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, openPage } from '../harness.ts';
import { servicePages, servicePath, type ServicePage } from '../../../content/services/index.ts';
import { hubRoutes, serviceRoutes, startSite } from './_site.ts';

const closingOf = new Map(servicePages.map((p) => [servicePath(p), p.closing.heading]));

/** The one service page with the given layout, as its content declares it. */
function pageWithLayout<L extends ServicePage['layout']>(layout: L): Extract<ServicePage, { layout: L }> {
  const found = servicePages.filter((p): p is Extract<ServicePage, { layout: L }> => p.layout === layout);
  assert.is(found.length, 1, `one ${layout} page`);
  return found[0];
}
const trimmed = (texts: string[]) => texts.map((t) => t.trim());

const site = await startSite();
const browser = await launchBrowser();
const { page, context, errors, requests } = await openPage(browser, { width: 1280 });

test.after(async () => {
  await context.close();
  await browser.close();
  await site.close();
});

test('the 32 routes under test are the pages the sitemap lists under /how-we-help/', async () => {
  assert.is(serviceRoutes.length, 32);
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/how-we-help\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.equal(listed.sort(), [...serviceRoutes].sort());
});

test('every service page and hub: one h1, Contact Us, safe external links, no island scripts', async () => {
  for (const route of serviceRoutes) {
    requests.length = 0;
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
      as.filter((a) => a.getAttribute('target') !== '_blank' || !/\bnoopener\b/.test(a.rel) || !/\bnoreferrer\b/.test(a.rel)).map((a) => a.href),
    );
    assert.equal(bad, [], `${route}: external links open safely in a new tab`);
    assert.is(await page.locator('site-island').count(), 0, `${route}: no islands`);
    assert.equal(
      requests.filter((u) => /react/i.test(u)),
      [],
      `${route}: no React`,
    );
  }
  assert.equal(errors, []);
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

test('grc: 6 rows alternating picture and text', async () => {
  await page.goto(site.url + '/how-we-help/digital-transformation/grc/');
  const rows = page.locator('[data-row]');
  assert.is(await rows.count(), 6);
  const sides = await rows.evaluateAll((els) =>
    els.map((el) => {
      const img = el.querySelector('img')!.getBoundingClientRect();
      const h3 = el.querySelector('h3')!.getBoundingClientRect();
      return img.left < h3.left ? 'image-left' : 'image-right';
    }),
  );
  assert.equal(sides, ['image-left', 'image-right', 'image-left', 'image-right', 'image-left', 'image-right']);
});

test('it asset management: Contact Us in the hero and 7 outcome tiles with icons', async () => {
  await page.goto(site.url + '/how-we-help/digital-transformation/it-asset-management/');
  assert.is(await page.locator('[data-service-hero] a[href="/resources/contact-us/"]').count(), 1);
  const tiles = page.locator('[data-tile]');
  assert.is(await tiles.count(), 7);
  // Icons are drawn inline (no request per icon): an aria-hidden <svg> with a drawing, at a visible size.
  const icons = await tiles.evaluateAll((els) =>
    els.map((el) => {
      const svg = el.querySelector('svg[aria-hidden="true"]');
      const box = svg?.getBoundingClientRect();
      return {
        drawn: (svg?.querySelectorAll('path, rect, circle, line, polyline, polygon, ellipse').length ?? 0) > 0,
        w: box?.width ?? 0,
        h: box?.height ?? 0,
      };
    }),
  );
  for (const i of icons) assert.ok(i.drawn && i.w >= 16 && i.h >= 16, `an icon in every tile: ${JSON.stringify(i)}`);
  const titles = await tiles.locator('h3').allTextContents();
  for (const word of ['CMDB', 'workflows', 'risk', 'Faster', 'licence', 'optimisation', 'lifecycle']) {
    assert.ok(
      titles.some((t) => t.toLowerCase().includes(word.toLowerCase())),
      `a tile about ${word}`,
    );
  }
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
