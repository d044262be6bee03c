import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from '../middleware.ts';
import { injectReloadSnippet, type ReloadHub } from './live-reload.ts';

/** Anything not handled earlier: the site's 404.html with status 404 (or a plain message, plus the build error if any). */
export function notFound(root: string, hub: ReloadHub): Middleware {
  return function serveNotFound(_req, res) {
    const page = path.join(root, '404.html');
    let body = fs.existsSync(page)
      ? fs.readFileSync(page, 'utf8')
      : `<!doctype html><html lang="en"><title>Not found</title><body><h1>404 - Page Not Found</h1><pre>${(hub.currentError ?? '').replace(/</g, '&lt;')}</pre></body></html>`;
    body = injectReloadSnippet(body);
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
}
