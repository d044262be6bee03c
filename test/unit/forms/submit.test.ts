// Request bodies and answers of the three form calls (the no-JavaScript result codes: results.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyVacancy } from '../../../site/components/forms/rules.ts';
import { contactPayload, newsletterPayload, outcomeText, readOutcome, send, vacancyFormData, type Outcome } from '../../../site/components/forms/submit.ts';

const guard = { website: '', startedAt: 1_700_000_000_000 };
const json = (status: number, body: unknown, type = 'application/json; charset=utf-8') =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': type } });

test('newsletter and contact payloads: trimmed values plus the honeypot and start time', () => {
  assert.equal(newsletterPayload('  ana@acme.com ', guard), { email: 'ana@acme.com', website: '', startedAt: guard.startedAt });
  const body = contactPayload(
    { firstName: ' Ana ', lastName: 'Rao', email: 'ana@acme.com ', company: 'Acme', service: 'Software Development', message: ' Hi\nthere ' },
    { website: 'bot', startedAt: 5 },
  );
  assert.equal(body, {
    firstName: 'Ana',
    lastName: 'Rao',
    email: 'ana@acme.com',
    company: 'Acme',
    service: 'Software Development',
    message: 'Hi\nthere',
    website: 'bot',
    startedAt: 5,
  });
});

test('vacancy multipart: every field, heardFrom[] repeated, terms, the file as resume', async () => {
  const values = {
    ...emptyVacancy(),
    firstName: ' Ana ',
    lastName: 'Rao',
    email: 'ana@acme.com',
    phone: '+91 40 1234',
    company: 'Acme',
    designation: 'HR Lead',
    industry: 'Finance',
    service: 'Staffing',
    notes: 'Two roles',
    heardFrom: ['LinkedIn', 'Referral'],
    terms: true,
  };
  const file = new File([new Uint8Array([37, 80, 68, 70])], 'role.pdf', { type: 'application/pdf' });
  const data = vacancyFormData(values, file, guard);
  const names = [...data.keys()];
  assert.equal(names, [
    'firstName',
    'lastName',
    'email',
    'phone',
    'company',
    'designation',
    'industry',
    'service',
    'notes',
    'heardFrom[]',
    'heardFrom[]',
    'terms',
    'resume',
    'website',
    'startedAt',
  ]);
  assert.is(data.get('firstName'), 'Ana');
  assert.equal(data.getAll('heardFrom[]'), ['LinkedIn', 'Referral']);
  assert.is(data.get('terms'), 'true');
  const sent = data.get('resume') as File;
  assert.is(sent.name, 'role.pdf');
  assert.is(sent.size, 4);
  assert.is(data.get('startedAt'), String(guard.startedAt));
});

test('readOutcome: success, failed with or without a message, and the error cases', async () => {
  assert.equal(await readOutcome(json(200, { success: true, message: 'Thanks' })), { kind: 'success', message: 'Thanks' });
  assert.equal(await readOutcome(json(422, { success: false, message: 'Phone may contain only digits.' })), {
    kind: 'failed',
    message: 'Phone may contain only digits.',
  });
  assert.equal(await readOutcome(json(200, { success: false })), { kind: 'failed', message: undefined });
  assert.equal(await readOutcome(json(429, { success: false, message: '  ' })), { kind: 'failed', message: undefined });
  assert.equal(await readOutcome(json(500, { success: false, message: 'Something went wrong on our side.' })), { kind: 'error' }, '5xx');
  assert.equal(await readOutcome(json(502, '<h1>Bad gateway</h1>', 'text/html')), { kind: 'error' }, 'HTML');
  assert.equal(await readOutcome(json(200, 'not json{', 'application/json')), { kind: 'error' }, 'broken JSON');
  assert.equal(await readOutcome(json(200, { ok: true })), { kind: 'error' }, 'no success flag');
  assert.equal(await readOutcome(json(200, '"yes"')), { kind: 'error' }, 'not an object');
});

test('send: JSON with Accept and Content-Type; FormData with Accept only; a throw is an error', async () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return json(200, { success: true, message: 'ok' });
  }) as unknown as typeof fetch;
  assert.equal(await send('/api/contact.php', { a: 1 }, fake), { kind: 'success', message: 'ok' });
  assert.is(calls[0].url, '/api/contact.php');
  assert.is(calls[0].init.method, 'POST');
  assert.equal(calls[0].init.headers, { Accept: 'application/json', 'Content-Type': 'application/json' });
  assert.is(calls[0].init.body, '{"a":1}');
  const data = new FormData();
  data.append('x', '1');
  await send('/api/vacancy.php', data, fake);
  assert.equal(calls[1].init.headers, { Accept: 'application/json' }, 'the browser sets the multipart boundary');
  assert.is(calls[1].init.body, data);
  const failing = (async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  assert.equal(await send('/api/contact.php', {}, failing), { kind: 'error' });
});

test('outcomeText: the spec wording for each form and outcome', () => {
  const success: Outcome = { kind: 'success', message: 'Thank you.' };
  const failedWith: Outcome = { kind: 'failed', message: 'Service must be one of: Consulting.' };
  const failed: Outcome = { kind: 'failed' };
  const error: Outcome = { kind: 'error' };
  assert.equal(outcomeText('newsletter', success), { ok: true, text: 'Email sent successfully! Download your guide below.' });
  assert.equal(outcomeText('newsletter', failedWith), { ok: false, text: 'Failed to send email. Please try again.' }, 'newsletter reads success only');
  assert.equal(outcomeText('newsletter', error), { ok: false, text: 'Error sending email. Please try again later.' });
  assert.equal(outcomeText('contact', success), { ok: true, text: 'Request sent successfully!' });
  assert.equal(outcomeText('contact', failedWith), { ok: false, text: 'Service must be one of: Consulting.' });
  assert.equal(outcomeText('contact', failed), { ok: false, text: 'Failed to send request.' });
  assert.equal(outcomeText('contact', error), { ok: false, text: 'Error sending request.' });
  assert.equal(outcomeText('vacancy', success), { ok: true, text: 'Form submitted successfully!' });
  assert.equal(outcomeText('vacancy', failedWith), { ok: false, text: 'Service must be one of: Consulting.' });
  assert.equal(outcomeText('vacancy', failed), { ok: false, text: 'Failed to submit. Please try again.' });
  assert.equal(outcomeText('vacancy', error), { ok: false, text: 'Error submitting form. Please try again later.' });
});

test.run();
