// What the API keeps and sends: SQLite records and schema, newsletter uniqueness, honeypot, time-to-submit
// flag, notification e-mails (log transport), failed mail and its retry, and the CSV export.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, TEST_DB, startApi, writeConfig, type ApiServer } from './api-server.ts';
import { postForm, postJson, postMultipart, vacancyForm, validContact } from './requests.ts';
import { count, mailLog, parseCsv, query, readIfExists, runPhp, untilMailTried } from './stored-data.ts';

let api: ApiServer;

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'], notify_to: 'office@onas.example' });
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** The mail log holds MIME messages with quoted-printable parts: undone here (ASCII text is enough). */
const decodeQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const schema = () =>
  TEST_DB === 'sqlite'
    ? {
        version: Number(query<{ user_version: number }>(api, 'PRAGMA user_version')[0].user_version),
        tables: query<{ name: string }>(api, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((t) => t.name),
      }
    : {
        version: Number(query<{ v: number }>(api, 'SELECT MAX(version) AS v FROM schema_migrations')[0].v),
        tables: query<{ name: string }>(
          api,
          TEST_DB === 'mariadb'
            ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name'
            : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
        ).map((t) => t.name),
      };

test(`the database is ready on first use (${TEST_DB}): the current schema version, all tables`, async () => {
  assert.is((await postJson(api, '/newsletter.php', { email: 'first@example.com' })).status, 200);
  if (TEST_DB === 'sqlite') {
    // Created by the first request: WAL journal, schema steps 1-3.
    assert.equal(query(api, 'PRAGMA journal_mode'), [{ journal_mode: 'wal' }]);
    assert.equal(schema(), { version: 3, tables: ['contacts', 'newsletter', 'outbox', 'rate_limit_hits', 'vacancies'] });
  } else {
    // Created by api/bin/migrate.php before the server started (helpers.ts): one step.
    assert.equal(schema(), {
      version: 1,
      tables: ['contacts', 'newsletter', 'outbox', 'rate_limit_clients', 'rate_limit_hits', 'schema_migrations', 'vacancies'],
    });
  }
  const before = schema();
  // Opening it again (here through the export script) leaves it as it is.
  assert.is(runPhp(api, 'api/bin/export.php', ['newsletter']).status, 0);
  assert.equal(schema(), before);
  // The data directory denies web access in case it sits in the web root.
  assert.is(readIfExists(path.join(api.dataDir, '.htaccess')).trim(), 'Require all denied');
});

test('a contact request is stored with its metadata', async () => {
  const ip = '203.0.113.77';
  const res = await postJson(api, '/contact.php', validContact({ firstName: 'Stored', message: 'Hello ONAS, नमस्ते' }), {
    ip,
    headers: { 'user-agent': 'OnasTest/1.0 (+contact)' },
  });
  assert.is(res.status, 200, res.text);
  const [row] = query<Record<string, string | number>>(api, "SELECT * FROM contacts WHERE first_name = 'Stored'");
  assert.match(String(row.created_at), ISO_UTC);
  assert.ok(Math.abs(Date.parse(String(row.created_at)) - Date.now()) < 60_000);
  assert.equal(
    { ...row, id: undefined, created_at: undefined, ip_hash: undefined },
    {
      id: undefined,
      created_at: undefined,
      first_name: 'Stored',
      last_name: 'Rao',
      email: 'asha.rao@example.com',
      company: 'Northwind Traders',
      service: 'Consulting',
      message: 'Hello ONAS, नमस्ते',
      ip_hash: undefined,
      user_agent: 'OnasTest/1.0 (+contact)',
      suspected_spam: 0,
      mail_status: 'sent',
    },
  );
  // The IP is kept only as a salted hash: HMAC-SHA256 with the installation's secret salt.
  const salt = fs.readFileSync(path.join(api.dataDir, 'ip-salt.key'), 'utf8').trim();
  assert.match(salt, /^[0-9a-f]{64}$/);
  assert.is(row.ip_hash, crypto.createHmac('sha256', salt).update(ip).digest('hex'));
  assert.is.not(row.ip_hash, crypto.createHash('sha256').update(ip).digest('hex'));
  const dump =
    TEST_DB === 'sqlite'
      ? fs.readFileSync(path.join(api.dataDir, 'onas.sqlite')).toString('latin1') + readIfExists(path.join(api.dataDir, 'onas.sqlite-wal'))
      : ['contacts', 'vacancies', 'newsletter', 'outbox', 'rate_limit_hits'].map((t) => JSON.stringify(query(api, `SELECT * FROM ${t}`))).join('\n');
  assert.not.ok(dump.includes(ip), 'the plain IP is not in the database');
});

test('the company is notified by e-mail, with the visitor as Reply-To', async () => {
  const before = mailLog(api).length;
  await postJson(api, '/contact.php', validContact({ firstName: 'Notify', lastName: 'Me', company: 'Mail Co', message: 'Line 1\nLine 2' }));
  const mails = mailLog(api).slice(before);
  assert.is(mails.length, 1);
  assert.is(mails[0].to, 'office@onas.example');
  assert.is(mails[0].subject, 'Contact request from Notify Me, Mail Co');
  assert.match(mails[0].raw, /^Reply-To: Notify Me <asha\.rao@example\.com>$/m);
  assert.match(mails[0].raw, /^Content-Type: multipart\/alternative;$/m);
  assert.match(decodeQp(mails[0].raw), /^Message:\nLine 1\nLine 2$/m);
  assert.match(decodeQp(mails[0].raw), /^Record: contact #\d+$/m);
});

test('a vacancy is stored with its CV metadata and the notification names the stored file', async () => {
  const before = mailLog(api).length;
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company: 'Vacancy Store Co' }, { heardFrom: ['YouTube'] }));
  assert.is(res.status, 200, res.text);
  const [row] = query<Record<string, string | number>>(api, "SELECT * FROM vacancies WHERE company = 'Vacancy Store Co'");
  assert.is(row.phone, '+91 (40) 5550-0100');
  assert.is(row.designation, 'HR Manager');
  assert.is(row.industry, 'Healthcare');
  assert.is(row.heard_from, '["YouTube"]');
  assert.is(row.terms_accepted, 1);
  assert.is(row.resume_original_name, 'cv.pdf');
  assert.is(row.mail_status, 'sent');
  const [mail] = mailLog(api).slice(before);
  assert.is(mail.subject, 'Vacancy submitted by Ravi Kumar, Vacancy Store Co');
  assert.ok(decodeQp(mail.raw).includes(`CV: cv.pdf, attached (1 KB, application/pdf; stored as ${row.resume_file})`), mail.raw);
  assert.match(decodeQp(mail.raw), /^How you heard about us: YouTube$/m);
  // The log transport names the CV (size and sha256) instead of writing it out (test/api/delivery.test.ts).
  assert.match(mail.raw, /^--- attachment: cv\.pdf \(application\/pdf, \d+ bytes, sha256 [0-9a-f]{64}\), not written to this log ---$/m);
});

test('newsletter: one row per address whatever its case; sales is told once, the reader is mailed nothing', async () => {
  const before = { rows: count(api, 'newsletter'), mails: mailLog(api).length };
  for (const email of ['Reader.One@Example.com', 'reader.one@example.com', 'READER.ONE@EXAMPLE.COM']) {
    const res = await postJson(api, '/newsletter.php', { email });
    assert.equal(res.json, { success: true, message: 'Thank you for subscribing. Download the ONAS AI Solutions Guide below.' });
  }
  assert.is(await postForm(api, '/newsletter.php', { email: 'reader.one@EXAMPLE.com' }).then((r) => r.status), 200);
  // The newsletter answers before its mail is sent.
  await untilMailTried(api);
  assert.is(count(api, 'newsletter'), before.rows + 1);
  const [row] = query(api, "SELECT email, email_key, mail_status FROM newsletter WHERE email_key = 'reader.one@example.com'");
  assert.equal(row, { email: 'Reader.One@Example.com', email_key: 'reader.one@example.com', mail_status: 'sent' });
  const mails = mailLog(api).slice(before.mails);
  assert.equal(
    mails.map((m) => [m.to, m.subject]),
    [['office@onas.example', 'Newsletter sign-up: Reader.One@Example.com']],
  );
});

test('honeypot: a filled "website" field gets the normal answer and nothing is stored or sent', async () => {
  const before = { contacts: count(api, 'contacts'), newsletter: count(api, 'newsletter'), vacancies: count(api, 'vacancies'), mails: mailLog(api).length };
  const contact = await postJson(api, '/contact.php', validContact({ website: 'http://spam.example' }));
  assert.equal(contact.json, { success: true, message: 'Thank you. Your request has been received.' });
  assert.is(contact.status, 200);
  assert.is((await postJson(api, '/newsletter.php', { email: 'bot@example.com', website: 'x' })).status, 200);
  assert.is((await postMultipart(api, '/vacancy.php', vacancyForm({ website: 'spam' }))).status, 200);
  // Even with invalid fields: a bot learns nothing.
  assert.is((await postJson(api, '/contact.php', { website: 'x' })).status, 200);
  assert.equal(
    { contacts: count(api, 'contacts'), newsletter: count(api, 'newsletter'), vacancies: count(api, 'vacancies'), mails: mailLog(api).length },
    before,
  );
  // An empty honeypot is what real visitors send.
  assert.is((await postJson(api, '/contact.php', validContact({ website: '' }))).status, 200);
  assert.is(count(api, 'contacts'), before.contacts + 1);
});

test('time to submit: under 3 s is stored but flagged as suspected spam', async () => {
  const now = Date.now();
  const cases: [string, unknown, number][] = [
    ['Fast', now - 1000, 1],
    ['FastString', String(now - 500), 1],
    ['Future', now + 60_000, 1],
    ['Garbage', 'soon', 1],
    ['Human', now - 45_000, 0],
    ['HumanString', String(now - 4000), 0],
    ['NoScript', undefined, 0],
  ];
  for (const [firstName, startedAt, _] of cases) {
    const res = await postJson(api, '/contact.php', validContact({ firstName, startedAt }));
    assert.is(res.status, 200, res.text);
  }
  for (const [firstName, , flag] of cases) {
    const [row] = query<{ suspected_spam: number }>(api, 'SELECT suspected_spam FROM contacts WHERE first_name = ?', [firstName]);
    assert.is(row.suspected_spam, flag, firstName);
  }
  const fast = mailLog(api).find((m) => m.subject.includes('Contact request from Fast Rao'));
  assert.ok(fast?.subject.startsWith('[possible spam] '), fast?.subject);
  const vacancy = await postMultipart(api, '/vacancy.php', vacancyForm({ company: 'Quick Co', startedAt: String(Date.now()) }));
  assert.is(vacancy.status, 200);
  assert.equal(query(api, "SELECT suspected_spam FROM vacancies WHERE company = 'Quick Co'"), [{ suspected_spam: 1 }]);
});

test('export: contacts as CSV with a header row, formula cells neutralised', async () => {
  await postJson(
    api,
    '/contact.php',
    validContact({ firstName: '=HYPERLINK("http://evil.example","x")', lastName: '+1', company: '-2+3', message: '@SUM(A1:A9)\nsecond line, with "quotes"' }),
  );
  const out = runPhp(api, 'api/bin/export.php', ['contacts']);
  assert.is(out.status, 0, out.stderr);
  assert.is(out.stderr, '');
  const rows = parseCsv(out.stdout);
  assert.equal(rows[0], ['id', 'created_at', 'first_name', 'last_name', 'email', 'company', 'service', 'message', 'suspected_spam', 'mail_status']);
  assert.is(rows.length - 1, count(api, 'contacts'));
  const evil = rows[rows.length - 1];
  assert.is(evil[2], `'=HYPERLINK("http://evil.example","x")`);
  assert.is(evil[3], "'+1");
  assert.is(evil[5], "'-2+3");
  assert.is(evil[7], `'@SUM(A1:A9)\nsecond line, with "quotes"`);
  assert.match(evil[1], ISO_UTC);
  for (const row of rows.slice(1)) {
    for (const cell of row) assert.not.match(cell, /^[=+\-@]/);
  }
});

test('export: vacancies reference the CV by stored name; newsletter lists each address once', async () => {
  const vacancies = parseCsv(runPhp(api, 'api/bin/export.php', ['vacancies']).stdout);
  assert.equal(vacancies[0], [
    'id',
    'created_at',
    'first_name',
    'last_name',
    'email',
    'phone',
    'company',
    'designation',
    'industry',
    'service',
    'notes',
    'heard_from',
    'terms_accepted',
    'resume_file',
    'resume_original_name',
    'resume_type',
    'resume_size',
    'suspected_spam',
    'mail_status',
  ]);
  const stored = vacancies.find((r) => r[6] === 'Vacancy Store Co');
  assert.ok(stored);
  assert.match(stored![13], /^[0-9a-f]{32}\.pdf$/);
  assert.ok(fs.existsSync(path.join(api.dataDir, 'uploads', stored![13])));
  assert.is(stored![11], 'YouTube');
  assert.is(stored![5], "'+91 (40) 5550-0100");
  const newsletter = parseCsv(runPhp(api, 'api/bin/export.php', ['newsletter']).stdout);
  assert.equal(newsletter[0], ['id', 'created_at', 'email', 'suspected_spam', 'mail_status']);
  assert.is(newsletter.filter((r) => r[2].toLowerCase() === 'reader.one@example.com').length, 1);
});

test('export: --since filters by date (UTC)', async () => {
  const all = parseCsv(runPhp(api, 'api/bin/export.php', ['contacts', '--since', '2000-01-01']).stdout);
  assert.is(all.length - 1, count(api, 'contacts'));
  const today = new Date().toISOString().slice(0, 10);
  assert.is(parseCsv(runPhp(api, 'api/bin/export.php', ['contacts', `--since=${today}`]).stdout).length - 1, count(api, 'contacts'));
  const future = parseCsv(runPhp(api, 'api/bin/export.php', ['contacts', '--since', '2999-12-31']).stdout);
  assert.is(future.length, 1, 'header row only');
  assert.is(future[0][0], 'id');
});

test('export: bad arguments print usage to stderr and exit 2', async () => {
  for (const args of [
    [],
    ['people'],
    ['contacts', '--since'],
    ['contacts', '--since', '2024-02-30'],
    ['contacts', '--since', 'yesterday'],
    ['contacts', '--until', '2024-01-01'],
    ['contacts', 'extra'],
  ]) {
    const out = runPhp(api, 'api/bin/export.php', args);
    assert.is(out.status, 2, `${args.join(' ')}: ${out.stdout}`);
    assert.is(out.stdout, '');
    assert.match(out.stderr, /usage: php api\/bin\/export\.php newsletter\|contacts\|vacancies \[--since YYYY-MM-DD\]/);
  }
});

test('mail failure (log transport): the visitor still succeeds, the mail waits, retry-mail sends it later', async () => {
  const broken = await startApi({ trusted_proxies: ['127.0.0.1'], mail_retry_after: 0, mail_log: path.join(api.dataDir, 'missing-dir', 'mail.log') });
  try {
    const res = await postJson(broken, '/contact.php', validContact({ firstName: 'Retry' }));
    assert.equal(res.json, { success: true, message: 'Thank you. Your request has been received.' });
    assert.equal(query(broken, 'SELECT first_name, mail_status FROM contacts'), [{ first_name: 'Retry', mail_status: 'pending' }]);
    assert.is((await postJson(broken, '/newsletter.php', { email: 'retry-reader@example.com' })).status, 200);
    await untilMailTried(broken); // tried after the answer
    assert.equal(query(broken, 'SELECT mail_status FROM newsletter'), [{ mail_status: 'pending' }]);
    assert.equal(query(broken, 'SELECT form, status, attempts, last_error FROM outbox ORDER BY id'), [
      { form: 'contact', status: 'retry', attempts: 1, last_error: 'Cannot write the mail log mail.log' },
      { form: 'newsletter', status: 'retry', attempts: 1, last_error: 'Cannot write the mail log mail.log' },
    ]);
    assert.match(readIfExists(path.join(broken.dataDir, 'error.log')), /Mail not sent, kept for retry/);

    // Still failing: the script says so with exit code 1 and counts the attempt.
    const again = runPhp(broken, 'api/bin/retry-mail.php');
    assert.is(again.status, 1);
    assert.is(again.stdout.trim(), 'retry-mail: 2 to send, 0 sent, 2 still failing, 0 given up');
    assert.equal(query(broken, 'SELECT DISTINCT attempts FROM outbox'), [{ attempts: 2 }]);

    // Mail works again: everything goes out, and the records say so.
    const fixed = writeConfig({ data_dir: broken.dataDir, trusted_proxies: ['127.0.0.1'], mail_retry_after: 0 });
    const retried = runPhp(broken, 'api/bin/retry-mail.php', [], fixed);
    assert.is(retried.status, 0, retried.stderr);
    assert.is(retried.stdout.trim(), 'retry-mail: 2 to send, 2 sent, 0 still failing, 0 given up');
    assert.equal(query(broken, 'SELECT mail_status FROM contacts'), [{ mail_status: 'sent' }]);
    assert.equal(query(broken, 'SELECT mail_status FROM newsletter'), [{ mail_status: 'sent' }]);
    assert.equal(
      mailLog(broken).map((m) => m.to),
      ['sales@example.com', 'sales@example.com'],
    );
    const nothing = runPhp(broken, 'api/bin/retry-mail.php', [], fixed);
    assert.is(nothing.stdout.trim(), 'retry-mail: 0 to send, 0 sent, 0 still failing, 0 given up');
    assert.is(mailLog(broken).length, 2, 'nothing is sent twice');
  } finally {
    await broken.stop();
  }
});

test('the bin scripts and config are not reachable over HTTP', async () => {
  for (const p of ['/bin/retry-mail.php', '/bin/export.php', '/config/config.php']) {
    const res = await fetch(api.url + p);
    assert.is(res.status, 404);
  }
});

test.run();
