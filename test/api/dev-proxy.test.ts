// `site serve`'s API proxy in front of `php -S` (issue #15, finding 6): PHP's built-in server reserves
// memory for the whole declared Content-Length before any script runs, so a huge declared length kills a
// worker. The proxy refuses such requests itself with a JSON 413, and cuts chunked bodies off at the same
// limit, which comes from site.config.json (api.maxBodyBytes).
import http from 'node:http';
import net from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../generator/config.ts';
import { runMiddlewares } from '../../generator/serve/middleware.ts';
import { apiProxy } from '../../generator/serve/middlewares/api.ts';
import { cleanScratch, ROOT, startApi, type ApiServer } from './api-server.ts';
import { count } from './stored-data.ts';

let api: ApiServer;
let proxy: http.Server;
let port: number;
let limit: number;
/** Shorter than serve's 5 s, so the test of a client that never stops takes a second. */
const LINGER_MS = 1000;

test.before(async () => {
  const config = await loadConfig(ROOT);
  limit = config.api?.maxBodyBytes ?? 0;
  api = await startApi({});
  const forward = apiProxy('/api/', { url: api.url, stop: async () => {} }, { maxBodyBytes: limit, lingerMs: LINGER_MS });
  proxy = http.createServer((req, res) => runMiddlewares([forward, (_q, s) => void s.writeHead(404).end()], req, res));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  port = (proxy.address() as net.AddressInfo).port;
});

test.after(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await api?.stop();
  cleanScratch();
});

interface Raw {
  status: number;
  body: string;
}

/** Writes a request by hand (any Content-Length) and reads the answer; status 0 when none came in 5 s. */
function raw(head: string, body = ''): Promise<Raw> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const done = () => {
      socket.destroy();
      const match = /^HTTP\/1\.1 (\d+)/.exec(data);
      const split = data.indexOf('\r\n\r\n');
      resolve({ status: match ? Number(match[1]) : 0, body: split >= 0 ? data.slice(split + 4) : '' });
    };
    const timer = setTimeout(done, 5000);
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (/\r\n\r\n/.test(data) && /"message"/.test(data)) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on('error', () => {
      clearTimeout(timer);
      done();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.write(head + body);
  });
}

const newsletter = (length: string) =>
  `POST /api/newsletter.php HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${length}\r\n\r\n`;

function json(body: string): unknown {
  try {
    return JSON.parse(body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, ''));
  } catch {
    return undefined;
  }
}

async function postThroughProxy(body: BodyInit, type = 'application/json'): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/newsletter.php`, {
    method: 'POST',
    headers: { 'content-type': type, accept: 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

test('the limit comes from site.config.json', () => {
  assert.is(limit, 8 * 1024 * 1024);
});

test('a declared Content-Length over the limit is answered 413 JSON and never reaches php -S', async () => {
  for (let i = 0; i < 6; i++) {
    const res = await raw(newsletter('999999999999'), '{"email":"huge@example.com"}');
    assert.is(res.status, 413, `request ${i + 1}: ${res.body}`);
    assert.equal(json(res.body), { success: false, message: 'The request body is larger than 8 MB.' });
  }
  const justOver = await raw(newsletter(String(limit + 1)), '{}');
  assert.is(justOver.status, 413);
  // php -S is still there, and nothing reached it.
  const ok = await postThroughProxy(JSON.stringify({ email: 'still-alive@example.com' }));
  assert.is(ok.status, 200, JSON.stringify(ok.json));
  assert.not.match(api.output(), /Out of memory|Allowed memory size/);
  assert.is(count(api, 'newsletter'), 1);
});

test('a chunked body is cut off at the same limit', async () => {
  const chunk = new Uint8Array(256 * 1024).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('email=chunked%40example.com&pad='));
      if (sent > limit + 2 * chunk.length) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const res = await postThroughProxy(stream, 'application/x-www-form-urlencoded');
  assert.is(res.status, 413);
  assert.equal(res.json, { success: false, message: 'The request body is larger than 8 MB.' });
  assert.is(count(api, 'newsletter'), 1);
});

test('a client still sending after the 413 is not reset: the rest of its body is read and dropped', async () => {
  // Closing a socket with unread bytes makes the kernel answer the client's next write with a reset, which
  // can reach a client such as fetch before it has read the 413 (CI saw "write ECONNRESET").
  const socket = net.connect(port, '127.0.0.1');
  const errors: string[] = [];
  socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const chunk = `${(64 * 1024).toString(16)}\r\n${'a'.repeat(64 * 1024)}\r\n`;
  socket.write(
    `POST /api/newsletter.php HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  const write = (text: string) =>
    new Promise<void>((resolve) =>
      socket.write(text, (error?: NodeJS.ErrnoException | null) => {
        if (error) errors.push(error.code ?? error.message);
        resolve();
      }),
    );
  for (let sent = 0; sent <= limit && !errors.length; sent += 64 * 1024) await write(chunk);
  const until = Date.now() + 5000;
  while (!/"message"/.test(answer) && !errors.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  assert.match(answer, /^HTTP\/1\.1 413 /);
  // Keep sending for a moment after the answer, as a client streaming its body does.
  for (let i = 0; i < 20 && !errors.length; i++) {
    await write(chunk);
    await new Promise((r) => setTimeout(r, 10));
  }
  await write('0\r\n\r\n');
  await new Promise((r) => setTimeout(r, 100));
  socket.destroy();
  assert.equal(errors, []);
  assert.is(count(api, 'newsletter'), 1);
});

test('a client that never stops sending is cut off once the linger time is over', async () => {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  socket.write(newsletter('999999999999'));
  const start = Date.now();
  let open = true;
  void closed.then(() => (open = false));
  while (open && Date.now() - start < 10_000) {
    socket.write('a'.repeat(16 * 1024));
    await new Promise((r) => setTimeout(r, 20));
  }
  if (open) {
    socket.destroy();
    assert.unreachable('the connection was still open after 10 s');
  }
  const after = (await closed) - start;
  assert.match(answer, /^HTTP\/1\.1 413 /);
  assert.ok(after >= LINGER_MS - 100 && after < LINGER_MS + 3000, `closed after ${after} ms`);
});

test('bodies under the limit, chunked or not, pass through to the API', async () => {
  const body = JSON.stringify({ email: 'small-chunks@example.com' });
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of [body.slice(0, 5), body.slice(5)]) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
  assert.is((await postThroughProxy(stream)).status, 200);
  assert.is((await postThroughProxy(JSON.stringify({ email: 'plain@example.com' }))).status, 200);
  assert.is(count(api, 'newsletter'), 3);
});

test.run();
