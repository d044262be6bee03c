// Request bodies and answers of the three form calls (the no-JavaScript result codes: results.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldsOf } from '@content/forms.ts';
import type { ContactValues } from '../../../site/components/forms/rules.ts';
import { contactPayload, newsletterPayload, outcomeText, readOutcome, send, vacancyFormData, type Outcome } from '../../../site/components/forms/submit.ts';
import { accepted, filled, postedName } from './fields.ts';

const guard = { website: '', startedAt: 1_700_000_000_000 };
const json = (status: number, body: unknown, type = 'application/json; charset=utf-8') =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': type } });

test('newsletter and contact payloads: trimmed values plus the honeypot and start time', () => {
  assert.equal(newsletterPayload('  ana@acme.com ', guard), { email: 'ana@acme.com', website: '', startedAt: guard.startedAt });
  // Each text padded with spaces (a multi-line one with a line break inside, which stays); an option as chosen.
  const fields = fieldsOf('contact');
  const typed = Object.fromEntries(
    fields.map(([key, field]) => {
      const multiline = 'multiline' in field.rules && field.rules.multiline;
      return [key, field.rules.kind === 'option' ? String(accepted(key, field, '')) : ` ${key}${multiline ? '\nthere' : ''} `];
    }),
  );
  assert.equal(contactPayload(typed as ContactValues, { website: 'bot', startedAt: 5 }), {
    ...Object.fromEntries(fields.map(([key]) => [key, typed[key]!.trim()])),
    website: 'bot',
    startedAt: 5,
  });
});

test('vacancy multipart: every field in page order, an option list once per choice, the consent, the file under its input name', async () => {
  const [choices, choicesField] = fieldsOf('vacancy').find(([, { rules }]) => rules.kind === 'options')!;
  const values = filled('vacancy', { [choices]: ['LinkedIn', 'Referral'] });
  const held = values as Record<string, string | string[] | boolean>;
  const file = new File([new Uint8Array([37, 80, 68, 70])], 'role.pdf', { type: 'application/pdf' });
  const data = vacancyFormData(values, file, guard);
  // The fields in page order, an option list once per choice, then the file under its input's name, then the guard.
  const fields = fieldsOf('vacancy');
  const parts = fields.flatMap(([key, field]) => {
    const value = held[key];
    if (field.rules.kind === 'file') return [];
    return Array.isArray(value) ? value.map(() => postedName(key, field)) : [postedName(key, field)];
  });
  const [fileKey, fileField] = fields.find(([, { rules }]) => rules.kind === 'file')!;
  assert.equal([...data.keys()], [...parts, postedName(fileKey, fileField), 'website', 'startedAt']);
  assert.equal(data.getAll(postedName(choices, choicesField)), ['LinkedIn', 'Referral']);
  const [consent, consentField] = fields.find(([, { rules }]) => rules.kind === 'consent')!;
  assert.is(data.get(postedName(consent, consentField)), 'true');
  const sent = data.get(postedName(fileKey, fileField)) as File;
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
