// error.log cannot be flooded (security review, M3): a refusal's reason carries the visitor's text (a DOCX
// relationship's Target), and one 1 MB Target once added 1 MB to the log. Logger cuts the message and every
// context value to Logger::MAX_FIELD characters, neutralises control characters, and writes one level and
// message at most REPEAT_LIMIT times per REPEAT_WINDOW seconds, counted in error.log.repeats across requests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, ROOT, scratchDir, startApi, type ApiServer } from './api-server.ts';
import { docxWith, pdfWith, REL } from './cv-files.ts';
import { postMultipart, vacancyForm } from './requests.ts';
import { readIfExists } from './stored-data.ts';

const ACTIVE = 'The file contains macros, scripts, embedded objects or links to outside content. Please upload a plain PDF or Word document.';
/** Logger::REPEAT_LIMIT and REPEAT_WINDOW (seconds). */
const REPEAT_LIMIT = 20;
const REPEAT_WINDOW = 60;

const started: ApiServer[] = [];
test.after(async () => {
  for (const api of started) await api.stop();
  cleanScratch();
});

const errorLog = (api: ApiServer) => path.join(api.dataDir, 'error.log');
const lines = (api: ApiServer) =>
  readIfExists(errorLog(api))
    .split('\n')
    .filter((l) => l !== '');

/** A .docx whose document links an image from outside: refused, the Target named in the reason. */
const remoteImage = (target: string) => docxWith({ documentRels: [`<Relationship Id="rId9" Type="${REL}/image" Target="${target}" TargetMode="External"/>`] });

/** An API whose data directory is made (by one stored vacancy), so error.log can be written. */
async function startWithData(): Promise<ApiServer> {
  const api = await startApi({ trusted_proxies: ['127.0.0.1'] });
  started.push(api);
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({}, { file: { bytes: pdfWith(), name: 'cv.pdf' } }));
  assert.is(res.status, 200, res.text);
  assert.is(readIfExists(errorLog(api)), '');
  return api;
}

async function refuse(api: ApiServer, bytes: Buffer): Promise<void> {
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({}, { file: { bytes, name: 'cv.docx' } }));
  assert.is(res.status, 422, res.text);
  assert.equal(res.json, { success: false, message: ACTIVE });
}

test('a refusal naming a 1 MB relationship Target adds one line of less than 2 KB to error.log, the cut marked', async () => {
  const api = await startWithData();
  const target = `http://evil.example/${'a'.repeat(1_000_000)}`;
  await refuse(api, remoteImage(target));
  const added = fs.existsSync(errorLog(api)) ? fs.statSync(errorLog(api)).size : 0;
  assert.ok(added < 2048, `error.log grew by ${added} bytes`);
  assert.is(lines(api).length, 1);
  assert.match(
    lines(api)[0],
    /WARNING A CV was refused: DOCX external relationship .*\/image -> http:\/\/evil\.example\/a+…\(\+\d+ bytes\) \{"name":"cv\.docx"\}$/,
  );
});

test(`${REPEAT_LIMIT * 10} identical refusals from many requests add ${REPEAT_LIMIT} lines and one note; after the window the count of the rest`, async () => {
  const api = await startWithData();
  const bytes = remoteImage('http://evil.example/x.png');
  const total = REPEAT_LIMIT * 10;
  const began = Date.now();
  let sent = 0;
  // Eight at a time over the server's four workers: the count must hold across processes and requests.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent < total) {
        sent++;
        await refuse(api, bytes);
      }
    }),
  );
  const seconds = (Date.now() - began) / 1000;
  const logged = lines(api);
  // Within one window: the limit and one note. A machine slow enough to take longer gets a second window.
  const windows = Math.ceil(seconds / REPEAT_WINDOW) || 1;
  assert.ok(logged.length <= windows * (REPEAT_LIMIT + 1), `${logged.length} lines in ${seconds} s:\n${logged.slice(0, 3).join('\n')}`);
  if (seconds < REPEAT_WINDOW) {
    assert.is(logged.length, REPEAT_LIMIT + 1);
    // Counted under the lock, written after it: with four workers the note need not be the last line.
    const notes = logged.filter((line) => line.includes('"repeats":'));
    assert.is(notes.length, 1, `one note among the lines:\n${notes.join('\n')}`);
    assert.match(notes[0], /"repeats":"more than 20 lines of this message in 60 s: it is not logged again until \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"\}$/);
  }

  // The window is over (moved back rather than waited for): the next one is written, saying how many were left out.
  const repeats = path.join(api.dataDir, 'error.log.repeats');
  const counts = JSON.parse(fs.readFileSync(repeats, 'utf8')) as Record<string, number[]>;
  assert.is(Object.keys(counts).length, 1, 'one message counted, by a hash: no visitor text in the file');
  assert.not.ok(fs.readFileSync(repeats, 'utf8').includes('evil.example'));
  for (const c of Object.values(counts)) {
    c[0] -= REPEAT_WINDOW;
    c[3] -= REPEAT_WINDOW;
  }
  fs.writeFileSync(repeats, JSON.stringify(counts));
  await refuse(api, bytes);
  const after = lines(api);
  assert.is(after.length, logged.length + 1);
  if (seconds < REPEAT_WINDOW) {
    assert.match(after.at(-1) ?? '', new RegExp(`"repeats":"${total - REPEAT_LIMIT - 1} more lines of this message were not logged"\\}$`));
  }
});

test('Logger itself: message, keys and every context value cut to 300 characters, nested values encoded first, control characters neutralised', () => {
  const file = path.join(scratchDir('onas-log-'), 'error.log');
  const script = `
    require 'api/lib/bootstrap.php';
    $long = str_repeat('x', 5000);
    (new Onas\\Api\\Logger($argv[1]))->warning("refused: \\x1b[31mred\\x1b[0m\\r\\n[2026-01-01T00:00:00Z] ERROR forged\\x00 \\u{202E}" . $long, [
      'name' => "a\\nb\\x07" . $long,
      'nested' => ['deep' => [$long]],
      $long => 1,
      'n' => 3,
      'ok' => true,
      'none' => null,
    ]);`;
  const run = spawnSync('php', ['-r', script, file], { cwd: ROOT, encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr + run.stdout);
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(Buffer.byteLength(text) < 2048, `${Buffer.byteLength(text)} bytes`);
  assert.is(text.split('\n').length, 2, 'one line');
  const controls = [...text.slice(0, -1)].filter((c) => (c.codePointAt(0) ?? 0) < 0x20 || c === '\x7f' || c === '\u202e');
  assert.equal(controls, [], 'no control character but the line end');
  assert.match(text, /^\[[^\]]+\] WARNING refused: \uFFFD\[31mred\uFFFD\[0m {2}\[2026-01-01T00:00:00Z\] ERROR forged\uFFFD \uFFFDx+…\(\+\d+ bytes\) \{/);
  const context = JSON.parse(text.slice(text.indexOf(' {') + 1)) as Record<string, unknown>;
  assert.match(String(context.name), /^a b\uFFFDx{296}…\(\+\d+ bytes\)$/);
  assert.match(String(context.nested), /^\{"deep":\["x{290}…\(\+\d+ bytes\)$/);
  assert.equal([context.n, context.ok, context.none], [3, true, null]);
  assert.ok(Object.keys(context).some((k) => /^x{300}…\(\+4700 bytes\)$/.test(k)));
});

test.run();
