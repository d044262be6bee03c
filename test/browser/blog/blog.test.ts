// The blog in a browser: list, post and tag pages (one h1, ordered headings, the post's picture
// loaded), pagination, the RSS feed parsed by Chromium's XML parser with every item link a built
// page (every route's axe sweep: test/browser/axe.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, openPage, serveSite } from '../../support/browser.ts';

const site = await serveSite();
const browser = await launchBrowser();
const POST = '/resources/blogs/planning-an-s4hana-migration/';
const TAG = '/resources/blogs/tags/servicenow/';

test.after(async () => {
  await browser.close();
  await site.close();
});

/** Heading levels in document order, inside <main>. */
const headingLevels = () => [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) => Number(h.tagName[1]));

test('a post page: one h1, headings in order, its picture and the Markdown picture loaded through the image pipeline', async () => {
  const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
  await page.goto(site.url + POST, { waitUntil: 'load' });
  assert.is(await page.locator('h1').count(), 1);
  assert.is((await page.locator('h1').textContent())?.trim(), 'Planning an S/4HANA migration without betting the business');
  const levels = await page.evaluate(headingLevels);
  assert.is(levels[0], 1);
  for (let i = 1; i < levels.length; i++) assert.ok(levels[i] <= levels[i - 1] + 1, `heading h${levels[i]} follows h${levels[i - 1]}`);
  // The hero picture: eager, AVIF/WebP sources, decoded with its real size.
  const hero = page.locator('main picture img').first();
  assert.is(await hero.getAttribute('alt'), 'Illustration of legacy system blocks being converted step by step into a streamlined digital core');
  assert.ok((await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)) > 0, 'hero picture loaded');
  assert.match((await hero.evaluate((img: HTMLImageElement) => img.currentSrc)) ?? '', /\/assets\/images\/services\/sap-2-[0-9a-f]{8}-\d+\.avif$/);
  // The picture written in the Markdown, lazy until scrolled to.
  const inline = page.locator('main img[alt^="Illustration of role-based app tiles"]');
  await inline.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => (document.querySelector('main img[alt^="Illustration of role-based app tiles"]') as HTMLImageElement).complete);
  assert.is(await inline.getAttribute('loading'), 'lazy');
  assert.ok((await inline.evaluate((img: HTMLImageElement) => img.naturalWidth)) > 0, 'inline picture loaded');
  assert.ok(Number(await inline.getAttribute('width')) > 0 && Number(await inline.getAttribute('height')) > 0);
  // Byline, date, reading time, tags, related posts.
  const text = (await page.locator('main').textContent()) ?? '';
  for (const s of ['By ONAS SAP practice', '15 September 2026', 'min read', 'Related posts']) assert.ok(text.includes(s), s);
  assert.is(await page.locator('main a[href="/resources/blogs/tags/sap/"]').count(), 1);
  assert.is(await page.locator('#related li').count(), 3);
  assert.equal(errors, []);
  await context.close();
});

test('the list shows the newest post first; a tag page lists only its posts', async () => {
  const { page, context } = await openPage(browser, { width: 1280, height: 900 });
  await page.goto(`${site.url}/resources/blogs/`, { waitUntil: 'load' });
  const titles = await page.locator('#posts li h3').allTextContents();
  assert.is(titles.length, 4);
  assert.is(titles[0], 'Choosing a staffing model for an IT programme');
  assert.is(await page.locator('nav[aria-label="Blog pages"]').count(), 0, 'one page needs no pagination');
  await page.goto(site.url + TAG, { waitUntil: 'load' });
  assert.is(await page.locator('h1').textContent(), 'Posts about ServiceNow');
  assert.equal(await page.locator('#posts li h2').allTextContents(), ['What a ServiceNow platform health check should cover']);
  await context.close();
});

test('the resources hub shows the newest posts', async () => {
  const { page, context } = await openPage(browser, { width: 1280, height: 900 });
  await page.goto(`${site.url}/resources/`, { waitUntil: 'load' });
  const hrefs = await page.locator('#latest-posts li h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.equal(hrefs, [
    '/resources/blogs/choosing-a-staffing-model-for-an-it-programme/',
    '/resources/blogs/governing-generative-ai-in-the-enterprise/',
    '/resources/blogs/servicenow-platform-health-check/',
  ]);
  assert.is(await page.locator('footer a[href="/resources/blogs/"]').count(), 1, "the footer's Blog quick link");
  await context.close();
});

test('the feed parses as XML in the browser; every item links to a built page by an absolute URL', async () => {
  const { page, context } = await openPage(browser);
  const res = await page.goto(`${site.url}/resources/blogs/feed.xml`);
  assert.is(res?.status(), 200);
  const xml = await res!.text();
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror')!.textContent };
    return {
      root: doc.documentElement.nodeName,
      title: doc.querySelector('channel > title')?.textContent,
      items: [...doc.querySelectorAll('item')].map((i) => ({
        link: i.querySelector('link')?.textContent ?? '',
        title: i.querySelector('title')?.textContent ?? '',
      })),
    };
  }, xml);
  assert.is(parsed.error, undefined);
  assert.is(parsed.root, 'rss');
  assert.is(parsed.items!.length, 4);
  for (const item of parsed.items!) {
    assert.match(item.link, /^https:\/\/www\.onas\.example\/resources\/blogs\/[a-z0-9-]+\/$/);
    const built = await page.request.get(site.url + new URL(item.link).pathname);
    assert.is(built.status(), 200, item.link);
    assert.match(await built.text(), `<h1>${item.title.replace(/&/g, '&amp;')}</h1>`);
  }
  await context.close();
});

test.run();
