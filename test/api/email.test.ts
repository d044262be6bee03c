// The API's e-mail rule against the table the client is tested with (test/unit/forms/email.test.ts):
// a dot-atom local part and a domain name with at least one dot, nothing else; and no address the API takes
// that PHPMailer, which sends the notification, refuses (security review, L2: ann@mail.1a).
import { spawnSync } from 'node:child_process';
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

/**
 * What the API's rule and PHPMailer, as Mailer calls it (addAddress and addReplyTo on a PHPMailer that throws), say of
 * each address: an address the form accepts but PHPMailer refuses would be answered with success and never mailed.
 */
function verdicts(addresses: string[]): { address: string; api: boolean; mailer: boolean }[] {
  const script = `
    require 'api/lib/bootstrap.php';
    Onas\\Api\\MailLibrary::require();
    $out = [];
    foreach (json_decode(stream_get_contents(STDIN), true) as $address) {
      $address = trim($address);
      try {
        $mail = new PHPMailer\\PHPMailer\\PHPMailer(true);
        $mail->addAddress($address);
        $mail->addReplyTo($address);
        $mailer = true;
      } catch (PHPMailer\\PHPMailer\\Exception) {
        $mailer = false;
      }
      $out[] = ['address' => $address, 'api' => Onas\\Api\\Validator::isEmail($address), 'mailer' => $mailer];
    }
    echo json_encode($out);`;
  const run = spawnSync('php', ['-r', script], { cwd: ROOT, input: JSON.stringify(addresses), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`php failed: ${run.stderr}${run.stdout}`);
  return JSON.parse(run.stdout);
}

test('every address the API accepts, PHPMailer accepts too (ann@mail.1a: a last label starting with a digit)', () => {
  const locals = ['ann', 'a.b', "o'brien", '1', 'x_y-z'];
  const domains = ['mail.1a', 'x.1-a', 'x.9z', 'x.a1', 'x.z9', '1a.com', '9.x.com', 'x.xn--p1ai', 'x.co', 'b.c-d', 'x.123', 'x.1'];
  const generated = locals.flatMap((local) => domains.map((domain) => `${local}@${domain}`));
  const all = verdicts([...table.valid, ...table.invalid, ...generated]);
  assert.equal(
    all.filter((v) => v.api && !v.mailer).map((v) => v.address),
    [],
  );
  assert.ok(all.filter((v) => v.api).length > 40, 'most addresses are accepted by both');
  assert.equal(
    all.find((v) => v.address === 'ann@mail.1a'),
    { address: 'ann@mail.1a', api: false, mailer: false },
  );
});

test.run();
