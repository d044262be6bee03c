// The newsletter form in the home page's "Your AI Solution Provider" band, against the real PHP API:
// the e-mail checks, success (green message, field cleared, the guide downloads under its name),
// failure and network messages in red, no double submit, the no-JavaScript post, axe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeIn, describedBy, focusedName, openForm, sleep, startFormsSite, unique, until, type FormsSite } from './_site.ts';

let site: FormsSite;
test.before(async () => {
  site = await startFormsSite();
});
test.after(async () => {
  await site?.close();
});

const ISLAND = 'site-island[data-island="NewsletterForm"]';
const form = (page: Page) => page.locator(`${ISLAND} form`);
const input = (page: Page) => form(page).locator('input[name="email"]');
const submit = (page: Page) => form(page).locator('button[type="submit"]');
const status = (page: Page) => form(page).locator('[role="status"]');
const alert = (page: Page) => form(page).locator('[role="alert"]');
const download = (page: Page) => form(page).getByRole('link', { name: 'Download PDF Guide' });

test('server HTML: a post form in the home band with a required e-mail input and the honeypot', async () => {
  const { page, context } = await openForm(site, '/', 'NewsletterForm');
  const f = form(page);
  assert.is(await f.getAttribute('id'), 'newsletter-form');
  assert.is(await f.getAttribute('method'), 'post');
  assert.is(await f.getAttribute('action'), '/api/newsletter.php');
  assert.ok((await f.getAttribute('novalidate')) !== null);
  assert.is(await input(page).getAttribute('type'), 'email');
  assert.is(await input(page).getAttribute('required'), '');
  assert.is(await f.locator(`label[for="${await input(page).getAttribute('id')}"]`).count(), 1);
  assert.is(await page.locator('#newsletter').locator(ISLAND).count(), 1, 'inside the newsletter band');
  assert.match((await page.locator('#newsletter h2').textContent())!, 'Your AI Solution Provider');
  assert.is(await f.locator('input[name="website"]').getAttribute('tabindex'), '-1');
  assert.is(await download(page).count(), 0, 'no download before success');
  await context.close();
});

test('empty and invalid e-mail: the spec messages, tied to the field and focused; nothing sent', async () => {
  const { page, context, requests } = await openForm(site, '/', 'NewsletterForm');
  await submit(page).click();
  assert.equal(await describedBy(page, `${ISLAND} input[name="email"]`), ['Please enter your email.']);
  assert.is(await input(page).getAttribute('aria-invalid'), 'true');
  assert.is(await focusedName(page), 'email');
  for (const bad of ['ana', 'ana@example', 'ana @example.com', 'ana@example.']) {
    await input(page).fill(bad);
    await submit(page).click();
    assert.equal(await describedBy(page, `${ISLAND} input[name="email"]`), ['Please enter a valid email address.'], bad);
  }
  // Re-checked as it changes once an error shows.
  await input(page).fill('ana@example.com');
  assert.is(await until(() => input(page).getAttribute('aria-invalid'), null), null);
  assert.not.ok(
    requests.some((u) => u.includes('/api/')),
    'nothing sent',
  );
  await context.close();
});

test('success (real API): green message, field cleared, the guide downloads as ONAS-AI-Solutions-Guide.pdf', async () => {
  const { page, context, errors } = await openForm(site, '/', 'NewsletterForm');
  const email = `reader.${unique()}@example.com`;
  await input(page).fill(email);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/newsletter.php'));
  await submit(page).click();
  const res = await response;
  assert.is(res.status(), 200);
  assert.is(res.request().headers().accept, 'application/json');
  const sent = res.request().postDataJSON();
  assert.is(sent.email, email);
  assert.is(sent.website, '');
  assert.type(sent.startedAt, 'number');
  assert.is(
    await until(() => status(page).textContent(), 'Email sent successfully! Download your guide below.'),
    'Email sent successfully! Download your guide below.',
  );
  assert.is(
    await status(page)
      .locator('p')
      .evaluate((el) => getComputedStyle(el).color),
    'rgb(27, 122, 61)',
    'green',
  );
  assert.is(await input(page).inputValue(), '', 'field cleared');
  assert.is(await download(page).getAttribute('href'), '/guide.pdf');
  assert.is(await download(page).getAttribute('download'), 'ONAS-AI-Solutions-Guide.pdf');
  const [file] = await Promise.all([page.waitForEvent('download'), download(page).click()]);
  assert.is(file.suggestedFilename(), 'ONAS-AI-Solutions-Guide.pdf');
  const head = await (await page.request.get(site.url + '/guide.pdf')).body();
  assert.is(head.subarray(0, 5).toString('latin1'), '%PDF-', 'the guide is a PDF');
  assert.ok(site.exportCsv('newsletter').includes(email), 'subscriber stored');
  assert.equal(errors, []);
  await context.close();
});

test('success:false, network failure and a server fault: the spec messages in red', async () => {
  const { page, context } = await openForm(site, '/', 'NewsletterForm');
  const cases: [string, Parameters<Page['route']>[1], string][] = [
    [
      'success:false',
      (r) => r.fulfill({ status: 422, contentType: 'application/json', body: '{"success":false,"message":"Please enter a valid email address."}' }),
      'Failed to send email. Please try again.',
    ],
    ['network', (r) => r.abort('internetdisconnected'), 'Error sending email. Please try again later.'],
    ['HTML 500', (r) => r.fulfill({ status: 500, contentType: 'text/html', body: '<p>Fatal error</p>' }), 'Error sending email. Please try again later.'],
    ['200 not JSON', (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }), 'Error sending email. Please try again later.'],
  ];
  for (const [label, handler, message] of cases) {
    await page.route('**/api/newsletter.php', handler);
    await input(page).fill('ana@example.com');
    await submit(page).click();
    assert.is(await until(() => alert(page).textContent(), message), message, label);
    assert.is(
      await alert(page)
        .locator('p')
        .evaluate((el) => getComputedStyle(el).color),
      'rgb(179, 38, 30)',
      `${label}: red`,
    );
    assert.is(await status(page).textContent(), '', `${label}: no success message`);
    assert.is(await download(page).count(), 0, `${label}: no download`);
    assert.is(await input(page).inputValue(), 'ana@example.com', `${label}: field kept`);
    await page.unroute('**/api/newsletter.php');
  }
  await context.close();
});

test('no double submit: one request while pending; busy label', async () => {
  const { page, context } = await openForm(site, '/', 'NewsletterForm');
  let calls = 0;
  await page.route('**/api/newsletter.php', async (route) => {
    calls++;
    await sleep(1000);
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"message":"ok"}' });
  });
  await input(page).fill('ana@example.com');
  await input(page).press('Enter');
  assert.is(await until(() => submit(page).getAttribute('aria-busy'), 'true'), 'true');
  assert.ok(await submit(page).isDisabled());
  assert.is((await submit(page).textContent())?.trim(), 'Sending…');
  await form(page).evaluate((f: HTMLFormElement) => {
    f.requestSubmit();
    f.requestSubmit();
  });
  assert.is(await until(() => download(page).count(), 1), 1);
  assert.is(calls, 1);
  await context.close();
});

test('without JavaScript: the post subscribes and returns to the home page with the code status=sent', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url + '/');
  const email = `nojs.${unique()}@example.com`;
  const f = page.locator('form[action="/api/newsletter.php"]');
  await f.locator('input[name="email"]').fill(email);
  await Promise.all([page.waitForURL(/status=/), f.locator('button[type="submit"]').click()]);
  const url = new URL(page.url());
  assert.is(url.pathname, '/');
  assert.is(url.searchParams.get('form'), 'newsletter');
  assert.is(url.searchParams.get('status'), 'sent');
  assert.is(url.hash, '#newsletter-result-sent');
  assert.ok(site.exportCsv('newsletter').includes(email));
  await context.close();
  // With JavaScript the same address shows the success message and the download button.
  const t = await openForm(site, url.pathname + url.search + url.hash, 'NewsletterForm');
  assert.is(
    await until(() => status(t.page).textContent(), 'Email sent successfully! Download your guide below.'),
    'Email sent successfully! Download your guide below.',
  );
  assert.is(await download(t.page).count(), 1);
  assert.is(new URL(t.page.url()).search + new URL(t.page.url()).hash, '');
  await t.context.close();
});

for (const width of [375, 1280]) {
  test(`axe: the newsletter band has no violations at ${width} px with an error, then after success`, async () => {
    const { page, context } = await openForm(site, '/', 'NewsletterForm', { width });
    await submit(page).click();
    const scoped = () => axeIn(page, '#newsletter');
    assert.equal(await scoped(), [], 'error');
    await page.route('**/api/newsletter.php', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"message":"ok"}' }));
    await input(page).fill('ana@example.com');
    await submit(page).click();
    await until(() => download(page).count(), 1);
    assert.equal(await scoped(), [], 'success');
    await context.close();
  });
}

test.run();
