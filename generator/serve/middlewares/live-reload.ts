// Live reload over server-sent events. The snippet is added to HTML responses by the static and
// 404 middlewares in serve mode only; it never reaches dist/.
import type { ServerResponse } from 'node:http';
import { isBuildError } from '../../errors.ts';
import type { Middleware } from '../middleware.ts';

const EVENTS_PATH = '/__site/events';
const CLIENT_ERROR_PATH = '/__site/client-error';

export class ReloadHub {
  private clients = new Set<ServerResponse>();
  private error: string | undefined;
  private types = '';
  private clientError = '';

  add(res: ServerResponse): void {
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
    if (this.error) this.send(res, 'build-error', this.error);
    if (this.types) this.send(res, 'type-errors', this.types);
  }
  /** The type checker's latest report ('' when the types hold): shown beside the page, which still reloads. */
  setTypeErrors(report: string): void {
    if (report === this.types) return;
    this.types = report;
    for (const c of this.clients) this.send(c, 'type-errors', report);
  }
  get currentTypeErrors(): string {
    return this.types;
  }
  /** An error a page threw in the browser, mapped to the source (serve/client-errors.ts); shown until the next reload. */
  setClientError(report: string): void {
    this.clientError = report;
    for (const c of this.clients) this.send(c, 'client-error', report);
  }
  get currentClientError(): string {
    return this.clientError;
  }
  reload(): void {
    this.clientError = '';
    for (const c of this.clients) this.send(c, 'reload', '');
  }
  /** Only styles changed: pages swap their stylesheets in place instead of reloading. */
  swapCss(): void {
    for (const c of this.clients) this.send(c, 'css', '');
  }
  setError(e: unknown): void {
    this.error = e === undefined ? undefined : isBuildError(e) ? e.format() : String((e as Error)?.stack ?? e);
    if (this.error) for (const c of this.clients) this.send(c, 'build-error', this.error);
  }
  get currentError(): string | undefined {
    return this.error;
  }
  closeAll(): void {
    for (const c of this.clients) c.end();
    this.clients.clear();
  }
  private send(res: ServerResponse, event: string, data: string): void {
    res.write(
      `event: ${event}\n${data
        .split('\n')
        .map((l) => `data: ${l}`)
        .join('\n')}\n\n`,
    );
  }
}

const SNIPPET = `<script>(() => {
  // One connection per page shown: Chromium holds six per host, and pages prerendered by the speculation
  // rules (never shown) or left kept theirs, so a session's seventh page never got its scripts (found by
  // the engines sweep, issue 42). A prerendered page connects once shown; a page left closes; a page
  // restored from the back/forward cache reloads for a fresh connection.
  const es = { listeners: [], source: null, addEventListener(type, fn) { this.listeners.push([type, fn]); if (this.source) this.source.addEventListener(type, fn); } };
  const connect = () => {
    es.source = new EventSource(${JSON.stringify(EVENTS_PATH)});
    for (const [type, fn] of es.listeners) es.source.addEventListener(type, fn);
  };
  if (document.prerendering) document.addEventListener('prerenderingchange', connect, { once: true });
  else connect();
  addEventListener('pagehide', () => es.source && es.source.close());
  addEventListener('pageshow', (e) => e.persisted && location.reload());
  es.addEventListener('reload', () => location.reload());
  // A style-only change: fetch this page again and swap each stylesheet for its new URL in place
  // (the new one loads before the old one goes, so nothing flashes unstyled).
  es.addEventListener('css', async () => {
    try {
      const html = await (await fetch(location.href, { cache: 'no-store' })).text();
      const next = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
      const current = [...document.querySelectorAll('link[rel="stylesheet"]')];
      if (next.length !== current.length) return location.reload();
      current.forEach((old, i) => {
        if (old.getAttribute('href') === next[i]) return;
        const link = old.cloneNode();
        link.href = next[i];
        link.onload = () => old.remove();
        old.after(link);
      });
    } catch {
      location.reload();
    }
  });
  // The overlay boxes: one per kind of report, made on its first report.
  const box = (id, role, css) => {
    let el = document.getElementById(id);
    if (!el) {
      el = document.createElement('pre');
      el.id = id;
      el.setAttribute('role', role);
      el.style.cssText = 'position:fixed;overflow:auto;margin:0;padding:1rem;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap;border-radius:8px;' + css;
      document.body.appendChild(el);
    }
    return el;
  };
  es.addEventListener('build-error', (e) => {
    box('__site-error', 'alert', 'inset:auto 1rem 1rem 1rem;z-index:2147483647;max-height:60vh;background:#2b0b0b;color:#ffd7d7;border:2px solid #ff6b6b').textContent = 'site serve: build failed\\n\\n' + e.data;
  });
  // An error this page throws goes back to serve, which maps it to the source and shows it here and in
  // the terminal (serve/client-errors.ts).
  // Not while the page is being left: an import cut short by the navigation is no error of the page's.
  let leaving = false;
  addEventListener('pagehide', () => (leaving = true));
  const report = (error, message) =>
    !leaving &&
    fetch(${JSON.stringify(CLIENT_ERROR_PATH)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: String((error && error.message) || message || error), stack: String((error && error.stack) || ''), page: location.pathname }).slice(0, 16000),
    }).catch(() => {});
  addEventListener('error', (e) => report(e.error, e.message));
  addEventListener('unhandledrejection', (e) => report(e.reason));
  es.addEventListener('client-error', (e) => {
    box('__site-client-error', 'alert', 'inset:auto 1rem 1rem 1rem;z-index:2147483645;max-height:40vh;background:#0b1b2b;color:#d7ecff;border:2px solid #6bb0ff').textContent = 'site serve: error in the browser\\n\\n' + e.data;
  });
  // Type errors never stop a reload: a box at the top lists them until the types hold again.
  es.addEventListener('type-errors', (e) => {
    if (!e.data) return document.getElementById('__site-types')?.remove();
    box('__site-types', 'status', 'inset:1rem 1rem auto 1rem;z-index:2147483646;max-height:40vh;background:#2b220b;color:#ffefc2;border:2px solid #e0a100').textContent = 'site serve: type errors (the page still reloads)\\n\\n' + e.data;
  });
})();</script>`;

/** Adds the live-reload client to an HTML document. */
export function injectReloadSnippet(html: string): string {
  const i = html.lastIndexOf('</body>');
  return i === -1 ? html + SNIPPET : html.slice(0, i) + SNIPPET + html.slice(i);
}

/** What a page reported: its error's message and stack (as the browser wrote them) and the page's path. */
export interface ClientErrorReport {
  message: string;
  stack: string;
  page: string;
}

export function liveReload(hub: ReloadHub, onClientError: (report: ClientErrorReport) => void = () => {}): Middleware {
  return function liveReloadEvents(req, res, next) {
    if (req.url === CLIENT_ERROR_PATH && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
        if (body.length > 16_384) req.destroy();
      });
      req.on('end', () => {
        try {
          const r = JSON.parse(body) as Partial<ClientErrorReport>;
          onClientError({
            message: String(r.message ?? '').slice(0, 2000),
            stack: String(r.stack ?? '').slice(0, 12_000),
            page: String(r.page ?? '').slice(0, 300),
          });
        } catch {
          // not a report: nothing to show
        }
        res.writeHead(204).end();
      });
      return;
    }
    if (req.url !== EVENTS_PATH) return next();
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    hub.add(res);
  };
}
