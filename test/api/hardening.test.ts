// What a hostile review of the API found (issue #15), one test per finding: the client address behind
// trusted proxies, DOCX inspection, long file names, invisible format characters, bodies counted as read
// (chunked), and the Origin/Referer check. The e-mail rule is in email.test.ts, the dev proxy's limit in
// dev-proxy.test.ts.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, scratchDir, startApi, type ApiServer } from './api-server.ts';
import { postJson, postMultipart, vacancyForm, validContact, type ApiResponse, type VacancyFile } from './requests.ts';
import { docxBytes, pdfBytes, zipBytes } from './upload-files.ts';
import { mailLog, parseCsv, query, readIfExists, runPhp } from './stored-data.ts';

const FILE_TYPE = 'Only PDF, DOC, or DOCX files are allowed';
const FORBIDDEN = 'This form can only be sent from the ONAS website.';
const BODY_TOO_LARGE = 'The request is larger than 64 KB.';
const FILE_TOO_LARGE = 'The file is larger than 5 MB.';

let api: ApiServer;

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'], allowed_origins: ['https://www.onas.example'] });
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

function ipHash(server: ApiServer, ip: string): string {
  const salt = fs.readFileSync(path.join(server.dataDir, 'ip-salt.key'), 'utf8').trim();
  return crypto.createHmac('sha256', salt).update(ip).digest('hex');
}

function refusedWith(res: ApiResponse, status: number, message: string, what = ''): void {
  assert.is(res.status, status, `${what} ${res.text}`);
  assert.equal(res.json, { success: false, message }, what);
}

// ---------------------------------------------------------------------------------------------------
// 1. The rate limit and the stored ip_hash use the right-most address that is not a trusted proxy.

test('client IP: the right-most X-Forwarded-For address that is not a trusted proxy, whatever the client wrote', async () => {
  const proxied = await startApi({ trusted_proxies: ['127.0.0.1', '10.0.0.0/8', '2001:db8::/32'] });
  try {
    const client = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      // The client makes up the left-most entries; the proxies (10.x, 2001:db8::) append what they saw.
      const res = await postJson(proxied, '/contact.php', validContact({ firstName: `Spoof${i}` }), { ip: `203.0.113.${i}, ${client}, 2001:db8::1, 10.1.2.3` });
      assert.is(res.status, 200, res.text);
    }
    const sixth = await postJson(proxied, '/contact.php', validContact(), { ip: `192.0.2.99, ${client}, 10.1.2.3` });
    assert.is(sixth.status, 429, 'made-up left-most addresses do not escape the rate limit');
    const hashes = query<{ ip_hash: string }>(proxied, 'SELECT DISTINCT ip_hash FROM contacts').map((r) => r.ip_hash);
    assert.equal(hashes, [ipHash(proxied, client)]);
  } finally {
    await proxied.stop();
  }
});

test('client IP: without trusted proxies X-Forwarded-For is ignored', async () => {
  const direct = await startApi({});
  try {
    for (let i = 0; i < 5; i++) assert.is((await postJson(direct, '/contact.php', validContact(), { ip: `203.0.113.${i}` })).status, 200);
    assert.is((await postJson(direct, '/contact.php', validContact(), { ip: '203.0.113.200' })).status, 429);
    const hashes = query<{ ip_hash: string }>(direct, 'SELECT DISTINCT ip_hash FROM contacts').map((r) => r.ip_hash);
    assert.equal(hashes, [ipHash(direct, '127.0.0.1')]);
  } finally {
    await direct.stop();
  }
});

test('client IP: a trusted_proxies entry that is not an address or range stops the API with a logged reason', async () => {
  const wrong = await startApi({ trusted_proxies: ['127.0.0.1', 'proxy.example'] });
  try {
    const res = await postJson(wrong, '/contact.php', validContact());
    refusedWith(res, 500, 'Something went wrong on our side. Please try again later.');
    assert.match(wrong.output(), /trusted_proxies: 'proxy\.example' is not an IP address or CIDR range/);
  } finally {
    await wrong.stop();
  }
});

// ---------------------------------------------------------------------------------------------------
// 2. DOCX files are inspected with ZipArchive only: exact part names, nothing executable or outside the root.

const TYPES_XML = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const DOCUMENT_XML = '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>';
const docx = (...extra: { name: string; data: string; mode?: number }[]) =>
  zipBytes([{ name: '[Content_Types].xml', data: TYPES_XML }, { name: 'word/document.xml', data: DOCUMENT_XML }, ...extra]);

async function uploadTo(server: ApiServer, file: VacancyFile): Promise<ApiResponse> {
  return postMultipart(server, '/vacancy.php', vacancyForm({}, { file }));
}

test('docx: both required parts by their exact names, and no executable or escaping entries', async () => {
  const refused: [string, Uint8Array][] = [
    ['no [Content_Types].xml', zipBytes([{ name: 'word/document.xml', data: DOCUMENT_XML }])],
    ['only xword/document.xml.php', zipBytes([{ name: 'xword/document.xml.php', data: '<?php echo 1;' }])],
    [
      'names differ in case',
      zipBytes([
        { name: '[content_types].xml', data: TYPES_XML },
        { name: 'Word/Document.xml', data: DOCUMENT_XML },
      ]),
    ],
    ['a .php entry', docx({ name: 'word/media/image1.php', data: '<?php echo 1;' })],
    ['a .phtml entry', docx({ name: 'x.phtml', data: '<?php echo 1;' })],
    ['an .exe entry', docx({ name: 'word/embeddings/setup.exe', data: 'MZ' })],
    ['a ../ entry', docx({ name: '../../evil.xml', data: '<x/>' })],
    ['an absolute entry', docx({ name: '/etc/cron.d/x', data: 'x' })],
    ['a backslash entry', docx({ name: 'word\\..\\..\\x.xml', data: '<x/>' })],
    ['a drive letter', docx({ name: 'C:/x.xml', data: '<x/>' })],
    ['an executable mode', docx({ name: 'word/run', data: '#!/bin/sh', mode: 0o100755 })],
    ['a symbolic link', docx({ name: 'word/link.xml', data: '/etc/passwd', mode: 0o120777 })],
  ];
  for (const [what, bytes] of refused) refusedWith(await uploadTo(api, { bytes, name: 'cv.docx' }), 422, FILE_TYPE, what);
  for (const bytes of [docxBytes('types-first'), docxBytes('word-first'), docx({ name: 'word/media/image1.png', data: 'png' })]) {
    const res = await uploadTo(api, { bytes, name: 'cv.docx' });
    assert.is(res.status, 200, res.text);
  }
});

/** A directory of php.ini snippets: the CLI's own, without the zip extension. */
function iniDirWithoutZip(): string {
  const info = spawnSync('php', ['--ini'], { encoding: 'utf8' }).stdout;
  const scanned = /Scan for additional \.ini files in:\s*(\S+)/.exec(info)?.[1];
  const dir = scratchDir('onas-php-ini-');
  if (scanned && fs.existsSync(scanned)) {
    for (const name of fs.readdirSync(scanned)) {
      if (name.endsWith('.ini') && !/(^|-)zip\.ini$/.test(name)) fs.copyFileSync(path.join(scanned, name), path.join(dir, name));
    }
  }
  return dir;
}

test('docx: without the zip extension every .docx is refused and the reason logged; PDFs still work', async () => {
  const env = { PHP_INI_SCAN_DIR: iniDirWithoutZip() };
  const check = spawnSync('php', ['-r', 'echo class_exists("ZipArchive") ? "zip" : "none";'], { encoding: 'utf8', env: { ...process.env, ...env } });
  assert.is(check.stdout, 'none', 'the test server runs without ext-zip');
  const noZip = await startApi({ trusted_proxies: ['127.0.0.1'] }, { env });
  try {
    assert.is((await uploadTo(noZip, { bytes: pdfBytes(), name: 'cv.pdf' })).status, 200);
    refusedWith(await uploadTo(noZip, { bytes: docxBytes(), name: 'cv.docx' }), 422, FILE_TYPE, 'valid docx');
    refusedWith(
      await uploadTo(noZip, { bytes: zipBytes([{ name: 'xword/document.xml.php', data: '<?php echo 1;' }]), name: 'cv.docx' }),
      422,
      FILE_TYPE,
      'xword',
    );
    assert.match(readIfExists(path.join(noZip.dataDir, 'error.log')), /zip/i);
    assert.is(Number(query(noZip, 'SELECT COUNT(*) AS n FROM vacancies')[0].n), 1);
  } finally {
    await noZip.stop();
  }
});

// ---------------------------------------------------------------------------------------------------
// 3. The extension is read from the whole file name; only the stem is shortened.

test('long file names: the extension counts, the stored name keeps it', async () => {
  for (const name of [`${'a'.repeat(147)}.pdf`, `${'é'.repeat(400)}.PDF`, `${'x'.repeat(160)}.docx`]) {
    const bytes = name.endsWith('.docx') ? docxBytes() : pdfBytes();
    const res = await uploadTo(api, { bytes, name });
    assert.is(res.status, 200, `${name.length}: ${res.text}`);
  }
  const stored = query<{ resume_original_name: string }>(api, 'SELECT resume_original_name FROM vacancies ORDER BY id DESC LIMIT 3').map(
    (r) => r.resume_original_name,
  );
  for (const original of stored) {
    assert.ok([...original].length <= 150, original);
    assert.match(original, /\.(pdf|PDF|docx)$/);
  }
});

// ---------------------------------------------------------------------------------------------------
// 4. Unicode format characters (category Cf) never reach a single-line value; CSV neutralises hidden formulas.

const FORMAT_CHARS = [
  '\u00AD',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202D',
  '\u202E',
  '\u2060',
  '\u2066',
  '\u2069',
  '\uFEFF',
  '\uFFF9',
  '\u{110BD}',
  '\u{E0001}',
  '\u{E0041}',
];

function decodeSubject(subject: string): string {
  return subject.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, mode: string, text: string) =>
    mode.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

test('format characters: stripped from single-line fields, so the subject shows what is really there', async () => {
  const res = await postJson(
    api,
    '/contact.php',
    validContact({
      firstName: 'RTL\u202Egnp.exe\u200B',
      lastName: `R${FORMAT_CHARS.join('')}ao`,
      company: '\uFEFFNorth\u2066wind\u2069',
    }),
  );
  assert.is(res.status, 200, res.text);
  const [row] = query<Record<string, string>>(api, "SELECT first_name, last_name, company FROM contacts WHERE first_name LIKE 'RTL%'");
  assert.equal(row, { first_name: 'RTLgnp.exe', last_name: 'Rao', company: 'Northwind' });
  const subject = decodeSubject(mailLog(api).find((m) => m.raw.includes('RTL'))?.subject ?? '');
  assert.match(subject, /RTLgnp\.exe/);
  assert.not.match(subject, /\p{Cf}/u);
  // Nothing but format characters is nothing.
  refusedWith(await postJson(api, '/contact.php', validContact({ company: '\u200B\u202E\u2060' })), 422, 'Company is required.');
  const vacancy = await postMultipart(api, '/vacancy.php', vacancyForm({ designation: 'H\u200DR Lead', phone: '+91\u200B 40 5550 0100' }));
  assert.is(vacancy.status, 200, vacancy.text);
  const [v] = query<Record<string, string>>(api, 'SELECT designation, phone FROM vacancies ORDER BY id DESC LIMIT 1');
  assert.equal(v, { designation: 'HR Lead', phone: '+91 40 5550 0100' });
});

test('CSV export: formulas behind zero-width characters, spaces or fullwidth signs are neutralised', async () => {
  const hidden = ['\u200B=HYPERLINK("http://evil.example","x")', '\uFF1D1+1', '\u2060+cmd', ' =1+2', '\uFEFF@SUM(A1)', '\uFF0B1', '\uFF0D1', '\uFF201'];
  for (const message of hidden) {
    const res = await postJson(api, '/contact.php', validContact({ firstName: 'Csv', company: '\uFF1DSUM(A1:A9)', message }));
    assert.is(res.status, 200, res.text);
  }
  const out = runPhp(api, 'api/bin/export.php', ['contacts']);
  assert.is(out.status, 0, out.stderr);
  const rows = parseCsv(out.stdout);
  const header = rows[0];
  const csvRows = rows.filter((r) => r[header.indexOf('first_name')] === 'Csv');
  assert.is(csvRows.length, hidden.length);
  for (const r of csvRows) {
    assert.ok(r[header.indexOf('message')].startsWith("'"), r[header.indexOf('message')]);
    assert.is(r[header.indexOf('company')], "'\uFF1DSUM(A1:A9)");
  }
});

// ---------------------------------------------------------------------------------------------------
// 6. The API counts the bytes it reads, with or without Content-Length.

/** Sends the parts in chunks without Content-Length (Transfer-Encoding: chunked). */
function postChunked(server: ApiServer, pathname: string, contentType: string, parts: (string | Buffer)[]): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${pathname}`,
      {
        method: 'POST',
        headers: { 'content-type': contentType, accept: 'application/json', 'x-forwarded-for': `10.99.${crypto.randomInt(255)}.${crypto.randomInt(255)}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: ApiResponse['json'];
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: new Headers(res.headers as Record<string, string>), text, json });
        });
      },
    );
    req.on('error', reject);
    for (const part of parts) req.write(part);
    req.end();
  });
}

function padding(bytes: number): Buffer[] {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const out: Buffer[] = [];
  for (let left = bytes; left > 0; left -= chunk.length) out.push(left >= chunk.length ? chunk : chunk.subarray(0, left));
  return out;
}

test('chunked bodies: urlencoded over the body limit is refused, also beyond post_max_size', async () => {
  const before = Number(query(api, 'SELECT COUNT(*) AS n FROM newsletter')[0].n);
  const urlencoded = 'application/x-www-form-urlencoded';
  refusedWith(
    await postChunked(api, '/newsletter.php', urlencoded, ['email=chunk5%40example.com&pad=', ...padding(5 * 1024 * 1024)]),
    413,
    BODY_TOO_LARGE,
    '5 MB',
  );
  refusedWith(
    await postChunked(api, '/newsletter.php', urlencoded, ['email=chunk12%40example.com&pad=', ...padding(12 * 1024 * 1024)]),
    413,
    BODY_TOO_LARGE,
    '12 MB',
  );
  refusedWith(
    await postChunked(api, '/contact.php', urlencoded, [new URLSearchParams(validContact() as Record<string, string>).toString(), '&pad=', ...padding(70_000)]),
    413,
    BODY_TOO_LARGE,
    'contact',
  );
  assert.is(Number(query(api, 'SELECT COUNT(*) AS n FROM newsletter')[0].n), before);
  // Under the limit, chunked is fine.
  assert.is((await postChunked(api, '/newsletter.php', urlencoded, ['email=chunked', '%40example.com'])).status, 200);
});

test('chunked bodies: multipart text over the body limit and files over the upload limit are refused', async () => {
  const boundary = '----onas-chunked';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Object.entries({
    firstName: 'Chunk',
    lastName: 'Ed',
    email: 'chunk@example.com',
    phone: '555 0100',
    company: 'C',
    designation: 'D',
    industry: 'IT',
    service: 'Other',
    terms: 'true',
  })
    .map(([k, v]) => field(k, v))
    .join('');
  const file = (name: string, fileName: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const type = `multipart/form-data; boundary=${boundary}`;
  const end = `\r\n--${boundary}--\r\n`;
  refusedWith(
    await postChunked(api, '/vacancy.php', type, [
      head,
      `--${boundary}\r\nContent-Disposition: form-data; name="pad"\r\n\r\n`,
      ...padding(200_000),
      '\r\n',
      file('resume', 'cv.pdf'),
      Buffer.from(pdfBytes()),
      end,
    ]),
    413,
    BODY_TOO_LARGE,
    'text',
  );
  refusedWith(
    await postChunked(api, '/vacancy.php', type, [
      head,
      file('resume', 'cv.pdf'),
      Buffer.from(pdfBytes()),
      '\r\n',
      file('other', 'x.pdf'),
      ...padding(5 * 1024 * 1024),
      end,
    ]),
    413,
    FILE_TOO_LARGE,
    'two files',
  );
  const ok = await postChunked(api, '/vacancy.php', type, [head, file('resume', 'cv.pdf'), Buffer.from(pdfBytes()), end]);
  assert.is(ok.status, 200, ok.text);
});

// ---------------------------------------------------------------------------------------------------
// 7. Origin and Referer: parsed like a browser does, scheme, host and port compared.

test('origin: an empty Origin does not skip the Referer; backslashes, userinfo, other schemes and ports are refused', async () => {
  const port = api.host.split(':')[1];
  const refused: Record<string, string>[] = [
    { origin: '', referer: 'https://evil.example/page' },
    { origin: `http://evil.example\\@${api.host}` },
    { referer: `http://evil.example\\@${api.host}/resources/contact-us/` },
    { origin: `http://user@${api.host}` },
    { referer: `http://user:pw@${api.host}/` },
    { origin: `https://${api.host}` },
    { origin: 'http://127.0.0.1:1' },
    { origin: `http://127.0.0.1:${port}.evil.example` },
    { origin: 'http://www.onas.example' },
    { origin: 'https://www.onas.example:8443' },
    { origin: 'https://www.onas.example.evil.example' },
    { origin: `http://${api.host}%2f@evil.example` },
    { origin: `//${api.host}` },
    { origin: `javascript://${api.host}` },
  ];
  for (const headers of refused) refusedWith(await postJson(api, '/contact.php', validContact(), { headers }), 403, FORBIDDEN, JSON.stringify(headers));
  const accepted: Record<string, string>[] = [
    { origin: `http://${api.host}` },
    { origin: `HTTP://${api.host.toUpperCase()}` },
    { origin: '', referer: `http://${api.host}/resources/contact-us/?a=1#x` },
    { origin: 'https://www.onas.example' },
    { origin: 'https://www.onas.example:443' },
    { referer: 'https://www.onas.example/resources/contact-us/' },
    { origin: '' },
    {},
  ];
  for (const headers of accepted) {
    const res = await postJson(api, '/contact.php', validContact(), { headers });
    assert.is(res.status, 200, `${JSON.stringify(headers)}: ${res.text}`);
  }
});

test.run();
