import { requestPath, type Middleware } from '../middleware.ts';
import { fileFor } from './static.ts';

/** Pages live at folder URLs: /foo redirects to /foo/ when /foo/index.html exists (query kept). */
export function trailingSlash(root: string): Middleware {
  return function redirectToSlash(req, res, next) {
    const urlPath = requestPath(req);
    if (!urlPath || urlPath.endsWith('/') || !fileFor(root, `${urlPath}/`)) return next();
    const query = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
    res.writeHead(301, { location: `${encodeURI(urlPath)}/${query}` });
    res.end();
  };
}
