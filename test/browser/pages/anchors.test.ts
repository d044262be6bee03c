// Every #anchor in the main menu lands on its section, below the sticky header, at desktop and
// phone widths; the in-page indexes link to every section and their links land the same way.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { isNavCategory, mainNav, type NavLink } from '../../../content/nav.ts';
import { launchBrowser, openPage } from '../../support/browser.ts';
import { startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();

test.after(async () => {
  await browser.close();
  await site.close();
});

/** Every menu link with a #fragment, walking plain children and category items. */
const anchorLinks: NavLink[] = mainNav.flatMap((item) =>
  (item.children ?? []).flatMap((c) => (isNavCategory(c) ? c.items : [c])).filter((l) => !l.external && l.href.includes('#')),
);

/** Where the section sits relative to the sticky header, once scrolling has settled. */
async function landing(page: Page, id: string) {
  await page.waitForFunction(
    (i) =>
      new Promise<boolean>((resolve) => {
        const el = document.getElementById(i);
        if (!el) return resolve(false);
        const a = el.getBoundingClientRect().top;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(Math.abs(el.getBoundingClientRect().top - a) < 0.5)));
      }),
    id,
  );
  return page.evaluate((i) => {
    const el = document.getElementById(i)!;
    const header = document.querySelector('header')!.getBoundingClientRect();
    const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    return { top: el.getBoundingClientRect().top, headerHeight: header.height, headerBottom: header.bottom, atBottom, tag: el.tagName };
  }, id);
}

test('the menu has the staffing and industry anchors', () => {
  const ids = anchorLinks.map((l) => l.href.split('#')[1]);
  assert.ok(anchorLinks.length >= 7 + 11 + 20, `found ${anchorLinks.length}`);
  for (const id of ['energy-resources-utilities', 'consumer-goods-distribution', 'banking-finance', 'technical-support']) {
    assert.ok(ids.includes(id), id);
  }
});

for (const width of [1280, 375]) {
  test(`every menu anchor lands on its section below the sticky header at ${width} px`, async () => {
    const { page, context, errors } = await openPage(browser, { width, height: 800, reducedMotion: 'reduce' });
    const problems: string[] = [];
    for (const link of anchorLinks) {
      const id = link.href.split('#')[1]!;
      await page.goto(site.url + link.href, { waitUntil: 'load' });
      const r = await landing(page, id);
      if (r.top < r.headerHeight - 1 || r.top < r.headerBottom - 1) problems.push(`${link.href}: top ${r.top} is under the header (${r.headerBottom})`);
      if (r.top > r.headerBottom + 120 && !r.atBottom) problems.push(`${link.href}: top ${r.top} is not at the top of the view`);
      if (!['SECTION', 'ARTICLE'].includes(r.tag)) problems.push(`${link.href}: lands on a ${r.tag}`);
    }
    assert.equal(problems, []);
    assert.equal(errors, []);
    await context.close();
  });
}

for (const path of ['/who-we-help/industries/', '/staffing/it-consulting/', '/staffing/professional-services/']) {
  test(`${path}: the index links to every section, and a click scrolls below the header`, async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(site.url + path);
    const sectionIds = await page.$$eval('main section[id]', (els) =>
      els.map((e) => e.id).filter((id) => document.getElementById(`${id}-title`)?.tagName === 'H2'),
    );
    const indexIds = await page.$$eval('main nav[aria-label] a[href^="#"]', (as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    for (const id of indexIds) assert.ok(sectionIds.includes(id), `index link #${id} has a section`);
    const menuIds = anchorLinks.filter((l) => l.href.startsWith(path)).map((l) => l.href.split('#')[1]!);
    for (const id of menuIds) assert.ok(indexIds.includes(id), `menu anchor #${id} is in the index`);
    // Smooth scroll via the hash-scroll enhancement: click a late entry and wait for it to settle.
    const target = indexIds[indexIds.length - 2]!;
    await page.locator(`main nav a[href="#${target}"]`).click();
    await page.waitForFunction((i) => location.hash === `#${i}`, target);
    // Wait for the smooth scroll to bring the section near the top, then for it to settle.
    await page.waitForFunction(
      (i) => document.getElementById(i)!.getBoundingClientRect().top < document.querySelector('header')!.getBoundingClientRect().bottom + 60,
      target,
      { timeout: 10000 },
    );
    const r = await landing(page, target);
    assert.ok(r.top >= r.headerBottom - 1, `#${target} top ${r.top} below header ${r.headerBottom}`);
    assert.ok(r.top < r.headerBottom + 60, `#${target} top ${r.top} lands at the top`);
    // Back to the list returns to the index.
    await page.locator(`#${target} a[href$="-index"]`).click();
    await page.waitForFunction(() => /-index$/.test(location.hash));
    await context.close();
  });
}

test.run();
