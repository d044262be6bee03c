// Load: 200 contact requests and 50 vacancy uploads, all in flight at once against php -S with 4 workers
// and a fresh database. Every one must be answered 200 and stored exactly once, with no lock errors.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, TEST_DB, type ApiServer } from './api-server.ts';
import { postJson, postMultipart, vacancyForm, validContact, type ApiResponse } from './requests.ts';
import { docxBytes, pdfBytes } from './upload-files.ts';
import { count, listFiles, mailLog, query, readIfExists } from './stored-data.ts';

const CONTACTS = 200;
const VACANCIES = 50;

let api: ApiServer;

test.before(async () => {
  // The test stands in for the site's reverse proxy on 127.0.0.1, listed in trusted_proxies: it appends
  // each simulated visitor's address to X-Forwarded-For, so every request has its own client and the rate
  // limit stays at its default and is exercised, not switched off. A header alone, from an address not in
  // the list, would change nothing (hardening.test.ts).
  api = await startApi({ trusted_proxies: ['127.0.0.1'] });
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

test(`${CONTACTS} contact requests and ${VACANCIES} vacancy uploads at once: all stored, none lost`, async () => {
  const pdf = pdfBytes();
  const docx = docxBytes();
  const started = performance.now();
  const requests: Promise<ApiResponse>[] = [];
  const latencies: number[] = [];
  const timed = (sent: Promise<ApiResponse>) => {
    const t0 = performance.now();
    return sent.then((r) => {
      latencies.push(performance.now() - t0);
      return r;
    });
  };
  for (let i = 0; i < CONTACTS; i++) {
    requests.push(
      timed(postJson(api, '/contact.php', validContact({ firstName: `Load${i}`, message: `Load test message ${i}` }), { ip: `172.16.${i >> 8}.${i & 255}` })),
    );
  }
  for (let i = 0; i < VACANCIES; i++) {
    const file = i % 2 ? { bytes: pdf, name: `cv-${i}.pdf` } : { bytes: docx, name: `cv-${i}.docx` };
    requests.push(timed(postMultipart(api, '/vacancy.php', vacancyForm({ company: `Load Co ${i}` }, { file }), { ip: `172.17.${i >> 8}.${i & 255}` })));
  }
  const responses = await Promise.all(requests);
  const seconds = (performance.now() - started) / 1000;

  const failures = responses.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`);
  assert.equal(failures, [], 'every request answered 200');
  const total = CONTACTS + VACANCIES;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1];
  console.log(
    `load [${TEST_DB}]: ${total} requests (${CONTACTS} contact + ${VACANCIES} vacancy uploads) in ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(1)} requests/s, p95 ${p95.toFixed(0)} ms (php -S, 4 workers)`,
  );

  assert.is(count(api, 'contacts'), CONTACTS);
  assert.is(count(api, 'vacancies'), VACANCIES);
  const names = query<{ first_name: string }>(api, 'SELECT first_name FROM contacts').map((r) => r.first_name);
  assert.is(new Set(names).size, CONTACTS, 'each contact stored exactly once');
  for (let i = 0; i < CONTACTS; i++) assert.ok(names.includes(`Load${i}`), `Load${i} stored`);
  assert.is(Number(query<{ n: number }>(api, 'SELECT COUNT(DISTINCT company) AS n FROM vacancies')[0].n), VACANCIES);
  assert.is(listFiles(path.join(api.dataDir, 'uploads')).length, VACANCIES);
  assert.equal(query(api, "SELECT COUNT(*) AS n FROM outbox WHERE status <> 'sent'"), [{ n: 0 }]);
  assert.is(mailLog(api).length, total);

  const errors = readIfExists(path.join(api.dataDir, 'error.log'));
  assert.not.match(errors, /database is locked/i);
  assert.is(errors, '', 'no server faults logged');
  assert.not.match(api.output(), /Fatal error|database is locked/i);
});

test.run();
