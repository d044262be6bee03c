// HTTP behaviour of the API: routing, methods, content types, body limits, same-origin check, rate limit,
// the no-JavaScript redirect, and server faults.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, databaseOf, startApi, untilOutput, type ApiServer } from './api-server.ts';
import { postForm, postJson, postMultipart, request, vacancyForm, validContact, type ApiResponse } from './requests.ts';
import { count, query, readIfExists } from './stored-data.ts';

let api: ApiServer;

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'], allowed_origins: ['https://www.onas.example'] });
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

function isJsonError(res: ApiResponse, status: number, message?: string): void {
  assert.is(res.status, status, res.text);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json; charset=utf-8$/);
  assert.is(res.json?.success, false);
  assert.type(res.json?.message, 'string');
  if (message !== undefined) assert.is(res.json?.message, message);
}

const ENDPOINTS = ['/newsletter.php', '/contact.php', '/vacancy.php'];

test('router: only the three endpoints are served, everything else is a JSON 404', async () => {
  for (const p of [
    '/',
    '/index.php',
    '/router.php',
    '/lib/Config.php',
    '/lib/bootstrap.php',
    '/config/config.php',
    '/data/onas.sqlite',
    '/data/ip-salt.key',
    '/data/error.log',
    '/bin/export.php',
    '/.htaccess',
    '/.user.ini',
    '/contact.php/extra',
    '/contact.phps',
    '/CONTACT.PHP',
    '/%2e%2e/package.json',
    '/api/lib/Config.php',
  ]) {
    for (const method of ['GET', 'POST']) {
      const res = await request(api, p, { method });
      isJsonError(res, 404, 'Not found.');
      assert.not.match(res.text, /<\?php|return \[|PDO/);
    }
  }
});

test('router: the endpoints answer with or without the /api prefix', async () => {
  assert.is((await postJson(api, '/contact.php', validContact())).status, 200);
  assert.is((await postJson(api, '/api/contact.php', validContact())).status, 200);
});

test('405 with Allow: POST for any other method', async () => {
  for (const endpoint of ENDPOINTS) {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await request(api, endpoint, { method });
      isJsonError(res, 405, 'This address accepts POST requests only.');
      assert.is(res.headers.get('allow'), 'POST');
    }
    // A browser navigating to the endpoint gets JSON too, not a redirect.
    const res = await request(api, endpoint, { method: 'GET', acceptJson: false });
    isJsonError(res, 405);
  }
});

test('every answer is JSON with no-store and without X-Powered-By', async () => {
  const res = await postJson(api, '/contact.php', validContact());
  assert.is(res.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.is(res.headers.get('cache-control'), 'no-store');
  assert.is(res.headers.get('x-content-type-options'), 'nosniff');
  assert.is(res.headers.get('x-powered-by'), null);
  assert.equal(Object.keys(res.json ?? {}), ['success', 'message']);
});

test('415 for a content type the endpoint does not take', async () => {
  const jsonOrForm = 'Unsupported content type. Send the form as application/json or application/x-www-form-urlencoded.';
  const multipartOnly = 'Unsupported content type. Send the form as multipart/form-data.';
  const body = JSON.stringify(validContact());
  isJsonError(await request(api, '/contact.php', { headers: { 'content-type': 'text/plain' }, body }), 415, jsonOrForm);
  isJsonError(await request(api, '/contact.php', { headers: { 'content-type': 'application/xml' }, body: '<a/>' }), 415, jsonOrForm);
  isJsonError(
    await postMultipart(
      api,
      '/contact.php',
      (() => {
        const f = new FormData();
        f.append('email', 'a@b.co');
        return f;
      })(),
    ),
    415,
    jsonOrForm,
  );
  isJsonError(await request(api, '/newsletter.php', { body: Buffer.from('{"email":"a@b.co"}') }), 415, jsonOrForm);
  isJsonError(await postJson(api, '/vacancy.php', { firstName: 'A' }), 415, multipartOnly);
  isJsonError(await postForm(api, '/vacancy.php', { firstName: 'A' }), 415, multipartOnly);
  // A charset parameter is fine.
  const ok = await request(api, '/contact.php', { headers: { 'content-type': 'application/json; charset=UTF-8' }, body });
  assert.is(ok.status, 200, ok.text);
});

test('400 for a body that is not a JSON object', async () => {
  const notJson = 'The request body is not valid JSON.';
  const notObject = 'The request body must be a JSON object.';
  isJsonError(await postJson(api, '/contact.php', '{"firstName": "A",'), 400, notJson);
  isJsonError(await postJson(api, '/contact.php', ''), 400, notJson);
  isJsonError(await postJson(api, '/newsletter.php', "{'email': 'a@b.co'}"), 400, notJson);
  isJsonError(await postJson(api, '/newsletter.php', Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])), 400, notJson);
  isJsonError(await postJson(api, '/contact.php', '[]'), 400, notObject);
  isJsonError(await postJson(api, '/contact.php', '[{"email":"a@b.co"}]'), 400, notObject);
  isJsonError(await postJson(api, '/newsletter.php', '"a@b.co"'), 400, notObject);
  isJsonError(await postJson(api, '/newsletter.php', 'null'), 400, notObject);
  isJsonError(await postJson(api, '/newsletter.php', '42'), 400, notObject);
  isJsonError(await postJson(api, '/contact.php', `${'['.repeat(100)}${']'.repeat(100)}`), 400, notJson);
});

test('413 for a JSON or urlencoded body over 64 KB, before any field is looked at', async () => {
  const tooLarge = 'The request is larger than 64 KB.';
  const before = count(api, 'contacts');
  isJsonError(await postJson(api, '/contact.php', validContact({ message: 'x'.repeat(70_000) })), 413, tooLarge);
  isJsonError(await postJson(api, '/newsletter.php', { email: 'a@b.co', padding: 'p'.repeat(65_536) }), 413, tooLarge);
  isJsonError(await postForm(api, '/contact.php', { ...(validContact() as Record<string, string>), message: 'y'.repeat(70_000) }), 413, tooLarge);
  // Sent in chunks without Content-Length, the body is still cut off at the limit.
  const chunks = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(8192)));
      controller.enqueue(new TextEncoder().encode(JSON.stringify(validContact())));
      controller.close();
    },
  });
  const streamed = await fetch(`${api.url}/contact.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: chunks,
    duplex: 'half',
  } as RequestInit);
  assert.is(streamed.status, 413);
  assert.equal(await streamed.json(), { success: false, message: tooLarge });
  // 64 KB exactly is still fine.
  const exact = JSON.stringify(validContact());
  const padded = exact.slice(0, -1) + ',"pad":"' + 'p'.repeat(65_536 - exact.length - 9) + '"}';
  assert.is(Buffer.byteLength(padded), 65_536);
  assert.is((await postJson(api, '/contact.php', padded)).status, 200);
  assert.is(count(api, 'contacts'), before + 1);
});

test('403 when Origin or Referer names another site', async () => {
  const forbidden = 'This form can only be sent from the ONAS website.';
  const before = count(api, 'contacts');
  const cases: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'https://127.0.0.1.evil.example' },
    { referer: 'https://evil.example/page' },
    { origin: 'https://evil.example', referer: `http://${api.host}/resources/contact-us/` },
  ];
  for (const headers of cases) {
    isJsonError(await postJson(api, '/contact.php', validContact(), { headers }), 403, forbidden);
    // Also for a plain form post: 403 JSON, never a redirect to the other site.
    isJsonError(await postForm(api, '/contact.php', validContact() as Record<string, string>, { headers, acceptJson: false }), 403, forbidden);
  }
  isJsonError(await postMultipart(api, '/vacancy.php', vacancyForm(), { headers: { origin: 'https://evil.example' } }), 403, forbidden);
  isJsonError(await postJson(api, '/newsletter.php', { email: 'a@b.co' }, { headers: { origin: 'https://evil.example' } }), 403, forbidden);
  assert.is(count(api, 'contacts'), before);
});

test('same origin (scheme, host and port), a configured origin, or no Origin/Referer at all are accepted', async () => {
  const cases: Record<string, string>[] = [
    { origin: `http://${api.host}` },
    { referer: `http://${api.host}/resources/contact-us/` },
    { origin: 'https://www.onas.example' },
    {},
  ];
  for (const headers of cases) {
    const res = await postJson(api, '/contact.php', validContact(), { headers });
    assert.is(res.status, 200, `${JSON.stringify(headers)}: ${res.text}`);
  }
});

test('429 with Retry-After after 5 submissions of one form from one client within 10 minutes', async () => {
  const ip = '198.51.100.23';
  for (let i = 0; i < 5; i++) {
    const res = await postJson(api, '/contact.php', validContact({ firstName: `Rate${i}` }), { ip });
    assert.is(res.status, 200, res.text);
  }
  const limited = await postJson(api, '/contact.php', validContact({ firstName: 'Rate5' }), { ip });
  isJsonError(limited, 429, 'Too many submissions from your network. Please try again in 10 minutes.');
  const retryAfter = Number(limited.headers.get('retry-after'));
  assert.ok(retryAfter > 590 && retryAfter <= 600, `Retry-After ${retryAfter}`);
  assert.is(Number(query(api, "SELECT COUNT(*) AS n FROM contacts WHERE first_name = 'Rate5'")[0].n), 0);
  // Other forms and other clients are counted separately.
  assert.is((await postJson(api, '/newsletter.php', { email: 'rate@example.com' }, { ip })).status, 200);
  assert.is((await postJson(api, '/contact.php', validContact(), { ip: '198.51.100.24' })).status, 200);
  // Behind the trusted proxy the right-most untrusted X-Forwarded-For address is the client; what the
  // client wrote to its left changes nothing.
  assert.is((await postJson(api, '/contact.php', validContact(), { ip: `10.0.0.1, ${ip}` })).status, 429);
  // Refused requests are not counted: invalid input from a limited client is still a 422.
  assert.is((await postJson(api, '/contact.php', validContact({ service: 'x' }), { ip })).status, 422);
  // A plain form post gets the 429 message back on the page.
  const page = await postForm(api, '/contact.php', validContact() as Record<string, string>, { ip, acceptJson: false });
  assert.is(page.status, 303);
  assert.match(page.headers.get('location') ?? '', /[?&]status=busy#contact-result-busy$/);
});

test('the rate limit window slides: a client may send again once its oldest hit has expired', async () => {
  const short = await startApi({ trusted_proxies: ['127.0.0.1'], rate_limit_max: 1, rate_limit_window: 2 });
  try {
    assert.is((await postJson(short, '/newsletter.php', { email: 'w1@example.com' }, { ip: '192.0.2.5' })).status, 200);
    const limited = await postJson(short, '/newsletter.php', { email: 'w2@example.com' }, { ip: '192.0.2.5' });
    isJsonError(limited, 429, 'Too many submissions from your network. Please try again in 1 minute.');
    assert.ok(['1', '2'].includes(limited.headers.get('retry-after') ?? ''), String(limited.headers.get('retry-after')));
    // The window is wall-clock time measured by the server: wait it out (a lower bound, nothing races).
    await new Promise((r) => setTimeout(r, 2100));
    assert.is((await postJson(short, '/newsletter.php', { email: 'w3@example.com' }, { ip: '192.0.2.5' })).status, 200);
  } finally {
    await short.stop();
  }
});

test('no-JS form post: 303 back to the referring page with a result code, never text', async () => {
  const referer = `http://${api.host}/resources/contact-us/?utm_source=mail&status=old&message=stale#top`;
  const ok = await postForm(api, '/contact.php', validContact() as Record<string, string>, { acceptJson: false, headers: { referer } });
  assert.is(ok.status, 303);
  assert.is(ok.headers.get('location'), '/resources/contact-us/?utm_source=mail&form=contact&status=sent#contact-result-sent');
  const bad = await postForm(api, '/contact.php', validContact({ service: '' }) as Record<string, string>, {
    acceptJson: false,
    headers: { referer: `http://${api.host}/resources/contact-us/` },
  });
  assert.is(bad.status, 303);
  assert.is(bad.headers.get('location'), '/resources/contact-us/?form=contact&status=invalid-service#contact-result-invalid-service');

  const news = await postForm(
    api,
    '/newsletter.php',
    { email: 'nojs@example.com' },
    { acceptJson: false, headers: { origin: `http://${api.host}`, referer: `http://${api.host}/` } },
  );
  assert.is(news.status, 303);
  assert.match(news.headers.get('location') ?? '', /^\/\?form=newsletter&status=sent#newsletter-result-sent$/);

  const vacancy = await postMultipart(api, '/vacancy.php', vacancyForm(), {
    acceptJson: false,
    headers: { referer: `http://${api.host}/staffing/submit-a-vacancy/request-a-call-back/` },
  });
  assert.is(vacancy.status, 303);
  assert.is(vacancy.headers.get('location'), '/staffing/submit-a-vacancy/request-a-call-back/?form=vacancy&status=sent#vacancy-result-sent');
  const vacancyBad = await postMultipart(api, '/vacancy.php', vacancyForm({}, { file: null }), { acceptJson: false });
  assert.is(vacancyBad.status, 303);
  const location = new URL(vacancyBad.headers.get('location') ?? '', 'http://site.test');
  assert.is(location.pathname, '/');
  assert.is(location.hash, '#vacancy-result-file-required');
  assert.equal(Object.fromEntries(location.searchParams), { form: 'vacancy', status: 'file-required' });
  // A refused field names its code: here the terms.
  const twoBad = await postMultipart(api, '/vacancy.php', vacancyForm({ terms: '' }), { acceptJson: false });
  assert.is(new URL(twoBad.headers.get('location') ?? '', 'http://site.test').hash, '#vacancy-result-invalid-terms');
});

test('no-JS redirect never leaves the site and ignores odd Referer paths', async () => {
  // No Referer: back to the home page.
  const none = await postForm(api, '/contact.php', validContact() as Record<string, string>, { acceptJson: false });
  assert.match(none.headers.get('location') ?? '', /^\/\?form=contact&status=sent#contact-result-sent$/);
  // A same-host Referer whose path would read as another host is not followed.
  const odd = await postForm(api, '/contact.php', validContact() as Record<string, string>, {
    acceptJson: false,
    headers: { referer: `http://${api.host}//evil.example/x` },
  });
  assert.match(odd.headers.get('location') ?? '', /^\/\?form=contact/);
});

test('the JS client (Accept: application/json) always gets JSON, also for a urlencoded post', async () => {
  const res = await postForm(api, '/contact.php', validContact() as Record<string, string>, { headers: { referer: `http://${api.host}/x/` } });
  assert.is(res.status, 200);
  assert.equal(res.json, { success: true, message: 'Thank you. Your request has been received.' });
  assert.is(res.headers.get('location'), null);
});

test('500 on a real server fault: logged to the data directory, no internals in the answer', async () => {
  // SQLite: a directory where the database file should be, which SQLite cannot open. A database server:
  // a database name that does not exist.
  const serverDb = databaseOf(api);
  const broken = await startApi(
    serverDb
      ? { trusted_proxies: ['127.0.0.1'], db_dsn: serverDb.settings.db_dsn.replace(/dbname=\w+/, 'dbname=onas_missing'), db_user: serverDb.settings.db_user }
      : { trusted_proxies: ['127.0.0.1'] },
  );
  try {
    if (!serverDb) fs.mkdirSync(path.join(broken.dataDir, 'onas.sqlite'), { recursive: true });
    const res = await postJson(broken, '/contact.php', validContact());
    isJsonError(res, 500, 'Something went wrong on our side. Please try again later.');
    assert.not.match(res.text, /sqlite|mysql|pgsql|PDO|Exception|\/tmp|\.php/i);
    const log = readIfExists(path.join(broken.dataDir, 'error.log'));
    assert.match(log, /ERROR contact: PDOException/);
    // Validation still answers 422 (the fault is only met when storing).
    assert.is((await postJson(broken, '/contact.php', validContact({ email: 'x' }))).status, 422);
    const page = await postForm(broken, '/contact.php', validContact() as Record<string, string>, { acceptJson: false });
    assert.is(page.status, 303);
    assert.match(page.headers.get('location') ?? '', /[?&]status=error#contact-result-error$/);
  } finally {
    await broken.stop();
  }
});

test("500 when the settings cannot be loaded, with the reason in PHP's error log only", async () => {
  const misconfigured = await startApi({ trusted_proxies: ['127.0.0.1'], mail_transprot: 'log' });
  try {
    const res = await postJson(misconfigured, '/contact.php', validContact());
    isJsonError(res, 500, 'Something went wrong on our side. Please try again later.');
    assert.not.match(res.text, /mail_transprot|config/i);
    await untilOutput(misconfigured, /onas-api: cannot load the settings: Unknown setting 'mail_transprot'/);
  } finally {
    await misconfigured.stop();
  }
});

test('a fatal error (max_execution_time run out) is the JSON 500 too, logged in one line; after an answer, only logged', async () => {
  // test/api/fault-router.php plants the fault (X-Test-Fatal); the API itself has no such hook. SMTP to a
  // port nobody listens on: the planted fault stops the newsletter's mail before it connects.
  const fatal = await startApi(
    { trusted_proxies: ['127.0.0.1'], mail_transport: 'smtp', smtp_host: '127.0.0.1', smtp_port: 9, smtp_secure: 'none', smtp_username: '' },
    { router: 'test/api/fault-router.php' },
  );
  const fatalLines = () =>
    readIfExists(path.join(fatal.dataDir, 'error.log'))
      .split('\n')
      .filter((line) => line.includes('PHP fatal error'));
  const fault = { 'x-test-fatal': 'store' };
  try {
    const res = await postJson(fatal, '/contact.php', validContact(), { headers: fault });
    isJsonError(res, 500, 'Something went wrong on our side. Please try again later.');
    assert.is(res.headers.get('cache-control'), 'no-store');
    assert.not.match(res.text, /maximum|fatal|\.php/i);
    // One bounded line, written before the answer.
    assert.equal(fatalLines().length, 1, fatal.output());
    assert.match(fatalLines()[0], /^\[[^\]]+\] ERROR PHP fatal error: Maximum execution time of 1 second exceeded \{"at":"fault-router\.php:\d+"\}$/);
    assert.is(count(fatal, 'contacts'), 0);
    // A plain form post goes back to its page with the error code, as with any other 500.
    const page = await postForm(fatal, '/contact.php', validContact() as Record<string, string>, { acceptJson: false, headers: fault });
    assert.is(page.status, 303, page.text);
    assert.match(page.headers.get('location') ?? '', /[?&]status=error#contact-result-error$/);
    assert.is(fatalLines().length, 2);

    // The newsletter answers before its mail is sent: a fatal error while sending leaves the answer as it was.
    const signUp = await postJson(fatal, '/newsletter.php', { email: 'late.fault@example.com' }, { headers: { 'x-test-fatal': 'smtp' } });
    assert.is(signUp.status, 200, signUp.text);
    assert.equal(signUp.json, { success: true, message: 'Thank you for subscribing. Download the ONAS AI Solutions Guide below.' });
    const until = Date.now() + 10_000;
    while (fatalLines().length < 3) {
      if (Date.now() > until) throw new Error(`no line for the fault after the answer:\n${fatal.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.match(fatalLines()[2], /ERROR PHP fatal error: Maximum execution time of 1 second exceeded \{"at":"fault-router\.php:\d+"\}$/);
    // Stored before the answer; its mail is left claimed and pending, for retry-mail.php once the claim runs out.
    assert.equal(query(fatal, 'SELECT email, mail_status FROM newsletter'), [{ email: 'late.fault@example.com', mail_status: 'pending' }]);
  } finally {
    await fatal.stop();
  }
});

test.run();
