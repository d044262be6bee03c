// What each page of this area must contain in its built HTML: the spec's counts and ids, one h1 and
// ordered headings, a Contact Us button on most pages, and the page-specific links. (What the pages do in
// a browser, console errors included, is test/browser/; every route's axe sweep is test/browser/axe.test.ts.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { company } from '../../../content/company.ts';
import { INDUSTRY_IDS } from '../../../content/who-we-help/types.ts';
import { lifePhotos } from '../../../content/why-onas/life/photos.ts';
import { IT_CONSULTING_IDS, PROFESSIONAL_SERVICES_IDS } from '../../../content/staffing/types.ts';
import { pageRoutes } from '../../browser/pages/_site.ts';
import { builtSite } from '../../support/built-site.ts';
import { staticSite } from '../../support/static-page.ts';

const site = { url: '' };
const { page, close } = staticSite(await builtSite());
test.after(close);

const SPEC_INDUSTRIES = [
  'banking',
  'life-sciences',
  'public-services',
  'professional-services',
  'engineering-construction-operations',
  'communication-media-info',
  'education',
  'healthcare',
  'insurance',
  'manufacturing',
  'retail',
  'capital-markets',
  'consumer-goods-distribution',
  'energy-resources-utilities',
  'hi-tech',
  'information-technology',
];
/** In the spec's menu but not its page list (issue 41): no sections of their own. */
const MENU_ONLY_INDUSTRIES = ['oil-gas-energy', 'travel-logistics', 'consumer-electronics-packaged-goods', 'natural-resources'];

/** ids of the anchored sections (an h2 titled section or article) on the current page. */
const sectionIds = () => page.$$eval('main :is(section, article)[id]', (els) => els.filter((e) => e.querySelector(':scope h2, :scope h3')).map((e) => e.id));

test("industries: the spec's 16 sections with picture, summary, challenges and how we help", async () => {
  await page.goto(`${site.url}/who-we-help/industries/`);
  const ids = await sectionIds();
  assert.equal(
    ids.filter((id) => id !== 'overview'),
    SPEC_INDUSTRIES,
  );
  assert.equal([...INDUSTRY_IDS], SPEC_INDUSTRIES);
  for (const id of MENU_ONLY_INDUSTRIES) assert.is(await page.locator(`[id="${id}"]`).count(), 0, `#${id} has no section`);
  for (const id of INDUSTRY_IDS) {
    const s = page.locator(`section#${id}`);
    assert.is(await s.locator('h2').count(), 1, `${id} h2`);
    assert.is(await s.locator('img[alt]:not([alt=""])').count(), 1, `${id} picture`);
    assert.is(await s.locator('h3').count(), 2, `${id} challenges + how we help`);
    assert.is((await s.locator('h3 + ul > li').count()) >= 6, true, `${id} list items`);
  }
  assert.is(await page.locator('main nav[aria-label] a[href^="#"]').count(), 16, 'index links');
});

test('staffing: 7 IT consulting and 11 professional services sections, each substantive', async () => {
  for (const [path, ids, lists] of [
    ['/staffing/it-consulting/', IT_CONSULTING_IDS, 1],
    ['/staffing/professional-services/', PROFESSIONAL_SERVICES_IDS, 1],
  ] as const) {
    await page.goto(site.url + path);
    const found = await sectionIds();
    assert.equal(
      found.filter((id) => (ids as readonly string[]).includes(id)),
      [...ids],
      path,
    );
    for (const id of ids) {
      const s = page.locator(`section#${id}`);
      assert.is(await s.locator('img[alt]:not([alt=""])').count(), 1, `${id} picture`);
      assert.ok(((await s.textContent()) ?? '').length > 400, `${id} has substance`);
      assert.is(await s.locator('h3').count(), lists, `${id} list heading`);
    }
  }
  assert.is(IT_CONSULTING_IDS.length, 7);
  assert.is(PROFESSIONAL_SERVICES_IDS.length, 11);
});

test('about: purpose, vision, mission and the five core values have their anchors', async () => {
  await page.goto(`${site.url}/why-onas/about-us/`);
  for (const id of ['purpose', 'vision', 'mission', 'integrity', 'customer-success', 'consulting-mindset', 'trust', 'equality-and-oneness']) {
    assert.is(await page.locator(`#${id}`).count(), 1, id);
  }
  assert.is(await page.locator('#core-values li[id]').count(), 5);
});

test('life: 16 lazy photos in the gallery, each opening the viewer', async () => {
  await page.goto(`${site.url}/why-onas/life/`);
  assert.is(lifePhotos.length, 16);
  const thumbs = page.locator('[data-enhance~="gallery"] li img');
  assert.is(await thumbs.count(), 16);
  for (let i = 0; i < 16; i++) {
    assert.is(await thumbs.nth(i).getAttribute('loading'), 'lazy');
    assert.ok((await thumbs.nth(i).getAttribute('alt'))!.length > 10);
  }
  assert.is(await page.locator('dialog[data-gallery-viewer]').count(), 1);
});

test('contact: e-mail, two phones, headquarters and exactly 3 offices, each with a map', async () => {
  await page.goto(`${site.url}/resources/contact-us/`);
  assert.is(await page.locator(`main a[href="mailto:${company.email}"]`).count(), 1);
  assert.is(company.phones.length, 2);
  for (const p of company.phones) assert.is(await page.locator(`main a[href="tel:${p.tel}"]`).count(), 1, p.tel);
  assert.match((await page.locator('#headquarters').textContent()) ?? '', company.headOffice.address);
  const offices = page.locator('[data-offices] > li');
  assert.is(await offices.count(), 3);
  assert.equal(await offices.locator('h3').allTextContents(), ['Hyderabad', 'Chennai', 'USA']);
  for (let i = 0; i < 3; i++) {
    assert.is(await offices.nth(i).locator('[data-enhance="map-facade"]').count(), 1);
    assert.is(
      await offices
        .nth(i)
        .getByRole('link', { name: /Open in Google Maps/ })
        .getAttribute('href'),
      company.offices[i]!.mapUrl,
    );
  }
  assert.is(await page.locator('#headquarters [data-enhance="map-facade"]').count(), 1);
  assert.is(await page.locator('main iframe').count(), 0, 'no map loaded up front');
});

test('investors Learn More, careers, newsroom and vacancy links', async () => {
  await page.goto(`${site.url}/why-onas/investors/`);
  assert.is(await page.locator('main').getByRole('link', { name: 'Learn More', exact: true }).getAttribute('href'), '/why-onas/investors/');
  await page.goto(`${site.url}/resources/careers/`);
  assert.match((await page.locator('main').textContent()) ?? '', 'No openings right now');
  assert.ok((await page.locator('main a[href="/resources/careers/"]').count()) >= 1, 'links to the careers page');
  await page.goto(`${site.url}/resources/newsroom/`);
  for (const name of ['Clutch', 'GoodFirms']) assert.is(await page.locator('#reviews').getByRole('link', { name, exact: true }).getAttribute('href'), '/');
  await page.goto(`${site.url}/resources/awards/`);
  assert.match((await page.locator('main').textContent()) ?? '', 'Something big is on the way');
  await page.goto(`${site.url}/staffing/submit-a-vacancy/`);
  assert.ok((await page.locator('main a[href="/staffing/submit-a-vacancy/request-a-call-back/"]').count()) >= 1);
  await page.goto(`${site.url}/staffing/submit-a-vacancy/request-a-call-back/`);
  assert.match((await page.locator('main').textContent()) ?? '', 'Vacancy');
  assert.is(await page.locator('main ol > li h4').count(), 3, 'three next steps');
});

test('every page: one h1, headings in order, a Contact Us link', async () => {
  const problems: string[] = [];
  for (const route of pageRoutes) {
    await page.goto(site.url + route);
    const levels = await page.$$eval('main h1, main h2, main h3, main h4', (hs) => hs.map((h) => Number(h.tagName[1])));
    if (levels.filter((l) => l === 1).length !== 1 || levels[0] !== 1) problems.push(`${route}: h1 count/first`);
    levels.forEach((l, i) => i > 0 && l > levels[i - 1]! + 1 && problems.push(`${route}: h${levels[i - 1]} → h${l}`));
    if (route !== '/resources/contact-us/' && (await page.locator('main a[href="/resources/contact-us/"]').count()) === 0)
      problems.push(`${route}: no Contact Us`);
  }
  assert.equal(problems, []);
});

test('every page: the first render waits for the whole first view, which holds the h1 and any priority image', async () => {
  const problems: string[] = [];
  for (const route of [...pageRoutes, '/404.html']) {
    await page.goto(site.url + route);
    const found = await page.$$eval('head link[rel="expect"][blocking="render"]', (links) => links.map((l) => l.getAttribute('href')));
    if (found.length !== 1 || found[0] !== '#first-view-end') {
      problems.push(`${route}: expect links ${JSON.stringify(found)}`);
      continue;
    }
    const at = await page.$$eval('main > *', (kids) => {
      const i = kids.findIndex((k) => k.id === 'first-view-end');
      const before = kids.slice(0, Math.max(i, 0));
      const has = (sel: string) => before.some((k) => k.querySelector(sel) !== null);
      const anywhere = (sel: string) => kids.some((k) => k.querySelector(sel) !== null);
      return { i, h1: has('h1'), priorityImage: !anywhere('img[fetchpriority="high"]') || has('img[fetchpriority="high"]') };
    });
    if (at.i !== 1) problems.push(`${route}: #first-view-end is child ${at.i} of main, not right after the first view`);
    if (!at.h1 || !at.priorityImage) problems.push(`${route}: the first view lacks ${at.h1 ? 'the priority image' : 'the h1'}`);
  }
  assert.equal(problems, []);
});

test.run();
