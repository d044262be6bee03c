// `site serve` against DNS rebinding (review finding M4). A page on evil.example that points its name at
// 127.0.0.1 reads serve as same-origin, but its requests still carry `Host: evil.example`: serve answers
// only Host localhost, 127.0.0.1 or [::1] on its own port, on every path (pages, live-reload events,
// search, /api/). And its API proxy only forwards to its target: a path such as /api//10.0.0.5/x or
// /api/\\host/x, which `new URL(path, target)` reads as another host, is refused. Requests go through
// node:http (fetch cannot set Host) to serve on the blog fixture, with a stand-in API (`upstream`) and a
// stand-in internal service (`other`) that must never be reached.
process.env.NODE_ENV = 'production';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { serve } = await import('../../../generator/serve/index.ts');
const { runMiddlewares } = await import('../../../generator/serve/middleware.ts');
const { apiProxy } = await import('../../../generator/serve/middlewares/api.ts');

// Inside the repository, so that the fixture's imports resolve. Search on, so its middleware is in the list.
const root = path.join(ROOT, 'test', 'output', `serve-host-${process.pid}`);
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'blog'), root, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
fs.writeJsonSync(path.join(root, 'site.config.json'), { ...fs.readJsonSync(path.join(root, 'site.config.json')), search: {} });
const config = await loadConfig(root);

interface Seen {
  method: string;
  url: string;
  body: string;
}

/** A stand-in server that records every request it gets and answers 200 JSON. */
async function standIn(name: string): Promise<{ url: string; port: number; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ from: name, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: () => {
      srv.closeAllConnections();
      return new Promise((resolve) => srv.close(() => resolve()));
    },
  };
}

const upstream = await standIn('upstream');
const other = await standIn('other');
const server = await serve(config, { port: 0, php: false, open: false, quiet: true, watch: false, apiUrl: upstream.url });

test.before.each(() => {
  upstream.seen.length = 0;
  other.seen.length = 0;
});

test.after(async () => {
  await server.close();
  await upstream.close();
  await other.close();
  await fs.remove(root);
});

interface Answer {
  status: number;
  type: string;
  body: string;
}

/**
 * One request with exactly this Host header (null: none at all, which Node's server itself answers 400 on
 * HTTP/1.1). An event stream resolves at its headers, since it never ends.
 */
function request(port: number, pathname: string, host: string | null, options: { method?: string; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = host === null ? {} : { host };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers, setHost: false, agent: false }, (res) => {
      const type = String(res.headers['content-type'] ?? '');
      if (type.startsWith('text/event-stream')) {
        res.destroy();
        return resolve({ status: res.statusCode ?? 0, type, body: '' });
      }
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type, body }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${pathname} in 10 s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** An HTTP/1.0 request without Host (which Node's server lets through), written by hand. */
function requestWithoutHost(pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let data = '';
    const done = () => {
      socket.destroy();
      const split = data.indexOf('\r\n\r\n');
      const head = split === -1 ? data : data.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.\d (\d+)/.exec(head)?.[1] ?? 0),
        type: /^content-type: *(.*)$/im.exec(head)?.[1]?.trim() ?? '',
        body: split === -1 ? '' : data.slice(split + 4),
      });
    };
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${pathname} in 10 s`)));
    socket.on('data', (c: Buffer) => {
      data += c.toString();
      // An event stream never ends: its headers are the answer.
      if (/\r\n\r\n/.test(data) && /^content-type: *text\/event-stream/im.test(data)) done();
    });
    socket.on('end', done);
    socket.on('error', reject);
    socket.write(`GET ${pathname} HTTP/1.0\r\n\r\n`);
  });
}

const get = (pathname: string, host: string | null, options?: { method?: string; body?: string }) => request(server.port, pathname, host, options);

/** Every kind of path serve answers: a page, live-reload events, the search index, the API proxy. */
const PATHS = ['/', '/posts/unfinished/', '/__site/events', '/pagefind/pagefind.js', '/api/contact.php'];

test('a page answers 200 for Host 127.0.0.1, localhost and [::1] on its port, in any case, and without a port', async () => {
  const port = server.port;
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LocalHost:${port}`, 'localhost', '127.0.0.1', '[::1]']) {
    const page = await get('/posts/unfinished/', host);
    assert.is(page.status, 200, `Host ${host}: ${page.body.slice(0, 200)}`);
    assert.match(page.body, '<h1>Unfinished post</h1>', `Host ${host}`);
  }
  // The other kinds of path answer too (the event stream at its headers).
  assert.is((await get('/__site/events', `localhost:${port}`)).status, 200);
  assert.is((await get('/pagefind/pagefind.js', `127.0.0.1:${port}`)).status, 200);
});

test('a foreign Host is refused on a page, on /__site/events, on the search index and on /api/', async () => {
  const port = server.port;
  const foreign = [
    'evil.example',
    `evil.example:${port}`,
    `127.0.0.1.evil.example:${port}`,
    '127.0.0.1.evil.example',
    `localhost:${port + 1}`,
    `[::2]:${port}`,
    '',
  ];
  const wrong: string[] = [];
  for (const host of foreign) {
    for (const pathname of PATHS) {
      const res = await get(pathname, host);
      if (res.status !== 421 || !res.body.includes(host ? 'is not allowed' : 'no Host header'))
        wrong.push(`Host ${JSON.stringify(host)} on ${pathname}: ${res.status} ${res.body.slice(0, 60).replace(/\s+/g, ' ')}`);
    }
  }
  assert.equal(wrong, []);
  assert.equal(upstream.seen, [], 'nothing reached the API');
});

test('a request without Host is refused on every path', async () => {
  const wrong: string[] = [];
  for (const pathname of PATHS) {
    // HTTP/1.0 may leave Host out, and Node lets it through to serve.
    const old = await requestWithoutHost(pathname);
    if (old.status !== 421 || !old.body.includes('no Host header'))
      wrong.push(`HTTP/1.0 ${pathname}: ${old.status} ${old.body.slice(0, 60).replace(/\s+/g, ' ')}`);
    // HTTP/1.1 without Host: Node's server answers 400 before serve sees it.
    const res = await get(pathname, null);
    if (res.status !== 400) wrong.push(`HTTP/1.1 ${pathname}: ${res.status}`);
  }
  assert.equal(wrong, []);
  assert.equal(upstream.seen, [], 'nothing reached the API');
});

test('an /api/ path that would name another host is refused, and neither server gets a request', async () => {
  const host = `127.0.0.1:${server.port}`;
  const elsewhere = `127.0.0.1:${other.port}`;
  const paths = [
    `/api//${elsewhere}/x`,
    `/api//${elsewhere}/x?y=1`,
    `/api/%5C%5C${elsewhere}/x`,
    `/api/%5c%5c${elsewhere}/x`,
    `/api/\\\\${elsewhere}/x`,
    `/api/\\/${elsewhere}/x`,
    `/api/%2F%2F${elsewhere}/x`,
    '/api/%5C%5Chost/x',
    '/api/\\\\host/x',
    '/api/contact\\..\\x',
  ];
  const wrong: string[] = [];
  for (const pathname of paths) {
    for (const method of ['GET', 'POST']) {
      const res = await get(pathname, host, method === 'POST' ? { method, body: '{"email":"a@example.com"}' } : { method });
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {}
      const refused = res.status === 400 && res.type.startsWith('application/json') && (body as { success?: unknown })?.success === false;
      if (!refused || typeof (body as { message?: unknown }).message !== 'string') wrong.push(`${method} ${pathname}: ${res.status} ${res.body.slice(0, 60)}`);
    }
  }
  assert.equal(wrong, []);
  assert.equal(other.seen, [], 'the other server got a request');
  assert.equal(upstream.seen, [], 'the API got a request');
});

test('a normal /api/ request still reaches the API with its path, query and body', async () => {
  const host = `localhost:${server.port}`;
  const got = await get('/api/contact?x=1&y=%C3%A9', host);
  assert.is(got.status, 200, got.body);
  assert.equal(JSON.parse(got.body), { from: 'upstream', url: '/contact?x=1&y=%C3%A9' });
  const posted = await get('/api/contact.php?z=2', host, { method: 'POST', body: '{"email":"a@example.com"}' });
  assert.is(posted.status, 200, posted.body);
  assert.equal(upstream.seen, [
    { method: 'GET', url: '/contact?x=1&y=%C3%A9', body: '' },
    { method: 'POST', url: '/contact.php?z=2', body: '{"email":"a@example.com"}' },
  ]);
  assert.equal(other.seen, []);
});

test("the proxy keeps the path of an --api URL that has one, and stays on the target's host", async () => {
  const forward = apiProxy('/api/', { url: `${upstream.url}/backend`, stop: async () => {} });
  const proxy = http.createServer((req, res) => runMiddlewares([forward, (_q, s) => void s.writeHead(404).end()], req, res));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as net.AddressInfo).port;
  try {
    const ok = await request(port, '/api/contact.php?x=1', `127.0.0.1:${port}`);
    assert.is(ok.status, 200, ok.body);
    assert.equal(JSON.parse(ok.body), { from: 'upstream', url: '/backend/contact.php?x=1' });
    const refused = await request(port, `/api//127.0.0.1:${other.port}/x`, `127.0.0.1:${port}`);
    assert.is(refused.status, 400, refused.body);
    assert.equal(other.seen, []);
    assert.equal(
      upstream.seen.map((s) => s.url),
      ['/backend/contact.php?x=1'],
    );
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
});

test.run();
