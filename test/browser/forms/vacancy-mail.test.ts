// The vacancy form in Chromium, end to end to a mail server: `site serve` with the PHP API on the smtp
// transport, pointed at a real SMTP server on a loopback port (smtp-server, login required). The CV picked
// in the browser arrives at HR as an attachment with the same bytes. The received message's headers and
// MIME structure are printed, and written to test/output/vacancy-mail.txt.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../../support/browser.ts';
import { mimeOutline, mimeTree, startSink, type SmtpSink } from '../../api/smtp-sink.ts';
import { VACANCY, openForm, PDF_PAGE_TEXT, pdfBuffer, startFormsSite, unique, until, type FormsSite } from './_site.ts';

const USER = 'forms@onas.example';
const PASSWORD = `sink-${crypto.randomBytes(6).toString('hex')}`;

let sink: SmtpSink;
let site: FormsSite;

test.before(async () => {
  sink = await startSink({ username: USER, password: PASSWORD });
  process.env.ONAS_SMTP_PASSWORD = PASSWORD; // inherited by the php -S that site serve starts
  site = await startFormsSite({
    mail_transport: 'smtp',
    smtp_host: '127.0.0.1',
    smtp_port: sink.port,
    smtp_secure: 'none',
    smtp_username: USER,
    smtp_timeout: 10,
    min_submit_seconds: 0, // a test fills the form faster than a person: not the point here
    mail_from: 'website@onas.example',
    notify_to: { contact: 'sales@onas.example', vacancy: 'hr@onas.example', newsletter: 'sales@onas.example' },
  });
});

test.after(async () => {
  await site?.close();
  await sink?.stop();
  delete process.env.ONAS_SMTP_PASSWORD;
});

test('a CV picked in the browser reaches HR over SMTP as an attachment with the same bytes', async () => {
  // A real PDF (finfo must call it one) with bytes of its own, so a stale or re-encoded file cannot pass.
  const cv = Buffer.concat([pdfBuffer(), Buffer.from(`%${crypto.randomBytes(24).toString('hex')}\n`, 'latin1')]);
  const email = `hr.${unique()}@example.com`;
  const { page, context, errors } = await openForm(site, VACANCY, 'VacancyForm');
  const form = page.locator('site-island[data-island="VacancyForm"] form');
  await form.getByLabel('First Name').fill('Meera');
  await form.getByLabel('Last Name').fill('Iyer');
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Phone').fill('+91 44 5550 0199');
  await form.getByLabel('Company', { exact: true }).fill('Chennai <Ports> & Co');
  await form.getByLabel('Designation').fill('Talent Lead');
  await form.getByLabel('Industry').selectOption('Manufacturing');
  await form.getByLabel('Service').selectOption('Staffing');
  await form.locator('input[type="file"]').setInputFiles({ name: 'Meera Iyer - Role brief.pdf', mimeType: 'application/pdf', buffer: cv });
  await form.getByLabel('Notes (optional)').fill('Three welders <script>alert(1)</script>, from June.');
  await form.getByLabel('LinkedIn').check();
  await form.locator('input[name="terms"]').check();
  const response = page.waitForResponse((r) => r.url().endsWith('/api/vacancy.php'));
  await form.locator('button[type="submit"]').click();
  const res = await response;
  assert.is(res.status(), 200, await res.text());
  const toast = page.locator('site-island[data-island="VacancyForm"] [role="status"]');
  assert.is(await until(() => toast.textContent(), 'Form submitted successfully!'), 'Form submitted successfully!');

  const [mail] = await sink.waitFor(1, 15_000);
  assert.is(mail.user, USER);
  assert.is(mail.from, 'website@onas.example');
  assert.equal(mail.to, ['hr@onas.example']);
  const m = mail.parsed;
  assert.is(m.subject, 'Vacancy submitted by Meera Iyer, Chennai <Ports> & Co');
  assert.is(m.replyTo?.value[0].address, email);
  assert.is(m.replyTo?.value[0].name, 'Meera Iyer');
  assert.equal(mimeTree(mail.raw.toString('latin1')), {
    type: 'multipart/mixed',
    parts: [
      { type: 'multipart/alternative', parts: [{ type: 'text/plain' }, { type: 'text/html' }] },
      { type: 'application/pdf', disposition: 'attachment' },
    ],
  });
  assert.is(m.attachments.length, 1);
  const [attachment] = m.attachments;
  assert.is(attachment.filename, 'Meera Iyer - Role brief.pdf');
  assert.is(attachment.contentType, 'application/pdf');
  // A PDF reaches HR as qpdf's rewrite, the copy that was inspected (docs/api.md, "What HR receives"): a
  // valid PDF that still holds the page the visitor picked.
  assert.ok(attachment.content.subarray(0, 5).equals(Buffer.from('%PDF-')), 'the attachment is a PDF');
  assert.ok(attachment.content.includes(PDF_PAGE_TEXT), 'the attachment holds the page of the file picked in the browser');
  assert.ok(String(m.html).includes('Three welders &lt;script&gt;alert(1)&lt;/script&gt;, from June.'));
  assert.not.ok(/<script/i.test(String(m.html)));
  // What the API stored says the same.
  const row = site
    .exportCsv('vacancies')
    .split('\n')
    .find((line) => line.includes(email));
  assert.ok(row?.endsWith(',sent'), `mail_status sent: ${row}`);

  const outline = mimeOutline(mail.raw.toString('latin1'));
  const record = `Envelope: MAIL FROM:<${mail.from}> RCPT TO:${mail.to.map((t) => `<${t}>`).join(',')} (login ${mail.user})\n\n${outline}\n`;
  fs.mkdirSync(path.join(ROOT, 'test', 'output'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'test', 'output', 'vacancy-mail.txt'), record);
  console.log(record);
  assert.equal(errors, []);
  await context.close();
});

test.run();
