// Home page sections in the browser: order and counts, the marquee, both accordions, the
// Explore Services anchor and the external EdTech link.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { explore } from '../../../content/home/explore.ts';
import { faq } from '../../../content/home/faq.ts';
import { marquee } from '../../../content/home/marquee.ts';
import { servicesAccordion } from '../../../content/home/services-accordion.ts';
import { tailored } from '../../../content/home/tailored.ts';
import { whyChoose } from '../../../content/home/why-choose.ts';
import { launchBrowser, openPage } from '../../support/browser.ts';
import { until, homeSite } from './helpers.ts';

const site = await homeSite();
const browser = await launchBrowser();

test('one h1, the sections in spec order, and each list showing its content in order', async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto(`${site.url}/`);
  assert.is(await page.locator('h1').count(), 1);
  const h2 = await page.locator('main h2').allTextContents();
  const order = [
    'Trusted by industry leaders worldwide',
    'Tailored IT Solutions',
    'Why Choose ONAS',
    'Leading Well in the Age of AI',
    'What Our Clients Say',
    'Your AI Solution Provider',
    'Our Services at a Glance',
    'Frequently Asked Questions',
  ];
  assert.equal(
    h2.filter((t) => order.includes(t)),
    order,
  );
  const hero = page.locator('main > div').first();
  assert.is(await hero.getByRole('link', { name: 'Explore Services' }).getAttribute('href'), '/#explore-us');
  assert.is(await hero.getByRole('link', { name: 'Consult Us' }).getAttribute('href'), '/resources/contact-us/');
  /** The trimmed texts of the h3s under a selector: what a visitor reads, in page order. */
  const headings = async (selector: string) => (await page.locator(`${selector} h3`).allTextContents()).map((t) => t.trim());
  assert.is(await page.locator('#tailored li').count(), 3);
  assert.equal(
    await headings('#tailored li'),
    tailored.bullets.map((b) => b.title),
  );
  assert.is(await page.locator('[data-value-card]').count(), 4);
  assert.equal(
    await headings('[data-value-card]'),
    whyChoose.cards.map((c) => c.title),
  );
  assert.is(await page.locator('#explore-us [data-explore-card]').count(), 6);
  assert.equal(
    await headings('#explore-us [data-explore-card]'),
    explore.cards.map((c) => c.title),
  );
  const ctas = await page.locator('#explore-us [data-explore-card] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.equal(ctas, Array(6).fill('/who-we-help/industries/'));
  assert.is(await page.locator('details[name="services"]').count(), 6);
  assert.equal(
    await headings('details[name="services"] > summary'),
    servicesAccordion.categories.map((c) => c.title),
  );
  assert.is(await page.locator('details[name="faq"]').count(), 6);
  assert.equal(
    await headings('details[name="faq"] > summary'),
    faq.items.map((q) => q.question),
  );
  assert.equal(errors, []);
  await context.close();
});

test('marquee: vendor names, duplicated copy hidden, 40 px/s, pauses on hover', async () => {
  const { page, context } = await openPage(browser);
  await page.goto(`${site.url}/`);
  const lists = page.locator('[data-marquee] ul');
  assert.equal(await lists.nth(0).locator('li').allTextContents(), marquee.vendors);
  assert.is(await lists.nth(1).getAttribute('aria-hidden'), 'true');
  const track = page.locator('[data-marquee-track]');
  const speed = await page.evaluate(() => {
    const list = document.querySelector('[data-marquee] ul')!;
    const seconds = parseFloat(getComputedStyle(document.querySelector('[data-marquee-track]')!).animationDuration);
    return list.getBoundingClientRect().width / seconds;
  });
  assert.ok(Math.abs(speed - 40) < 0.5, `speed ${speed} px/s`);
  assert.is(await track.evaluate((el) => getComputedStyle(el).animationPlayState), 'running');
  await page.locator('[data-marquee]').hover();
  assert.is(await track.evaluate((el) => getComputedStyle(el).animationPlayState), 'paused');
  await page.mouse.move(2, 2);
  assert.is(await track.evaluate((el) => getComputedStyle(el).animationPlayState), 'running');
  await page.getByRole('button', { name: 'Pause the scrolling vendor names' }).click();
  await page.mouse.move(2, 2);
  assert.is(await track.evaluate((el) => getComputedStyle(el).animationPlayState), 'paused', 'toggle');
  await context.close();
});

test('marquee is static when reduced motion is preferred', async () => {
  const { page, context } = await openPage(browser, { width: 375, height: 812, reducedMotion: 'reduce' });
  await page.goto(`${site.url}/`);
  assert.is(await page.locator('[data-marquee-track]').evaluate((el) => getComputedStyle(el).animationName), 'none');
  assert.not.ok(await page.locator('[data-marquee-copy]').isVisible());
  const outside = await page
    .locator('[data-marquee] li')
    .evaluateAll((lis) => lis.filter((li) => li.getBoundingClientRect().left < 0 || li.getBoundingClientRect().right > innerWidth).map((li) => li.textContent));
  assert.equal(outside, [], 'every vendor name is fully on screen');
  await context.close();
});

for (const name of ['services', 'faq']) {
  test(`${name} accordion keeps one panel open`, async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.url}/`);
    const items = page.locator(`details[name="${name}"]`);
    const open = () => page.locator(`details[name="${name}"][open]`).count();
    if (name === 'services') assert.ok(await items.nth(0).evaluate((d: HTMLDetailsElement) => d.open), 'first open');
    for (const i of [2, 4, 1]) {
      await items.nth(i).locator('summary').click();
      assert.is(await open(), 1);
      assert.ok(await items.nth(i).evaluate((d: HTMLDetailsElement) => d.open));
    }
    await items.nth(3).locator('summary').focus();
    await page.keyboard.press('Enter');
    assert.ok(await items.nth(3).evaluate((d: HTMLDetailsElement) => d.open), 'keyboard opens');
    assert.is(await open(), 1);
    await context.close();
  });
}

test('the services accordion links, with the external EdTech link opening in a new tab', async () => {
  const { page, context } = await openPage(browser);
  await page.goto(`${site.url}/`);
  const external = page.locator('details[name="services"] a[target="_blank"]');
  assert.is(await external.count(), 1);
  assert.is(await external.getAttribute('rel'), 'noopener noreferrer');
  assert.match((await external.getAttribute('href'))!, /^https:\/\//);
  const hrefs = await page.locator('details[name="services"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  assert.ok(hrefs.includes('/staffing/it-consulting/#banking-finance'));
  assert.ok(hrefs.includes('/how-we-help/erp/sap/'));
  await context.close();
});

test('Explore Services (hero and FAQ) lands on #explore-us', async () => {
  for (const where of ['main > div', '#faq']) {
    const { page, context } = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(`${site.url}/`);
    await page.locator(where).first().getByRole('link', { name: 'Explore Services' }).click();
    assert.is(await until(() => page.evaluate(() => location.hash), '#explore-us'), '#explore-us');
    const top = await until(
      () => page.locator('#explore-us').evaluate((el) => Math.round(el.getBoundingClientRect().top) < 120 && el.getBoundingClientRect().top > -5),
      true,
    );
    assert.ok(top, `${where}: the section is at the top of the viewport`);
    await context.close();
  }
});

test.after(async () => {
  await browser.close();
  await site.close();
});

test.run();
