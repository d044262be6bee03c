// The PHP form API under test: `php -S` started the way the site's dev server does, its config file (and,
// with ONAS_TEST_DB=mariadb|postgres, a migrated database on the test server), and stopping it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPassword, createDatabase, grantApp, migrate, TEST_DB, type Connection, type TestDatabase } from './db-server.ts';
import { freePort } from '../support/free-port.ts';
import { startGroup, waitUntil } from '../support/process-group.ts';

export { TEST_DB };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** PHP's own limits for the test server: above the app's 5 MB so the app's check is the one that answers. */
export const PHP_LIMITS = ['-d', 'upload_max_filesize=8M', '-d', 'post_max_size=10M'];

export interface ApiServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (endpoints are /contact.php etc., as behind the site's proxy). */
  url: string;
  /** Host:port the server answers on, for Origin/Referer headers. */
  host: string;
  dataDir: string;
  configFile: string;
  /** What php -S wrote to stderr (request log, PHP warnings). */
  output: () => string;
  stop: () => Promise<void>;
}

export type ConfigOverrides = Record<string, unknown>;

const scratchDirs: string[] = [];

export function scratchDir(prefix = 'onas-api-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}

/** The server database of each data directory (ONAS_TEST_DB=mariadb|postgres), for query(). */
const databasesByDataDir = new Map<string, TestDatabase>();

/**
 * A PHP config file returning the overrides; data_dir defaults to a fresh temporary directory. With
 * ONAS_TEST_DB=mariadb or postgres (and no db_dsn among the overrides) the config also names a new
 * database on the test server (the same one as an earlier config for the same data_dir), migrated with api/bin/migrate.php; the API reaches it as a user that may
 * only read and write rows, its password in ONAS_DB_PASSWORD (set for every PHP process the tests start).
 */
export function writeConfig(overrides: ConfigOverrides, dir = scratchDir()): string {
  // Development unless a test says otherwise: the scripts under test run from the CLI, where the default is
  // production, and most tests read what the 'log' transport wrote (test/api/delivery.test.ts tests production).
  const values: ConfigOverrides = { data_dir: path.join(dir, 'data'), environment: 'development', ...overrides };
  let database: TestDatabase | undefined;
  let fresh = false;
  if (TEST_DB !== 'sqlite' && !('db_dsn' in overrides)) {
    // A second config for the same data directory (settings changed, same installation) keeps its database.
    database = databasesByDataDir.get(String(values.data_dir));
    if (!database) {
      database = createDatabase();
      fresh = true;
    }
    Object.assign(values, database.settings);
    process.env.ONAS_DB_PASSWORD = appPassword();
  }
  const file = path.join(dir, `config-${crypto.randomBytes(4).toString('hex')}.php`);
  const json = JSON.stringify(values);
  if (json.includes('\nJSON')) throw new Error('config JSON may not contain the heredoc terminator');
  fs.writeFileSync(file, `<?php\nreturn json_decode(<<<'JSON'\n${json}\nJSON, true, 512, JSON_THROW_ON_ERROR);\n`);
  if (database && fresh) {
    // Migrated with a config of its own: the test's config may be broken on purpose.
    const migrationConfig = path.join(dir, `migrate-${crypto.randomBytes(4).toString('hex')}.php`);
    fs.writeFileSync(
      migrationConfig,
      `<?php\nreturn json_decode(<<<'JSON'\n${JSON.stringify({ data_dir: values.data_dir, ...database.settings })}\nJSON, true);\n`,
    );
    const result = migrate(database, migrationConfig);
    if (result.status !== 0) throw new Error(`migrate.php failed: ${result.stderr}${result.stdout}`);
    grantApp(database);
    databasesByDataDir.set(String(values.data_dir), database);
  }
  return file;
}

/** How PHP reaches the database of a server (or of a data directory): its own SQLite file or a test database. */
export function connectionOf(server: Pick<ApiServer, 'dataDir'>): Connection {
  const database = databasesByDataDir.get(server.dataDir);
  return database ? database.app : { dsn: `sqlite:${path.join(server.dataDir, 'onas.sqlite')}`, user: null, password: null };
}

/** The test database behind a data directory (undefined on SQLite). */
export function databaseOf(server: Pick<ApiServer, 'dataDir'>): TestDatabase | undefined {
  return databasesByDataDir.get(server.dataDir);
}

/**
 * Starts `php -S 127.0.0.1:<port> -t api api/router.php` from the repository root with 4 workers and
 * ONAS_API_CONFIG pointing at a config with a fresh data directory (PHP's limits: PHP_LIMITS unless
 * options.phpLimits; options.router: another router script, relative to the root, e.g. one under test/ that
 * plants a fault and then hands over to api/router.php; options.port: the port to try first). The server runs in its own process
 * group, which stop() (and process exit) kills as a whole so no worker is left behind.
 */
export async function startApi(
  overrides: ConfigOverrides = {},
  options: { dataDir?: string; env?: Record<string, string>; phpLimits?: string[]; router?: string; port?: number } = {},
): Promise<ApiServer> {
  const dir = scratchDir();
  const dataDir = options.dataDir ?? path.join(dir, 'data');
  const configFile = writeConfig({ data_dir: dataDir, ...overrides }, dir);
  // The port is ours only once our own php says it started: freePort() releases the port it found, so a
  // parallel test file can bind it first. Then this php fails to listen, and a check that only asked the
  // port for an answer would send this file's requests to the other file's server (CI saw a contact stored
  // in another test's database). A failed bind tries a new port.
  for (let attempt = 1; ; attempt++) {
    const port = attempt === 1 && options.port ? options.port : await freePort();
    const server = startGroup('php', [...(options.phpLimits ?? PHP_LIMITS), '-S', `127.0.0.1:${port}`, '-t', 'api', options.router ?? 'api/router.php'], {
      cwd: ROOT,
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4', ONAS_API_CONFIG: configFile, ...options.env },
    });
    const url = `http://127.0.0.1:${port}`;
    const started = new RegExp(`Development Server \\(http://127\\.0\\.0\\.1:${port}\\) started`);
    const lostPort = () => /Failed to listen on/.test(server.output());
    try {
      await waitUntil(
        async () => started.test(server.output()) && (await fetch(`${url}/__ready`)).arrayBuffer().then(() => true),
        'php -S',
        server.output,
        10_000,
        lostPort,
      );
    } catch (e) {
      await server.stop(0);
      if (lostPort() && attempt < 5) continue;
      throw e;
    }
    return {
      url,
      host: `127.0.0.1:${port}`,
      dataDir,
      configFile,
      output: server.output,
      stop: () => server.stop(3000),
    };
  }
}

/** Waits until the server's error output matches `pattern` (PHP writes its log line after the answer). */
export async function untilOutput(server: Pick<ApiServer, 'output'>, pattern: RegExp, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!pattern.test(server.output())) {
    if (Date.now() > until) throw new Error(`no line matching ${pattern} in the server's output:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Removes the temporary directories the helpers made (call from test.after). */
export function cleanScratch(): void {
  if (process.env.KEEP_API_TEST_DATA) return;
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
