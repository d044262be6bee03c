// Shared helpers for the PHP form API tests: start `php -S` the way the site's dev server does, send
// requests, read the SQLite database and the data directory, and build small valid PDF/DOC/DOCX files.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPassword, createDatabase, grantApp, migrate, php, TEST_DB, type Connection, type TestDatabase } from './db-server.ts';
import { freePort } from '../free-port.ts';

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
  const values: ConfigOverrides = { data_dir: path.join(dir, 'data'), ...overrides };
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

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

/**
 * Starts `php -S 127.0.0.1:<port> -t api api/router.php` from the repository root with 4 workers and
 * ONAS_API_CONFIG pointing at a config with a fresh data directory. The server runs in its own process
 * group, which stop() (and process exit) kills as a whole so no worker is left behind.
 */
export async function startApi(overrides: ConfigOverrides = {}, options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<ApiServer> {
  const dir = scratchDir();
  const dataDir = options.dataDir ?? path.join(dir, 'data');
  const configFile = writeConfig({ data_dir: dataDir, ...overrides }, dir);
  const port = await freePort();
  const child: ChildProcess = spawn('php', [...PHP_LIMITS, '-S', `127.0.0.1:${port}`, '-t', 'api', 'api/router.php'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4', ONAS_API_CONFIG: configFile, ...options.env },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('php -S did not start (is php on PATH?)');
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  });
  const onExit = () => killGroup(pid, 'SIGKILL');
  process.once('exit', onExit);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/__ready`);
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        killGroup(pid, 'SIGKILL');
        throw new Error(`php -S did not start:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return {
    url,
    host: `127.0.0.1:${port}`,
    dataDir,
    configFile,
    output: () => output,
    stop: async () => {
      process.removeListener('exit', onExit);
      killGroup(pid, 'SIGTERM');
      const until = Date.now() + 3000;
      while (groupAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      if (groupAlive(pid)) killGroup(pid, 'SIGKILL');
      while (groupAlive(pid)) await new Promise((r) => setTimeout(r, 25));
    },
  };
}

/** Removes the temporary directories the helpers made (call from test.after). */
export function cleanScratch(): void {
  if (process.env.KEEP_API_TEST_DATA) return;
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------------
// Requests

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  json: { success?: unknown; message?: unknown } | undefined;
}

let ipCounter = 0;
/**
 * A new client address for each call, so tests do not trip each other's rate limit. It counts only when the
 * server lists 127.0.0.1 in trusted_proxies: the test then acts as the site's reverse proxy.
 */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Client IP sent as X-Forwarded-For; a fresh one per request unless given. null sends none. */
  ip?: string | null;
  /** Sends Accept: application/json unless false. */
  acceptJson?: boolean;
}

export async function request(server: ApiServer, pathname: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.acceptJson !== false) headers.accept = 'application/json';
  const ip = options.ip === undefined ? nextIp() : options.ip;
  if (ip !== null) headers['x-forwarded-for'] = ip;
  Object.assign(headers, options.headers);
  const res = await fetch(server.url + pathname, {
    method: options.method ?? 'POST',
    headers,
    body: options.body,
    redirect: 'manual',
  });
  const text = await res.text();
  let json: ApiResponse['json'];
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function postJson(server: ApiServer, pathname: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse> {
  return request(server, pathname, {
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: typeof body === 'string' || Buffer.isBuffer(body) ? (body as BodyInit) : JSON.stringify(body),
  });
}

export function postForm(server: ApiServer, pathname: string, fields: Record<string, string>, options: RequestOptions = {}): Promise<ApiResponse> {
  return request(server, pathname, {
    ...options,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function postMultipart(server: ApiServer, pathname: string, form: FormData, options: RequestOptions = {}): Promise<ApiResponse> {
  return request(server, pathname, { ...options, body: form });
}

// ---------------------------------------------------------------------------------------------------
// Valid submissions

export function validContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    company: 'Northwind Traders',
    service: 'Consulting',
    message: 'We would like to talk about an ERP roll-out.\nCould you call us next week?',
    ...overrides,
  };
}

export interface VacancyFile {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

export const VACANCY_FIELDS: Record<string, string> = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi.kumar@example.com',
  phone: '+91 (40) 5550-0100',
  company: 'Contoso Health',
  designation: 'HR Manager',
  industry: 'Healthcare',
  service: 'Staffing',
  notes: 'Two Java developers, six-month contract.',
  terms: 'true',
};

/**
 * A vacancy form as the site sends it. Field values in `overrides` replace the defaults; undefined
 * removes one. `file: null` sends no file.
 */
export function vacancyForm(overrides: Record<string, string | undefined> = {}, options: { file?: VacancyFile | null; heardFrom?: string[] } = {}): FormData {
  const form = new FormData();
  const fields = { ...VACANCY_FIELDS, ...overrides };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (const item of options.heardFrom ?? ['LinkedIn', 'Referral']) form.append('heardFrom[]', item);
  const file = options.file === undefined ? { bytes: pdfBytes(), name: 'cv.pdf' } : options.file;
  if (file) form.append('resume', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

// ---------------------------------------------------------------------------------------------------
// Test files built here, so no binary fixtures are needed

/** A small, well-formed one-page PDF. */
export function pdfBytes(text = 'Curriculum vitae'): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip archive with uncompressed ("stored") entries, in the given order; `mode` sets Unix permission bits. */
export function zipBytes(entries: { name: string; data: string; mode?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.mode === undefined ? 20 : 0x0314, 4); // made by: Unix when a mode is given
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    if (entry.mode !== undefined) central.writeUInt32LE((entry.mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCX_PARTS = {
  types:
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  rels:
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  document:
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
};

/**
 * A minimal Word document. 'word-first' puts word/document.xml first, which file(1) names as a .docx;
 * 'types-first' is the usual order, which some file(1) versions only call a zip archive.
 */
export function docxBytes(order: 'word-first' | 'types-first' = 'types-first'): Uint8Array {
  const word = { name: 'word/document.xml', data: DOCX_PARTS.document };
  const types = { name: '[Content_Types].xml', data: DOCX_PARTS.types };
  const rels = { name: '_rels/.rels', data: DOCX_PARTS.rels };
  return zipBytes(order === 'word-first' ? [word, types, rels] : [types, rels, word]);
}

/**
 * A minimal Word 97-2003 file: an OLE compound file (512-byte sectors: header, FAT, directory) whose
 * directory holds a root entry with Word's class id and an empty WordDocument stream. With
 * `wordStream: false` it is a bare compound file that finfo calls application/CDFV2.
 */
export function docBytes(wordStream = true): Uint8Array {
  const SECTOR = 512;
  const buf = Buffer.alloc(SECTOR * 3);
  const header = buf.subarray(0, SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 0x1c); // byte order mark
  header.writeUInt16LE(9, 0x1e); // sector shift
  header.writeUInt16LE(6, 0x20); // mini sector shift
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = buf.subarray(SECTOR, 2 * SECTOR);
  for (let i = 0; i < 128; i++) fat.writeUInt32LE(i === 0 ? 0xfffffffd : i === 1 ? 0xfffffffe : 0xffffffff, i * 4);
  const directory = buf.subarray(2 * SECTOR, 3 * SECTOR);
  const entry = (index: number, name: string, type: number, child: number, clsid?: string) => {
    const e = directory.subarray(index * 128, (index + 1) * 128);
    if (name) {
      Buffer.from(`${name}\0`, 'utf16le').copy(e, 0);
      e.writeUInt16LE((name.length + 1) * 2, 0x40);
    }
    e[0x42] = type;
    e[0x43] = 1; // black
    e.writeUInt32LE(0xffffffff, 0x44);
    e.writeUInt32LE(0xffffffff, 0x48);
    e.writeUInt32LE(child, 0x4c);
    if (clsid) Buffer.from(clsid, 'hex').copy(e, 0x50);
    e.writeUInt32LE(type ? 0xfffffffe : 0, 0x74);
  };
  // {00020906-0000-0000-C000-000000000046}, Word's class id, in on-disk byte order.
  entry(0, 'Root Entry', 5, wordStream ? 1 : 0xffffffff, '0609020000000000c000000000000046');
  entry(1, wordStream ? 'WordDocument' : '', wordStream ? 2 : 0, 0xffffffff);
  entry(2, '', 0, 0xffffffff);
  entry(3, '', 0, 0xffffffff);
  return buf;
}

// ---------------------------------------------------------------------------------------------------
// Looking at what the server kept

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

/** A small RFC 4180 CSV reader (quoted cells, doubled quotes, newlines inside quotes). */
export function parseCsv(text: string): string[][] {
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
