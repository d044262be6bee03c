// Mail that cannot be lost or doubled silently (issue #27, L1 and L2, M3), on the database ONAS_TEST_DB names,
// against a real SMTP server (smtp-sink.ts):
// - the 'log' transport is refused in production: the submission is stored, its mail waits as a retry,
//   nothing is marked sent, and the reason is logged and reported on stderr;
// - the log transport names a CV (name, size, sha256) instead of writing it into mail.log;
// - one message whose outcome the database fails to record does not stop the batch; once its claim runs
//   out it is sent again with the same Message-ID (at least once, as docs/api.md says);
// - retry-mail.php reports every failure on stderr with exit code 1, backs off up to mail_retry_max_delay and
//   gives a message up only after mail_give_up_after (days), loudly.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, connectionOf, databaseOf, startApi, TEST_DB, type ApiServer } from './api-server.ts';
import { php } from './db-server.ts';
import { runPhpAsync } from './php-async.ts';
import { postJson, postMultipart, vacancyForm, validContact } from './requests.ts';
import { startSink, type SmtpSink } from './smtp-sink.ts';
import { query, readIfExists } from './stored-data.ts';
import { pdfBytes } from './upload-files.ts';
import { freePort } from '../support/free-port.ts';

const USER = 'forms@onas.example';
const PASSWORD = `sink-${crypto.randomBytes(6).toString('hex')}`;
const withPassword = { ONAS_SMTP_PASSWORD: PASSWORD };

function smtpSettings(port: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mail_transport: 'smtp',
    smtp_host: '127.0.0.1',
    smtp_port: port,
    smtp_secure: 'none',
    smtp_username: USER,
    smtp_timeout: 5,
    mail_from: 'website@onas.example',
    notify_to: 'sales@onas.example',
    trusted_proxies: ['127.0.0.1'],
    rate_limit_max: 1000,
    mail_retry_after: 0,
    ...extra,
  };
}

let sink: SmtpSink;
const started: { stop: () => Promise<void> }[] = [];

test.before(async () => {
  sink = await startSink({ username: USER, password: PASSWORD });
  started.push(sink);
});

test.after(async () => {
  for (const s of started.reverse()) await s.stop();
  cleanScratch();
});

/** Runs SQL as the database's owner (triggers need more than the API's rights); SQLite: the file itself. */
function asOwner(api: ApiServer, ...statements: string[]): void {
  const connection = databaseOf(api)?.admin ?? connectionOf(api);
  php(connection, 'foreach (array_slice($argv, 2) as $sql) $db->exec($sql);', statements);
}

/** A trigger that makes the database refuse to record outbox message `id` as sent: a database failing between send and record. */
function failRecordingOf(api: ApiServer, id: number): void {
  const error = 'simulated database failure';
  if (TEST_DB === 'sqlite') {
    asOwner(api, `CREATE TRIGGER fail_record BEFORE UPDATE ON outbox WHEN NEW.id = ${id} AND NEW.status = 'sent' BEGIN SELECT RAISE(ABORT, '${error}'); END`);
  } else if (TEST_DB === 'postgres') {
    asOwner(
      api,
      `CREATE FUNCTION fail_record() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${error}'; END $$`,
      `CREATE TRIGGER fail_record BEFORE UPDATE ON outbox FOR EACH ROW WHEN (NEW.id = ${id} AND NEW.status = 'sent') EXECUTE FUNCTION fail_record()`,
    );
  } else {
    asOwner(
      api,
      `CREATE TRIGGER fail_record BEFORE UPDATE ON outbox FOR EACH ROW BEGIN IF NEW.id = ${id} AND NEW.status = 'sent' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${error}'; END IF; END`,
    );
  }
}

function databaseWorksAgain(api: ApiServer): void {
  asOwner(api, TEST_DB === 'postgres' ? 'DROP TRIGGER fail_record ON outbox' : 'DROP TRIGGER fail_record');
}

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  claimed_until: string | null;
}
const outbox = (api: ApiServer) =>
  query<OutboxRow>(api, 'SELECT id, status, attempts, last_attempt_at, next_attempt_at, claimed_until FROM outbox ORDER BY id').map((r) => ({
    ...r,
    id: Number(r.id),
    attempts: Number(r.attempts),
  }));

/** Contact submissions made while the mail server is down: their messages wait as retries. */
async function queuedWhileMailIsDown(count: number, extra: Record<string, unknown> = {}): Promise<ApiServer> {
  const api = await startApi(smtpSettings(await freePort(), extra), { env: withPassword });
  started.push(api);
  for (let i = 0; i < count; i++) {
    const res = await postJson(api, '/contact.php', validContact({ firstName: `Queued${i}` }));
    assert.is(res.status, 200, res.text);
  }
  assert.equal(
    outbox(api).map((r) => r.status),
    Array(count).fill('retry'),
  );
  return api;
}

test(`[${TEST_DB}] production refuses the log transport: stored, queued for retry, nothing marked sent, logged`, async () => {
  // php -S counts as development unless the environment says otherwise; ONAS_ENV=production does.
  const api = await startApi({ environment: undefined, mail_transport: 'log', trusted_proxies: ['127.0.0.1'] }, { env: { ONAS_ENV: 'production' } });
  started.push(api);
  const res = await postJson(api, '/contact.php', validContact({ firstName: 'Prod' }));
  assert.equal(res.json, { success: true, message: 'Thank you. Your request has been received.' });
  assert.equal(query(api, 'SELECT first_name, mail_status FROM contacts'), [{ first_name: 'Prod', mail_status: 'pending' }]);
  const [row] = query<{ status: string; last_error: string }>(api, 'SELECT status, last_error FROM outbox');
  assert.is(row.status, 'retry');
  assert.match(row.last_error, /mail_transport 'log' sends nothing and is refused in production/);
  assert.not.ok(fs.existsSync(path.join(api.dataDir, 'mail.log')), 'nothing was written as if sent');
  assert.match(readIfExists(path.join(api.dataDir, 'error.log')), /Mail not sent, kept for retry.*refused in production/);
});

test(`[${TEST_DB}] retry-mail from cron (production by default) refuses the log transport and says so on stderr`, async () => {
  const api = await queuedWhileMailIsDown(1, { environment: undefined });
  const run = await runPhpAsync('api/bin/retry-mail.php', [], api.configFile, { ...withPassword, ONAS_MAIL_TRANSPORT: 'log' });
  assert.is(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /^retry-mail: Mail not sent, kept for retry: outbox #\d+ \(contact\), attempt 2: mail_transport 'log' sends nothing/m);
  assert.equal(
    outbox(api).map((r) => r.status),
    ['retry'],
  );
  assert.equal(query(api, 'SELECT mail_status FROM contacts'), [{ mail_status: 'pending' }]);
  assert.not.ok(fs.existsSync(path.join(api.dataDir, 'mail.log')));
});

test(`[${TEST_DB}] the log transport names the CV (file name, size, sha256) and never writes it into mail.log`, async () => {
  const api = await startApi({ trusted_proxies: ['127.0.0.1'] });
  started.push(api);
  const cv = pdfBytes(`Curriculum vitae ${crypto.randomBytes(24).toString('hex')}`);
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({}, { file: { bytes: cv, name: 'cv.pdf', type: 'application/pdf' } }));
  assert.is(res.status, 200, res.text);
  const log = readIfExists(path.join(api.dataDir, 'mail.log'));
  // The attachment is the stored file: for a PDF, qpdf's rewrite (docs/api.md, "What HR receives").
  const [row] = query<{ resume_file: string }>(api, 'SELECT resume_file FROM vacancies');
  const stored = fs.readFileSync(path.join(api.dataDir, 'uploads', row.resume_file));
  const sha256 = crypto.createHash('sha256').update(stored).digest('hex');
  assert.ok(log.includes(`--- attachment: cv.pdf (application/pdf, ${stored.length} bytes, sha256 ${sha256}), not written to this log ---`), log);
  assert.not.ok(log.includes(Buffer.from(cv).toString('base64').slice(0, 60)), 'no base64 of the CV');
  assert.not.ok(log.includes('Content-Transfer-Encoding: base64'));
  assert.match(log, /^Subject: Vacancy submitted by Ravi Kumar/m);
  assert.match(log, /^--- text part ---\nNew vacancy submission from the ONAS website\./m);
});

test(`[${TEST_DB}] the database fails between send and record: the batch goes on; later the message is sent again with the same Message-ID`, async () => {
  const api = await queuedWhileMailIsDown(3, { mail_claim_seconds: 600 });
  const [first, second, third] = outbox(api).map((r) => r.id);
  failRecordingOf(api, first);
  const before = sink.received.length;
  const run = await runPhpAsync('api/bin/retry-mail.php', [], api.configFile, { ...withPassword, ONAS_SMTP_PORT: String(sink.port) });
  const mails = (await sink.waitFor(before + 3)).slice(before);
  assert.equal(
    mails.map((m) => m.parsed.subject).sort(),
    ['Queued0', 'Queued1', 'Queued2'].map((n) => `Contact request from ${n} Rao, Northwind Traders`),
  );
  const rows = outbox(api);
  assert.equal(
    rows.map((r) => [r.id, r.status]),
    [
      [first, 'retry'],
      [second, 'sent'],
      [third, 'sent'],
    ],
    'the messages after the failing one were sent and recorded',
  );
  assert.ok(rows[0].claimed_until, 'the unrecorded message keeps its claim');
  assert.is(run.status, 1);
  assert.match(run.stderr, new RegExp(`Mail sent, but the database did not record it: .* outbox #${first}: .*simulated database failure`));
  assert.match(run.stdout, /^retry-mail: 3 to send, 2 sent, 0 still failing, 0 given up, 1 not recorded \(see stderr\)$/m);
  assert.match(readIfExists(path.join(api.dataDir, 'error.log')), /Mail sent, but the database did not record it/);

  // While the claim lasts, nobody sends it again.
  databaseWorksAgain(api);
  const early = await runPhpAsync('api/bin/retry-mail.php', [], api.configFile, { ...withPassword, ONAS_SMTP_PORT: String(sink.port) });
  assert.is(early.status, 0, early.stderr);
  assert.is(sink.received.length, before + 3);
  // The claim runs out (the sender is presumed dead): the message goes again, with the same Message-ID.
  asOwner(api, `UPDATE outbox SET claimed_until = '2000-01-01T00:00:00Z' WHERE id = ${first}`);
  const later = await runPhpAsync('api/bin/retry-mail.php', [], api.configFile, { ...withPassword, ONAS_SMTP_PORT: String(sink.port) });
  assert.is(later.status, 0, later.stderr);
  const [again] = (await sink.waitFor(before + 4)).slice(before + 3);
  const original = mails.find((m) => m.parsed.subject === again.parsed.subject);
  assert.ok(original, 'the same message');
  assert.ok(again.parsed.messageId, 'it has a Message-ID');
  assert.is(again.parsed.messageId, original?.parsed.messageId, 'sent again with the same Message-ID');
  assert.equal(
    outbox(api).map((r) => r.status),
    ['sent', 'sent', 'sent'],
  );
  assert.equal(
    query(api, "SELECT COUNT(*) AS n FROM contacts WHERE mail_status = 'sent'").map((r) => Number(r.n)),
    [3],
  );
});

test(`[${TEST_DB}] retries go on for days with a capped wait, then the message is given up loudly (stderr, error.log, exit 1)`, async () => {
  const api = await queuedWhileMailIsDown(2, { mail_retry_after: 300 });
  const [old, recent] = outbox(api).map((r) => r.id);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86400_000).toISOString().replace(/\.\d+Z$/, 'Z');
  // Queued 6 days ago (past the default mail_give_up_after of 5 days), and 1 day ago after 20 failed attempts.
  asOwner(
    api,
    `UPDATE outbox SET created_at = '${daysAgo(6)}', attempts = 30 WHERE id = ${old}`,
    `UPDATE outbox SET created_at = '${daysAgo(1)}', attempts = 20 WHERE id = ${recent}`,
  );
  const run = await runPhpAsync('api/bin/retry-mail.php', ['--all'], api.configFile, withPassword);
  assert.is(run.status, 1);
  assert.match(run.stderr, new RegExp(`^retry-mail: MAIL GIVEN UP, not delivered: outbox #${old} \\(contact\\), attempt 31: `, 'm'));
  assert.match(run.stderr, new RegExp(`^retry-mail: Mail not sent, kept for retry: outbox #${recent} \\(contact\\), attempt 21: `, 'm'));
  assert.match(run.stdout, /^retry-mail: 2 to send, 0 sent, 1 still failing, 1 given up$/m);
  const [given, waiting] = outbox(api);
  assert.is(given.status, 'failed');
  assert.is(waiting.status, 'retry');
  // 300 s doubled 20 times would be months: the wait stops at mail_retry_max_delay (6 hours).
  assert.is((Date.parse(waiting.next_attempt_at ?? '') - Date.parse(waiting.last_attempt_at ?? '')) / 1000, 6 * 3600);
  assert.match(readIfExists(path.join(api.dataDir, 'error.log')), /MAIL GIVEN UP, not delivered/);
});

test.run();
