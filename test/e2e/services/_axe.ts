// Shared by axe-375 and axe-1280: every service page and hub in one tab at one width.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations, launchBrowser, openPage } from '../harness.ts';
import { serviceRoutes, startSite } from './_site.ts';

export async function axeSweep(width: number): Promise<void> {
  const site = await startSite();
  const browser = await launchBrowser();
  const { page, errors } = await openPage(browser, { width, height: 800 });

  test.after(async () => {
    await browser.close();
    await site.close();
  });

  test(`no axe violations on the ${serviceRoutes.length} service routes at ${width} px`, async () => {
    const found: string[] = [];
    for (const route of serviceRoutes) {
      await page.goto(site.url + route, { waitUntil: 'load' });
      // Check the enhanced state (read-more toggles shown, slides marked).
      await page.waitForFunction(() => [...document.querySelectorAll('[data-enhance~="expandable-text"]')].every((el) => el.hasAttribute('data-enhanced')));
      for (const v of await axeViolations(page)) found.push(`${route}: ${v}`);
    }
    assert.equal(found, []);
    assert.equal(errors, []);
  });

  test.run();
}
