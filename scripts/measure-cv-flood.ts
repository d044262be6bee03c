// How the contact form answers while the vacancy form is flooded with costly CVs (issue 40, M2: "A DOCX
// flood of 20 parallel posts leaves the other forms answering within their normal time on nginx +
// php-fpm"). Builds the deploy layout of docs/deploy.md, serves it with Debian's nginx and PHP-FPM as the
// deploy tests do (test/deploy/servers.ts: a static pool of two workers), times sequential contact posts
// alone, then again while parallel vacancy posts each carry a DOCX of many relationship parts that inflate
// to about 1 MB of XML each, and prints a table. A measurement, never a test: nothing here passes or fails.
//
//   npx tsx scripts/measure-cv-flood.ts [--posts 20] [--contacts 20] [--parts 3000] [--part-kb 1000] [--rels 300]
//
// The built site comes from SITE_TEST_DIST, else dist/ (npm run build), else a fresh build. The deploy
// config trusts no proxy, so every post comes from one client (127.0.0.1): the per-client attempt limit
// (attempt_limit_max), not an address per post, is what bounds the flood's inspections.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { vacancyForm, validContact } from '../test/api/requests.ts';
import { deflatedZip } from '../test/api/word-files.ts';
import { prepareLayout, removeLayout, startNginx, type Layout, type Served } from '../test/deploy/servers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '20' },
    contacts: { type: 'string', default: '20' },
    parts: { type: 'string', default: '3000' },
    'part-kb': { type: 'string', default: '1000' },
    rels: { type: 'string', default: '300' },
  },
});
const POSTS = Number(args.posts);
const CONTACTS = Number(args.contacts);
const PARTS = Number(args.parts);
const PART_BYTES = Number(args['part-kb']) * 1024;
/** Relationship elements at the start of each part, the rest being white space. */
const RELS = Number(args.rels);

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** One POST through plain node:http: no client timeout, so a request held for minutes is still timed. */
function post(url: string, body: Buffer, headers: Record<string, string>, onSent?: () => void): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (e) => resolve({ status: 0, ms: performance.now() - started, body: e.message }));
    req.end(body, onSent);
  });
}

/**
 * A well-formed .docx plus PARTS relationship parts of PART_BYTES each, RELS harmless internal relationships
 * and white space: every one is read and parsed by an inspector without a cap.
 */
function costlyDocx(): Buffer {
  const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const office = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const one = `<Relationship Id="rId1" Type="${office}/image" Target="media/image1.png"/>`;
  const head = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${rels}">`;
  const tail = '</Relationships>';
  // Mostly white space, which deflate packs best (a run of one byte): 1 MB packs to about 1 KB, so 3,000
  // parts stay under the 5 MB upload limit, and a parser still reads every byte of each.
  const elements = one.repeat(RELS);
  const filler = Buffer.from(head + elements + ' '.repeat(Math.max(0, PART_BYTES - head.length - elements.length - tail.length)) + tail);
  const entries = [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(`${head}<Relationship Id="rId1" Type="${office}/officeDocument" Target="word/document.xml"/>${tail}`),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
      ),
    },
  ];
  for (let i = 1; i <= PARTS; i++) entries.push({ name: `word/_rels/part${i}.xml.rels`, data: filler });
  return deflatedZip(entries);
}

/** A body and its headers, encoded once (the same FormData boundary for every post of the flood). */
async function encoded(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

async function contacts(server: Served, count: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) {
    const body = Buffer.from(JSON.stringify(validContact({ message: `Flood measurement ${i}` })));
    answers.push(await post(`${server.url}/api/contact.php`, body, { 'content-type': 'application/json', accept: 'application/json', origin: server.url }));
  }
  return answers;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

function row(label: string, answers: Answer[]): string {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const statuses = [...byStatus].map(([status, n]) => `${n}×${status}`).join(' ');
  const f = (n: number) => `${(n / 1000).toFixed(3)} s`;
  return `| ${label} | ${answers.length} | ${f(quantile(ms, 0.5))} | ${f(quantile(ms, 0.95))} | ${f(ms[ms.length - 1])} | ${statuses} |`;
}

/** Which DocxInspector and Endpoint were served: a short hash of each file, and whether it is the committed one. */
function version(file: string): string {
  const text = fs.readFileSync(path.join(ROOT, file));
  const sha = crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);
  let committed = '';
  try {
    const head = execFileSync('git', ['show', `HEAD:${file}`], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    committed = head.equals(text) ? ', as committed' : ', changed since the last commit';
  } catch {
    committed = ''; // not a git checkout
  }
  return `${file} sha256 ${sha}${committed}`;
}

let layout: Layout | undefined;
let server: Served | undefined;
try {
  const dist = process.env.SITE_TEST_DIST ?? (fs.existsSync(path.join(ROOT, 'dist', 'index.html')) ? path.join(ROOT, 'dist') : undefined);
  layout = await prepareLayout({}, dist ? { dist } : {});
  server = await startNginx(layout);
  const docx = costlyDocx();
  const vacancy = await encoded(vacancyForm({}, { file: { bytes: docx, name: 'cv.docx' } }));
  console.log(`nginx + php-fpm (2 workers) at ${server.url}; one client (no trusted proxy)`);
  console.log(
    `flood: ${POSTS} parallel vacancy posts, each a ${(vacancy.body.length / 1e6).toFixed(2)} MB body; DOCX of ${PARTS} parts × ${PART_BYTES / 1024} KB unpacked (${RELS} relationships each)`,
  );
  console.log(version('api/lib/DocxInspector.php'));
  console.log(version('api/lib/Endpoint.php'));

  await contacts(server, 1); // the first request opens the database
  const alone = await contacts(server, CONTACTS);

  const floodStarted = performance.now();
  let sent = 0;
  let allSent: () => void = () => {};
  const bodiesSent = new Promise<void>((resolve) => {
    allSent = resolve;
  });
  const flood = Array.from({ length: POSTS }, () =>
    post(`${server!.url}/api/vacancy.php`, vacancy.body, { 'content-type': vacancy.type, accept: 'application/json', origin: server!.url }, () => {
      if (++sent === POSTS) allSent();
    }),
  );
  await bodiesSent;
  const during = await contacts(server, CONTACTS);
  const floodAnswers = await Promise.all(flood);
  const floodMs = performance.now() - floodStarted;

  console.log('');
  console.log('| contact posts | n | median | p95 | max | answers |');
  console.log('|---|---|---|---|---|---|');
  console.log(row('alone', alone));
  console.log(row(`during the flood of ${POSTS}`, during));
  console.log(row('the flood posts (vacancy)', floodAnswers));
  console.log('');
  console.log(`the flood took ${(floodMs / 1000).toFixed(1)} s until its last answer`);
  const messages = new Map<string, number>();
  for (const a of floodAnswers) {
    const key = `${a.status} ${a.body.slice(0, 120).replace(/\s+/g, ' ')}`;
    messages.set(key, (messages.get(key) ?? 0) + 1);
  }
  for (const [message, n] of messages) console.log(`  ${n}× ${message}`);
} finally {
  await server?.stop();
  removeLayout(layout);
}
