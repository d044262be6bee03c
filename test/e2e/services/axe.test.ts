// Zero axe-core violations on every service page and hub at 375 and 1280 px (one browser, two tabs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations, launchBrowser, openPage } from '../harness.ts';
import { serviceRoutes, startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();
const widths = [375, 1280];
const tabs = await Promise.all(widths.map((width) => openPage(browser, { width, height: 800 })));

test.after(async () => {
  await browser.close();
  await site.close();
});

for (const [i, width] of widths.entries()) {
  test(`no axe violations on the ${serviceRoutes.length} service routes at ${width} px`, async () => {
    const { page, errors } = tabs[i];
    const found: string[] = [];
    for (const route of serviceRoutes) {
      await page.goto(site.url + route, { waitUntil: 'load' });
      // Measure after the enhancements ran (read-more toggles shown, slides marked).
      await page.waitForFunction(() => [...document.querySelectorAll('[data-enhance~="expandable-text"]')].every((el) => el.hasAttribute('data-enhanced')));
      for (const v of await axeViolations(page)) found.push(`${route} @${width}: ${v}`);
    }
    assert.equal(found, []);
    assert.equal(errors, []);
  });
}

test.run();
