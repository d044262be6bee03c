import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { requestPath, type Middleware } from '../middleware.ts';
import { contentType } from './content-types.ts';
import { injectReloadSnippet } from './live-reload.ts';

/** Resolves a URL path to a file inside root, or null (never escapes root). */
export function fileFor(root: string, urlPath: string): string | null {
  const rel = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
  const abs = path.join(root, rel);
  if (abs !== root && !abs.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(abs).isFile() ? abs : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** Gzipped bodies by file, kept while the file's size and mtime stay the same (one per server). */
type GzipCache = Map<string, { key: string; body: Buffer }>;

/** Gzip as a production host would (mod_deflate, nginx gzip), so previews and audits measure real bytes. */
function gzipped(gzipCache: GzipCache, file: string, body: Buffer): Buffer {
  const st = fs.statSync(file);
  const key = `${st.size}:${st.mtimeMs}:${body.length}`;
  const hit = gzipCache.get(file);
  if (hit?.key === key) return hit.body;
  const compressed = gzipSync(body, { level: 6 });
  gzipCache.set(file, { key, body: compressed });
  return compressed;
}

/**
 * `fallback` answers paths the output folder does not hold (yet) with another file, e.g. an image
 * variant still being encoded with its source picture; the content type follows that file.
 */
export function staticFiles(root: string, fallback?: (urlPath: string) => string | undefined): Middleware {
  const gzipCache: GzipCache = new Map();
  return function serveStatic(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const urlPath = requestPath(req);
    const file = urlPath && (fileFor(root, urlPath) ?? fallback?.(urlPath));
    if (!file) return next();
    const type = contentType(file);
    const headers: Record<string, string | number> = { 'content-type': type, 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
    if (COMPRESSIBLE.test(type)) {
      let body: Buffer = fs.readFileSync(file);
      if (type.startsWith('text/html')) body = Buffer.from(injectReloadSnippet(body.toString('utf8')));
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = gzipped(gzipCache, file, body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, { ...headers, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const size = fs.statSync(file).size;
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = range[1] ? Number(range[1]) : size - Number(range[2]);
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start < 0 || start > end || start >= size) {
        res.writeHead(416, { 'content-range': `bytes */${size}` });
        res.end();
        return;
      }
      res.writeHead(206, { ...headers, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file, { start, end }).pipe(res);
      return;
    }
    res.writeHead(200, { ...headers, 'accept-ranges': 'bytes', 'content-length': size });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  };
}
