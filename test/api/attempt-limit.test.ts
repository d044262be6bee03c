// Caps before cost (issue 40, M2): the vacancy form's CV is parsed and scanned by clamd, so every attempt
// from one client is counted before that work, refused uploads too (attempt_limit_max per
// attempt_limit_window), and one over the limit is answered 429 without being inspected. Parallel attempts
// are counted one after the other; another client, and the other forms, are not affected; the count keeps
// no address and drops what expired. A client over the stored-submission limit (rate_limit_max) costs no
// virus scan either: the limit is asked before clamd, and clamd still comes before anything is stored.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, type ApiServer } from './api-server.ts';
import { docxWith } from './cv-files.ts';
import { postJson, postMultipart, request, vacancyForm, validContact, type ApiResponse } from './requests.ts';
import { count, listFiles, readIfExists } from './stored-data.ts';
import { pdfBytes } from './upload-files.ts';

const ACTIVE = 'The file contains macros, scripts, embedded objects or links to outside content. Please upload a plain PDF or Word document.';
/** HttpError::tooManyRequests, the message of the stored-submission limit too. */
const TOO_MANY = 'Too many submissions from your network. Please try again in 10 minutes.';
/** What Upload::check logs for each CV its inspection refuses: one line per inspected attempt. */
const INSPECTED = /A CV was refused: /g;

const servers: ApiServer[] = [];
const closers: (() => Promise<void>)[] = [];
test.after(async () => {
  for (const server of servers) await server.stop();
  for (const close of closers) await close();
  cleanScratch();
});

async function api(overrides: Record<string, unknown> = {}): Promise<ApiServer> {
  const server = await startApi({ trusted_proxies: ['127.0.0.1'], ...overrides });
  servers.push(server);
  return server;
}

/** A .docx with a macro project: refused by the inspection, which logs it. */
const macroCv = () => ({ bytes: docxWith({ parts: [{ name: 'word/vbaProject.bin', data: 'x' }] }), name: 'cv.docx' });
const refusedUpload = (server: ApiServer, ip: string) =>
  postMultipart(server, '/vacancy.php', vacancyForm({ company: `Co ${crypto.randomUUID()}` }, { file: macroCv() }), { ip });
const cleanUpload = (server: ApiServer, ip: string) =>
  postMultipart(server, '/vacancy.php', vacancyForm({ company: `Co ${crypto.randomUUID()}` }, { file: { bytes: pdfBytes(), name: 'cv.pdf' } }), { ip });
const inspections = (server: ApiServer) => (readIfExists(path.join(server.dataDir, 'error.log')).match(INSPECTED) ?? []).length;
const statuses = (answers: ApiResponse[]) => answers.map((a) => a.status);

test('N refused uploads from one client are inspected (422); the next ones get 429 and are not inspected', async () => {
  const server = await api({ attempt_limit_max: 4 });
  const answers: ApiResponse[] = [];
  for (let i = 0; i < 7; i++) answers.push(await refusedUpload(server, '192.0.2.10'));
  assert.equal(statuses(answers), [422, 422, 422, 422, 429, 429, 429]);
  assert.equal(answers[0].json, { success: false, message: ACTIVE });
  assert.equal(answers[4].json, { success: false, message: TOO_MANY });
  const retryAfter = Number(answers[6].headers.get('retry-after'));
  assert.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${retryAfter}`);
  assert.is(inspections(server), 4, 'only the first four were inspected');

  // A valid CV is refused too now: the limit counts attempts, not what they carry.
  assert.is((await cleanUpload(server, '192.0.2.10')).status, 429);
  // Without JavaScript the browser is sent back to the page with the "busy" result.
  const plain = await request(server, '/vacancy.php', {
    body: vacancyForm({}, { file: macroCv() }),
    ip: '192.0.2.10',
    acceptJson: false,
    headers: { referer: `${server.url}/careers/` },
  });
  assert.is(plain.status, 303, plain.text);
  assert.match(plain.headers.get('location') ?? '', /status=busy/);
  assert.is(inspections(server), 4);
});

test('another client is unaffected, and so are the other forms', async () => {
  const server = await api({ attempt_limit_max: 2 });
  for (let i = 0; i < 2; i++) assert.is((await refusedUpload(server, '198.51.100.1')).status, 422);
  assert.is((await refusedUpload(server, '198.51.100.1')).status, 429);
  assert.is((await refusedUpload(server, '198.51.100.2')).status, 422, 'another address');
  assert.is((await cleanUpload(server, '198.51.100.3')).status, 200, 'another address sends a CV');
  assert.is(count(server, 'vacancies'), 1);
  const contact = await postJson(server, '/contact.php', validContact(), { ip: '198.51.100.1' });
  assert.is(contact.status, 200, `the contact form of the limited client: ${contact.text}`);
});

test('20 parallel attempts from one client let exactly attempt_limit_max (default 10) through', async () => {
  const server = await api();
  const answers = await Promise.all(Array.from({ length: 20 }, () => refusedUpload(server, '203.0.113.7')));
  const seen = statuses(answers);
  assert.is(seen.filter((s) => s === 422).length, 10, seen.join(' '));
  assert.is(seen.filter((s) => s === 429).length, 10, seen.join(' '));
  assert.is(inspections(server), 10);
});

test('the count keeps no address and drops attempts once their window has passed', async () => {
  const server = await api({ attempt_limit_max: 2, attempt_limit_window: 2 });
  const ip = '192.0.2.77';
  const dir = path.join(server.dataDir, 'attempts');
  const stored = () => listFiles(dir).flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean));
  for (let i = 0; i < 2; i++) assert.is((await refusedUpload(server, ip)).status, 422);
  assert.is((await refusedUpload(server, ip)).status, 429);
  const first = stored();
  assert.is(first.length, 2, 'the refused third attempt is not recorded');
  for (const line of first) assert.match(line, /^[0-9a-f]{32} \d+$/, 'a hash and a time, no address');
  // The client is let in again once its oldest attempt has left the window.
  const deadline = Date.now() + 10_000;
  let again = await refusedUpload(server, ip);
  while (again.status === 429 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100)); // the poll's interval
    again = await refusedUpload(server, ip);
  }
  assert.is(again.status, 422, 'an attempt accepted again after the window');
  const after = stored();
  assert.not.ok(after.includes(first[0]), `the expired attempt was dropped: ${after.join(' | ')}`);
  assert.ok(after.length <= 2, after.join(' | '));
  assert.not.match(after.join('\n'), /192\.0\.2\.77/);
});

/** A stand-in for clamd that answers every INSTREAM "stream: OK" and counts the scans. */
async function countingClamd(): Promise<{ address: string; scans: () => number }> {
  let scans = 0;
  const server = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      // "zINSTREAM\0", then chunks of <4-byte length><bytes>, ended by a zero length.
      let at = 10;
      while (buffer.length >= at + 4) {
        const length = buffer.readUInt32BE(at);
        if (length === 0) {
          scans++;
          socket.end('stream: OK\0');
          return;
        }
        at += 4 + length;
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as net.AddressInfo;
  return { address: `tcp://127.0.0.1:${port}`, scans: () => scans };
}

test('a client over the stored-submission limit costs no virus scan; clamd still scans what is stored', async () => {
  const clamd = await countingClamd();
  const server = await api({ rate_limit_max: 2, clamd_address: clamd.address, clamd_timeout: 5 });
  for (let i = 0; i < 2; i++) assert.is((await cleanUpload(server, '192.0.2.200')).status, 200);
  assert.is(clamd.scans(), 2, 'each stored CV was scanned');
  const over = await cleanUpload(server, '192.0.2.200');
  assert.is(over.status, 429, over.text);
  assert.equal(over.json, { success: false, message: TOO_MANY });
  assert.is(clamd.scans(), 2, 'the post over the limit was not scanned');
  assert.is(count(server, 'vacancies'), 2);
});

test.run();
