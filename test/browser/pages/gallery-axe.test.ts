// Zero axe-core violations with the gallery viewer open (every route's plain state is test/browser/axe.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations, launchBrowser, openPage } from '../../support/browser.ts';
import { startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();

test.after(async () => {
  await browser.close();
  await site.close();
});

test('no axe violations with the gallery viewer open', async () => {
  const { page, context } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(`${site.url}/why-onas/life/`);
  await page.locator('[data-enhance~="gallery"] a[data-full-src]').nth(4).click();
  await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-gallery-viewer]')!.open);
  assert.equal(await axeViolations(page), []);
  await context.close();
});

test.run();
