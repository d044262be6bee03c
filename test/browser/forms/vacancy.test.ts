// The vacancy form on /staffing/submit-a-vacancy/request-a-call-back/ in a browser, against the real
// PHP API: every message and focus, the file checks (wrong type discarded, size limit), multipart
// success with toast and full reset, failures, no double submit, the no-JavaScript post, axe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../../support/browser.ts';
import { VACANCY, axeIn, describedBy, focusedName, openForm, pdfBuffer, sleep, startFormsSite, unique, until, type FormsSite } from './_site.ts';

let site: FormsSite;
test.before(async () => {
  site = await startFormsSite();
});
test.after(async () => {
  await site?.close();
});

const TEXT = ['firstName', 'lastName', 'email', 'phone', 'company', 'designation', 'industry', 'service'] as const;
const ISLAND = 'site-island[data-island="VacancyForm"]';
const form = (page: Page) => page.locator(`${ISLAND} form`);
const submit = (page: Page) => form(page).locator('button[type="submit"]');
const fileInput = (page: Page) => form(page).locator('input[type="file"]');
const toast = (page: Page) => page.locator(`${ISLAND} [role="status"]`);
const alert = (page: Page) => form(page).locator('[role="alert"]');
const pdf = (name = 'role.pdf') => ({ name, mimeType: 'application/pdf', buffer: pdfBuffer() });

async function fill(page: Page, email = `hr.${unique()}@example.com`) {
  const f = form(page);
  await f.getByLabel('First Name').fill('  Ravi  ');
  await f.getByLabel('Last Name').fill('Kumar');
  await f.getByLabel('Business Email').fill(email);
  await f.getByLabel('Phone').fill('+91 40 1234 5678');
  await f.getByLabel('Company', { exact: true }).fill('Acme Ltd');
  await f.getByLabel('Designation').fill('HR Lead');
  await f.getByLabel('Industry').selectOption('Finance');
  await f.getByLabel('Service').selectOption('Staffing');
  await fileInput(page).setInputFiles(pdf());
  await f.getByLabel('Notes (optional)').fill('Two Java developers, Hyderabad, from April.');
  await f.getByLabel('LinkedIn').check();
  await f.getByLabel('Referral').check();
  await f.locator('input[name="terms"]').check();
  return email;
}

test('server HTML: a multipart post form; names match the API; labels, legend, hint, terms link', async () => {
  const { page, context } = await openForm(site, VACANCY, 'VacancyForm');
  const f = form(page);
  assert.is(await f.getAttribute('method'), 'post');
  assert.is(await f.getAttribute('action'), '/api/vacancy.php');
  assert.is(await f.getAttribute('enctype'), 'multipart/form-data');
  for (const name of [...TEXT, 'notes', 'resume', 'terms']) {
    const control = f.locator(`[name="${name}"]`);
    assert.is(await control.count(), 1, name);
    assert.is(await f.locator(`label[for="${await control.getAttribute('id')}"]`).count(), 1, `${name} labelled`);
  }
  assert.is(await f.getByLabel('Business Email').getAttribute('name'), 'email');
  assert.is(await fileInput(page).getAttribute('accept'), '.pdf,.doc,.docx');
  assert.equal(await describedBy(page, `${ISLAND} input[type="file"]`), ['PDF, DOC or DOCX, up to 5 MB']);
  assert.ok(await f.getByText('PDF, DOC or DOCX, up to 5 MB').isVisible(), 'limit shown next to the field');
  assert.equal(await f.locator('select[name="industry"] option').allTextContents(), [
    'Select Industry',
    'IT',
    'Finance',
    'Healthcare',
    'Education',
    'Manufacturing',
    'Other',
  ]);
  assert.equal(await f.locator('select[name="service"] option').allTextContents(), [
    'Select Service',
    'Consulting',
    'Staffing',
    'Training',
    'Software Development',
    'Other',
  ]);
  assert.match((await f.locator('fieldset legend').textContent())!, 'How did you hear about us?');
  assert.equal(
    await f.locator('fieldset input[type="checkbox"]').evaluateAll((els) => els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value])),
    [
      ['heardFrom[]', 'Instagram'],
      ['heardFrom[]', 'YouTube'],
      ['heardFrom[]', 'LinkedIn'],
      ['heardFrom[]', 'Referral'],
      ['heardFrom[]', 'Other'],
    ],
  );
  assert.is(await f.locator('input[name="terms"]').getAttribute('value'), 'true');
  const link = f.locator('label a[href="/privacy-policy/"]');
  assert.is(await link.count(), 1, 'terms text linked to the privacy policy');
  assert.is(await link.getAttribute('target'), '_blank');
  const trap = f.locator('input[name="website"]');
  assert.is(await trap.getAttribute('tabindex'), '-1');
  assert.is(await trap.getAttribute('autocomplete'), 'off');
  // 44 px targets: checkbox rows and the file button.
  for (const box of await f.locator('fieldset label').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
    assert.ok(box >= 44, `row ${box}px`);
  assert.ok((await fileInput(page).boundingBox())!.height >= 44);
  await context.close();
});

test('empty submit: every message, tied to its field, focus on the first; fixes clear as you go', async () => {
  const { page, context, requests, errors } = await openForm(site, VACANCY, 'VacancyForm');
  await submit(page).click();
  for (const name of TEXT) {
    const sel = `${ISLAND} [name="${name}"]`;
    assert.is(await page.locator(sel).getAttribute('aria-invalid'), 'true', name);
    assert.equal(await describedBy(page, sel), ['Required'], name);
  }
  assert.equal(await describedBy(page, `${ISLAND} input[type="file"]`), ['PDF, DOC or DOCX, up to 5 MB', 'Please upload a file (PDF, DOC, DOCX)']);
  assert.equal(await describedBy(page, `${ISLAND} [name="terms"]`), ['You must accept terms and conditions']);
  assert.is(await page.locator(`${ISLAND} [name="notes"]`).getAttribute('aria-invalid'), null, 'notes optional');
  assert.is(await focusedName(page), 'firstName');
  // A first name of spaces is still empty.
  await form(page).getByLabel('First Name').fill('   ');
  await submit(page).click();
  assert.is(await form(page).locator('[name="firstName"]').getAttribute('aria-invalid'), 'true');
  // Re-checked on change once shown.
  await form(page).locator('input[name="terms"]').check();
  assert.is(await until(() => form(page).locator('[name="terms"]').getAttribute('aria-invalid'), null), null);
  await fileInput(page).setInputFiles(pdf());
  assert.is(await until(() => fileInput(page).getAttribute('aria-invalid'), null), null);
  await form(page).getByLabel('Industry').selectOption('IT');
  assert.is(await until(() => form(page).locator('[name="industry"]').getAttribute('aria-invalid'), null), null);
  await submit(page).click();
  assert.is(await focusedName(page), 'firstName');
  assert.not.ok(
    requests.some((u) => u.includes('/api/')),
    'nothing sent',
  );
  assert.equal(errors, []);
  await context.close();
});

test("phone: 'call me!' is refused in the browser with the API's own words, nothing sent; without JavaScript too", async () => {
  const message = 'Phone may contain only digits, spaces and + - ( ) .';
  const { page, context, requests, errors } = await openForm(site, VACANCY, 'VacancyForm');
  await fill(page);
  await form(page).getByLabel('Phone').fill('call me!');
  await submit(page).click();
  const phone = `${ISLAND} [name="phone"]`;
  assert.is(await page.locator(phone).getAttribute('aria-invalid'), 'true');
  assert.equal(await describedBy(page, phone), [message]);
  assert.is(await focusedName(page), 'phone');
  await form(page).getByLabel('Phone').fill('+91 (40) 1234-5678');
  assert.is(await until(() => page.locator(phone).getAttribute('aria-invalid'), null), null);
  assert.not.ok(
    requests.some((u) => u.includes('/api/')),
    'nothing sent while the phone was wrong',
  );
  assert.equal(errors, []);
  await context.close();

  // Before the island runs, the input's own pattern attribute holds the post back.
  const plain = await site.browser.newContext({ javaScriptEnabled: false });
  const bare = await plain.newPage();
  await bare.goto(site.url + VACANCY);
  const input = bare.locator('form[action="/api/vacancy.php"] input[name="phone"]');
  await input.fill('call me!');
  assert.is(await input.evaluate((el: HTMLInputElement) => el.validity.patternMismatch), true);
  await input.fill('+91 (40) 1234-5678');
  assert.is(await input.evaluate((el: HTMLInputElement) => el.validity.patternMismatch), false);
  await plain.close();
});

test('file: a wrong type is discarded with its message; too big is refused; a good one is named', async () => {
  const { page, context } = await openForm(site, VACANCY, 'VacancyForm');
  await fileInput(page).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  assert.equal(await describedBy(page, `${ISLAND} input[type="file"]`), ['PDF, DOC or DOCX, up to 5 MB', 'Only PDF, DOC, or DOCX files are allowed']);
  assert.is(await fileInput(page).evaluate((i: HTMLInputElement) => [i.value, i.files?.length].join('|')), '|0', 'discarded');
  // Extension decides, not the claimed type.
  await fileInput(page).setInputFiles({ name: 'cv.pdf.exe', mimeType: 'application/pdf', buffer: pdfBuffer() });
  assert.is(await fileInput(page).evaluate((i: HTMLInputElement) => i.files?.length), 0);
  await fileInput(page).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 32) });
  assert.equal(await describedBy(page, `${ISLAND} input[type="file"]`), [
    'PDF, DOC or DOCX, up to 5 MB',
    'The file is larger than 5 MB. Please upload a smaller file.',
  ]);
  assert.is(await fileInput(page).evaluate((i: HTMLInputElement) => i.files?.length), 0);
  await fileInput(page).setInputFiles({ name: 'Role Brief.DOCX', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
  assert.is(await fileInput(page).getAttribute('aria-invalid'), null);
  assert.match(
    (await form(page)
      .getByText(/^Selected: /)
      .textContent())!,
    'Selected: Role Brief.DOCX (1 KB)',
  );
  await context.close();
});

test('success (real API): multipart with heardFrom[] and resume, toast for 4 s, everything reset', async () => {
  const { page, context, errors } = await openForm(site, VACANCY, 'VacancyForm', { clock: true });
  const email = await fill(page);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/vacancy.php'));
  await submit(page).click();
  const res = await response;
  assert.is(res.status(), 200, await res.text());
  const req = res.request();
  assert.is(req.headers().accept, 'application/json');
  assert.match(req.headers()['content-type'], /^multipart\/form-data; boundary=/);
  assert.is(await until(() => toast(page).textContent(), 'Form submitted successfully!'), 'Form submitted successfully!');
  const box = (await toast(page).locator('div').boundingBox())!;
  assert.ok(box.y < 40 && Math.abs(box.x + box.width / 2 - 640) < 2, 'top centre');
  for (const name of [...TEXT, 'notes']) assert.is(await form(page).locator(`[name="${name}"]`).inputValue(), '', `${name} reset`);
  assert.is(await fileInput(page).evaluate((i: HTMLInputElement) => [i.value, i.files?.length].join('|')), '|0', 'file input reset');
  assert.is(await form(page).locator('input[type="checkbox"]:checked').count(), 0, 'checkboxes reset');
  assert.is(
    await form(page)
      .getByText(/^Selected: /)
      .count(),
    0,
  );
  assert.is(await form(page).locator('[aria-invalid="true"]').count(), 0);
  await page.clock.runFor(3900);
  // The toast's timer is on the page's paused clock: at 3.9 s it has not fired, however slow the machine.
  assert.is(await toast(page).textContent(), 'Form submitted successfully!');
  await page.clock.runFor(200);
  assert.is(await until(() => toast(page).textContent(), ''), '');
  // What the server stored shows what was sent: trimmed first name, both heardFrom[] parts, the CV.
  const row = site
    .exportCsv('vacancies')
    .split('\n')
    .find((line) => line.includes(email));
  assert.ok(row, 'record stored');
  assert.match(row!, /,Ravi,Kumar,/);
  assert.match(row!, /LinkedIn; Referral/);
  assert.match(row!, /[0-9a-f]{32}\.pdf,role\.pdf,application\/pdf/);
  assert.ok(
    site.uploads().some((f) => /^[0-9a-f]{32}\.pdf$/.test(f)),
    'CV stored',
  );
  assert.equal(errors, []);
  await context.close();
});

test('after a failed submit the errors clear on success too; failures: server message, fallback, network', async () => {
  const { page, context } = await openForm(site, VACANCY, 'VacancyForm');
  await fill(page);
  // The real server refuses a control character (a rule left to it: test/fixtures/form-parity.json); its message shows.
  await form(page).getByLabel('Designation').fill('HR\u0007Lead');
  await submit(page).click();
  assert.is(
    await until(() => alert(page).textContent(), 'Designation must not contain line breaks or control characters.'),
    'Designation must not contain line breaks or control characters.',
  );
  await form(page).getByLabel('Designation').fill('HR Lead');
  assert.is(await fileInput(page).evaluate((i: HTMLInputElement) => i.files?.length), 1, 'kept on failure');
  await page.route('**/api/vacancy.php', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }));
  await submit(page).click();
  assert.is(await until(() => alert(page).textContent(), 'Failed to submit. Please try again.'), 'Failed to submit. Please try again.');
  await page.unroute('**/api/vacancy.php');
  await page.route('**/api/vacancy.php', (route) => route.abort('connectionreset'));
  await submit(page).click();
  assert.is(await until(() => alert(page).textContent(), 'Error submitting form. Please try again later.'), 'Error submitting form. Please try again later.');
  await page.unroute('**/api/vacancy.php');
  await page.route('**/api/vacancy.php', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"success":false,"message":"Something went wrong on our side. Please try again later."}',
    }),
  );
  await form(page).getByLabel('Designation').fill('HR Director');
  await submit(page).click();
  assert.is(
    await until(() => alert(page).textContent(), 'Error submitting form. Please try again later.'),
    'Error submitting form. Please try again later.',
    '5xx is a server failure',
  );
  await context.close();
});

test('no double submit while a slow request is pending', async () => {
  const { page, context } = await openForm(site, VACANCY, 'VacancyForm');
  let calls = 0;
  await page.route('**/api/vacancy.php', async (route) => {
    calls++;
    await sleep(1200);
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"message":"ok"}' });
  });
  await fill(page);
  await submit(page).click();
  assert.is(await until(() => submit(page).getAttribute('aria-busy'), 'true'), 'true');
  assert.is((await submit(page).textContent())?.trim(), 'Submitting…');
  await form(page).evaluate((f: HTMLFormElement) => {
    f.requestSubmit();
    f.requestSubmit();
  });
  assert.is(await until(() => toast(page).textContent(), 'Form submitted successfully!'), 'Form submitted successfully!');
  assert.is(calls, 1);
  assert.is((await submit(page).textContent())?.trim(), 'Submit Vacancy');
  await context.close();
});

test('without JavaScript: the multipart post with a file is stored and redirects back with the code status=sent', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url + VACANCY);
  const email = `nojs.${unique()}@example.com`;
  const f = page.locator('form[action="/api/vacancy.php"]');
  await f.getByLabel('First Name').fill('Meera');
  await f.getByLabel('Last Name').fill('Iyer');
  await f.getByLabel('Business Email').fill(email);
  await f.getByLabel('Phone').fill('040 1234 5678');
  await f.getByLabel('Company', { exact: true }).fill('Plain HTML Ltd');
  await f.getByLabel('Designation').fill('CTO');
  await f.getByLabel('Industry').selectOption('IT');
  await f.getByLabel('Service').selectOption('Consulting');
  await f.locator('input[type="file"]').setInputFiles(pdf('nojs.pdf'));
  await f.getByLabel('YouTube').check();
  await f.locator('input[name="terms"]').check();
  await Promise.all([page.waitForURL(/status=/), f.locator('button[type="submit"]').click()]);
  const url = new URL(page.url());
  assert.is(url.pathname, VACANCY);
  assert.is(url.searchParams.get('form'), 'vacancy');
  assert.is(url.searchParams.get('status'), 'sent');
  assert.is(url.hash, '#vacancy-result-sent');
  assert.ok(site.exportCsv('vacancies').includes(email), 'record stored');
  await context.close();
});

for (const width of [375, 1280]) {
  test(`axe: no violations at ${width} px with every error showing, then with the alert`, async () => {
    const { page, context } = await openForm(site, VACANCY, 'VacancyForm', { width });
    await submit(page).click();
    assert.is(await form(page).locator('[aria-invalid="true"]').count(), 10);
    assert.equal(await axeIn(page, '#vacancy-form'), [], 'field errors, form band');
    assert.equal(await axeViolations(page), [], 'field errors, whole page');
    await page.route('**/api/vacancy.php', (route) => route.abort('failed'));
    await fill(page);
    await submit(page).click();
    await until(() => alert(page).textContent(), 'Error submitting form. Please try again later.');
    assert.equal(await axeIn(page, '#vacancy-form'), [], 'alert, form band');
    assert.equal(await axeViolations(page), [], 'alert, whole page');
    await context.close();
  });
}

test.run();
