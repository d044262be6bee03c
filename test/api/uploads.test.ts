// CV uploads on the vacancy form: allowed types by extension and content, size limits, names, and a final
// look at everything the uploads directory holds after all the bad requests.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, type ApiServer } from './api-server.ts';
import { postMultipart, vacancyForm, type ApiResponse, type VacancyFile } from './requests.ts';
import { docBytes, docxBytes, pdfBytes, zipBytes } from './upload-files.ts';
import { count, listFiles, query, sniff } from './stored-data.ts';

const TYPE_ERROR = 'Only PDF, DOC, or DOCX files are allowed';
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|doc|docx)$/;
const MB = 1024 * 1024;

let api: ApiServer;

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'] });
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

function uploads(): string[] {
  return listFiles(path.join(api.dataDir, 'uploads'));
}

async function send(file: VacancyFile | null, company = `Co ${crypto.randomUUID()}`): Promise<ApiResponse & { company: string }> {
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company }, { file }));
  return { ...res, company };
}

function storedRow(company: string) {
  const rows = query<{ resume_file: string; resume_original_name: string; resume_type: string; resume_size: number }>(
    api,
    'SELECT resume_file, resume_original_name, resume_type, resume_size FROM vacancies WHERE company = ?',
    [company],
  );
  assert.is(rows.length, 1, `one stored row for ${company}`);
  return rows[0];
}

async function acceptedAs(file: VacancyFile, extension: string, type: string): Promise<void> {
  const before = uploads().length;
  const res = await send(file);
  assert.is(res.status, 200, `${file.name}: ${res.text}`);
  const row = storedRow(res.company);
  assert.match(row.resume_file, STORED_NAME);
  assert.ok(row.resume_file.endsWith(`.${extension}`), row.resume_file);
  assert.is(row.resume_type, type);
  const stored = fs.readFileSync(path.join(api.dataDir, 'uploads', row.resume_file));
  assert.is(Number(row.resume_size), stored.length);
  if (extension === 'pdf') {
    // A PDF is kept as qpdf's rewrite, the copy that was inspected (issue #40; pdf-inspection.test.ts).
    assert.ok(stored.subarray(0, 5).equals(Buffer.from('%PDF-')), 'a PDF is stored');
  } else {
    assert.is(Number(row.resume_size), file.bytes.length);
    assert.ok(stored.equals(Buffer.from(file.bytes)), 'stored bytes are the uploaded bytes');
  }
  assert.is(uploads().length, before + 1);
}

async function refused(file: VacancyFile | null, status: number, message: string): Promise<void> {
  const before = { files: uploads().length, rows: count(api, 'vacancies') };
  const res = await send(file);
  assert.is(res.status, status, `${file?.name}: ${res.text}`);
  assert.equal(res.json, { success: false, message });
  assert.is(uploads().length, before.files, 'no file kept');
  assert.is(count(api, 'vacancies'), before.rows, 'no row kept');
}

test('a PDF is accepted and stored under a random name', async () => {
  await acceptedAs({ bytes: pdfBytes(), name: 'Ravi Kumar CV.pdf', type: 'application/pdf' }, 'pdf', 'application/pdf');
});

test('a .docx is accepted, whether finfo names it a Word document or only a zip', async () => {
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const [wordFirst, typesFirst] = [docxBytes('word-first'), docxBytes('types-first')];
  // Check what the sniffer says, so both branches of the server's check are really exercised.
  const dir = fs.mkdtempSync(path.join(api.dataDir, '..', 'sniff-'));
  fs.writeFileSync(path.join(dir, 'a'), wordFirst);
  fs.writeFileSync(path.join(dir, 'b'), typesFirst);
  const [a, b] = sniff([path.join(dir, 'a'), path.join(dir, 'b')]);
  assert.is(a, docx);
  assert.ok(['application/zip', 'application/octet-stream', docx].includes(b), b);
  await acceptedAs({ bytes: wordFirst, name: 'cv.docx' }, 'docx', docx);
  await acceptedAs({ bytes: typesFirst, name: 'CV.DOCX' }, 'docx', docx);
});

test('a .doc is accepted (Word compound file, and a bare compound file)', async () => {
  await acceptedAs({ bytes: docBytes(true), name: 'cv.doc' }, 'doc', 'application/msword');
  await acceptedAs({ bytes: docBytes(false), name: 'old-cv.doc' }, 'doc', 'application/msword');
});

test('a PHP script renamed .pdf is refused', async () => {
  await refused({ bytes: Buffer.from('<?php system($_GET["c"]); ?>\n'), name: 'cv.pdf', type: 'application/pdf' }, 422, TYPE_ERROR);
  await refused({ bytes: Buffer.from('<?php echo 1;'), name: 'cv.docx' }, 422, TYPE_ERROR);
  await refused({ bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'), name: 'cv.doc' }, 422, TYPE_ERROR);
  await refused({ bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'cv.pdf' }, 422, TYPE_ERROR);
});

test('a real PDF under a .php (or other) name is refused', async () => {
  for (const name of ['cv.php', 'cv.pdf.php', 'cv.phtml', 'cv.exe', 'cv', '.htaccess', 'cv.pdf.', 'cv.txt']) {
    await refused({ bytes: pdfBytes(), name }, 422, TYPE_ERROR);
  }
});

test('extension and content must agree', async () => {
  await refused({ bytes: pdfBytes(), name: 'cv.docx' }, 422, TYPE_ERROR);
  await refused({ bytes: pdfBytes(), name: 'cv.doc' }, 422, TYPE_ERROR);
  await refused({ bytes: docxBytes('word-first'), name: 'cv.pdf' }, 422, TYPE_ERROR);
  await refused({ bytes: docxBytes('word-first'), name: 'cv.doc' }, 422, TYPE_ERROR);
  await refused({ bytes: docBytes(), name: 'cv.docx' }, 422, TYPE_ERROR);
  // A zip that is not a Word document.
  await refused({ bytes: zipBytes([{ name: 'payload.php', data: '<?php echo 1;' }]), name: 'cv.docx' }, 422, TYPE_ERROR);
  await refused(
    {
      bytes: zipBytes([
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'xl/workbook.xml', data: '<w/>' },
      ]),
      name: 'cv.docx',
    },
    422,
    TYPE_ERROR,
  );
});

test('a zero-byte file is refused', async () => {
  await refused({ bytes: new Uint8Array(0), name: 'cv.pdf', type: 'application/pdf' }, 422, 'The file is empty.');
});

test('a file over the 5 MB app limit is refused with 413', async () => {
  const big = Buffer.concat([Buffer.from(pdfBytes()), Buffer.alloc(5 * MB + 1 - pdfBytes().length, 0x20)]);
  assert.is(big.length, 5 * MB + 1);
  await refused({ bytes: big, name: 'big.pdf' }, 413, 'The file is larger than 5 MB.');
  // Exactly 5 MB is fine.
  const exact = Buffer.concat([Buffer.from(pdfBytes()), Buffer.alloc(5 * MB - pdfBytes().length, 0x20)]);
  await acceptedAs({ bytes: exact, name: 'exact.pdf' }, 'pdf', 'application/pdf');
});

test("a file over PHP's upload_max_filesize (8 MB here) is refused with 413", async () => {
  await refused({ bytes: Buffer.alloc(9 * MB, 0x25), name: 'huge.pdf' }, 413, 'The file is larger than 5 MB.');
});

test("a file over the form's MAX_FILE_SIZE field (UPLOAD_ERR_FORM_SIZE) is refused with 413", async () => {
  const before = uploads().length;
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ MAX_FILE_SIZE: '100' }));
  assert.is(res.status, 413, res.text);
  assert.equal(res.json, { success: false, message: 'The file is larger than 5 MB.' });
  assert.is(uploads().length, before);
});

test("a request over PHP's post_max_size (10 MB here) gets a 413 JSON answer", async () => {
  await refused({ bytes: Buffer.alloc(11 * MB, 0x25), name: 'enormous.pdf' }, 413, 'The file is larger than 5 MB.');
});

test('path traversal in the file name goes nowhere: random name inside uploads/, clean original name', async () => {
  const outside = listFiles(path.join(api.dataDir, '..'));
  for (const [name, expected] of [
    ['../../x.pdf', 'x.pdf'],
    ['../../../../../../tmp/evil.pdf', 'evil.pdf'],
    ['..\\..\\win.pdf', 'win.pdf'],
    ['/etc/cron.d/job.pdf', 'job.pdf'],
    ['cv<script>.pdf', 'cv_script_.pdf'],
  ]) {
    const res = await send({ bytes: pdfBytes(), name });
    assert.is(res.status, 200, `${name}: ${res.text}`);
    const row = storedRow(res.company);
    assert.match(row.resume_file, STORED_NAME);
    assert.is(row.resume_original_name, expected);
    assert.ok(fs.existsSync(path.join(api.dataDir, 'uploads', row.resume_file)));
  }
  // Nothing new appeared next to the data directory, and no visitor name was used as a file name.
  assert.equal(
    listFiles(path.join(api.dataDir, '..')).filter((f) => !f.startsWith('data') && !f.startsWith('sniff-')),
    outside.filter((f) => !f.startsWith('data') && !f.startsWith('sniff-')),
  );
  for (const name of ['x.pdf', 'evil.pdf', 'win.pdf', 'job.pdf']) {
    assert.not.ok(
      listFiles(api.dataDir).some((f) => path.basename(f) === name),
      `${name} not on disk`,
    );
  }
});

test('after all of the above, uploads/ holds only random-named files whose content matches their type', async () => {
  const files = uploads();
  const rows = query<{ resume_file: string }>(api, 'SELECT resume_file FROM vacancies ORDER BY id');
  assert.ok(files.length >= 10, `files: ${files.length}`);
  assert.equal(files, rows.map((r) => r.resume_file).sort(), 'exactly one file per stored vacancy');
  const expected: Record<string, string[]> = {
    pdf: ['application/pdf'],
    doc: ['application/msword', 'application/CDFV2', 'application/x-ole-storage', 'application/vnd.ms-office'],
    docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip', 'application/octet-stream'],
  };
  const types = sniff(files.map((f) => path.join(api.dataDir, 'uploads', f)));
  files.forEach((file, i) => {
    assert.match(file, STORED_NAME);
    const extension = file.split('.').pop() as string;
    assert.ok(expected[extension].includes(types[i]), `${file} is ${types[i]}`);
    assert.not.match(fs.readFileSync(path.join(api.dataDir, 'uploads', file), 'latin1'), /<\?php/);
  });
});

test.run();
