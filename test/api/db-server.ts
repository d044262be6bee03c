// The database server behind the API tests, chosen by ONAS_TEST_DB: sqlite (default), mariadb or postgres.
// `node test/run.mjs` starts one server per group (startServer) and names it in ONAS_TEST_DB_SERVER; every
// test file of the group then uses it, each with databases of its own (createDatabase). A file run by hand
// starts its own server in a temporary data directory on a free loopback port, stopped and removed when
// the process exits. The API connects as an application user that may only read and write rows; the
// schema is migrated by api/bin/migrate.php as the admin user.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePortSync } from '../support/free-port.ts';
import { killGroup } from '../support/process-group.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type TestDb = 'sqlite' | 'mariadb' | 'postgres';

export const TEST_DB: TestDb = (() => {
  const value = process.env.ONAS_TEST_DB ?? 'sqlite';
  if (value !== 'sqlite' && value !== 'mariadb' && value !== 'postgres') throw new Error(`ONAS_TEST_DB must be sqlite, mariadb or postgres, not '${value}'`);
  return value;
})();

/** How PHP reaches one database: a PDO DSN and credentials. */
export interface Connection {
  dsn: string;
  user: string | null;
  password: string | null;
}

export interface Server {
  driver: 'mysql' | 'pgsql';
  port: number;
  admin: Connection;
  appUser: string;
  appPassword: string;
}

const ADMIN_PASSWORD = 'admin-test-password';
const APP_USER = 'onas_app';
const APP_PASSWORD = 'app-test-password';

let server: Server | undefined;
let databases = 0;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs PHP code with a PDO connection as $db (from the JSON connection in argv[1]); returns stdout. */
export function php(connection: Connection, code: string, args: string[] = []): string {
  const prelude = `$c = json_decode($argv[1], true);
$db = new PDO($c['dsn'], $c['user'], $c['password'], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC, PDO::ATTR_EMULATE_PREPARES => false, PDO::ATTR_STRINGIFY_FETCHES => false]);
if (str_starts_with($c['dsn'], 'sqlite:')) $db->exec('PRAGMA busy_timeout = 10000');
`;
  const r = spawnSync('php', ['-r', prelude + code, '--', JSON.stringify(connection), ...args], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`php failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

function firstExisting(candidates: string[]): string {
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`none of these exists: ${candidates.join(', ')} (run test/system-deps.sh)`);
  return found;
}

/** Debian keeps PostgreSQL's server binaries in /usr/lib/postgresql/<version>/bin: the newest one. */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) if (fs.existsSync(path.join(base, v, 'bin', 'postgres'))) return path.join(base, v, 'bin');
  throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (run test/system-deps.sh)');
}

const isRoot = process.getuid?.() === 0;

/** Stops the server (its whole process group) and removes its directory when this test process exits. */
function registerCleanup(child: ChildProcess, dir: string, signal: NodeJS.Signals): void {
  const pid = child.pid!;
  child.unref(); // the server must not keep the test process alive; the exit handler stops it
  process.once('exit', () => {
    killGroup(pid, signal);
    const until = Date.now() + 10_000;
    while (leaderRunning(pid) && Date.now() < until) sleep(50);
    if (leaderRunning(pid)) killGroup(pid, 'SIGKILL');
    if (!process.env.KEEP_API_TEST_DATA) fs.rmSync(dir, { recursive: true, force: true });
  });
}

function waitUntilReady(admin: Connection, log: () => string, pid: number): void {
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      php(admin, 'echo 1;');
      return;
    } catch (e) {
      let alive = true;
      try {
        process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (!alive || Date.now() > until) throw new Error(`the ${TEST_DB} test server did not start: ${(e as Error).message}\n${log()}`);
      sleep(200);
    }
  }
}

/**
 * Starts a server, again on another port when the one it was given was taken in the meantime: test
 * files run side by side (run.mjs), and two of them may pick the same free port before either binds it.
 */
function startWithFreePort(start: () => Server): Server {
  for (let attempt = 1; ; attempt++) {
    try {
      return start();
    } catch (e) {
      const taken = /address already in use|could not bind|bind on tcp\/ip port/i.test((e as Error).message);
      if (!taken || attempt === 3) throw e;
    }
  }
}

function startMariadb(): Server {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onas-mariadb-'));
  const datadir = path.join(dir, 'data');
  const port = freePortSync();
  const mysqld = firstExisting(['/usr/sbin/mariadbd', '/usr/sbin/mysqld']);
  const userArgs = isRoot ? ['--user=root'] : [];
  const install = spawnSync(
    firstExisting(['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db']),
    [`--datadir=${datadir}`, '--auth-root-authentication-method=normal', '--skip-test-db', '--no-defaults', ...userArgs],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`mariadb-install-db failed:\n${install.stdout}\n${install.stderr}`);
  const logFile = path.join(dir, 'server.log');
  const launch = () => {
    const started = spawn(
      mysqld,
      [
        '--no-defaults',
        ...userArgs,
        `--datadir=${datadir}`,
        `--socket=${path.join(dir, 'mysqld.sock')}`,
        `--pid-file=${path.join(dir, 'mysqld.pid')}`,
        `--log-error=${logFile}`,
        '--bind-address=127.0.0.1',
        `--port=${port}`,
        '--skip-name-resolve',
        '--innodb-buffer-pool-size=64M',
        '--innodb-flush-log-at-trx-commit=1',
        '--max-connections=300',
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
      ],
      { detached: true, stdio: 'ignore' },
    );
    registerCleanup(started, dir, 'SIGTERM');
    return started;
  };
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  let child = launch();
  // root@localhost has no password yet: it is reached through the socket first, given one, then used over TCP.
  const socketRoot: Connection = { dsn: `mysql:unix_socket=${path.join(dir, 'mysqld.sock')}`, user: 'root', password: null };
  waitUntilReady(socketRoot, log, child.pid!);
  php(
    socketRoot,
    `$db->exec("CREATE USER 'onas_admin'@'127.0.0.1' IDENTIFIED BY '${ADMIN_PASSWORD}'");
     $db->exec("GRANT ALL ON *.* TO 'onas_admin'@'127.0.0.1' WITH GRANT OPTION");
     $db->exec("CREATE USER '${APP_USER}'@'127.0.0.1' IDENTIFIED BY '${APP_PASSWORD}'");`,
  );
  const admin: Connection = { dsn: `mysql:host=127.0.0.1;port=${port}`, user: 'onas_admin', password: ADMIN_PASSWORD };
  controls = {
    kill: () => killNow(child.pid!),
    restart: () => {
      child = launch();
      waitUntilReady(admin, log, child.pid!);
    },
  };
  return { driver: 'mysql', port, admin, appUser: APP_USER, appPassword: APP_PASSWORD };
}

function startPostgres(): Server {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onas-postgres-'));
  const datadir = path.join(dir, 'data');
  const port = freePortSync();
  // PostgreSQL refuses to run as root: then it runs as nobody, which owns the temporary directory.
  const asUser = (cmd: string, args: string[]) => (isRoot ? ['runuser', ['-u', 'nobody', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  if (isRoot) {
    const nobody = spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' });
    const uid = Number(nobody.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const pwfile = path.join(dir, 'pw');
  fs.writeFileSync(pwfile, ADMIN_PASSWORD + '\n', { mode: 0o600 });
  if (isRoot) fs.chownSync(pwfile, fs.statSync(dir).uid, fs.statSync(dir).gid);
  const [initCmd, initArgs] = asUser(path.join(bin, 'initdb'), [
    '-D',
    datadir,
    '-U',
    'onas_admin',
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8', cwd: dir });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  fs.rmSync(pwfile);
  const logFile = path.join(dir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  if (isRoot) fs.chownSync(logFile, fs.statSync(dir).uid, fs.statSync(dir).gid);
  const [cmd, args] = asUser(path.join(bin, 'postgres'), [
    '-D',
    datadir,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'max_connections=300',
    '-c',
    'shared_buffers=64MB',
    '-c',
    'fsync=on',
    '-c',
    'timezone=UTC',
  ]);
  const launch = () => {
    const started = spawn(cmd, args, { detached: true, stdio: ['ignore', out, out], cwd: dir });
    registerCleanup(started, dir, 'SIGINT'); // PostgreSQL's fast shutdown
    return started;
  };
  let child = launch();
  const admin: Connection = { dsn: `pgsql:host=127.0.0.1;port=${port};dbname=postgres`, user: 'onas_admin', password: ADMIN_PASSWORD };
  const log = () => fs.readFileSync(logFile, 'utf8');
  waitUntilReady(admin, log, child.pid!);
  php(admin, `$db->exec("CREATE ROLE ${APP_USER} LOGIN PASSWORD '${APP_PASSWORD}'");`);
  controls = {
    kill: () => killNow(child.pid!),
    restart: () => {
      // The killed postmaster's lock file is stale; PostgreSQL would refuse to start while its PID still
      // exists, which a zombie that nobody reaps (the postmaster runs under runuser) keeps doing.
      for (const lock of [path.join(datadir, 'postmaster.pid'), path.join(dir, `.s.PGSQL.${port}.lock`), path.join(dir, `.s.PGSQL.${port}`)]) {
        fs.rmSync(lock, { force: true });
      }
      child = launch();
      waitUntilReady(admin, log, child.pid!);
    },
  };
  return { driver: 'pgsql', port, admin, appUser: APP_USER, appPassword: APP_PASSWORD };
}

/** SIGKILL to the server's whole process group, as a crash or the OOM killer would; returns once it is gone. */
function killNow(pid: number): void {
  killGroup(pid, 'SIGKILL');
  const until = Date.now() + 10_000;
  while (leaderRunning(pid)) {
    if (Date.now() > until) throw new Error(`the database server (pid ${pid}) did not die`);
    sleep(25);
  }
}

/**
 * Whether the server's leader process still runs. Once it has exited it stays a zombie until this process
 * reaps it, which happens only when the event loop runs again, so a zombie counts as gone.
 */
function leaderRunning(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Kill and restart for a server this process started itself (a fault test's own, never the run's shared one). */
let controls: { kill: () => void; restart: () => void } | undefined;

/**
 * The database server of this process, started here and not shared (ONAS_TEST_DB_SERVER is ignored), with
 * a kill that crashes it and a restart on the same data directory and port.
 */
export function ownServer(): { kill: () => void; restart: () => void } {
  if (server && !controls) throw new Error('this process already uses the shared test server: call ownServer() before any database is made');
  if (!server) {
    server = startServer(TEST_DB === 'mariadb' ? 'mariadb' : 'postgres');
    process.env.ONAS_DB_PASSWORD = server.appPassword;
  }
  return controls!;
}

/** Starts a MariaDB or PostgreSQL server for this process (stopped when it exits). */
export function startServer(kind: 'mariadb' | 'postgres'): Server {
  return startWithFreePort(kind === 'mariadb' ? startMariadb : startPostgres);
}

/** The group's server when run.mjs started one (ONAS_TEST_DB_SERVER), else this file's own. */
function ensureServer(): Server {
  if (!server) {
    const shared = process.env.ONAS_TEST_DB_SERVER ? (JSON.parse(process.env.ONAS_TEST_DB_SERVER) as Server) : undefined;
    const wanted = TEST_DB === 'mariadb' ? 'mysql' : 'pgsql';
    server = shared?.driver === wanted ? shared : startServer(TEST_DB === 'mariadb' ? 'mariadb' : 'postgres');
    // Every PHP process the tests start (php -S, the bin/ scripts) connects with it, as the API would.
    process.env.ONAS_DB_PASSWORD = server.appPassword;
  }
  return server;
}

export interface TestDatabase {
  name: string;
  /** The settings the API config gets. */
  settings: { db_dsn: string; db_user: string };
  /** What the API connects as (the password reaches PHP as ONAS_DB_PASSWORD). */
  app: Connection;
  /** Who runs migrate.php. */
  admin: Connection;
}

/**
 * A new, empty database on the test server, with the application user allowed to use it. Not migrated:
 * migrate() does that (as the admin), then grantApp() gives the application user its rights on the rows.
 */
export function createDatabase(): TestDatabase {
  const s = ensureServer();
  const name = `onas_${process.pid}_${++databases}`;
  if (s.driver === 'mysql') {
    php(s.admin, `$db->exec("CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci");`);
  } else {
    php(s.admin, `$db->exec("CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0"); $db->exec("GRANT CONNECT ON DATABASE ${name} TO ${APP_USER}");`);
  }
  const host = `host=127.0.0.1;port=${s.port};dbname=${name}`;
  const dsn = `${s.driver}:${host}`;
  return {
    name,
    settings: { db_dsn: dsn, db_user: s.appUser },
    app: { dsn, user: s.appUser, password: s.appPassword },
    admin: { dsn, user: s.admin.user, password: s.admin.password },
  };
}

/** Runs api/bin/migrate.php on the database as the admin user (the API's own user cannot create tables). */
export function migrate(db: TestDatabase, configFile: string): { status: number; stdout: string; stderr: string } {
  const r = spawnSync('php', ['api/bin/migrate.php'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ONAS_API_CONFIG: configFile, ONAS_DB_USER: db.admin.user!, ONAS_DB_PASSWORD: db.admin.password! },
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The rights the API needs and no more: read, insert, update and delete rows (and use the id sequences). */
export function grantApp(db: TestDatabase): void {
  const s = ensureServer();
  if (s.driver === 'mysql') {
    php(s.admin, `$db->exec("GRANT SELECT, INSERT, UPDATE, DELETE ON ${db.name}.* TO '${APP_USER}'@'127.0.0.1'");`);
  } else {
    php(
      db.admin,
      `$db->exec("GRANT USAGE ON SCHEMA public TO ${APP_USER}");
      $db->exec("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_USER}");
      $db->exec("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${APP_USER}");`,
    );
  }
}

/** The application user's password, which PHP reads from ONAS_DB_PASSWORD. */
export function appPassword(): string {
  return ensureServer().appPassword;
}
