// What a page reports to the engine adapters: CSP violations seen by a `securitypolicyviolation` listener,
// and (for WebKit, whose WebDriver has no console) console errors and uncaught errors. Run in the page.
// Puppeteer adds it before any of the page's own scripts (evaluateOnNewDocument); WebDriver classic
// cannot, so webkit.ts adds it once each page has loaded, and a buffered ReportingObserver still hands
// it the CSP violations from before.

/** The marker puppeteer.ts recognises in a console message to file it as a CSP violation. */
export const CSP_MARKER = '[engines:csp]';

/**
 * In the page: collects into window.__engineLog; `echo` also logs each CSP violation to the console.
 * `quiet` stubs `site serve`'s live reload (below).
 */
export function installPageLog(echo: boolean, marker: string, quiet = false): void {
  const w = window as unknown as { __engineLog?: { csp: string[]; errors: string[] } };
  if (w.__engineLog) return;
  const log = { csp: [] as string[], errors: [] as string[] };
  w.__engineLog = log;
  const seen = new Set<string>();
  const csp = (directive: string, blocked: string) => {
    const line = `${directive} ${blocked || '(inline)'}`;
    if (seen.has(line)) return;
    seen.add(line);
    log.csp.push(line);
    if (echo) console.info(`${marker} ${line}`);
  };
  // `site serve` adds a live-reload EventSource to every page (a dev tool: it never reaches dist/). A left
  // page's connection can stay open, and six of them hold all of a host's connections, so the next page's
  // requests wait forever (docs/engines.md). The tests reload nothing: that one never connects (a stand-in
  // with the two things serve's script calls: listeners, and close() when the page is left).
  const ES = window.EventSource;
  if (quiet && ES) {
    window.EventSource = new Proxy(ES, {
      construct: (target, args: [string | URL, EventSourceInit?]) =>
        String(args[0]).includes('/__site/events') ? Object.assign(new EventTarget(), { close() {} }) : Reflect.construct(target, args),
    });
  }
  document.addEventListener('securitypolicyviolation', (e) => csp(e.effectiveDirective || e.violatedDirective, e.blockedURI));
  if (echo) return;
  const R = (
    window as unknown as { ReportingObserver?: new (cb: (reports: { type: string; body: Record<string, string> }[]) => void, o: object) => { observe(): void } }
  ).ReportingObserver;
  if (R) {
    new R(
      (reports) => {
        for (const r of reports) csp(r.body.effectiveDirective ?? r.body.violatedDirective, r.body.blockedURL ?? r.body.blockedURI ?? '');
      },
      { types: ['csp-violation'], buffered: true },
    ).observe();
  }
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    log.errors.push(args.map(String).join(' '));
    original(...args);
  };
  addEventListener('error', (e) => log.errors.push(`${e.message} (${e.filename}:${e.lineno})`));
  addEventListener('unhandledrejection', (e) => log.errors.push(`unhandled rejection: ${String(e.reason)}`));
}
