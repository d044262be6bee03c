// Retention (issue #27, L6 and point 9), on the database ONAS_TEST_DB names: api/bin/purge.php deletes what
// is older than the retention settings, api/bin/erase.php everything stored for one e-mail address; the
// other visitors' data stays whole.
import fs from 'node:fs';
import path from 'node:path';
import { privacyPolicy } from '@content/privacy-policy.ts';
import { spawnSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, connectionOf, ROOT, startApi, TEST_DB, type ApiServer } from './api-server.ts';
import { php } from './db-server.ts';
import { postJson, postMultipart, vacancyForm, validContact } from './requests.ts';
import { listFiles, mailLog, query, readIfExists, runPhp, untilMailTried } from './stored-data.ts';

const started: ApiServer[] = [];
test.after(async () => {
  for (const api of started) await api.stop();
  cleanScratch();
});

function exec(api: ApiServer, ...statements: string[]): void {
  php(connectionOf(api), 'foreach (array_slice($argv, 2) as $sql) $db->exec($sql);', statements);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86400_000).toISOString().replace(/\.\d+Z$/, 'Z');

/** One submission of each form by `email` (the vacancy with a CV); returns the vacancy's stored CV name. */
async function submitAll(api: ApiServer, email: string, name: string): Promise<string> {
  for (const res of [
    await postJson(api, '/contact.php', validContact({ firstName: name, email })),
    await postMultipart(api, '/vacancy.php', vacancyForm({ firstName: name, email, company: `${name} Co` })),
    await postJson(api, '/newsletter.php', { email }),
  ]) {
    assert.is(res.status, 200, res.text);
  }
  await untilMailTried(api); // the newsletter's mail goes out after its answer
  return String(query<{ resume_file: string }>(api, 'SELECT resume_file FROM vacancies WHERE first_name = ?', [name])[0].resume_file);
}

const rows = (api: ApiServer, table: string, name: string) =>
  Number(query<{ n: number }>(api, `SELECT COUNT(*) AS n FROM ${table} WHERE ${table === 'newsletter' ? 'email' : 'first_name'} LIKE ?`, [`%${name}%`])[0].n);

test(`[${TEST_DB}] erase.php removes every trace of one address (any case), and nothing of anyone else`, async () => {
  const api = await startApi({ trusted_proxies: ['127.0.0.1'] });
  started.push(api);
  const gone = await submitAll(api, 'Ana.Erase@Example.com', 'Ana');
  const kept = await submitAll(api, 'keep.me@example.com', 'Keep');
  fs.appendFileSync(path.join(api.dataDir, 'error.log'), '[2026-01-01T00:00:00Z] ERROR Mail not sent {"reason":"550 ana.erase@example.com unknown"}\n');
  fs.appendFileSync(path.join(api.dataDir, 'error.log'), '[2026-01-01T00:00:01Z] ERROR Something else\n');
  const mailsBefore = mailLog(api).length;
  assert.is(mailsBefore, 6);

  const run = runPhp(api, 'api/bin/erase.php', ['ANA.erase@example.com']);
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout, 'erase: 3 submissions, 1 CV files, 3 outbox messages, 4 log entries removed for ANA.erase@example.com\n');

  assert.equal([rows(api, 'contacts', 'Ana'), rows(api, 'vacancies', 'Ana'), rows(api, 'newsletter', 'ana.erase')], [0, 0, 0]);
  assert.equal([rows(api, 'contacts', 'Keep'), rows(api, 'vacancies', 'Keep'), rows(api, 'newsletter', 'keep.me')], [1, 1, 1]);
  assert.equal(listFiles(path.join(api.dataDir, 'uploads')), [kept], `${gone} is deleted, the other CV stays`);
  assert.is(Number(query<{ n: number }>(api, 'SELECT COUNT(*) AS n FROM outbox')[0].n), 3);
  assert.equal(query<{ reply_to: string }>(api, 'SELECT DISTINCT reply_to FROM outbox'), [{ reply_to: 'keep.me@example.com' }]);
  const log = fs.readFileSync(path.join(api.dataDir, 'mail.log'), 'utf8').toLowerCase();
  assert.not.ok(log.includes('ana.erase@example.com'));
  assert.is(mailLog(api).length, 3);
  assert.is(readIfExists(path.join(api.dataDir, 'error.log')), '[2026-01-01T00:00:01Z] ERROR Something else\n');

  assert.is(runPhp(api, 'api/bin/erase.php', []).status, 2, 'an address is required');
});

test(`[${TEST_DB}] erase.php removes the log entries naming the whole address (any case), not those naming a longer one`, async () => {
  const api = await startApi({ trusted_proxies: ['127.0.0.1'] });
  started.push(api);
  await submitAll(api, 'keep.me@example.com', 'Keep');
  const errorLog = path.join(api.dataDir, 'error.log');
  const mailLogFile = path.join(api.dataDir, 'mail.log');
  const erased = [
    '[2026-01-01T00:00:00Z] ERROR Mail not sent {"reason":"550 bob@x.co unknown"}\n',
    '[2026-01-01T00:00:01Z] ERROR Mail not sent {"reason":"550 <BOB@X.CO>: no such user"}\n',
    '[2026-01-01T00:00:02Z] ERROR Invalid address: (Reply-To): Bob@x.co.\n',
  ];
  const kept = [
    '[2026-01-01T00:00:03Z] ERROR Mail not sent {"reason":"550 xbob@x.com.au unknown"}\n',
    '[2026-01-01T00:00:04Z] ERROR Mail not sent {"reason":"550 bob@x.com unknown"}\n',
    '[2026-01-01T00:00:05Z] ERROR Mail not sent {"reason":"550 a.bob@x.co, bob@x.co.uk, bob@x.co-op.org unknown"}\n',
  ];
  fs.writeFileSync(errorLog, [erased[0], kept[0], erased[1], kept[1], erased[2], kept[2]].join(''));
  const entry = (to: string) =>
    `===== 2026-01-01T00:00:00Z =====\nTo: team@example.com\nReply-To: Bob <${to}>\nSubject: x\n\n--- text part ---\nFrom ${to}\n\n`;
  const mailBefore = fs.readFileSync(mailLogFile, 'utf8');
  fs.appendFileSync(mailLogFile, entry('bob@x.co') + entry('xbob@x.com.au') + entry('Bob@X.Co') + entry('bob@x.com'));

  const run = runPhp(api, 'api/bin/erase.php', ['bob@x.co']);
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout, 'erase: 0 submissions, 0 CV files, 0 outbox messages, 5 log entries removed for bob@x.co\n');
  assert.is(readIfExists(errorLog), kept.join(''));
  assert.is(fs.readFileSync(mailLogFile, 'utf8'), mailBefore + entry('xbob@x.com.au') + entry('bob@x.com'));
  assert.is(mailLog(api).length, 5, 'the three messages of keep.me@example.com, and the two about other addresses');
});

test(`[${TEST_DB}] purge.php deletes by age: CVs after 180 days, contacts and vacancies after 730, sent mail contents after 30, logs after 90`, async () => {
  const api = await startApi({ trusted_proxies: ['127.0.0.1'] });
  started.push(api);
  const oldCv = await submitAll(api, 'old.cv@example.com', 'Oldcv');
  await submitAll(api, 'ancient@example.com', 'Ancient');
  const freshCv = await submitAll(api, 'fresh@example.com', 'Fresh');
  exec(
    api,
    // Submissions of 200 days ago: CV past its 180 days, the submission not past its 730.
    `UPDATE contacts SET created_at = '${daysAgo(200)}' WHERE first_name = 'Oldcv'`,
    `UPDATE vacancies SET created_at = '${daysAgo(200)}' WHERE first_name = 'Oldcv'`,
    `UPDATE newsletter SET created_at = '${daysAgo(200)}' WHERE email = 'old.cv@example.com'`,
    // 800 days ago: everything goes but the newsletter sign-up (kept until the subscriber asks).
    `UPDATE contacts SET created_at = '${daysAgo(800)}' WHERE first_name = 'Ancient'`,
    `UPDATE vacancies SET created_at = '${daysAgo(800)}' WHERE first_name = 'Ancient'`,
    `UPDATE newsletter SET created_at = '${daysAgo(800)}' WHERE email = 'ancient@example.com'`,
    // Mail sent 40 days ago (all but the fresh visitor's): its contents go after 30 days.
    `UPDATE outbox SET last_attempt_at = '${daysAgo(40)}' WHERE reply_to <> 'fresh@example.com'`,
  );
  const errorLog = path.join(api.dataDir, 'error.log');
  const mailLogFile = path.join(api.dataDir, 'mail.log');
  fs.writeFileSync(errorLog, `[${daysAgo(100)}] ERROR old fault\n[${daysAgo(10)}] ERROR recent fault\n`);
  fs.writeFileSync(mailLogFile, `===== ${daysAgo(100)} =====\nTo: old@example.com\nSubject: old\n\n${fs.readFileSync(mailLogFile, 'utf8')}`);

  // CV files no submission names, as a database crash during a COMMIT may leave (db-faults.test.ts): one two
  // hours old goes, one just written stays (its submission may still be being stored), a file of another name stays.
  const uploads = path.join(api.dataDir, 'uploads');
  const unnamedOld = path.join(uploads, `${'a'.repeat(32)}.pdf`);
  const unnamedNew = path.join(uploads, `${'b'.repeat(32)}.docx`);
  const other = path.join(uploads, 'README.txt');
  for (const file of [unnamedOld, unnamedNew, other]) fs.writeFileSync(file, 'x');
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  fs.utimesSync(unnamedOld, twoHoursAgo, twoHoursAgo);
  fs.utimesSync(other, twoHoursAgo, twoHoursAgo);
  // The fresh visitor's CV is as old: named by its submission, it stays.
  fs.utimesSync(path.join(uploads, freshCv), twoHoursAgo, twoHoursAgo);

  const run = runPhp(api, 'api/bin/purge.php');
  assert.is(run.status, 0, run.stderr);
  assert.is(
    run.stdout,
    'purge: 2 submissions, 2 CV files, 1 CV files no submission names, 2 outbox messages, 4 outbox message contents, 2 log entries removed\n',
  );
  assert.equal(listFiles(uploads), [freshCv, path.basename(unnamedNew), 'README.txt'].sort());
  for (const file of [unnamedNew, other]) fs.unlinkSync(file);

  assert.equal([rows(api, 'contacts', 'Ancient'), rows(api, 'vacancies', 'Ancient'), rows(api, 'newsletter', 'ancient')], [0, 0, 1]);
  assert.equal([rows(api, 'contacts', 'Oldcv'), rows(api, 'vacancies', 'Oldcv'), rows(api, 'newsletter', 'old.cv')], [1, 1, 1]);
  assert.equal(listFiles(path.join(api.dataDir, 'uploads')), [freshCv], `${oldCv} and the ancient CV are deleted`);
  assert.equal(
    query(api, 'SELECT attachment_file FROM outbox WHERE attachment_file IS NOT NULL'),
    [{ attachment_file: freshCv }],
    'no message names a deleted CV',
  );
  const contents = query<{ reply_to: string; body: string; subject: string }>(api, 'SELECT reply_to, body, subject FROM outbox ORDER BY id');
  assert.equal(
    contents.map((c) => [c.reply_to, c.body === '', c.subject === '']),
    [...Array(4).fill(['', true, true]), ...Array(3).fill(['fresh@example.com', false, false])],
  );
  assert.match(readIfExists(errorLog), /^\[[^\]]+\] ERROR recent fault\n$/);
  assert.not.ok(readIfExists(mailLogFile).includes('Subject: old\n'));
  assert.is(mailLog(api).length, 9);
});

test('the privacy policy states the periods purge.php applies by default, and what erase.php does', () => {
  const defaults = JSON.parse(
    spawnSync('php', ['-r', "echo json_encode(require 'api/config/config.php');"], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ONAS_DATA_DIR: '/nonexistent' },
    }).stdout,
  ) as Record<string, number>;
  const section = (id: string) => privacyPolicy.sections.find((s) => s.id === id);
  const periods = section('how-long')?.bullets ?? [];
  const months = (days: number) => `${Math.round(days / 30.4)} months`;
  assert.ok(periods.includes(`Contact requests: ${months(defaults.retention_submission_days)} from the date you send them.`), periods.join('\n'));
  assert.ok(
    periods.includes(
      `Vacancy submissions: ${months(defaults.retention_submission_days)} for the form details; ${months(defaults.retention_cv_days)} for the uploaded file (job description or CV).`,
    ),
    periods.join('\n'),
  );
  assert.ok(periods.some((p) => p.includes(`e-mail it sends to our teams: ${defaults.retention_outbox_body_days} days after sending`)));
  assert.ok(periods.includes(`Server logs (errors and e-mail delivery records): ${defaults.retention_log_days} days.`));
  assert.ok(
    section('your-rights')?.paragraphs.some((p) =>
      p.startsWith('When you ask us to delete your data, we erase everything the website stored under your e-mail address'),
    ),
  );
});

test.run();
