// The database server crashes in the middle of a load (SIGKILL to MariaDB or PostgreSQL, as the OOM killer
// would), then comes back. What the API answered 200 must be stored exactly once, what it refused must be
// answered with JSON and a 5xx, and no CV file may stay behind without its row once purge.php has run.
// Runs on a server of its own (ownServer), never the run's shared one; on SQLite there is no server to
// kill (test/run.mjs). commit-unanswered.test.ts cuts the moment of the COMMIT on purpose.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, TEST_DB, type ApiServer } from './api-server.ts';
import { ownServer } from './db-server.ts';
import { postJson, postMultipart, vacancyForm, validContact, type ApiResponse } from './requests.ts';
import { listFiles, purgeAnHourLater, query, readIfExists } from './stored-data.ts';
import { pdfBytes } from './upload-files.ts';

if (TEST_DB === 'sqlite') throw new Error('db-faults.test.ts kills a database server: run it with ONAS_TEST_DB=mariadb or postgres');

const CONTACTS = 150;
const VACANCIES = 50;
/** The server is killed once this many answers have come back. */
const KILL_AFTER = 40;

const server = ownServer();
let api: ApiServer;

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'] });
});
test.after(async () => {
  await api?.stop();
  cleanScratch();
});

test(`[${TEST_DB}] the database killed mid-load: every accepted submission stored once, every other one refused as JSON, no orphan CV`, async () => {
  let answered = 0;
  let killed = false;
  const pdf = pdfBytes();
  const sent: { name: string; form: 'contact' | 'vacancy'; response: Promise<ApiResponse> }[] = [];
  const watch = (r: Promise<ApiResponse>) =>
    r.then((res) => {
      if (++answered === KILL_AFTER) {
        server.kill();
        killed = true;
      }
      return res;
    });
  for (let i = 0; i < CONTACTS + VACANCIES; i++) {
    const ip = `172.18.${i >> 8}.${i & 255}`;
    if (i % 4 === 3) {
      const name = `Fault Co ${i}`;
      const form = vacancyForm({ company: name }, { file: { bytes: pdf, name: `cv-${i}.pdf` } });
      sent.push({ name, form: 'vacancy', response: watch(postMultipart(api, '/vacancy.php', form, { ip })) });
    } else {
      const name = `Fault${i}`;
      sent.push({ name, form: 'contact', response: watch(postJson(api, '/contact.php', validContact({ firstName: name }), { ip })) });
    }
  }
  const answers = await Promise.all(sent.map(async (s) => ({ ...s, res: await s.response })));
  assert.ok(killed, 'the server was killed mid-load');
  server.restart();

  const accepted = answers.filter((a) => a.res.status === 200);
  const refused = answers.filter((a) => a.res.status !== 200);
  assert.ok(accepted.length >= KILL_AFTER / 2, `some were stored before the crash (${accepted.length})`);
  assert.ok(refused.length > 0, 'some were refused after it');
  for (const r of refused) {
    assert.ok(r.res.status >= 500, `${r.name}: ${r.res.status} ${r.res.text}`);
    assert.equal(r.res.json, { success: false, message: r.res.json?.message }, `${r.name}: JSON`);
  }
  const contacts = query<{ first_name: string }>(api, 'SELECT first_name FROM contacts').map((r) => r.first_name);
  const vacancies = query<{ company: string; resume_file: string }>(api, 'SELECT company, resume_file FROM vacancies');
  const stored = [...contacts, ...vacancies.map((v) => v.company)];
  assert.is(new Set(stored).size, stored.length, 'nothing stored twice');
  for (const a of accepted) assert.ok(stored.includes(a.name), `${a.name} was answered 200 and is stored`);
  // Every stored vacancy has its CV. A COMMIT the crash left unanswered while the server could not be asked
  // keeps its CV (the vacancy may be stored), and says so in error.log; purge.php removes it an hour later
  // when no vacancy names it. Any other refused submission left no CV behind.
  const uploads = path.join(api.dataDir, 'uploads');
  const files = listFiles(uploads).map((f) => path.basename(f));
  const named = vacancies.map((v) => path.basename(v.resume_file));
  for (const name of named) assert.ok(files.includes(name), `the stored vacancy's CV ${name} is in place`);
  const errorLog = readIfExists(path.join(api.dataDir, 'error.log'));
  const unnamed = files.filter((f) => !named.includes(f));
  for (const name of unnamed) assert.ok(errorLog.includes(`"kept_file":"${name}"`), `${name}, named by no vacancy, was kept on purpose:\n${errorLog}`);
  const purge = purgeAnHourLater(api);
  assert.is(purge.status, 0, purge.stderr);
  assert.match(purge.stdout, `, ${unnamed.length} CV files no submission names,`);
  assert.equal(listFiles(uploads).sort(), named.sort(), 'after purge.php, no CV without its vacancy');
  console.log(
    `faults [${TEST_DB}]: ${answers.length} posts, server killed after ${KILL_AFTER} answers: ${accepted.length} answered 200, ` +
      `${refused.length} refused (${[...new Set(refused.map((r) => r.res.status))].join('/')}), ${stored.length} stored, ${named.length} CVs` +
      (unnamed.length ? `, ${unnamed.length} kept after an unanswered COMMIT` : ''),
  );
});

test.run();
