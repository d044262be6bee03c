import { gzipSync } from 'node:zlib';
import { requestPath, type Middleware } from '../middleware.ts';
import { contentType } from './content-types.ts';

/**
 * The search index from memory: serve mode never writes it to the output folder; each rebuild
 * replaces `files()` (output path → bytes, e.g. "pagefind/pagefind.js"). The index is made after the
 * reload event, so a request under `dir` waits for the index of the latest pages. Pagefind's own index
 * files are compressed already; its script and entry are gzipped here as a host would.
 */
export function searchIndex(dir: string, files: () => Promise<Map<string, Buffer> | undefined>): Middleware {
  return async function serveSearchIndex(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const rel = requestPath(req)?.replace(/^\/+/, '');
    if (!rel?.startsWith(`${dir}/`)) return next();
    const body = (await files())?.get(rel);
    if (!body) return next();
    const type = contentType(rel);
    const headers: Record<string, string | number> = { 'content-type': type, 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
    let out = body;
    if (/\.(?:js|json)$/.test(rel) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      out = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'content-length': out.length });
    res.end(req.method === 'HEAD' ? undefined : out);
  };
}
