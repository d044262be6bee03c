// The service pages in Chromium: what only layout can show (rows alternating sides, icons drawn at a
// visible size), and that no service page loads React or logs an error. (Their HTML is checked without a
// browser in test/build/site/service-pages.test.ts.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, openPage } from '../../support/browser.ts';
import { serviceRoutes, startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();
const { page, context, errors, requests } = await openPage(browser, { width: 1280 });

test.after(async () => {
  await context.close();
  await browser.close();
  await site.close();
});

test('no service page or hub loads React or logs an error', async () => {
  for (const route of serviceRoutes) {
    requests.length = 0;
    const res = await page.goto(site.url + route, { waitUntil: 'networkidle' });
    assert.is(res?.status(), 200, route);
    assert.equal(
      requests.filter((u) => /react/i.test(u)),
      [],
      `${route}: no React`,
    );
  }
  assert.equal(errors, []);
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

test.run();
