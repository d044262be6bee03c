// Browser end-to-end harness: builds a site from source, serves it with `site serve`'s own server,
// and hands tests a Chromium page (Debian's /usr/bin/chromium driven by playwright-core).
process.env.NODE_ENV = 'production'; // before React is imported (the generator loads it dynamically below)
import crypto from 'node:crypto';
import fs from 'fs-extra';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { PAGE_READY_ATTR, PAGE_SCRIPT_ATTR } from '../../generator/pipeline/lib/page-script.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Debian's Chromium on an offline machine: no first-run, sync or update traffic, and no host but loopback resolves. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** How the tests start Debian's Chromium (never a downloaded browser). */
export const CHROMIUM_LAUNCH = { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS };

export interface ServedSite {
  url: string;
  root: string;
  /** The output folder served. */
  outDir: string;
  close: () => Promise<void>;
  rebuilds: { ms: number; error?: unknown }[];
}

export interface SiteOptions {
  /** Project root; defaults to the repository itself (the real site). */
  root?: string;
  /** Client build mode (development keeps React's hydration warnings). */
  mode?: 'production' | 'development';
  /** Start the PHP API too. */
  php?: boolean;
  /** Rebuild and live-reload on source changes (off by default, so edits elsewhere cannot reload a page mid-test). */
  watch?: boolean;
}

/** Copies a fixture to a scratch folder inside the repo (so node_modules resolve) and returns its path. */
export async function scratchCopy(fixture: string): Promise<string> {
  const dest = path.join(ROOT, 'test', 'output', `${fixture}-${crypto.randomBytes(4).toString('hex')}`);
  await fs.copy(path.join(ROOT, 'test', 'fixtures', fixture), dest, { filter: (src) => !/[\\/](dist|\.site-cache)$/.test(src) });
  return dest;
}

/**
 * The real site, built once per test run: `node test/run.mjs` builds it into a folder and names it in
 * SITE_TEST_DIST, the one variable the browser tests read. Unset (one file run by hand), the site is
 * built here.
 */
export const prebuiltSite = (): string | undefined => process.env.SITE_TEST_DIST || undefined;

/**
 * Serves a site with `site serve`'s own server (live reload, API proxy, trailing slash, static, 404).
 * The real site in production mode without watching comes from the run's one build when there is one;
 * a fixture (`root`), development mode or watching always builds its own.
 */
export async function serveSite(options: SiteOptions = {}): Promise<ServedSite> {
  const root = options.root ?? ROOT;
  const { loadConfig } = await import('../../generator/config.ts');
  const { serve } = await import('../../generator/serve/index.ts');
  const shared = root === ROOT && !options.watch && (options.mode ?? 'production') === 'production' ? prebuiltSite() : undefined;
  const outDir = shared ?? path.join(ROOT, 'test', 'output', `dist-${crypto.randomBytes(4).toString('hex')}`);
  const config = await loadConfig(root, { outDir });
  const rebuilds: ServedSite['rebuilds'] = [];
  const server = await serve(config, {
    port: 0,
    php: options.php ?? false,
    watch: options.watch ?? false,
    build: !shared,
    open: false,
    quiet: true,
    mode: options.mode,
    onRebuild: ({ ms, error }) => rebuilds.push({ ms, error }),
  });
  return {
    url: server.url.replace(/\/$/, ''),
    root,
    outDir: server.outDir,
    rebuilds,
    close: async () => {
      await server.close();
      if (shared) return; // the run's build: run.mjs removes it
      // serve built into a folder of its own under the cache (outDir stays untouched, and empty).
      await fs.remove(server.outDir);
      await fs.remove(server.bundleDir);
      await fs.remove(outDir);
    },
  };
}

/**
 * A Chromium for one test file. Under `node test/run.mjs` every file connects to the run's one Chromium
 * (SITE_TEST_BROWSER_WS; each test opens its own context, so no state is shared) and `close()` only
 * disconnects; a file run by hand launches its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env.SITE_TEST_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch(CHROMIUM_LAUNCH);
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** URLs requested so far. */
  requests: string[];
}

export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // Chromium's own promise for a cross-document view transition (@view-transition, no page script
  // involved) is sometimes rejected as it skips the transition ("ViewTransition opt-in disabled"): the
  // navigation completes, only the cross-fade is skipped. It is the browser's, not the site's, and it
  // came about 1 in 13 runs of the menu test; anything else the page throws is still an error.
  page.on('pageerror', (e) => {
    if (/^InvalidStateError: Transition was aborted because of invalid state/.test(String(e))) return;
    errors.push(String(e));
  });
  page.on('request', (r) => requests.push(r.url()));
  gotoWaitsForReady(page);
  return { page, context, errors, requests };
}

/**
 * A visitor acts on a page once it is there; a test acts at once. After this, `page.goto` and
 * `page.reload` resolve when the page is ready, not at `load`: the page script only starts after `load`
 * (page-script.ts), so a test that clicked right away would race it. Earlier waits ('commit',
 * 'domcontentloaded') stay as they are. openPage does it; a test that makes its own context calls it.
 */
export function gotoWaitsForReady(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, opts) => afterLoad(page, opts?.waitUntil, await goto(url, opts));
  page.reload = async (opts) => afterLoad(page, opts?.waitUntil, await reload(opts));
}

async function afterLoad<T>(page: Page, waitUntil: string | undefined, result: T): Promise<T> {
  if (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle') await pageReady(page);
  return result;
}

/**
 * Resolves when the page's script has attached its enhancements and set up its islands (PAGE_READY_ATTR
 * on <html>): at once for a page without a script. For a navigation a test starts by other means (a
 * click), call it when the next page has loaded.
 */
export async function pageReady(page: Page): Promise<void> {
  if (await page.locator(`script[${PAGE_SCRIPT_ATTR}]`).count()) await page.locator(`html[${PAGE_READY_ATTR}]`).waitFor({ state: 'attached' });
}

/**
 * Installs Playwright's fake clock at `start` and stops it one second later, before the page is
 * opened: nothing timed happens until the test runs the clock. The clock runs in real time between
 * the two calls, so on a loaded machine more than that second can pass and `pauseAt` refuses to go
 * back ("Cannot fast-forward to the past"); it is then asked for a later second.
 */
export async function pausedClock(page: Page, start: Date): Promise<void> {
  await page.clock.install({ time: start });
  for (let seconds = 1; ; seconds *= 2) {
    try {
      await page.clock.pauseAt(new Date(start.getTime() + seconds * 1000));
      return;
    } catch (e) {
      if (seconds >= 32 || !/fast-forward to the past/.test((e as Error).message)) throw e;
    }
  }
}

/**
 * Opens a page of `site serve` and waits until its live-reload connection is open (the server has the
 * page among its clients), so an edit made next reaches it: a condition, not a delay.
 */
export async function gotoLive(page: Page, url: string): Promise<void> {
  const connected = page.waitForResponse((r) => new URL(r.url()).pathname === '/__site/events');
  await page.goto(url);
  await connected;
}

/**
 * Holds the page's next request matching `url` (a Playwright URL pattern) until the test continues the
 * route that `held` resolves with. Holding an image keeps the page from reaching its load event meanwhile.
 * (An object, not the promise itself: an awaited promise of a promise would wait for the request.)
 */
export async function holdNext(page: Page, url: string): Promise<{ held: Promise<Route> }> {
  let hold: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => {
    hold = resolve;
  });
  await page.route(url, (route) => hold(route), { times: 1 });
  return { held };
}

/** One route per layout (audit.config.json: layouts.routes), the pages the layout checks visit. */
export const layoutRoutes = (): string[] =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'audit.config.json'), 'utf8')) as { layouts: { routes: string[] } }).layouts.routes;

const AXE_SOURCE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Runs axe-core on the current page; returns "rule: target" strings for each violation node. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
  return violations;
}
