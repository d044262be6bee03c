// DNS rebinding: a page on evil.example can point its own name at 127.0.0.1 and then read whatever serve
// answers (pages, live-reload events, search, and through the /api/ proxy the API behind it) as
// same-origin. Such requests still name the attacker's host in Host, so serve answers only requests for
// its loopback names, on the port it listens on (or without a port), and refuses everything else.
import type { Middleware } from '../middleware.ts';

/** The names serve answers to, lower case; `[::1]` as it appears in a Host header. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a Host header names this server: a loopback name, without a port or with `port`. */
function isAllowedHost(host: string | undefined, port: number | undefined): boolean {
  if (!host) return false;
  const value = host.trim().toLowerCase();
  return LOOPBACK_NAMES.some((name) => value === name || (port !== undefined && value === `${name}:${port}`));
}

/** First in serve's list: refuses (421) any request whose Host is not localhost, 127.0.0.1 or [::1] on serve's own port. */
export function hostCheck(): Middleware {
  return function checkHost(req, res, next) {
    // The port is known only once the server listens (serve may listen on port 0); the socket has it.
    const port = req.socket.localPort;
    if (isAllowedHost(req.headers.host, port)) return next();
    const named = req.headers.host ? `Host ${JSON.stringify(req.headers.host.slice(0, 100))} is not allowed` : 'The request has no Host header';
    const body = `${named}: site serve only answers requests for localhost, 127.0.0.1 or [::1]${port ? ` on port ${port}` : ''}.\n`;
    res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), 'x-content-type-options': 'nosniff' });
    res.end(body);
  };
}
