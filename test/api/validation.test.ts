// Field validation of the three forms: every rule and its message (422), as the visitor sees it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, type ApiServer } from './api-server.ts';
import { postForm, postJson, postMultipart, request, vacancyForm, validContact, type ApiResponse } from './requests.ts';
import { count, query } from './stored-data.ts';

let api: ApiServer;

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'] });
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

function rejected(res: ApiResponse, message: string, status = 422): void {
  assert.is(res.status, status, `status for: ${message} (got ${res.text})`);
  assert.equal(res.json, { success: false, message });
}

function accepted(res: ApiResponse): void {
  assert.is(res.status, 200, res.text);
  assert.is(res.json?.success, true);
}

// ---------------------------------------------------------------------------------------------- contact

test('contact: a complete request is accepted', async () => {
  const res = await postJson(api, '/contact.php', validContact());
  assert.equal(res.json, { success: true, message: 'Thank you. Your request has been received.' });
  assert.is(res.status, 200);
});

const CONTACT_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  company: 'Company',
  service: 'Service',
  message: 'Message',
};

for (const [field, label] of Object.entries(CONTACT_LABELS)) {
  test(`contact: ${field} is required (missing, empty, spaces only)`, async () => {
    const missing = validContact();
    delete missing[field];
    rejected(await postJson(api, '/contact.php', missing), `${label} is required.`);
    rejected(await postJson(api, '/contact.php', validContact({ [field]: '' })), `${label} is required.`);
    rejected(await postJson(api, '/contact.php', validContact({ [field]: ' \t\u00a0 ' })), `${label} is required.`);
  });
}

test('contact: service must be one of the five options', async () => {
  for (const service of ['Consulting', 'Staffing', 'Training', 'Software Development', 'Other']) {
    accepted(await postJson(api, '/contact.php', validContact({ service })));
  }
  const message = 'Service must be one of: Consulting, Staffing, Training, Software Development, Other.';
  for (const service of ['consulting', 'Select Service', 'Hacking', 'Software  Development']) {
    rejected(await postJson(api, '/contact.php', validContact({ service })), message);
  }
});

test('contact: e-mail must be a real address', async () => {
  for (const email of ['plain', 'a@b', 'a@b.', 'a b@example.com', '@example.com', 'a@@example.com', 'a@example..com', 'a@.example.com']) {
    rejected(await postJson(api, '/contact.php', validContact({ email })), 'Email must be a valid email address.');
  }
  accepted(await postJson(api, '/contact.php', validContact({ email: 'first.last+tag@sub.example.co.in' })));
});

test('contact: values are trimmed before they are stored', async () => {
  accepted(await postJson(api, '/contact.php', validContact({ firstName: '  Trimmed  ', email: ' trim@example.com ' })));
  const [row] = query(api, "SELECT first_name, email FROM contacts WHERE first_name = 'Trimmed'");
  assert.equal(row, { first_name: 'Trimmed', email: 'trim@example.com' });
});

test('contact: length limits (100 for names and company, 254 for e-mail, 5000 for the message)', async () => {
  for (const [field, label] of [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['company', 'Company'],
  ]) {
    accepted(await postJson(api, '/contact.php', validContact({ [field]: 'é'.repeat(100) })));
    rejected(await postJson(api, '/contact.php', validContact({ [field]: 'x'.repeat(101) })), `${label} must be at most 100 characters.`);
  }
  const local = 'a'.repeat(64);
  const longEmail = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`; // 255 characters
  assert.is(longEmail.length, 255);
  // The e-mail rule (shared with the browser, see email.test.ts) includes the length: one message for all.
  rejected(await postJson(api, '/contact.php', validContact({ email: longEmail })), 'Email must be a valid email address.');
  accepted(await postJson(api, '/contact.php', validContact({ message: 'm'.repeat(5000) })));
  rejected(await postJson(api, '/contact.php', validContact({ message: 'm'.repeat(5001) })), 'Message must be at most 5000 characters.');
});

test('contact: line breaks and control characters are refused outside the message', async () => {
  const single = (label: string) => `${label} must not contain line breaks or control characters.`;
  rejected(await postJson(api, '/contact.php', validContact({ firstName: 'Eve\r\nBcc: victim@example.com' })), single('First name'));
  rejected(await postJson(api, '/contact.php', validContact({ lastName: 'Eve\nX' })), single('Last name'));
  rejected(await postJson(api, '/contact.php', validContact({ email: 'eve@example.com\r\nBcc: victim@example.com' })), 'Email must be a valid email address.');
  rejected(await postJson(api, '/contact.php', validContact({ company: 'Tab\there' })), single('Company'));
  rejected(await postJson(api, '/contact.php', validContact({ company: 'Nul\u0000byte' })), single('Company'));
  rejected(await postJson(api, '/contact.php', validContact({ firstName: 'Bell\u0007' })), single('First name'));
  rejected(await postJson(api, '/contact.php', validContact({ firstName: 'C\u00851' })), single('First name'));
  rejected(await postJson(api, '/contact.php', validContact({ firstName: 'Line\u2028sep' })), single('First name'));
  rejected(await postJson(api, '/contact.php', validContact({ firstName: 'Del\u007f' })), single('First name'));
});

test('contact: the message keeps newlines and tabs but no other control characters', async () => {
  accepted(await postJson(api, '/contact.php', validContact({ message: 'Line one\r\nLine two\n\tindented' })));
  const [row] = query<{ message: string }>(api, "SELECT message FROM contacts WHERE message LIKE 'Line one%'");
  assert.is(row.message, 'Line one\nLine two\n\tindented');
  const message = 'Message contains control characters that are not allowed.';
  rejected(await postJson(api, '/contact.php', validContact({ message: 'Hello\u0000' })), message);
  rejected(await postJson(api, '/contact.php', validContact({ message: 'Escape \u001b[31m' })), message);
});

test('contact: values must be text', async () => {
  rejected(await postJson(api, '/contact.php', validContact({ firstName: 42 })), 'First name must be text.');
  rejected(await postJson(api, '/contact.php', validContact({ company: ['a', 'b'] })), 'Company must be text.');
  rejected(await postJson(api, '/contact.php', validContact({ message: { text: 'x' } })), 'Message must be text.');
});

test('contact: text that is not UTF-8 is refused, naming the field', async () => {
  const body = new URLSearchParams(validContact() as Record<string, string>).toString().replace('firstName=Asha', 'firstName=Ash%E9');
  const res = await request(api, '/contact.php', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  rejected(res, 'First name is not valid UTF-8 text.');
  const inMessage = new URLSearchParams(validContact() as Record<string, string>).toString() + '&message=%C3%28';
  rejected(
    await request(api, '/contact.php', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: inMessage }),
    'Message is not valid UTF-8 text.',
  );
});

test('contact: several problems are reported together, one sentence each', async () => {
  const res = await postJson(api, '/contact.php', { email: 'nope' });
  assert.is(res.status, 422);
  assert.is(
    res.json?.message,
    'First name is required. Last name is required. Email must be a valid email address. Company is required. Service is required. Message is required.',
  );
});

test('contact: urlencoded bodies follow the same rules', async () => {
  accepted(await postForm(api, '/contact.php', validContact() as Record<string, string>));
  rejected(
    await postForm(api, '/contact.php', validContact({ service: 'Other things' }) as Record<string, string>),
    'Service must be one of: Consulting, Staffing, Training, Software Development, Other.',
  );
});

// ------------------------------------------------------------------------------------------- newsletter

test("newsletter: e-mail required and valid, with the site's own messages", async () => {
  rejected(await postJson(api, '/newsletter.php', {}), 'Please enter your email.');
  rejected(await postJson(api, '/newsletter.php', { email: '   ' }), 'Please enter your email.');
  for (const email of ['reader', 'reader@', 'reader@example', 'reader @example.com', 'reader@example.']) {
    rejected(await postJson(api, '/newsletter.php', { email }), 'Please enter a valid email address.');
  }
  rejected(await postJson(api, '/newsletter.php', { email: `${'r'.repeat(64)}@${'e'.repeat(189)}.com` }), 'Please enter a valid email address.');
  rejected(await postJson(api, '/newsletter.php', { email: 'reader@example.com\nCc: x@example.com' }), 'Please enter a valid email address.');
  rejected(await postJson(api, '/newsletter.php', { email: 7 }), 'Email must be text.');
  accepted(await postJson(api, '/newsletter.php', { email: 'reader@example.com' }));
});

// ---------------------------------------------------------------------------------------------- vacancy

test('vacancy: a complete submission is accepted', async () => {
  const res = await postMultipart(api, '/vacancy.php', vacancyForm());
  assert.equal(res.json, { success: true, message: 'Thank you. Your vacancy has been submitted.' });
});

const VACANCY_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Business email',
  phone: 'Phone',
  company: 'Company',
  designation: 'Designation',
  industry: 'Industry',
  service: 'Service',
};

for (const [field, label] of Object.entries(VACANCY_LABELS)) {
  test(`vacancy: ${field} is required`, async () => {
    rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ [field]: undefined })), `${label} is required.`);
    rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ [field]: '  ' })), `${label} is required.`);
  });
}

test('vacancy: a file is required', async () => {
  rejected(await postMultipart(api, '/vacancy.php', vacancyForm({}, { file: null })), 'Please upload a file (PDF, DOC, DOCX)');
});

test('vacancy: terms must be accepted (true, on, 1, yes)', async () => {
  for (const terms of ['true', 'on', '1', 'yes', 'ON', 'Yes']) {
    accepted(await postMultipart(api, '/vacancy.php', vacancyForm({ terms })));
  }
  for (const terms of [undefined, '', 'false', '0', 'no', 'off']) {
    rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ terms })), 'You must accept terms and conditions');
  }
});

test('vacancy: industry must be one of the six options', async () => {
  for (const industry of ['IT', 'Finance', 'Healthcare', 'Education', 'Manufacturing', 'Other']) {
    accepted(await postMultipart(api, '/vacancy.php', vacancyForm({ industry })));
  }
  rejected(
    await postMultipart(api, '/vacancy.php', vacancyForm({ industry: 'Mining' })),
    'Industry must be one of: IT, Finance, Healthcare, Education, Manufacturing, Other.',
  );
});

test('vacancy: service must be one of the five options', async () => {
  for (const service of ['Consulting', 'Staffing', 'Training', 'Software Development', 'Other']) {
    accepted(await postMultipart(api, '/vacancy.php', vacancyForm({ service })));
  }
  rejected(
    await postMultipart(api, '/vacancy.php', vacancyForm({ service: 'staffing' })),
    'Service must be one of: Consulting, Staffing, Training, Software Development, Other.',
  );
});

test('vacancy: heard-from items must come from the list; several are kept, none is fine', async () => {
  const before = count(api, 'vacancies');
  accepted(
    await postMultipart(
      api,
      '/vacancy.php',
      vacancyForm({ company: 'HeardFrom Co' }, { heardFrom: ['Instagram', 'YouTube', 'LinkedIn', 'Referral', 'Other', 'YouTube'] }),
    ),
  );
  const [row] = query<{ heard_from: string }>(api, "SELECT heard_from FROM vacancies WHERE company = 'HeardFrom Co'");
  assert.equal(JSON.parse(row.heard_from), ['Instagram', 'YouTube', 'LinkedIn', 'Referral', 'Other']);
  accepted(await postMultipart(api, '/vacancy.php', vacancyForm({}, { heardFrom: [] })));
  assert.is(count(api, 'vacancies'), before + 2);
  rejected(
    await postMultipart(api, '/vacancy.php', vacancyForm({}, { heardFrom: ['LinkedIn', 'TikTok'] })),
    'How you heard about us must be one or more of: Instagram, YouTube, LinkedIn, Referral, Other.',
  );
  rejected(
    await postMultipart(api, '/vacancy.php', vacancyForm({}, { heardFrom: ['linkedin'] })),
    'How you heard about us must be one or more of: Instagram, YouTube, LinkedIn, Referral, Other.',
  );
});

test('vacancy: phone takes digits, spaces and + - ( ) . only, at most 30 characters', async () => {
  for (const phone of ['+91 40 5550 0100', '(040) 555-0100', '555.0100']) {
    accepted(await postMultipart(api, '/vacancy.php', vacancyForm({ phone })));
  }
  for (const phone of ['555-CALL-NOW', '+91 40 5550 0100 ext 5', '555#0100']) {
    rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ phone })), 'Phone may contain only digits, spaces and + - ( ) .');
  }
  rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ phone: '1'.repeat(31) })), 'Phone must be at most 30 characters.');
});

test('vacancy: length limits on designation, company, names, e-mail and notes', async () => {
  rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ designation: 'd'.repeat(101) })), 'Designation must be at most 100 characters.');
  rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ company: 'c'.repeat(101) })), 'Company must be at most 100 characters.');
  rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ firstName: 'f'.repeat(101) })), 'First name must be at most 100 characters.');
  rejected(
    await postMultipart(api, '/vacancy.php', vacancyForm({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` })),
    'Business email must be a valid email address.',
  );
  accepted(await postMultipart(api, '/vacancy.php', vacancyForm({ notes: 'n'.repeat(5000) })));
  rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ notes: 'n'.repeat(5001) })), 'Notes must be at most 5000 characters.');
});

test('vacancy: notes are optional and may span lines; e-mail must be valid', async () => {
  accepted(await postMultipart(api, '/vacancy.php', vacancyForm({ notes: undefined })));
  accepted(await postMultipart(api, '/vacancy.php', vacancyForm({ notes: 'Line 1\nLine 2\tTabbed' })));
  rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ notes: 'Bell\u0007' })), 'Notes contains control characters that are not allowed.');
  rejected(await postMultipart(api, '/vacancy.php', vacancyForm({ email: 'hr@localhost' })), 'Business email must be a valid email address.');
});

test('vacancy: header injection through name or e-mail is refused', async () => {
  rejected(
    await postMultipart(api, '/vacancy.php', vacancyForm({ firstName: 'Eve\r\nBcc: victim@example.com' })),
    'First name must not contain line breaks or control characters.',
  );
  rejected(
    await postMultipart(api, '/vacancy.php', vacancyForm({ email: 'eve@example.com\nBcc: victim@example.com' })),
    'Business email must be a valid email address.',
  );
});

test('vacancy: a field that is not UTF-8 is refused, naming the field', async () => {
  // FormData always encodes text as UTF-8, so this body is written by hand.
  const boundary = 'onasTestBoundary7MA4YWxk';
  const parts: Buffer[] = [];
  const field = (name: string, value: Buffer | string) =>
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n'));
  field('firstName', 'Ravi');
  field('lastName', Buffer.from([0x4b, 0x75, 0xff, 0x6d, 0x61, 0x72])); // "Ku\xFFmar"
  for (const name of ['email', 'phone', 'company', 'designation', 'industry', 'service', 'terms'] as const) {
    field(name, { email: 'ravi@example.com', phone: '555 0100', company: 'C', designation: 'D', industry: 'IT', service: 'Other', terms: 'on' }[name]);
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await request(api, '/vacancy.php', {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  });
  assert.is(res.status, 422);
  assert.ok(String(res.json?.message).startsWith('Last name is not valid UTF-8 text.'), res.text);
});

test('vacancy: nothing is stored for a refused submission', async () => {
  const before = count(api, 'vacancies');
  rejected(
    await postMultipart(api, '/vacancy.php', vacancyForm({ industry: 'Nope' })),
    'Industry must be one of: IT, Finance, Healthcare, Education, Manufacturing, Other.',
  );
  assert.is(count(api, 'vacancies'), before);
});

test.run();
