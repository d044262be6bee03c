// The optional virus scan (issue #27, M1): a real clamd, started by the test with a signature it writes,
// scans every CV before it is stored. A flagged file is refused with 422, a clean one passes, and while
// the configured clamd cannot be reached no CV is accepted unscanned (503, nothing kept).
import crypto from 'node:crypto';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, type ApiServer } from './api-server.ts';
import { startClamd, type Clamd } from './clamd-server.ts';
import { postMultipart, vacancyForm, type VacancyFile } from './requests.ts';
import { count, listFiles, mailLog, readIfExists } from './stored-data.ts';
import { pdfBytes } from './upload-files.ts';

const MARKER = `ONAS-TEST-SIGNATURE-${crypto.randomBytes(8).toString('hex')}`;
let clamd: Clamd;
let api: ApiServer;

test.before(async () => {
  clamd = await startClamd('Onas.Test.Cv', MARKER);
  api = await startApi({ trusted_proxies: ['127.0.0.1'], clamd_address: clamd.address, clamd_timeout: 10 });
});

test.after(async () => {
  await api?.stop();
  await clamd?.stop();
  cleanScratch();
});

const uploads = () => listFiles(path.join(api.dataDir, 'uploads'));
const send = (file: VacancyFile) => postMultipart(api, '/vacancy.php', vacancyForm({ company: `Co ${crypto.randomUUID()}` }, { file }));
/** Stored vacancies (the first test creates the database). */
const rows = () => count(api, 'vacancies');

test('a clean CV is scanned and accepted', async () => {
  const res = await send({ bytes: pdfBytes('Ravi Kumar'), name: 'cv.pdf' });
  assert.is(res.status, 200, res.text);
  assert.is(uploads().length, 1);
});

test('a CV clamd flags is refused with 422: not stored, not mailed, the signature logged', async () => {
  const before = { files: uploads().length, rows: rows(), mails: mailLog(api).length };
  const res = await send({ bytes: pdfBytes(`Ravi Kumar ${MARKER}`), name: 'cv.pdf' });
  assert.is(res.status, 422, res.text);
  assert.equal(res.json, { success: false, message: 'The file did not pass our virus check. Please send a clean copy.' });
  assert.is(uploads().length, before.files);
  assert.is(rows(), before.rows);
  assert.is(mailLog(api).length, before.mails);
  assert.match(readIfExists(path.join(api.dataDir, 'error.log')), /clamd found Onas\.Test\.Cv/);
});

test('while clamd is down no CV is accepted unscanned: 503 with Retry-After, nothing kept', async () => {
  await clamd.stop();
  const before = { files: uploads().length, rows: rows(), mails: mailLog(api).length };
  const res = await send({ bytes: pdfBytes('Asha Rao'), name: 'cv.pdf' });
  assert.is(res.status, 503, res.text);
  assert.equal(res.json, { success: false, message: 'We cannot check uploaded files at the moment. Please try again later.' });
  assert.ok(Number(res.headers.get('retry-after')) > 0);
  assert.is(uploads().length, before.files);
  assert.is(rows(), before.rows);
  assert.is(mailLog(api).length, before.mails);
  assert.match(readIfExists(path.join(api.dataDir, 'error.log')), /no virus scan: clamd at tcp:\/\/127\.0\.0\.1:\d+ cannot be reached/);
});

test.run();
