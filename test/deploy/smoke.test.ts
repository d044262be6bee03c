// Deploy smoke test: a fresh build plus api/ in the documented layout, served by Debian's nginx +
// PHP-FPM with deploy/nginx.conf, then by Apache 2.4 + mod_php with the built .htaccess files, then by Apache
// with AllowOverride None and deploy/apache.conf's virtual host (and, refused, with neither). The
// same checks run against both: folder redirects, the 404 page, caching, precompressed files,
// security headers, nothing private served, every form through the real server, oversized bodies.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validContact, vacancyForm } from '../api/requests.ts';
import { STRAYS, prepareLayout, removeLayout, startApache, startNginx, type Layout, type Served } from './servers.ts';

let layout: Layout;
/** A content-hashed script with precompressed copies (every page's CSS is inline, so no stylesheet is served). */
let assetPath: string;
/** Header name → value from the `/*` block of the built _headers (the same policy as every format). */
let expectedHeaders: Map<string, string>;
/** The policy of an SVG file opened as a page, from the built _headers' `/icon.svg` block. */
let svgPolicy: string;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back exactly as sent (no decompression). */
function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test.before(async () => {
  layout = await prepareLayout();
  const home = fs.readFileSync(path.join(layout.dist, 'index.html'), 'utf8');
  const script = fs
    .readdirSync(path.join(layout.dist, 'assets', 'js'))
    .find((f) => f.endsWith('.js') && fs.existsSync(path.join(layout.dist, 'assets', 'js', `${f}.br`)));
  assert.ok(script && home.includes('/assets/js/'), 'a precompressed script the pages load');
  assetPath = `/assets/js/${script}`;
  const headersFile = fs.readFileSync(path.join(layout.dist, '_headers'), 'utf8');
  const block = headersFile.split('\n\n')[0].split('\n').slice(1);
  expectedHeaders = new Map(block.map((l) => [l.trim().split(': ')[0].toLowerCase(), l.trim().split(': ').slice(1).join(': ')]));
  svgPolicy = /^\/icon\.svg\n {2}Content-Security-Policy: (.+)$/m.exec(headersFile)?.[1] ?? '';
  assert.match(svgPolicy, "default-src 'self'");
});

const running = new Set<Served>();
test.after(async () => {
  for (const s of running) await s.stop();
  removeLayout(layout);
});

function checks(name: string, start: (l: Layout) => Promise<Served>) {
  let server: Served;
  const url = (p: string) => server.url + p;
  const origin = () => server.url;

  test(`${name}: starts with the shipped configuration`, async () => {
    server = await start(layout);
    running.add(server);
  });

  test(`${name}: a folder without its slash is redirected (301) to the folder URL`, async () => {
    const res = await raw(url('/why-onas'));
    assert.is(res.status, 301);
    assert.is(new URL(res.headers.location ?? '', server.url).pathname, '/why-onas/');
    const nested = await raw(url('/why-onas/about-us'));
    assert.is(nested.status, 301);
    assert.is(new URL(nested.headers.location ?? '', server.url).pathname, '/why-onas/about-us/');
  });

  test(`${name}: an unknown path answers 404 with the site's 404 page`, async () => {
    for (const p of ['/no-such-page/', '/no/such/file.html', '/assets/missing.css']) {
      const res = await raw(url(p));
      assert.is(res.status, 404, p);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.ok(res.body.equals(fs.readFileSync(path.join(layout.dist, '404.html'))), `${p}: the body is 404.html`);
    }
    const br = await raw(url('/no-such-page/'), { 'accept-encoding': 'br' });
    assert.is(br.status, 404);
    assert.is(br.headers['content-encoding'], 'br');
    assert.ok(br.body.equals(fs.readFileSync(path.join(layout.dist, '404.html.br'))));
  });

  test(`${name}: Cache-Control by kind of file`, async () => {
    const cases: [string, string][] = [
      [assetPath, 'public, max-age=31536000, immutable'],
      ['/', 'no-cache'],
      ['/why-onas/', 'no-cache'],
      ['/sitemap.xml', 'no-cache'],
      ['/robots.txt', 'no-cache'],
      ['/guide.pdf', 'public, max-age=86400'],
      ['/favicon.ico', 'public, max-age=86400'],
    ];
    for (const [p, expected] of cases) {
      for (const enc of ['identity', 'br', 'gzip']) {
        const res = await raw(url(p), { 'accept-encoding': enc });
        assert.is(res.status, 200, p);
        assert.is(res.headers['cache-control'], expected, `${p} (${enc})`);
      }
    }
  });

  test(`${name}: Accept-Encoding br gets the .br file, gzip the .gz file, neither the file itself`, async () => {
    for (const [p, file, type] of [
      ['/', 'index.html', /^text\/html/],
      ['/why-onas/', 'why-onas/index.html', /^text\/html/],
      [assetPath, assetPath.slice(1), /javascript/],
      ['/sitemap.xml', 'sitemap.xml', /xml/],
    ] as const) {
      const br = await raw(url(p), { 'accept-encoding': 'gzip, deflate, br' });
      assert.is(br.headers['content-encoding'], 'br', p);
      assert.match(String(br.headers['content-type']), type);
      assert.match(String(br.headers.vary), /Accept-Encoding/i);
      assert.ok(br.body.equals(fs.readFileSync(path.join(layout.dist, `${file}.br`))), `${p}: body is ${file}.br`);
      const gz = await raw(url(p), { 'accept-encoding': 'gzip' });
      assert.is(gz.headers['content-encoding'], 'gzip', p);
      assert.match(String(gz.headers['content-type']), type);
      assert.ok(gz.body.equals(fs.readFileSync(path.join(layout.dist, `${file}.gz`))), `${p}: body is ${file}.gz`);
      const plain = await raw(url(p), { 'accept-encoding': 'identity' });
      assert.is(plain.headers['content-encoding'], undefined);
      assert.ok(plain.body.equals(fs.readFileSync(path.join(layout.dist, file))), `${p}: body is ${file}`);
    }
  });

  test(`${name}: every security header on HTML responses`, async () => {
    assert.ok(expectedHeaders.has('content-security-policy'));
    for (const h of ['x-content-type-options', 'referrer-policy', 'permissions-policy']) assert.ok(expectedHeaders.has(h), h);
    for (const p of ['/', '/why-onas/', '/resources/contact-us/', '/no-such-page/']) {
      const res = await raw(url(p), { 'accept-encoding': 'br' });
      for (const [h, v] of expectedHeaders) assert.is(res.headers[h], v, `${p}: ${h}`);
    }
  });

  test(`${name}: the Content-Security-Policy only on documents (HTML, SVG, each its own), the other security headers on everything`, async () => {
    const csp = expectedHeaders.get('content-security-policy') ?? '';
    assert.match(csp, "script-src 'self'");
    assert.not.match(csp, 'style-src', "pages: each page's <meta> sets style-src");
    const photo = fs.readdirSync(path.join(layout.dist, 'assets', 'images', 'industries')).find((f) => f.endsWith('.avif'));
    assert.ok(photo, 'an AVIF variant to ask for');
    const logo = fs.readdirSync(path.join(layout.dist, 'assets', 'brand')).find((f) => f.endsWith('.svg'));
    const documents: [string, string][] = [
      ['/', csp],
      ['/why-onas/', csp],
      ['/no-such-page/', csp],
      ['/icon.svg', svgPolicy],
      [`/assets/brand/${logo}`, svgPolicy],
    ];
    const others = [assetPath, `/assets/images/industries/${photo}`, '/favicon.ico', '/sitemap.xml', '/robots.txt', '/site.webmanifest'];
    for (const enc of ['identity', 'br']) {
      for (const [p, policy] of documents) {
        const res = await raw(url(p), { 'accept-encoding': enc });
        assert.is(res.headers['content-security-policy'], policy, `${p} (${enc})`);
      }
      for (const p of others) {
        const res = await raw(url(p), { 'accept-encoding': enc });
        assert.is(res.status, 200, p);
        assert.is(res.headers['content-security-policy'], undefined, `${p} (${enc}) is not a document`);
        for (const [h, v] of expectedHeaders) if (h !== 'content-security-policy') assert.is(res.headers[h], v, `${p}: ${h}`);
      }
    }
  });

  test(`${name}: nothing private is served`, async () => {
    const privatePaths = [
      '/api/lib/Config.php',
      '/api/lib/bootstrap.php',
      '/api/config/config.php',
      '/api/data/.htaccess',
      '/api/data/onas.sqlite',
      '/api/bin/export.php',
      '/api/router.php',
      '/api/.htaccess',
      '/api/.user.ini',
      '/api/',
      '/.htaccess',
      '/.nginx-headers.conf',
      '/api/config/config.local.php~',
      '/api/config/forms.json',
      '/api/composer.json',
      '/api/composer.lock',
      ...Object.keys(STRAYS).map((f) => `/${f}`),
    ];
    for (const p of privatePaths) {
      const res = await raw(url(p));
      assert.ok(res.status === 403 || res.status === 404, `${p} answered ${res.status}`);
      const text = res.body.toString();
      assert.not.match(text, /<\?php|Require all|add_header|RewriteRule|upload_max_filesize|STRAY/, `${p} leaked its source`);
    }
  });

  if (name.startsWith('apache'))
    test(`${name}: the built .htaccess sends plain HTTP to HTTPS (301), except on a loopback host`, async () => {
      const res = await raw(url('/why-onas/?x=1'), { host: 'www.onas.example' });
      assert.is(res.status, 301);
      assert.is(res.headers.location, 'https://www.onas.example/why-onas/?x=1');
      const proxied = await raw(url('/why-onas/'), { host: 'www.onas.example', 'x-forwarded-proto': 'https' });
      assert.is(proxied.status, 200, 'behind a proxy that speaks HTTPS');
      assert.is((await raw(url('/why-onas/'))).status, 200, 'loopback');
    });

  test(`${name}: each form as JSON (200) and as a plain form post (303)`, async () => {
    const json = { accept: 'application/json', origin: origin() };
    const newsletter = await fetch(url('/api/newsletter.php'), {
      method: 'POST',
      headers: { ...json, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `n${Date.now()}@example.com` }),
    });
    assert.is(newsletter.status, 200, await newsletter.clone().text());
    assert.is(((await newsletter.json()) as { success: boolean }).success, true);
    assert.match(String(newsletter.headers.get('cache-control')), /no-store/);

    const contact = await fetch(url('/api/contact.php'), {
      method: 'POST',
      headers: { ...json, 'content-type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    assert.is(contact.status, 200, await contact.clone().text());
    assert.is(((await contact.json()) as { success: boolean }).success, true);

    const vacancy = await fetch(url('/api/vacancy.php'), { method: 'POST', headers: json, body: vacancyForm() });
    assert.is(vacancy.status, 200, await vacancy.clone().text());
    assert.is(((await vacancy.json()) as { success: boolean }).success, true);

    const plain = { origin: origin(), accept: 'text/html' };
    const cases: [string, string, BodyInit][] = [
      ['newsletter', '/', new URLSearchParams({ email: `p${Date.now()}@example.com` })],
      ['contact', '/resources/contact-us/', new URLSearchParams(validContact() as Record<string, string>)],
      ['vacancy', '/staffing/submit-a-vacancy/request-a-call-back/', vacancyForm()],
    ];
    for (const [form, page, body] of cases) {
      const res = await fetch(url(`/api/${form}.php`), { method: 'POST', redirect: 'manual', headers: { ...plain, referer: url(page) }, body });
      assert.is(res.status, 303, `${form}: ${await res.text()}`);
      const to = new URL(res.headers.get('location') ?? '', server.url);
      assert.is(to.pathname, page, form);
      assert.is(to.searchParams.get('form'), form);
      assert.is(to.searchParams.get('status'), 'sent');
      assert.is(to.hash, `#${form}-result-sent`);
    }
    // Stored in the data folder outside the web root, which is not reachable over HTTP.
    assert.ok(fs.existsSync(path.join(layout.dataDir, 'onas.sqlite')));
    assert.is(fs.readdirSync(path.join(layout.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).length >= 2, true);
    assert.not.ok(fs.existsSync(path.join(layout.webRoot, 'api', 'data', 'onas.sqlite')));
  });

  test(`${name}: a 12 MB body gets a JSON 413`, async () => {
    const big = vacancyForm({}, { file: { bytes: new Uint8Array(12 * 1024 * 1024).fill(65), name: 'cv.pdf' } });
    const res = await fetch(url('/api/vacancy.php'), { method: 'POST', headers: { accept: 'application/json', origin: origin() }, body: big });
    assert.is(res.status, 413);
    assert.match(String(res.headers.get('content-type')), /^application\/json/);
    const body = (await res.json()) as { success: boolean; message: string };
    assert.is(body.success, false);
    assert.type(body.message, 'string');
  });

  test(`${name}: no PHP warnings or server errors were logged`, async () => {
    const logs = server.logs();
    running.delete(server);
    await server.stop();
    // PHP warns about the 12 MB body it refused (post_max_size); anything else is a fault.
    const unexpected = logs
      .split('\n')
      .filter((l) => !/POST Content-Length of \d+ bytes exceeds the limit/.test(l))
      .join('\n');
    assert.not.match(unexpected, /PHP (Warning|Fatal|Parse|Notice)|\[(crit|alert|emerg)\]/, logs);
  });
}

checks('nginx + php-fpm', startNginx);
checks('apache + mod_php', startApache);
checks('apache + mod_php, AllowOverride None with deploy/apache.conf', (l) => startApache(l, 'vhost'));

test('apache + mod_php, AllowOverride None and a plain virtual host: the API refuses to run, and says why', async () => {
  const server = await startApache(layout, 'none');
  running.add(server);
  try {
    const res = await fetch(`${server.url}/api/contact.php`, {
      method: 'POST',
      headers: { accept: 'application/json', origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    assert.is(res.status, 500);
    assert.equal(await res.json(), { success: false, message: 'Something went wrong on our side. Please try again later.' });
    assert.match(server.logs(), /Apache did not apply api\/\.htaccess \(ONAS_SERVER_RULES is not set: AllowOverride None\?\)/);
  } finally {
    running.delete(server);
    await server.stop();
  }
});

test.run();
