// PDFs are read by a real parser (issue #40, finding H and the PDF part of M1). The byte scanner that
// PdfInspector was let five constructions through, in each of which a reader runs the /OpenAction
// JavaScript; links to file: or \\host\share, submit, import and remote go-to actions got through too.
// Now qpdf reads every PDF, the stored and mailed file is qpdf's rewrite (the copy that was inspected),
// and a host without qpdf refuses PDFs. Ordinary PDFs are still accepted.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, PHP_LIMITS, scratchDir, startApi, type ApiServer, type ConfigOverrides } from './api-server.ts';
import { objectStream, pdfWith } from './cv-files.ts';
import { BYPASSES, OUTWARD, pdfWithLinks, pdfWithObjectStream, SCRIPT } from './pdf-files.ts';
import { postMultipart, vacancyForm, type VacancyFile } from './requests.ts';
import { count, listFiles, mailLog, query, readIfExists, until, untilMailTried } from './stored-data.ts';
import { docxBytes, pdfBytes } from './upload-files.ts';

const ACTIVE = 'The file contains macros, scripts, embedded objects or links to outside content. Please upload a plain PDF or Word document.';
const SCRIPT_FOUND = /A CV was refused: PDF (names \/JavaScript|has the key \/JS)\b/;
/** Keys and names nothing HR receives may hold. */
const DANGEROUS = new Set([
  '/JS',
  '/JavaScript',
  '/Launch',
  '/SubmitForm',
  '/ImportData',
  '/GoToR',
  '/GoToE',
  '/EmbeddedFile',
  '/EmbeddedFiles',
  '/EF',
  '/XFA',
]);

const servers: ApiServer[] = [];
let api: ApiServer;
/** Where PHP puts uploads (and the API its rewrites, beside them): nothing may stay there. */
let uploadTmp: string;

async function server(overrides: ConfigOverrides = {}): Promise<ApiServer> {
  uploadTmp ??= scratchDir('onas-upload-tmp-');
  const started = await startApi({ trusted_proxies: ['127.0.0.1'], ...overrides }, { phpLimits: [...PHP_LIMITS, '-d', `upload_tmp_dir=${uploadTmp}`] });
  servers.push(started);
  return started;
}

test.before(async () => {
  api = await server();
  // One ordinary CV first, so the database exists before the first count.
  await accepted({ bytes: pdfBytes(), name: 'first.pdf' });
});

test.after(async () => {
  for (const s of servers) await s.stop();
  cleanScratch();
});

const uploads = (s: ApiServer) => listFiles(path.join(s.dataDir, 'uploads'));
const send = (s: ApiServer, file: VacancyFile, company = `Co ${crypto.randomUUID()}`) =>
  postMultipart(s, '/vacancy.php', vacancyForm({ company }, { file })).then((res) => ({ ...res, company }));

async function refused(file: VacancyFile, reason: RegExp, s = api, label = file.name): Promise<void> {
  const before = { files: uploads(s).length, rows: count(s, 'vacancies'), mails: mailLog(s).length };
  const res = await send(s, file);
  assert.is(res.status, 422, `${label}: ${res.status} ${res.text}`);
  assert.equal(res.json, { success: false, message: ACTIVE });
  assert.is(uploads(s).length, before.files, `${label}: no file kept`);
  assert.is(count(s, 'vacancies'), before.rows, `${label}: no row kept`);
  assert.is(mailLog(s).length, before.mails, `${label}: nothing mailed`);
  assert.match(readIfExists(path.join(s.dataDir, 'error.log')), reason);
}

/** Accepted: the stored file and its row; what was mailed is checked by the callers that need it. */
async function accepted(file: VacancyFile, s = api): Promise<{ stored: Buffer; company: string }> {
  const res = await send(s, file);
  assert.is(res.status, 200, `${file.name}: ${res.text}`);
  const [row] = query<{ resume_file: string; resume_size: number }>(s, 'SELECT resume_file, resume_size FROM vacancies WHERE company = ?', [res.company]);
  const stored = fs.readFileSync(path.join(s.dataDir, 'uploads', row.resume_file));
  assert.is(Number(row.resume_size), stored.length, 'the recorded size is the stored file’s');
  return { stored, company: res.company };
}

/** qpdf's own reading of a file: its exit code, what it wrote, and its objects (JSON format version 2). */
function qpdf(args: string[], bytes: Buffer): { status: number | null; out: string; err: string } {
  const file = path.join(scratchDir('onas-pdf-'), 'file.pdf');
  fs.writeFileSync(file, bytes);
  const result = spawnSync('qpdf', [...args, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

function objectsOf(bytes: Buffer): Record<string, { value?: Record<string, unknown>; stream?: { dict: Record<string, unknown> } }> {
  const read = qpdf(['--json=2', '--json-key=qpdf'], bytes);
  assert.ok(read.status === 0 || read.status === 3, `qpdf reads it: ${read.err}`);
  return JSON.parse(read.out).qpdf[1];
}

/** Every key and name in a file's objects that HR must never receive. */
function dangerousIn(bytes: Buffer): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && DANGEROUS.has(value)) found.push(value);
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        if (DANGEROUS.has(key)) found.push(key);
        walk(item);
      }
  };
  walk(objectsOf(bytes));
  return found;
}

/** A stored file is qpdf's clean rewrite: it reads without a warning, is not encrypted, and holds nothing dangerous. */
function assertRewrite(stored: Buffer, uploaded: Buffer): void {
  const check = qpdf(['--check'], stored);
  assert.is(check.status, 0, `qpdf --check: ${check.out}${check.err}`);
  assert.match(check.out, /File is not encrypted/);
  assert.equal(dangerousIn(stored), []);
  assert.not.ok(stored.equals(uploaded), 'the rewrite, not the upload');
}

test('the five bypasses of the byte scanner: a reader finds the opening script in each one', () => {
  for (const [name, build] of Object.entries(BYPASSES)) {
    const objects = objectsOf(build());
    const root = String(objects.trailer.value?.['/Root'] ?? objects.trailer.stream?.dict['/Root']);
    const opening = String(objects[`obj:${root}`].value?.['/OpenAction']);
    assert.equal(objects[`obj:${opening}`]?.value, { '/JS': 'u:app.alert(1)', '/S': '/JavaScript', '/Type': '/Action' }, name);
  }
  assert.match(SCRIPT, /\/JavaScript/);
});

// One test per file, so that each one's answer shows (on the old byte scanner every one but Launch got a 200).
for (const [name, build] of Object.entries(BYPASSES)) {
  test(`bypass ${name}: refused with 422, nothing stored or mailed, the script named in the log`, async () => {
    await refused({ bytes: build(), name: 'cv.pdf' }, SCRIPT_FOUND, api, name);
  });
}

for (const [name, { bytes, reason }] of Object.entries(OUTWARD)) {
  test(`outward (M1) ${name}: refused with 422, nothing stored or mailed, the reason in the log`, async () => {
    await refused({ bytes: bytes(), name: 'cv.pdf' }, new RegExp(`A CV was refused: PDF .*(?:${reason.source})`), api, name);
  });
}

test('ordinary PDFs are accepted and stored and mailed as qpdf’s rewrite, their text kept', async () => {
  const files = {
    plain: Buffer.from(pdfBytes('Ravi Kumar')),
    links: pdfWithLinks(),
    objectStreams: pdfWithObjectStream(),
  };
  for (const [name, bytes] of Object.entries(files)) {
    const { stored } = await accepted({ bytes, name: `${name}.pdf` });
    assertRewrite(stored, bytes);
    if (name !== 'links') assert.ok(stored.includes('Tj ET'), `${name}: the page content is kept`);
  }
  const { stored } = await accepted({ bytes: files.plain, name: 'again.pdf' });
  assert.ok(stored.includes('(Ravi Kumar) Tj'));
  // The links are still there for HR to follow.
  const { stored: linked } = await accepted({ bytes: files.links, name: 'links.pdf' });
  assert.ok(JSON.stringify(objectsOf(linked)).includes('u:https://www.linkedin.com/in/ravi'));
  // What is mailed is the stored rewrite (the log transport names each attachment by its sha256).
  await untilMailTried(api);
  const sha = crypto.createHash('sha256').update(linked).digest('hex');
  assert.ok(
    mailLog(api).some((m) => m.raw.includes(`${linked.length} bytes, sha256 ${sha}`)),
    'the mail carries the rewrite',
  );
});

test('encrypted PDFs: one that opens without a password is stored decrypted; one that needs a password is refused', async () => {
  const plain = Buffer.from(pdfBytes('Locked CV'));
  const encrypt = (user: string) => {
    const dir = scratchDir('onas-pdf-');
    fs.writeFileSync(path.join(dir, 'in.pdf'), plain);
    const result = spawnSync('qpdf', ['--encrypt', user, 'owner-secret', '256', '--', path.join(dir, 'in.pdf'), path.join(dir, 'out.pdf')]);
    assert.is(result.status, 0, String(result.stderr));
    return fs.readFileSync(path.join(dir, 'out.pdf'));
  };
  const restricted = encrypt('');
  assert.not.match(qpdf(['--check'], restricted).out, /File is not encrypted/);
  const { stored } = await accepted({ bytes: restricted, name: 'restricted.pdf' });
  assertRewrite(stored, restricted);
  await refused({ bytes: encrypt('user-secret'), name: 'locked.pdf' }, /A CV was refused: PDF unreadable \(qpdf\).*invalid password/);
});

test('damaged PDFs: one qpdf repairs is stored as the repair; one it cannot read is refused', async () => {
  // A tail after %%EOF (some mail gateways and download tools add one): qpdf warns and rebuilds the cross-
  // reference table. HR gets the repaired rewrite, without the tail.
  const tail = Buffer.concat([Buffer.from(pdfBytes('Tail CV')), Buffer.from(`%${'x'.repeat(4096)}\n`)]);
  assert.is(qpdf(['--check'], tail).status, 3, 'qpdf warns');
  const { stored } = await accepted({ bytes: tail, name: 'tail.pdf' });
  assertRewrite(stored, tail);
  assert.not.ok(stored.includes('xxxx'), 'the tail is gone');
  // An object stream cut short: the script inside it is unreadable to every reader; what HR gets is the
  // rewrite, without it.
  const cut = pdfWith('/OpenAction 20 0 R', [objectStream([SCRIPT], 'broken')]);
  assert.is(qpdf(['--check'], cut).status, 3, 'qpdf warns');
  const { stored: repaired } = await accepted({ bytes: cut, name: 'cut.pdf' });
  assertRewrite(repaired, cut);
  await refused({ bytes: Buffer.from('%PDF-1.4\nnothing a reader can use\n'), name: 'broken.pdf' }, /A CV was refused: PDF unreadable \(qpdf\)/);
});

test('a host without qpdf refuses PDFs with 422 and logs what to install; Word files still pass', async () => {
  const bare = await server({ qpdf_path: 'onas-no-such-qpdf' });
  await accepted({ bytes: Buffer.from(docxBytes()), name: 'cv.docx' }, bare);
  await refused({ bytes: Buffer.from(pdfBytes()), name: 'cv.pdf' }, /ERROR A PDF CV was refused: qpdf .*onas-no-such-qpdf.* cannot be run.*Install qpdf/, bare);
});

test('a qpdf that hangs is killed at its time limit, and one that writes without end at its output cap', async () => {
  const dir = scratchDir('onas-fake-qpdf-');
  const pids = path.join(dir, 'pids');
  const fake = (mode: 'hang' | 'flood') => {
    const file = path.join(dir, `qpdf-${mode}`);
    const run = mode === 'hang' ? 'exec sleep 600' : 'exec yes "qpdf output without end"';
    fs.writeFileSync(file, `#!/bin/sh\nif [ "$1" = --version ]; then echo 'qpdf version 11'; exit 0; fi\necho $$ >> '${pids}'\n${run}\n`, { mode: 0o755 });
    return file;
  };
  for (const [mode, reason] of [
    ['flood', /wrote more than \d+ bytes and was stopped/],
    ['hang', /ran longer than 10 s and was stopped/],
  ] as const) {
    const s = await server({ qpdf_path: fake(mode) });
    await accepted({ bytes: Buffer.from(docxBytes()), name: 'cv.docx' }, s); // the database exists before the counts
    await refused({ bytes: Buffer.from(pdfBytes()), name: `${mode}.pdf` }, reason, s);
  }
  const started = readIfExists(pids).trim().split('\n').map(Number);
  assert.is(started.length, 2);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  await until(() => !started.some(alive), 'every fake qpdf killed');
});

test('after all of the above: nothing refused left behind, no rewrite left beside the uploads', async () => {
  assert.is(uploads(api).length, count(api, 'vacancies'));
  await until(() => listFiles(uploadTmp).length === 0, 'the upload directory empty');
});

test.run();
