import type { IncomingMessage, ServerResponse } from 'node:http';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void | Promise<void>;

export function runMiddlewares(list: Middleware[], req: IncomingMessage, res: ServerResponse): void {
  let i = 0;
  const next = () => {
    const mw = list[i++];
    if (!mw) return;
    Promise.resolve(mw(req, res, next)).catch((e) => {
      console.error(e);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error in site serve');
    });
  };
  next();
}

/** The request path without query, decoded, or null when it is malformed. */
export function requestPath(req: IncomingMessage): string | null {
  try {
    return decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
}
