// PostgreSQL behind a real PgBouncer in transaction pooling mode (issue #27, M5), as docs/api.md recommends:
// migrate.php, the three form endpoints under concurrent posts, and retry-mail.php all work through it;
// no session setting or session lock is left on the pooled server connection; and the migration lock
// gives up after migrate_lock_timeout. Run by the api-postgres group only (ONAS_TEST_DB=postgres).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, ROOT, scratchDir, startApi, TEST_DB, writeConfig, type ApiServer } from './api-server.ts';
import { createDatabase, grantApp, php, type Connection, type TestDatabase } from './db-server.ts';
import { runPhpAsync } from './php-async.ts';
import { startPgBouncer, type PgBouncer } from './pgbouncer.ts';
import { postJson, postMultipart, vacancyForm, validContact } from './requests.ts';
import { startSink, type SmtpSink } from './smtp-sink.ts';
import { freePort } from '../support/free-port.ts';

if (TEST_DB !== 'postgres') throw new Error('pgbouncer.test.ts runs with ONAS_TEST_DB=postgres (node test/run.mjs api-postgres)');

const USER = 'forms@onas.example';
const PASSWORD = `sink-${crypto.randomBytes(6).toString('hex')}`;

let db: TestDatabase;
let bouncer: PgBouncer;
let sink: SmtpSink;
let dataDir: string;
/** The API's settings, every connection through the pooler. */
let settings: Record<string, unknown>;
const started: { stop: () => Promise<void> }[] = [];

test.before(async () => {
  db = createDatabase();
  const pgPort = Number(/port=(\d+)/.exec(db.admin.dsn)?.[1]);
  bouncer = await startPgBouncer({ host: '127.0.0.1', port: pgPort }, { [db.admin.user!]: db.admin.password!, [db.app.user!]: db.app.password! });
  sink = await startSink({ username: USER, password: PASSWORD });
  started.push(bouncer, sink);
  dataDir = path.join(scratchDir(), 'data');
  settings = {
    data_dir: dataDir,
    db_dsn: bouncer.dsn(db.name),
    db_user: db.app.user,
    mail_transport: 'smtp',
    smtp_host: '127.0.0.1',
    smtp_port: await freePort(), // nobody listens: the mail waits for retry-mail.php
    smtp_secure: 'none',
    smtp_username: USER,
    smtp_timeout: 5,
    notify_to: 'sales@onas.example',
    trusted_proxies: ['127.0.0.1'],
    rate_limit_max: 1000,
    mail_retry_after: 0,
    migrate_lock_timeout: 2,
  };
});

test.after(async () => {
  for (const s of started.reverse()) await s.stop();
  cleanScratch();
});

/** migrate.php through the pooler as the schema's owner. */
function migrateThroughPooler(): { status: number; stdout: string; stderr: string } {
  const r = spawnSync('php', ['api/bin/migrate.php'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ONAS_API_CONFIG: writeConfig(settings), ONAS_DB_USER: db.admin.user!, ONAS_DB_PASSWORD: db.admin.password! },
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const direct = (): Connection => db.admin;
const pooled = (): Connection => ({ dsn: bouncer.dsn(db.name), user: db.app.user, password: db.app.password });

/** One value through the pooler, on the one server connection every client shares. */
function throughPooler(sql: string): string {
  return php(pooled(), '$db->setAttribute(PDO::PGSQL_ATTR_DISABLE_PREPARES, true); echo $db->query($argv[2])->fetchColumn();', [sql]).trim();
}

test('migrate.php works through PgBouncer and leaves no lock behind', () => {
  const first = migrateThroughPooler();
  assert.is(first.status, 0, first.stderr + first.stdout + bouncer.log());
  assert.match(first.stdout, /^migrate: pgsql database from schema version 0 to \d+/);
  grantApp(db);
  const again = migrateThroughPooler();
  assert.is(again.status, 0, again.stderr);
  assert.match(again.stdout, /already at schema version/);
  // Advisory locks of this file's database only: other files migrate their own databases on the same server meanwhile.
  const held = "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())";
  assert.is(php(direct(), `echo $db->query("${held}")->fetchColumn();`), '0');
});

test('a named prepared statement on the pooled connection does not break the API; no session setting stays behind', async () => {
  const api: ApiServer = await startApi(settings, { dataDir, env: { ONAS_SMTP_PASSWORD: PASSWORD } });
  started.push(api);
  // Another client of the pool holds a server-side prepared statement, as every PDO client with the
  // default settings does between its prepare and its execute, or until the statement is freed.
  const other: ChildProcess = spawn(
    'php',
    [
      '-r',
      `$c = json_decode($argv[1], true); $db = new PDO($c['dsn'], $c['user'], $c['password'], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
       $st = $db->prepare('SELECT 1'); $st->execute(); $st->fetchAll(); echo "prepared\n"; sleep(60);`,
      '--',
      JSON.stringify(pooled()),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      other.stdout?.on('data', (d: Buffer) => d.toString().includes('prepared') && resolve());
      other.once('exit', (code) => reject(new Error(`the other client exited (${code})`)));
    });
    const res = await postJson(api, '/contact.php', validContact({ firstName: 'Beside' }));
    assert.is(res.status, 200, res.text + api.output().slice(-1500));
  } finally {
    other.kill('SIGKILL');
  }
  await new Promise((r) => other.once('close', r));
  // The API's lock timeout and time zone were set per transaction: the server connection it used is back at the defaults.
  assert.is(throughPooler('SHOW lock_timeout'), '0');
});

test('the forms, posted together, are all stored through PgBouncer', async () => {
  const api: ApiServer = await startApi(settings, { dataDir, env: { ONAS_SMTP_PASSWORD: PASSWORD } });
  started.push(api);
  const posts = [
    ...Array.from({ length: 8 }, (_, i) => postJson(api, '/contact.php', validContact({ firstName: `Pooled${i}` }))),
    ...Array.from({ length: 4 }, (_, i) => postJson(api, '/newsletter.php', { email: `pooled${i}@example.com` })),
    ...Array.from({ length: 2 }, (_, i) => postMultipart(api, '/vacancy.php', vacancyForm({ company: `Pooled Co ${i}` }))),
  ];
  const answers = await Promise.all(posts);
  assert.equal(
    answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.text}`),
    [],
    api.output().slice(-2000),
  );
  const counts = php(
    direct(),
    "foreach (['contacts', 'newsletter', 'vacancies', 'outbox'] as $t) echo $db->query(\"SELECT COUNT(*) FROM $t\")->fetchColumn(), ' ';",
  );
  assert.is(counts.trim(), '9 4 2 15');
  // The sign-ups answer before their mail is tried: wait until every message has been (retry-mail.php, next, counts them).
  const pending = () => php(direct(), 'echo $db->query("SELECT COUNT(*) FROM outbox WHERE status = \'pending\'")->fetchColumn();');
  const end = Date.now() + 10_000;
  while (pending() !== '0') {
    if (Date.now() > end) throw new Error('the mail of the sign-ups was not tried');
    await new Promise((r) => setTimeout(r, 50));
  }
});

test('retry-mail.php delivers the waiting mail through PgBouncer', async () => {
  const before = sink.received.length;
  const run = await runPhpAsync('api/bin/retry-mail.php', [], writeConfig(settings), {
    ONAS_SMTP_PORT: String(sink.port),
    ONAS_SMTP_PASSWORD: PASSWORD,
  });
  assert.is(run.status, 0, run.stderr + run.stdout);
  assert.match(run.stdout, /^retry-mail: 15 to send, 15 sent, 0 still failing, 0 given up$/m);
  await sink.waitFor(before + 15);
  assert.is(php(direct(), 'echo $db->query("SELECT COUNT(*) FROM outbox WHERE status = \'sent\'")->fetchColumn();'), '15');
});

test('the migration lock gives up after migrate_lock_timeout while another migration holds it', async () => {
  // Another deploy's migration, straight on PostgreSQL, holding the lock in its open transaction.
  const holder: ChildProcess = spawn(
    'php',
    [
      '-r',
      `$c = json_decode($argv[1], true); $db = new PDO($c['dsn'], $c['user'], $c['password'], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
       $db->beginTransaction(); $db->query('SELECT pg_advisory_xact_lock(' . 0x2b1c7a1d . ')')->fetchAll(); echo "locked\\n"; sleep(60);`,
      '--',
      JSON.stringify(direct()),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      holder.stdout?.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
      holder.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
    });
    const blocked = migrateThroughPooler();
    assert.is(blocked.status, 1, blocked.stdout);
    assert.match(blocked.stderr, /^migrate failed: another migration has held the lock for 2 s$/m);
  } finally {
    holder.kill('SIGKILL');
  }
  await new Promise((r) => holder.once('close', r));
  const after = migrateThroughPooler();
  assert.is(after.status, 0, after.stderr);
});

test.run();
