// The same behaviour on every database (run with ONAS_TEST_DB=sqlite|mariadb|postgres): concurrent sign-ups
// of one address, the rate limit under concurrency, two retry workers at once, UTF-8 and UTC, the migration
// script run twice, and (server drivers) a request on a database that was never migrated.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDatabase, grantApp, migrate as migrateAsAdmin, php } from './db-server.ts';
import { cleanScratch, ROOT, scratchDir, startApi, TEST_DB, writeConfig, type ApiServer } from './api-server.ts';
import { postJson, validContact } from './requests.ts';
import { count, mailLog, query, readIfExists, runPhp, untilMailTried } from './stored-data.ts';

const servers: ApiServer[] = [];
const start = async (overrides: Record<string, unknown> = {}) => {
  const server = await startApi({ trusted_proxies: ['127.0.0.1'], ...overrides });
  servers.push(server);
  return server;
};

test.after(async () => {
  for (const server of servers) await server.stop();
  cleanScratch();
});

/** Runs a PHP script asynchronously (so two can run at once) with the given config. */
function runAsync(script: string, configFile: string): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('php', [script], { cwd: ROOT, env: { ...process.env, ONAS_API_CONFIG: configFile } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ status: code ?? -1, stdout, stderr }));
  });
}

test(`[${TEST_DB}] 50 simultaneous sign-ups of one address (in mixed case, from 50 clients) end in one row`, async () => {
  const api = await start();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => postJson(api, '/newsletter.php', { email: i % 2 ? 'Same.Reader@Example.com' : 'same.reader@example.com' })),
  );
  assert.equal(
    answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.text}`),
    [],
  );
  assert.equal(query(api, 'SELECT email_key FROM newsletter'), [{ email_key: 'same.reader@example.com' }]);
  await untilMailTried(api); // sent after the answer
  // One sign-up, one message (the notice to sales; the guide is a download): the others stored nothing.
  assert.is(count(api, 'outbox'), 1);
  assert.is(mailLog(api).length, 1);
  assert.is(readIfExists(path.join(api.dataDir, 'error.log')), '');
});

test(`[${TEST_DB}] the rate limit holds under concurrency: 20 requests at once from one client store exactly 5`, async () => {
  const api = await start({ rate_limit_max: 5 });
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => postJson(api, '/contact.php', validContact({ firstName: `Burst${i}` }), { ip: '192.0.2.77' })),
  );
  const statuses = answers.map((a) => a.status).sort();
  const why = () => `${[...new Set(answers.map((a) => `${a.status} ${a.text}`))].join('\n')}\nerror.log: ${readIfExists(path.join(api.dataDir, 'error.log'))}`;
  assert.equal(statuses, [...Array(5).fill(200), ...Array(15).fill(429)], why());
  assert.is(count(api, 'contacts'), 5);
  assert.is(count(api, 'rate_limit_hits'), 5);
  assert.is(readIfExists(path.join(api.dataDir, 'error.log')), '');
});

test(`[${TEST_DB}] two retry workers at once send each waiting message exactly once`, async () => {
  const MESSAGES = 40;
  // Mail fails while the forms are sent (the log cannot be written): every message waits for a retry.
  const dir = scratchDir();
  const broken = await start({ mail_retry_after: 0, mail_log: path.join(dir, 'missing-dir', 'mail.log') });
  const answers = await Promise.all(Array.from({ length: MESSAGES }, (_, i) => postJson(broken, '/contact.php', validContact({ firstName: `Waiting${i}` }))));
  assert.equal(answers.filter((a) => a.status !== 200).length, 0);
  assert.equal(query(broken, 'SELECT status, COUNT(*) AS n FROM outbox GROUP BY status'), [{ status: 'retry', n: MESSAGES }]);

  // Mail works again; two workers start together (two web servers' cron jobs at the same minute).
  const fixed = writeConfig({ data_dir: broken.dataDir, trusted_proxies: ['127.0.0.1'], mail_retry_after: 0 });
  const [a, b] = await Promise.all([runAsync('api/bin/retry-mail.php', fixed), runAsync('api/bin/retry-mail.php', fixed)]);
  assert.is(a.status, 0, a.stderr + a.stdout);
  assert.is(b.status, 0, b.stderr + b.stdout);
  const sentBy = (out: string) => Number(/(\d+) sent/.exec(out)?.[1] ?? NaN);
  assert.is(sentBy(a.stdout) + sentBy(b.stdout), MESSAGES, `${a.stdout} | ${b.stdout}`);
  const subjects = mailLog(broken).map((m) => m.subject);
  assert.is(subjects.length, MESSAGES, 'each message once in the mail log');
  assert.is(new Set(subjects).size, MESSAGES);
  assert.equal(query(broken, 'SELECT status, attempts, COUNT(*) AS n FROM outbox GROUP BY status, attempts'), [{ status: 'sent', attempts: 2, n: MESSAGES }]);
  assert.equal(query(broken, 'SELECT COUNT(*) AS n FROM outbox WHERE claimed_until IS NOT NULL'), [{ n: 0 }]);
  console.log(`retry workers [${TEST_DB}]: ${sentBy(a.stdout)} + ${sentBy(b.stdout)} sent`);
});

test(`[${TEST_DB}] UTF-8 (four-byte characters too) is kept as sent, and times are UTC`, async () => {
  const api = await start();
  const name = 'Zoë 𝒜𝓈𝒽𝒶 李 😀';
  const before = Date.now();
  assert.is((await postJson(api, '/contact.php', validContact({ firstName: 'Unicode', company: name }))).status, 200);
  const [row] = query<{ company: string; created_at: string }>(api, "SELECT company, created_at FROM contacts WHERE first_name = 'Unicode'");
  assert.is(row.company, name);
  assert.match(row.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  const stored = Date.parse(row.created_at);
  assert.ok(stored >= Math.floor(before / 1000) * 1000 - 1000 && stored <= Date.now() + 1000, `${row.created_at} is now, in UTC`);
});

test(`[${TEST_DB}] migrate.php: the first run reports what it applied, a second one changes nothing`, () => {
  const dir = scratchDir();
  const dataDir = path.join(dir, 'data');
  let config: string;
  let run: () => { status: number; stdout: string; stderr: string };
  let shape: () => string;
  if (TEST_DB === 'sqlite') {
    config = writeConfig({ data_dir: dataDir }, dir);
    run = () => migrateAsAdmin({ admin: { dsn: '', user: '', password: '' } } as never, config);
    const conn = { dsn: `sqlite:${path.join(dataDir, 'onas.sqlite')}`, user: null, password: null };
    shape = () =>
      php(
        conn,
        "echo json_encode([$db->query('PRAGMA user_version')->fetchColumn(), $db->query('SELECT type, name, sql FROM sqlite_master ORDER BY name')->fetchAll()]);",
      );
  } else {
    // A database the helpers did not migrate: db_dsn given explicitly.
    const database = createDatabase();
    config = writeConfig({ data_dir: dataDir, ...database.settings }, dir);
    run = () => migrateAsAdmin(database, config);
    const columns =
      TEST_DB === 'mariadb'
        ? 'SELECT table_name, column_name, column_type, is_nullable, column_default, collation_name FROM information_schema.columns WHERE table_schema = DATABASE() ORDER BY table_name, ordinal_position'
        : "SELECT table_name, column_name, data_type, is_nullable, column_default, collation_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position";
    shape = () =>
      php(database.admin, `echo json_encode([$db->query('SELECT version FROM schema_migrations')->fetchAll(), $db->query("${columns}")->fetchAll()]);`);
  }
  const first = run();
  assert.is(first.status, 0, first.stderr);
  assert.is(
    first.stdout.trim(),
    TEST_DB === 'sqlite'
      ? 'migrate: sqlite database from schema version 0 to 3 (applied steps 1, 2, 3)'
      : `migrate: ${TEST_DB === 'mariadb' ? 'mysql' : 'pgsql'} database from schema version 0 to 1 (applied step 1)`,
  );
  const after = shape();
  const second = run();
  assert.is(second.status, 0, second.stderr);
  assert.is(
    second.stdout.trim(),
    `migrate: ${TEST_DB === 'sqlite' ? 'sqlite' : TEST_DB === 'mariadb' ? 'mysql' : 'pgsql'} database already at schema version ${TEST_DB === 'sqlite' ? 3 : 1}, nothing to do`,
  );
  assert.is(shape(), after, 'the schema is the same after the second run');
});

test(`[${TEST_DB}] a request never creates tables on a database server; the API's user cannot either`, async () => {
  if (TEST_DB === 'sqlite') {
    // SQLite is the exception by design: the first request sets up the file (storage.test.ts checks it).
    const api = await start();
    assert.is((await postJson(api, '/contact.php', validContact())).status, 200);
    assert.is(count(api, 'contacts'), 1);
    return;
  }
  // The users and grants are in place (on MariaDB a database-wide grant, which also covers tables created
  // later) but migrate.php was not run.
  const database = createDatabase();
  grantApp(database);
  const dir = scratchDir();
  const dataDir = path.join(dir, 'data');
  const api = await start({ data_dir: dataDir, ...database.settings });
  const res = await postJson(api, '/contact.php', validContact());
  assert.is(res.status, 500);
  assert.equal(res.json, { success: false, message: 'Something went wrong on our side. Please try again later.' });
  assert.match(readIfExists(path.join(dataDir, 'error.log')), /schema version 0, this code needs 1: run php api\/bin\/migrate\.php/);
  const tables = () =>
    php(
      database.admin,
      TEST_DB === 'mariadb'
        ? 'echo $db->query("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE()")->fetchColumn();'
        : 'echo $db->query("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = \'public\'")->fetchColumn();',
    );
  assert.is(tables(), '0', 'the request created no table');
  // The API's own user may not create tables even if it tried.
  assert.throws(() => php(database.app, '$db->exec("CREATE TABLE intruder (id INT)");'), /denied|permission/i);
  // After the migration (as the admin) the same request is stored.
  const migrated = migrateAsAdmin(database, api.configFile);
  assert.is(migrated.status, 0, migrated.stderr);
  php(
    database.admin,
    TEST_DB === 'mariadb'
      ? `$db->exec("GRANT SELECT, INSERT, UPDATE, DELETE ON ${database.name}.* TO 'onas_app'@'127.0.0.1'");`
      : '$db->exec("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO onas_app"); $db->exec("GRANT USAGE ON SCHEMA public TO onas_app");',
  );
  assert.is((await postJson(api, '/contact.php', validContact())).status, 200);
  assert.is(php(database.app, 'echo $db->query("SELECT COUNT(*) FROM contacts")->fetchColumn();'), '1');
});

test(`[${TEST_DB}] the database password cannot come from a file; a wrong one fails without showing it`, () => {
  const dir = scratchDir();
  const inFile = writeConfig({ data_dir: path.join(dir, 'data'), db_password: 'secret-in-file' }, dir);
  const refused = runPhp({ configFile: inFile }, 'api/bin/export.php', ['contacts']);
  assert.is(refused.status, 1);
  assert.match(refused.stderr, /db_password may not be set in a file .*: set the environment variable ONAS_DB_PASSWORD/);
  if (TEST_DB !== 'sqlite') {
    const config = writeConfig({ data_dir: path.join(dir, 'data2') }, dir);
    const wrong = runPhp({ configFile: config }, 'api/bin/export.php', ['contacts'], config, { ONAS_DB_PASSWORD: 'not-the-password' });
    assert.is(wrong.status, 1);
    assert.match(wrong.stderr, /export failed: SQLSTATE\[(28000|08006|HY000)\].*(password authentication failed|Access denied)/);
    assert.not.match(wrong.stderr, /not-the-password/);
    // The right one, from the environment the tests give every PHP process, works.
    assert.is(runPhp({ configFile: config }, 'api/bin/export.php', ['contacts']).status, 0);
  }
});

test.run();
