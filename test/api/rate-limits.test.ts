// Rate limits that match how clients are addressed (issue #27, M2): an IPv6 client counts per /64 and an
// IPv4-mapped IPv6 address as its IPv4 address; a static-host proxy's client-IP header counts only with
// the shared secret (else the proxy's own address is the client); and one cap per form and hour for all
// visitors together, answered with 429 and Retry-After.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, type ApiServer } from './api-server.ts';
import { postJson, validContact } from './requests.ts';
import { count } from './stored-data.ts';

const PER_CLIENT = 'Too many submissions from your network. Please try again in 10 minutes.';
const SECRET = 'a-long-random-shared-secret-for-the-test';
const servers: ApiServer[] = [];

test.after(async () => {
  for (const server of servers) await server.stop();
  cleanScratch();
});

async function api(overrides: Record<string, unknown>): Promise<ApiServer> {
  const server = await startApi(overrides);
  servers.push(server);
  return server;
}

let proxied: ApiServer;
test.before(async () => {
  proxied = await api({ trusted_proxies: ['127.0.0.1'] });
});

const contact = (server: ApiServer, ip: string | null, headers: Record<string, string> = {}) =>
  postJson(server, '/contact.php', validContact(), { ip, headers });

test('IPv6: the addresses of one /64 share one bucket; another /64 has its own', async () => {
  for (let i = 1; i <= 5; i++) assert.is((await contact(proxied, `2001:db8:1:2::${i}`)).status, 200);
  const limited = await contact(proxied, '2001:db8:1:2:ffff:ffff:ffff:ffff');
  assert.equal([limited.status, limited.json], [429, { success: false, message: PER_CLIENT }]);
  assert.is((await contact(proxied, '2001:db8:1:2:0:0:0:abc')).status, 429, 'another spelling of the same /64');
  assert.is((await contact(proxied, '2001:db8:1:3::1')).status, 200, 'the next /64');
});

test('IPv4-mapped IPv6 counts as the IPv4 address, in either notation', async () => {
  for (const ip of ['198.51.100.77', '::ffff:198.51.100.77', '::FFFF:c633:644d', '0:0:0:0:0:ffff:198.51.100.77', '198.51.100.77']) {
    assert.is((await contact(proxied, ip)).status, 200, ip);
  }
  assert.is((await contact(proxied, '::ffff:c633:644d')).status, 429);
  assert.is((await contact(proxied, '198.51.100.78')).status, 200, 'the next address');
});

test('trusted_proxies still work beside the new settings: the right-most untrusted X-Forwarded-For hop counts', async () => {
  for (let i = 0; i < 5; i++) assert.is((await contact(proxied, `203.0.113.${i}, 192.0.2.200`)).status, 200);
  assert.is((await contact(proxied, '203.0.113.99, 192.0.2.200')).status, 429);
});

test("a static host's client-IP header counts only with the shared secret; without it the proxy is the client", async () => {
  const server = await api({ client_ip_header: 'X-Client-IP', client_ip_secret_header: 'X-Proxy-Secret', client_ip_secret: SECRET });
  const withSecret = (ip: string) => ({ 'x-client-ip': ip, 'x-proxy-secret': SECRET });
  // Six visitors behind the proxy, each with its own bucket.
  for (let i = 0; i < 6; i++) assert.is((await contact(server, null, withSecret(`192.0.2.${i}`))).status, 200);
  // One visitor is still limited, also when the proxy names it in IPv6 form.
  for (let i = 0; i < 4; i++) assert.is((await contact(server, null, withSecret('192.0.2.0'))).status, 200);
  assert.is((await contact(server, null, withSecret('::ffff:192.0.2.0'))).status, 429);
  // Without the secret, with a wrong one or one of another length, the header is ignored: everyone so
  // sent shares the proxy's (here 127.0.0.1) bucket.
  const forged: Record<string, string>[] = [
    {},
    { 'x-proxy-secret': `${SECRET.slice(0, -1)}x` },
    { 'x-proxy-secret': 'short' },
    { 'x-proxy-secret': `X${SECRET.slice(1)}` },
  ];
  const answers: number[] = [];
  for (let i = 0; i < 6; i++) answers.push((await contact(server, null, { 'x-client-ip': `198.51.100.${i}`, ...forged[i % forged.length] })).status);
  assert.equal(answers, [200, 200, 200, 200, 200, 429]);
});

test('without a secret configured the client-IP header is never believed', async () => {
  const server = await api({ client_ip_header: 'X-Client-IP', client_ip_secret_header: 'X-Proxy-Secret' });
  const answers: number[] = [];
  for (let i = 0; i < 6; i++) answers.push((await contact(server, null, { 'x-client-ip': `198.51.100.${i}`, 'x-proxy-secret': '' })).status);
  assert.equal(answers, [200, 200, 200, 200, 200, 429]);
});

test('a cap per form and hour for everyone together: 429 with Retry-After and its own message; other forms go on', async () => {
  const server = await api({ trusted_proxies: ['127.0.0.1'], rate_limit_form_per_hour: { contact: 3, vacancy: 100, newsletter: 300 } });
  for (let i = 0; i < 3; i++) assert.is((await contact(server, `192.0.2.${10 + i}`)).status, 200);
  const capped = await contact(server, '192.0.2.50');
  assert.is(capped.status, 429, capped.text);
  assert.equal(capped.json, { success: false, message: 'This form has received too many submissions in the last hour. Please try again in 60 minutes.' });
  const retryAfter = Number(capped.headers.get('retry-after'));
  assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
  assert.is(count(server, 'contacts'), 3);
  assert.is((await postJson(server, '/newsletter.php', { email: 'cap@example.com' }, { ip: '192.0.2.51' })).status, 200);
});

test.run();
