// /api/* in serve mode: forwarded to `php -S` (started here when php is on PATH), or to --api <url>.
// Without either, answers 503 JSON saying how to enable it.
import { spawn, spawnSync } from 'node:child_process';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from '../../config.ts';
import type { Middleware } from '../middleware.ts';

export interface ApiTarget {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

export async function startPhp(config: ResolvedConfig, log: (m: string) => void): Promise<ApiTarget | undefined> {
  if (!config.api || !fs.existsSync(config.abs(config.api.dir))) return undefined;
  if (spawnSync('php', ['-v'], { stdio: 'ignore' }).status !== 0) {
    log('php not found on PATH: /api/* will answer 503 (install php-cli or pass --api <url>)');
    return undefined;
  }
  const port = await freePort();
  const args = [...(config.api.phpArgs ?? []), '-S', `127.0.0.1:${port}`, '-t', config.abs(config.api.dir)];
  if (config.api.router) args.push(config.abs(config.api.router));
  // php -S forks workers when PHP_CLI_SERVER_WORKERS is set; killing the process group stops them all.
  // A scratch data folder for this run, named in the environment variable the site config gives.
  const dataEnv = config.api.dataDirEnv;
  const scratch = dataEnv && !process.env[dataEnv] ? fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-data-')) : undefined;
  const removeScratch = () => scratch && fs.rmSync(scratch, { recursive: true, force: true });
  const child = spawn('php', args, {
    cwd: config.root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PHP_CLI_SERVER_WORKERS: '4', ...process.env, ...(dataEnv && scratch ? { [dataEnv]: scratch } : {}) },
  });
  child.stderr?.on('data', (d: Buffer) => {
    const text = d.toString();
    if (/error|warning|fatal/i.test(text) && !/Accepted|Closing|Development Server|\[200\]|\[30\d\]|\[4\d\d\]/.test(text))
      process.stderr.write(`[php] ${text}`);
  });
  // Stopping signals the whole group: SIGTERM, then SIGKILL for what is left. A worker php forked while
  // the first signal was on its way (serve stopped right after it started) never got it, and kept the
  // port open after serve had exited.
  /** Signals php's process group (0: only asks whether any process of it is left); false when none is. */
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
      return true;
    } catch {
      return false; // no process of the group is left
    }
  };
  const killGroup = () => {
    signalGroup('SIGTERM');
    signalGroup('SIGKILL');
    removeScratch();
  };
  process.once('exit', killGroup);
  if (!(await waitForPort(port, 5000))) {
    killGroup();
    log('php -S did not start: /api/* will answer 503');
    return undefined;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      signalGroup('SIGTERM');
      // A moment to end on its own, then whatever is left is killed (and on exit meanwhile, at once).
      for (let waited = 0; waited < 2000 && signalGroup(0); waited += 50) await new Promise((r) => setTimeout(r, 50));
      killGroup();
      process.removeListener('exit', killGroup);
    },
  };
}

/** Largest body forwarded when the site's config sets no api.maxBodyBytes. */
const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;

function sendJson(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ success: false, message });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

function formatLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** How long a refused request's remaining body is read and dropped before the connection is cut. */
const DEFAULT_LINGER_MS = 5000;

/**
 * After an early answer, reads and drops what the client still sends, and cuts the connection only if it
 * has not finished within `lingerMs` (nginx's lingering close). Closing a socket with unread bytes makes the
 * kernel send a reset, and a client still writing its body then fails with ECONNRESET before it reads the
 * answer it was sent.
 */
function lingeringClose(req: IncomingMessage, lingerMs: number): void {
  const socket = req.socket;
  req.resume();
  if (req.complete) return;
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.once('end', stop);
  socket.once('close', stop);
}

/**
 * The URL a request is forwarded to: the target's origin and path, then `rest` (the request's path and
 * query after the mount, e.g. "contact.php?x=1"), joined as text and never resolved as a reference, so no
 * request path can name another host. undefined for a path that could: one whose rest starts with a
 * slash (`/api//10.0.0.5/x`), encoded or not, or holds a backslash, encoded or not (URL parsers read
 * `\` as `/`), or whose joined URL has another origin than the target's.
 */
function upstreamUrl(target: ApiTarget, rest: string): URL | undefined {
  const query = rest.search(/[?#]/);
  const restPath = query === -1 ? rest : rest.slice(0, query);
  if (/^(?:\/|%2f)/i.test(restPath) || /\\|%5c/i.test(restPath)) return undefined;
  try {
    const base = new URL(target.url);
    const upstream = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}/${rest}`);
    return upstream.origin === base.origin ? upstream : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Forwards `mount`/* to the API. Bodies are limited to `maxBodyBytes`: a larger declared Content-Length is
 * answered 413 before anything is forwarded (PHP's built-in server would reserve that much memory and
 * die), and a body without one (chunked) is cut off with the same 413 once it passes the limit.
 */
export function apiProxy(mount: string, target: ApiTarget | undefined, options: { maxBodyBytes?: number; lingerMs?: number } = {}): Middleware {
  const prefix = mount.endsWith('/') ? mount : `${mount}/`;
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const lingerMs = options.lingerMs ?? DEFAULT_LINGER_MS;
  const tooLarge = `The request body is larger than ${formatLimit(limit)}.`;
  return function forwardApi(req, res, next) {
    const url = req.url ?? '/';
    if (!url.startsWith(prefix)) return next();
    if (!target) {
      sendJson(res, 503, 'The form API is not running. Install PHP (php-cli php-sqlite3 php-mbstring php-zip) and restart `site serve`, or pass --api <url>.');
      return;
    }
    const refuse = () => {
      if (!res.headersSent) sendJson(res, 413, tooLarge);
      lingeringClose(req, lingerMs);
    };
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) return refuse();

    const upstream = upstreamUrl(target, url.slice(prefix.length));
    if (!upstream) {
      sendJson(res, 400, `This path cannot be forwarded to the API: what follows ${prefix} must not start with / or hold a backslash.`);
      lingeringClose(req, lingerMs);
      return;
    }
    // Like any proxy: append the address this request came from to what earlier proxies wrote.
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const proxyReq = http.request(upstream, { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwardedFor } }, (proxyRes) => {
      res.writeHead(proxyRes.statusCode ?? 502, proxyRes.headers);
      proxyRes.pipe(res);
    });
    proxyReq.on('error', () => {
      if (res.headersSent) return res.end();
      sendJson(res, 502, 'The form API did not answer.');
    });
    let received = 0;
    let cut = false;
    req.on('data', (chunk: Buffer) => {
      if (cut) return;
      received += chunk.length;
      if (received > limit) {
        cut = true;
        proxyReq.destroy();
        return refuse();
      }
      if (!proxyReq.write(chunk)) req.pause();
    });
    proxyReq.on('drain', () => req.resume());
    req.on('end', () => {
      if (!cut) proxyReq.end();
    });
  };
}
