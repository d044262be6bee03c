// The contact form on /resources/contact-us/ in a browser, against the real PHP API: validation and
// focus, success toast (4 s) and reset, server/network failures in the alert region, no double
// submit, the no-JavaScript post and its redirect result, and axe with errors showing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../../support/browser.ts';
import { CONTACT, axeIn, describedBy, focusedName, openForm, sleep, startFormsSite, unique, until, waitHydrated, type FormsSite } from './_site.ts';

let site: FormsSite;
test.before(async () => {
  site = await startFormsSite();
});
test.after(async () => {
  await site?.close();
});

const FIELDS = ['firstName', 'lastName', 'email', 'company', 'service', 'message'] as const;
const form = (page: Page) => page.locator('site-island[data-island="ContactForm"] form');
const submit = (page: Page) => form(page).locator('button[type="submit"]');
const toast = (page: Page) => page.locator('site-island[data-island="ContactForm"] [role="status"]');
const alert = (page: Page) => form(page).locator('[role="alert"]');

async function fill(page: Page, email = `ana.${unique()}@example.com`) {
  const f = form(page);
  await f.getByLabel('First Name').fill('Ana');
  await f.getByLabel('Last Name').fill('Rao');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('Company').fill('Acme Ltd');
  await f.getByLabel('Service').selectOption('Software Development');
  await f.getByLabel('Message').fill('We need a payroll integration by March.');
  return email;
}

test('server HTML: a real post form with labelled, named fields and the hidden honeypot', async () => {
  const { page, context } = await openForm(site, CONTACT, 'ContactForm');
  const f = form(page);
  assert.is(await f.getAttribute('method'), 'post');
  assert.is(await f.getAttribute('action'), '/api/contact.php');
  assert.ok((await f.getAttribute('novalidate')) !== null, 'noValidate after hydration');
  for (const name of FIELDS) {
    const control = f.locator(`[name="${name}"]`);
    assert.is(await control.count(), 1, name);
    const id = await control.getAttribute('id');
    assert.is(await f.locator(`label[for="${id}"]`).count(), 1, `${name} has a label`);
    assert.ok(await control.isVisible());
  }
  const options = await f.locator('select[name="service"] option').allTextContents();
  assert.equal(options, ['Select Service', 'Consulting', 'Staffing', 'Training', 'Software Development', 'Other']);
  const trap = f.locator('input[name="website"]');
  assert.is(await trap.getAttribute('tabindex'), '-1');
  assert.is(await trap.getAttribute('autocomplete'), 'off');
  assert.is(await f.getByLabel('Leave this field empty').count(), 1);
  const box = await trap.evaluate((el) => el.closest('.visually-hidden')?.getBoundingClientRect().toJSON());
  assert.ok(box && box.width <= 1 && box.height <= 1, 'honeypot out of sight');
  await context.close();
});

test('empty submit: "Required" under every field, tied by aria, focus on the first, no request', async () => {
  const { page, context, requests, errors } = await openForm(site, CONTACT, 'ContactForm');
  await submit(page).click();
  for (const name of FIELDS) {
    const sel = `site-island[data-island="ContactForm"] [name="${name}"]`;
    assert.is(await page.locator(sel).getAttribute('aria-invalid'), 'true', name);
    assert.equal(await describedBy(page, sel), ['Required'], name);
  }
  assert.is(await focusedName(page), 'firstName');
  assert.not.ok(
    requests.some((u) => u.includes('/api/')),
    'nothing sent',
  );
  // Fix one field: its error goes as it changes; the others stay.
  await form(page).getByLabel('First Name').fill('Ana');
  assert.is(await until(() => form(page).locator('[name="firstName"]').getAttribute('aria-invalid'), null), null);
  assert.is(await form(page).locator('[aria-invalid="true"]').count(), 5);
  // Fill the rest except the message: the next submit stops at the message.
  await form(page).getByLabel('Last Name').fill('Rao');
  await form(page).getByLabel('Email').fill('not-checked-here');
  await form(page).getByLabel('Company').fill('Acme');
  await form(page).getByLabel('Service').selectOption('Other');
  await submit(page).click();
  assert.is(await focusedName(page), 'message');
  assert.is(await form(page).locator('[aria-invalid="true"]').count(), 1);
  assert.not.ok(
    requests.some((u) => u.includes('/api/')),
    'still nothing sent',
  );
  assert.equal(errors, []);
  await context.close();
});

test('success (real API): toast at the top centre for 4 s, form reset, record stored', async () => {
  const { page, context, errors } = await openForm(site, CONTACT, 'ContactForm', { clock: true });
  const email = await fill(page);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact.php'));
  await submit(page).click();
  const res = await response;
  assert.is(res.status(), 200);
  assert.is(res.request().headers().accept, 'application/json');
  assert.is((await res.request().postDataJSON()).email, email);
  assert.is(await until(() => toast(page).textContent(), 'Request sent successfully!'), 'Request sent successfully!');
  const box = (await toast(page).locator('div').boundingBox())!;
  assert.ok(box.y < 40, `toast at the top (${box.y})`);
  assert.ok(Math.abs(box.x + box.width / 2 - 640) < 2, 'toast centred');
  assert.is(await toast(page).evaluate((el) => getComputedStyle(el).position), 'fixed');
  for (const name of FIELDS) assert.is(await form(page).locator(`[name="${name}"]`).inputValue(), '', `${name} reset`);
  await page.clock.runFor(3900);
  // The toast's timer is on the page's paused clock: at 3.9 s it has not fired, however slow the machine.
  assert.is(await toast(page).textContent(), 'Request sent successfully!', 'still showing at 3.9 s');
  await page.clock.runFor(200);
  assert.is(await until(() => toast(page).textContent(), ''), '', 'gone after 4 s');
  assert.ok(site.exportCsv('contacts').includes(email), 'record stored');
  assert.equal(errors, []);
  await context.close();
});

test('success:false: the server message, else "Failed to send request."; network and server failures', async () => {
  const { page, context } = await openForm(site, CONTACT, 'ContactForm');
  // The real server's message for an unusable address.
  await fill(page, 'ana@localhost');
  await submit(page).click();
  assert.match((await until(() => alert(page).textContent(), 'Email must be a valid email address.'))!, 'Email must be a valid email address.');
  assert.is(await form(page).locator('[name="firstName"]').inputValue(), 'Ana', 'not reset on failure');
  // success:false without a message.
  await page.route('**/api/contact.php', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }));
  await submit(page).click();
  assert.is(await until(() => alert(page).textContent(), 'Failed to send request.'), 'Failed to send request.');
  await page.unroute('**/api/contact.php');
  // Network failure.
  await page.route('**/api/contact.php', (route) => route.abort('failed'));
  await submit(page).click();
  assert.is(await until(() => alert(page).textContent(), 'Error sending request.'), 'Error sending request.');
  await page.unroute('**/api/contact.php');
  // A server fault answering HTML.
  await page.route('**/api/contact.php', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
  await form(page).locator('[name="firstName"]').fill('Ana B');
  await submit(page).click();
  assert.is(await until(() => alert(page).textContent(), 'Error sending request.'), 'Error sending request.');
  assert.is(await toast(page).textContent(), '', 'no success toast');
  await context.close();
});

test('no double submit: one request while pending; the button is busy and says so', async () => {
  const { page, context } = await openForm(site, CONTACT, 'ContactForm');
  let calls = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/contact.php', async (route) => {
    calls++;
    await gate;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"message":"ok"}' });
  });
  await fill(page);
  await submit(page).click();
  assert.is(await until(() => submit(page).getAttribute('aria-busy'), 'true'), 'true');
  assert.ok(await submit(page).isDisabled());
  assert.is((await submit(page).textContent())?.trim(), 'Sending…');
  await form(page).evaluate((f: HTMLFormElement) => {
    f.requestSubmit();
    f.requestSubmit();
    f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await form(page).locator('[name="company"]').press('Enter');
  await sleep(300);
  assert.is(calls, 1);
  release();
  assert.is(await until(() => toast(page).textContent(), 'Request sent successfully!'), 'Request sent successfully!');
  assert.is(await submit(page).getAttribute('aria-busy'), null);
  assert.not.ok(await submit(page).isDisabled());
  assert.is((await submit(page).textContent())?.trim(), 'Send Request');
  assert.is(calls, 1);
  await context.close();
});

test('without JavaScript: the form posts, the API redirects back with the code status=sent, the record exists', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url + CONTACT);
  const email = `nojs.${unique()}@example.com`;
  const f = page.locator('form[action="/api/contact.php"]');
  assert.is(await f.getAttribute('novalidate'), null, 'the browser checks fields without JavaScript');
  await f.getByLabel('First Name').fill('Nadia');
  await f.getByLabel('Last Name').fill('Khan');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('Company').fill('No Script Ltd');
  await f.getByLabel('Service').selectOption('Consulting');
  await f.getByLabel('Message').fill('Sent without JavaScript.');
  await Promise.all([page.waitForURL(/status=/), f.locator('button[type="submit"]').click()]);
  const url = new URL(page.url());
  assert.is(url.pathname, CONTACT);
  assert.is(url.searchParams.get('form'), 'contact');
  assert.is(url.searchParams.get('status'), 'sent');
  assert.is(url.searchParams.get('message'), null, 'a code, never text');
  assert.is(url.hash, '#contact-result-sent');
  assert.ok(site.exportCsv('contacts').includes(email), 'record stored');
  await context.close();
});

test('with JavaScript, a result code in the fragment is shown once, in fixed words, and removed from the address', async () => {
  const { page, context } = await openForm(site, CONTACT, 'ContactForm');
  await page.goto(`${site.url}${CONTACT}?form=contact&status=invalid-service#contact-result-invalid-service`);
  await waitHydrated(page, 'ContactForm');
  const refused = 'Service must be one of: Consulting, Staffing, Training, Software Development, Other.';
  assert.is(await until(() => alert(page).textContent(), refused), refused);
  assert.is(new URL(page.url()).search + new URL(page.url()).hash, '', 'result removed');
  await page.goto(`${site.url}${CONTACT}?form=contact&status=sent#contact-result-sent`);
  await waitHydrated(page, 'ContactForm');
  assert.is(await until(() => toast(page).textContent(), 'Request sent successfully!'), 'Request sent successfully!');
  // Another form's result is not ours.
  await page.goto(`${site.url}${CONTACT}?form=vacancy&status=failed#vacancy-result-failed`);
  await waitHydrated(page, 'ContactForm');
  await sleep(200);
  assert.is(await alert(page).textContent(), '');
  await context.close();
});

for (const width of [375, 1280]) {
  test(`axe: no violations at ${width} px with every error showing, then with the alert`, async () => {
    const { page, context } = await openForm(site, CONTACT, 'ContactForm', { width });
    await submit(page).click();
    assert.is(await form(page).locator('[aria-invalid="true"]').count(), 6);
    assert.equal(await axeIn(page, '#contact-form'), [], 'field errors, form band');
    assert.equal(await axeViolations(page), [], 'field errors, whole page');
    await page.route('**/api/contact.php', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: '{"success":false,"message":"Email must be a valid email address."}' }),
    );
    await fill(page);
    await submit(page).click();
    await until(() => alert(page).textContent(), 'Email must be a valid email address.');
    assert.equal(await axeIn(page, '#contact-form'), [], 'alert, form band');
    assert.equal(await axeViolations(page), [], 'alert, whole page');
    await context.close();
  });
}

test.run();
