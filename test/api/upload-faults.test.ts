// CV uploads under resource faults (issue #27): a disk that fills half-way through the move (a real
// tmpfs of 1 MB mounted on uploads/), too little free space, the total size cap on uploads/, and PHP's
// own upload limit below the app's. Every refusal is JSON with the real reason; nothing half-written or
// refused stays behind, and no record points at a missing file.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, scratchDir, startApi, type ApiServer, type ConfigOverrides } from './api-server.ts';
import { postMultipart, vacancyForm } from './requests.ts';
import { count, listFiles, mailLog, query, readIfExists } from './stored-data.ts';
import { pdfBytes } from './upload-files.ts';

const MB = 1024 * 1024;
const NO_ROOM = 'We cannot accept files at the moment. Please try again later.';
const servers: ApiServer[] = [];
const mounts: string[] = [];

test.after(async () => {
  for (const server of servers) await server.stop();
  for (const mount of mounts) execFileSync('umount', [mount]);
  cleanScratch();
});

async function api(overrides: ConfigOverrides, options: Parameters<typeof startApi>[1] = {}): Promise<ApiServer> {
  const server = await startApi({ trusted_proxies: ['127.0.0.1'], ...overrides }, options);
  servers.push(server);
  return server;
}

/**
 * A PDF of about `bytes` bytes. The padding is a stream the catalog refers to, added as an incremental
 * update: what is stored is qpdf's rewrite (issue #40), which keeps every object the file reaches, stream
 * data as it is, and drops anything after %%EOF.
 */
function pdfOf(bytes: number): Buffer {
  const base = Buffer.from(pdfBytes(`CV ${crypto.randomUUID()}`));
  const previous = /startxref\n(\d+)/.exec(base.toString('latin1'))?.[1];
  const padding = Math.max(0, bytes - base.length - 400);
  const stream = Buffer.concat([Buffer.from(`6 0 obj\n<< /Length ${padding} >>\nstream\n`), Buffer.alloc(padding, 0x78), Buffer.from('\nendstream\nendobj\n')]);
  const catalog = Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Padding 6 0 R >>\nendobj\n');
  const xref = base.length + stream.length + catalog.length;
  const entry = (offset: number) => `${String(offset).padStart(10, '0')} 00000 n \n`;
  const update = `xref\n1 1\n${entry(base.length + stream.length)}6 1\n${entry(base.length)}trailer\n<< /Size 7 /Root 1 0 R /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([base, stream, catalog, Buffer.from(update)]);
}

function send(server: ApiServer, bytes: Buffer, name = 'cv.pdf') {
  return postMultipart(server, '/vacancy.php', vacancyForm({ company: `Co ${crypto.randomUUID()}` }, { file: { bytes, name } }));
}

/**
 * What the server kept (call after its first stored CV, which creates the database): files in uploads/,
 * stored vacancies, mails, and records whose CV file is missing.
 */
function kept(server: ApiServer) {
  const uploads = path.join(server.dataDir, 'uploads');
  const dangling = query<{ resume_file: string }>(server, 'SELECT resume_file FROM vacancies').filter((r) => !fs.existsSync(path.join(uploads, r.resume_file)));
  return { files: listFiles(uploads), rows: count(server, 'vacancies'), mails: mailLog(server).length, dangling: dangling.length };
}

test('disk full half-way through the move: 500, the partial file removed, nothing stored or mailed', async () => {
  if (process.getuid?.() !== 0) throw new Error('this test mounts a tmpfs and must run as root (as CI does)');
  const dir = scratchDir();
  const dataDir = path.join(dir, 'data');
  const uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0770', 'tmpfs', uploads]);
  mounts.push(uploads);
  // The guards that would refuse it earlier are off: this is about the move itself failing.
  const server = await api({ upload_min_free_bytes: 0, uploads_max_total_bytes: 0 }, { dataDir });
  const ok = await send(server, pdfOf(200 * 1024));
  assert.is(ok.status, 200, ok.text);
  const before = kept(server);
  const res = await send(server, pdfOf(3 * MB));
  assert.is(res.status, 500, res.text);
  assert.equal(res.json, { success: false, message: 'Something went wrong on our side. Please try again later.' });
  const after = kept(server);
  assert.equal(after.files, before.files, 'no partial file in uploads/');
  assert.is(after.rows, before.rows, 'no record');
  assert.is(after.mails, before.mails, 'no mail');
  assert.is(after.dangling, 0, 'no record points at a missing file');
  assert.match(readIfExists(path.join(dataDir, 'error.log')), /No space left on device|write of \d+ bytes failed/);
  // The disk has room again for a small CV.
  const small = await send(server, pdfOf(100 * 1024));
  assert.is(small.status, 200, small.text);
  assert.is(kept(server).files.length, before.files.length + 1);
});

test('less free space than upload_min_free_bytes: 503 with a JSON message, nothing kept, the reason logged', async () => {
  const server = await api({ upload_min_free_bytes: 2 ** 50 });
  const res = await send(server, pdfOf(50 * 1024));
  assert.is(res.status, 503, res.text);
  assert.equal(res.json, { success: false, message: NO_ROOM });
  assert.ok(Number(res.headers.get('retry-after')) > 0);
  assert.equal(listFiles(path.join(server.dataDir, 'uploads')), []);
  assert.match(readIfExists(path.join(server.dataDir, 'error.log')), /too little free space for uploads/);
});

test('uploads/ at uploads_max_total_bytes: the CV that would pass it gets 503; the cap counts what is on disk', async () => {
  const server = await api({ uploads_max_total_bytes: 300 * 1024 });
  assert.is((await send(server, pdfOf(200 * 1024))).status, 200);
  const before = kept(server);
  const res = await send(server, pdfOf(200 * 1024));
  assert.is(res.status, 503, res.text);
  assert.equal(res.json, { success: false, message: NO_ROOM });
  assert.equal(kept(server), before);
  assert.match(readIfExists(path.join(server.dataDir, 'error.log')), /uploads\/ is at its size limit/);
  // What still fits is accepted.
  assert.is((await send(server, pdfOf(50 * 1024))).status, 200);
});

test("PHP's own limit below the app's: the visitor is told PHP's real limit", async () => {
  const server = await api({}, { phpLimits: ['-d', 'upload_max_filesize=2M', '-d', 'post_max_size=3M'] });
  for (const size of [2.5 * MB, 4 * MB]) {
    // 2.5 MB: UPLOAD_ERR_INI_SIZE; 4 MB: the whole request is over post_max_size.
    const res = await send(server, pdfOf(size));
    assert.is(res.status, 413, res.text);
    assert.equal(res.json, { success: false, message: 'The file is larger than 2 MB.' });
  }
  assert.is((await send(server, pdfOf(1.5 * MB))).status, 200);
  const odd = await api({}, { phpLimits: ['-d', 'upload_max_filesize=1536K', '-d', 'post_max_size=8M'] });
  const res = await send(odd, pdfOf(2 * MB));
  assert.equal([res.status, res.json], [413, { success: false, message: 'The file is larger than 1.5 MB.' }]);
});

test.run();
