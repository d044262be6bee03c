// Transport security of the form API: posts that did not come over HTTPS are refused (JSON 403, also for a
// plain form post) when require_https is on, the default on every server but PHP's built-in one; HTTPS is
// believed from a trusted proxy's X-Forwarded-Proto only. And an SMTP login without encryption
// (smtp_secure 'none' with a user or password) stops the API at settings load, with a message that says why.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { cleanScratch, ROOT, startApi, untilOutput, writeConfig, type ApiServer } from './api-server.ts';
import { postForm, postJson, validContact } from './requests.ts';

const servers: ApiServer[] = [];
test.after(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  cleanScratch();
});

const HTTPS_ONLY = { success: false, message: 'This form can only be sent over HTTPS.' };

test('require_https: plain HTTP is refused with JSON 403 and nothing stored; HTTPS from a trusted proxy is accepted', async () => {
  const api = await startApi({ require_https: true, trusted_proxies: ['127.0.0.1'] });
  servers.push(api);
  const plain = await postJson(api, '/contact.php', validContact());
  assert.is(plain.status, 403, plain.text);
  assert.equal(plain.json, HTTPS_ONLY);
  // A plain form post (no JavaScript) gets the same JSON, not a redirect that would look like a result.
  const page = await postForm(api, '/contact.php', validContact() as Record<string, string>, { acceptJson: false });
  assert.is(page.status, 403);
  assert.is(page.headers.get('location'), null);
  // The proxy says the visitor used http: refused; https: accepted.
  const viaHttp = await postJson(api, '/contact.php', validContact(), { headers: { 'x-forwarded-proto': 'http' } });
  assert.is(viaHttp.status, 403);
  const viaHttps = await postJson(api, '/contact.php', validContact(), {
    headers: { 'x-forwarded-proto': 'https', origin: `https://${api.host}` },
  });
  assert.is(viaHttps.status, 200, viaHttps.text);
});

test('require_https: X-Forwarded-Proto from a client that is not a trusted proxy is ignored', async () => {
  const api = await startApi({ require_https: true, trusted_proxies: [] });
  servers.push(api);
  const res = await postJson(api, '/contact.php', validContact(), { headers: { 'x-forwarded-proto': 'https' } });
  assert.is(res.status, 403, res.text);
  assert.equal(res.json, HTTPS_ONLY);
});

test("the shipped default: require_https on outside PHP's built-in development server", () => {
  // Here the CLI reads the defaults, as php-fpm or mod_php would: on. (Under `php -S` the tests above set it.)
  const out = execFileSync('php', ['-r', "$c = require 'api/config/config.php'; var_export($c['require_https']);"], { cwd: ROOT, encoding: 'utf8' });
  assert.is(out, 'true');
});

test("smtp_secure 'none' with a login to another machine: the API refuses to start, and says why", async () => {
  for (const settings of [
    { mail_transport: 'smtp', smtp_host: 'mail.onas.example', smtp_port: 2525, smtp_secure: 'none', smtp_username: 'web' },
    { mail_transport: 'smtp', smtp_host: '192.0.2.25', smtp_port: 2525, smtp_secure: 'none' },
  ]) {
    const api = await startApi(settings, { env: { ONAS_SMTP_PASSWORD: 'secret-in-clear' } });
    servers.push(api);
    const res = await postJson(api, '/contact.php', validContact());
    assert.is(res.status, 500, res.text);
    await untilOutput(api, /cannot load the settings: smtp_secure is 'none' but a login is set/);
    assert.not.match(api.output(), /secret-in-clear/);
  }
  // The send-test-mail script reports the same.
  const config = writeConfig({ mail_transport: 'smtp', smtp_host: 'mail.onas.example', smtp_secure: 'none', smtp_username: 'web' });
  let out = '';
  try {
    execFileSync('php', ['api/bin/send-test-mail.php', 'to@example.com'], {
      cwd: ROOT,
      env: { ...process.env, ONAS_API_CONFIG: config, ONAS_SMTP_PASSWORD: 'x' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (e) {
    out = String((e as { stderr?: string; stdout?: string }).stderr) + String((e as { stdout?: string }).stdout);
  }
  assert.match(out, /smtp_secure is 'none' but a login is set/);
});

test("smtp_secure 'none' is accepted without a login, or with one to a relay on this machine (it never crosses a network)", async () => {
  for (const [settings, env] of [
    [{ mail_transport: 'smtp', smtp_host: 'mail.onas.example', smtp_port: 9, smtp_secure: 'none' }, {}],
    [{ mail_transport: 'smtp', smtp_host: '127.0.0.1', smtp_port: 9, smtp_secure: 'none', smtp_username: 'web' }, { ONAS_SMTP_PASSWORD: 'local' }],
    [{ mail_transport: 'smtp', smtp_host: 'localhost', smtp_port: 9, smtp_secure: 'none', smtp_username: 'web' }, { ONAS_SMTP_PASSWORD: 'local' }],
  ] as const) {
    const api = await startApi(settings, { env });
    servers.push(api);
    const res = await postJson(api, '/contact.php', validContact());
    assert.is(res.status, 200, `${settings.smtp_host}: ${res.text}`);
  }
});

test.run();
