// A real PgBouncer (Debian's package, test/system-deps.sh) in transaction pooling mode on a loopback port,
// in front of the test's PostgreSQL server, with a config and userlist written here. default_pool_size = 1:
// every client shares one server connection, so whatever one client leaves on it (a named prepared
// statement, a session setting, a session lock) the next one meets at once.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port.ts';
import { killGroup } from '../support/process-group.ts';

export interface PgBouncer {
  port: number;
  /** The PDO DSN of a database through the pooler. */
  dsn: (database: string) => string;
  log: () => string;
  stop: () => Promise<void>;
}

const isRoot = process.getuid?.() === 0;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts PgBouncer for `server` (host and port of PostgreSQL) with these users and passwords. */
export async function startPgBouncer(server: { host: string; port: number }, users: Record<string, string>): Promise<PgBouncer> {
  const binary = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((f) => fs.existsSync(f));
  if (!binary) throw new Error('pgbouncer is not installed (run test/system-deps.sh)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onas-pgbouncer-'));
  const port = await freePort();
  const logFile = path.join(dir, 'pgbouncer.log');
  fs.writeFileSync(
    path.join(dir, 'userlist.txt'),
    Object.entries(users)
      .map(([user, password]) => `"${user}" "${password}"\n`)
      .join(''),
  );
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.host} port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 1',
      'max_client_conn = 200',
      `logfile = ${logFile}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: then it runs as nobody, which owns the directory.
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).stdout.trim());
    for (const f of ['', 'userlist.txt', 'pgbouncer.ini']) fs.chownSync(path.join(dir, f), uid, gid);
  }
  const [cmd, args] = isRoot ? ['runuser', ['-u', 'nobody', '--', binary, path.join(dir, 'pgbouncer.ini')]] : [binary, [path.join(dir, 'pgbouncer.ini')]];
  const child = spawn(cmd, args, { detached: true, stdio: 'ignore' });
  const pid = child.pid!;
  child.unref();
  const stopNow = () => killGroup(pid, 'SIGINT');
  process.once('exit', stopNow);
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  const until = Date.now() + 15_000;
  while (!/listening on 127\.0\.0\.1:\d+/.test(log())) {
    if (!alive(pid) || Date.now() > until) throw new Error(`pgbouncer did not start:\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    dsn: (database) => `pgsql:host=127.0.0.1;port=${port};dbname=${database}`,
    log,
    stop: async () => {
      process.removeListener('exit', stopNow);
      stopNow();
      const end = Date.now() + 5000;
      while (alive(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
      if (alive(pid)) killGroup(pid, 'SIGKILL');
      if (!process.env.KEEP_API_TEST_DATA) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
