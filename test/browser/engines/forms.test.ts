// The three forms in each engine, against the real PHP API (test/browser/forms/_site.ts starts it): with
// JavaScript, the island's messages, the success toast and the CV file refusal; without, the browser's own
// post and the prerendered result the redirect's fragment shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Engine, type EnginePage, enginesToTest, openEngine } from '../../support/engines/index.ts';
import { CONTACT, VACANCY, pdfBuffer, startFormsSite, unique, type FormsSite } from '../forms/_site.ts';

const site: FormsSite = await startFormsSite();
const names = enginesToTest();
const engines = new Map<string, Engine>();
for (const name of names) engines.set(name, await openEngine(name));
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-forms-'));
fs.writeFileSync(path.join(files, 'photo.png'), 'png');
fs.writeFileSync(path.join(files, 'cv.pdf'), pdfBuffer());

const CONTACT_FORM = 'site-island[data-island="ContactForm"] form';
const VACANCY_FORM = 'site-island[data-island="VacancyForm"] form';
const NEWSLETTER_FORM = 'site-island[data-island="NewsletterForm"] form';

/** Opens a form's page and wakes its island as a first touch does (a press on a field), then waits for it. */
async function openForm(engine: Engine, route: string, form: string, javaScript = true): Promise<EnginePage> {
  const page = await engine.newPage({ width: 1280, height: 900, javaScript });
  await page.goto(site.url + route);
  if (!javaScript) return page;
  await page.click(`${form} input:not([type="hidden"]):not([tabindex="-1"])`);
  await page.waitFor((f) => document.querySelector(f)?.closest('site-island')?.hasAttribute('data-hydrated'), form, 'the form island to hydrate');
  return page;
}

async function fillContact(page: EnginePage, email: string): Promise<void> {
  await page.type(`${CONTACT_FORM} [name="firstName"]`, 'Ana');
  await page.type(`${CONTACT_FORM} [name="lastName"]`, 'Rao');
  await page.type(`${CONTACT_FORM} [name="email"]`, email);
  await page.type(`${CONTACT_FORM} [name="company"]`, 'Engines Ltd');
  await page.select(`${CONTACT_FORM} [name="service"]`, 'Consulting');
  await page.type(`${CONTACT_FORM} [name="message"]`, 'Sent from every engine.');
}

for (const name of names) {
  test(`[${name}] contact, JavaScript on: an empty submit marks every field Required and focuses the first`, async () => {
    const page = await openForm(engines.get(name)!, CONTACT, CONTACT_FORM);
    await page.click(`${CONTACT_FORM} button[type="submit"]`);
    await page.waitFor((f) => document.querySelectorAll(`${f} [aria-invalid="true"]`).length === 6, CONTACT_FORM, 'six fields marked invalid');
    const state = await page.evaluate((f) => {
      const first = document.querySelector(`${f} [name="firstName"]`)!;
      const described = (first.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent?.trim());
      return { focused: (document.activeElement as HTMLInputElement | null)?.name, described };
    }, CONTACT_FORM);
    assert.is(state.focused, 'firstName');
    assert.ok(state.described.includes('Required'), `firstName described by ${JSON.stringify(state.described)}`);
    assert.equal(await page.errors(), []);
    await page.close();
  });

  test(`[${name}] contact, JavaScript on: a real post shows the success toast, resets the form and is stored`, async () => {
    const page = await openForm(engines.get(name)!, CONTACT, CONTACT_FORM);
    const email = `engines.${name}.${unique()}@example.com`;
    await fillContact(page, email);
    await page.click(`${CONTACT_FORM} button[type="submit"]`);
    // The toast shows for 4 s: the poll sees it well within that.
    await page.waitFor(
      () => document.querySelector('site-island[data-island="ContactForm"] [role="status"]')?.textContent === 'Request sent successfully!',
      undefined,
      'the success toast',
    );
    assert.is(await page.evaluate((f) => (document.querySelector(`${f} [name="firstName"]`) as HTMLInputElement).value, CONTACT_FORM), '', 'reset');
    assert.ok(site.exportCsv('contacts').includes(email), 'record stored');
    assert.equal(await page.errors(), []);
    await page.close();
  });

  test(`[${name}] vacancy, JavaScript on: a CV of the wrong type is refused with its message`, async () => {
    const page = await openForm(engines.get(name)!, VACANCY, VACANCY_FORM);
    const input = `${VACANCY_FORM} input[type="file"]`;
    await page.setFiles(input, [path.join(files, 'photo.png')]);
    await page.waitFor(
      (sel) =>
        (document.querySelector(sel)?.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .some((id) => document.getElementById(id)?.textContent === 'Only PDF, DOC, or DOCX files are allowed'),
      input,
      'the file type message',
    );
    assert.is(await page.evaluate((sel) => (document.querySelector(sel) as HTMLInputElement).files?.length, input), 0, 'discarded');
    await page.setFiles(input, [path.join(files, 'cv.pdf')]);
    await page.waitFor((sel) => document.querySelector(sel)?.getAttribute('aria-invalid') === null, input, 'a good file accepted');
    await page.close();
  });

  test(`[${name}] contact, JavaScript off: the browser posts, the API redirects back and the prerendered "sent" shows`, async () => {
    const page = await openForm(engines.get(name)!, CONTACT, CONTACT_FORM, false);
    assert.is(await page.evaluate(() => document.documentElement.hasAttribute('data-enhanced')), false, 'the page script did not run');
    const email = `engines.nojs.${name}.${unique()}@example.com`;
    await fillContact(page, email);
    await page.click(`${CONTACT_FORM} button[type="submit"]`);
    await page.waitForNavigation('status=sent');
    const url = new URL(await page.url());
    assert.is(url.pathname, CONTACT);
    assert.is(url.hash, '#contact-result-sent');
    assert.ok(site.exportCsv('contacts').includes(email), 'record stored');
    await page.close();
  });

  test(`[${name}] newsletter, JavaScript off: an e-mail the server refuses comes back as the prerendered message`, async () => {
    const page = await openForm(engines.get(name)!, '/', NEWSLETTER_FORM, false);
    assert.is(await page.evaluate(() => document.documentElement.hasAttribute('data-enhanced')), false, 'the page script did not run');
    await page.type(`${NEWSLETTER_FORM} input[name="email"]`, 'someone@localhost');
    await page.click(`${NEWSLETTER_FORM} button[type="submit"]`);
    await page.waitForNavigation('status=invalid-email');
    assert.is(new URL(await page.url()).hash, '#newsletter-result-invalid-email');
    await page.close();
  });
}

test.after(async () => {
  for (const engine of engines.values()) await engine.close();
  fs.rmSync(files, { recursive: true, force: true });
  await site.close();
});

test.run();
