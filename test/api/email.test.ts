// The API's e-mail rule against the table the client is tested with (test/unit/forms/email.test.ts):
// a dot-atom local part and a domain name with at least one dot, nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, ROOT, startApi, type ApiServer } from './api-server.ts';
import { postJson, postMultipart, vacancyForm, validContact } from './requests.ts';
import { mailLog } from './stored-data.ts';

const table = JSON.parse(fs.readFileSync(path.join(ROOT, 'test/fixtures/email-addresses.json'), 'utf8')) as { valid: string[]; invalid: string[] };

let api: ApiServer;

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'] });
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

test('newsletter: every valid address of the shared table is accepted', async () => {
  const refused: string[] = [];
  for (const email of table.valid) {
    const res = await postJson(api, '/newsletter.php', { email });
    if (res.status !== 200) refused.push(`${JSON.stringify(email)}: ${res.status} ${res.text}`);
  }
  assert.equal(refused, []);
});

test('newsletter: every invalid address gets the spec message, and no guide mail goes to it', async () => {
  const wrong: string[] = [];
  for (const email of table.invalid) {
    const res = await postJson(api, '/newsletter.php', { email });
    if (res.status !== 422 || res.json?.message !== 'Please enter a valid email address.') wrong.push(`${JSON.stringify(email)}: ${res.status} ${res.text}`);
  }
  assert.equal(wrong, []);
  const recipients = mailLog(api).map((m) => m.to);
  for (const email of table.invalid) assert.not.ok(recipients.includes(email.trim()), email);
});

test('contact and vacancy use the same rule', async () => {
  const wrong: string[] = [];
  for (const email of table.invalid) {
    const res = await postJson(api, '/contact.php', validContact({ email }));
    if (res.status !== 422 || res.json?.message !== 'Email must be a valid email address.')
      wrong.push(`contact ${JSON.stringify(email)}: ${res.status} ${res.text}`);
  }
  for (const email of table.valid.slice(0, 5)) {
    const res = await postJson(api, '/contact.php', validContact({ email }));
    if (res.status !== 200) wrong.push(`contact ${JSON.stringify(email)}: ${res.status} ${res.text}`);
  }
  for (const email of ['"<script>alert(1)</script>"@example.com', 'a@[127.0.0.1]']) {
    const res = await postMultipart(api, '/vacancy.php', vacancyForm({ email }));
    if (res.status !== 422 || res.json?.message !== 'Business email must be a valid email address.')
      wrong.push(`vacancy ${JSON.stringify(email)}: ${res.status} ${res.text}`);
  }
  assert.equal(wrong, []);
});

test.run();
