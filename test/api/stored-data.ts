// Looking at what the API under test kept: its database rows (read with PHP's PDO, as the API does),
// its data directory and mail log, PHP scripts run with its config, and CSV exports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { connectionOf, ROOT, type ApiServer } from './api-server.ts';
import { php } from './db-server.ts';

export interface PhpResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a PHP script from the repository (e.g. api/bin/export.php) with the server's config; `env` adds variables. */
export function runPhp(
  server: Pick<ApiServer, 'configFile'>,
  script: string,
  args: string[] = [],
  configFile = server.configFile,
  env: Record<string, string> = {},
): PhpResult {
  const result = spawnSync('php', [script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ONAS_API_CONFIG: configFile, ...env },
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs api/bin/purge.php as if every file in the uploads folder had been written an hour ago, past the age
 * (Retention::UNNAMED_CV_AGE) at which a CV file no submission names is removed.
 */
export function purgeAnHourLater(server: Pick<ApiServer, 'configFile' | 'dataDir'>): PhpResult {
  const uploads = path.join(server.dataDir, 'uploads');
  const anHourAgo = new Date(Date.now() - 3700_000);
  for (const file of listFiles(uploads)) fs.utimesSync(path.join(uploads, file), anHourAgo, anHourAgo);
  return runPhp(server, 'api/bin/purge.php');
}

/** Rows of a query on the server's database (read with PHP's PDO, which the API itself uses). */
export function query<T = Record<string, unknown>>(server: Pick<ApiServer, 'dataDir'>, sql: string, params: unknown[] = []): T[] {
  const out = php(connectionOf(server), '$st = $db->prepare($argv[2]); $st->execute(json_decode($argv[3], true)); echo json_encode($st->fetchAll());', [
    sql,
    JSON.stringify(params),
  ]);
  return JSON.parse(out) as T[];
}

export function count(server: Pick<ApiServer, 'dataDir'>, table: string): number {
  return Number(query<{ n: number }>(server, `SELECT COUNT(*) AS n FROM ${table}`)[0].n);
}

/** Polls `check` every 20 ms until it holds; throws naming `what` after `ms`. For what PHP does after its answer. */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits until no outbox message is pending any more: each has been tried (sent, or kept for retry). The
 * newsletter answers before its mail is sent (issue 40, L3), so its mail may still be on its way when the
 * answer arrives.
 */
export function untilMailTried(server: Pick<ApiServer, 'dataDir'>, ms = 10_000): Promise<void> {
  return until(
    () => Number(query<{ n: number }>(server, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'")[0].n) === 0,
    'every queued mail tried',
    ms,
  );
}

/** What finfo (the API's own sniffer) says each file is. */
export function sniff(files: string[]): string[] {
  if (files.length === 0) return [];
  const result = spawnSync(
    'php',
    ['-r', '$f = new finfo(FILEINFO_MIME_TYPE); foreach (array_slice($argv, 1) as $p) echo $f->file($p), "\\n";', '--', ...files],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`finfo failed: ${result.stderr}`);
  return result.stdout.trim().split('\n');
}

export function readIfExists(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** Every file below dir, as paths relative to it. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else found.push(rel);
    }
  };
  walk('');
  return found.sort();
}

/** Entries of a mail log written by the 'log' transport. */
export function mailLog(server: Pick<ApiServer, 'dataDir'>): { to: string; subject: string; raw: string }[] {
  return readIfExists(path.join(server.dataDir, 'mail.log'))
    .split(/^===== .* =====$/m)
    .filter((chunk) => chunk.trim() !== '')
    .map((raw) => ({
      to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
      subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
      raw,
    }));
}

/** A small RFC 4180 CSV reader (quoted cells, doubled quotes, newlines inside quotes); a leading byte order mark is skipped. */
export function parseCsv(text: string): string[][] {
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
