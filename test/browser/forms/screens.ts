// Screenshots of the three forms (empty, with errors, after success) at 375 and 1280 px, for review
// by eye: node --import tsx test/browser/forms/screens.ts → test/output/screens/forms-*.png
import path from 'node:path';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { ROOT } from '../../support/browser.ts';
import { CONTACT, VACANCY, openForm, pdfBuffer, startFormsSite, until } from './_site.ts';

const out = path.join(ROOT, 'test', 'output', 'screens');
fs.mkdirSync(out, { recursive: true });
const site = await startFormsSite();
const ok = (page: Page, url: string) =>
  page.route(`**${url}`, (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"message":"ok"}' }));

async function shot(page: Page, name: string, selector?: string) {
  const file = path.join(out, `forms-${name}.png`);
  await page.evaluate(() => document.fonts.ready);
  if (selector) await page.locator(selector).screenshot({ path: file });
  else await page.screenshot({ path: file });
  console.log(path.relative(ROOT, file));
}

try {
  for (const width of [375, 1280]) {
    const height = width < 600 ? 812 : 900;
    // Newsletter
    {
      const { page, context } = await openForm(site, '/', 'NewsletterForm', { width, height });
      const band = '#newsletter';
      await shot(page, `newsletter-empty-${width}`, band);
      await page.locator('#newsletter-form input[name="email"]').fill('ana@example');
      await page.locator('#newsletter-form button[type="submit"]').click();
      await shot(page, `newsletter-error-${width}`, band);
      await page.route('**/api/newsletter.php', (r) => r.abort('failed'));
      await page.locator('#newsletter-form input[name="email"]').fill('ana@example.com');
      await page.locator('#newsletter-form button[type="submit"]').click();
      await until(() => page.locator('#newsletter-form [role="alert"]').textContent(), 'Error sending email. Please try again later.');
      await shot(page, `newsletter-failed-${width}`, band);
      await page.unroute('**/api/newsletter.php');
      await ok(page, '/api/newsletter.php');
      await page.locator('#newsletter-form button[type="submit"]').click();
      await until(() => page.locator('#newsletter-form a[download]').count(), 1);
      await shot(page, `newsletter-success-${width}`, band);
      await context.close();
    }
    // Contact and vacancy
    for (const [name, route, island, fill] of [
      [
        'contact',
        CONTACT,
        'ContactForm',
        async (page: Page) => {
          const f = page.locator('site-island[data-island="ContactForm"] form');
          await f.getByLabel('First Name').fill('Ana');
          await f.getByLabel('Last Name').fill('Rao');
          await f.getByLabel('Email').fill('ana@acme.com');
          await f.getByLabel('Company').fill('Acme');
          await f.getByLabel('Service').selectOption('Training');
          await f.getByLabel('Message').fill('Hello');
        },
      ],
      [
        'vacancy',
        VACANCY,
        'VacancyForm',
        async (page: Page) => {
          const f = page.locator('site-island[data-island="VacancyForm"] form');
          await f.getByLabel('First Name').fill('Ravi');
          await f.getByLabel('Last Name').fill('Kumar');
          await f.getByLabel('Business Email').fill('ravi@acme.com');
          await f.getByLabel('Phone').fill('+91 40 1234 5678');
          await f.getByLabel('Company', { exact: true }).fill('Acme');
          await f.getByLabel('Designation').fill('HR Lead');
          await f.getByLabel('Industry').selectOption('IT');
          await f.getByLabel('Service').selectOption('Staffing');
          await f.locator('input[type="file"]').setInputFiles({ name: 'role.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() });
          await f.getByLabel('LinkedIn').check();
          await f.locator('input[name="terms"]').check();
        },
      ],
    ] as const) {
      const { page, context } = await openForm(site, route, island, { width, height });
      const formSel = `site-island[data-island="${island}"] form`;
      const panel = `site-island[data-island="${island}"] >> xpath=..`;
      await shot(page, `${name}-empty-${width}`, panel);
      await page.locator(`${formSel} button[type="submit"]`).click();
      await shot(page, `${name}-errors-${width}`, panel);
      await fill(page);
      await page.route(`**/api/${name}.php`, (r) =>
        r.fulfill({ status: 422, contentType: 'application/json', body: '{"success":false,"message":"Email must be a valid email address."}' }),
      );
      await page.locator(`${formSel} button[type="submit"]`).click();
      await until(() => page.locator(`${formSel} [role="alert"]`).textContent(), 'Email must be a valid email address.');
      await page.locator(`${formSel} button[type="submit"]`).scrollIntoViewIfNeeded();
      await shot(page, `${name}-failed-${width}`);
      await page.unroute(`**/api/${name}.php`);
      await ok(page, `/api/${name}.php`);
      await page.locator(`${formSel} button[type="submit"]`).click();
      await until(async () => ((await page.locator(`site-island[data-island="${island}"] [role="status"]`).textContent()) ?? '').length > 0, true);
      await page.waitForTimeout(500);
      await shot(page, `${name}-success-${width}`);
      await context.close();
    }
  }
} finally {
  await site.close();
}
