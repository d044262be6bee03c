// Chromium (CDP) and Firefox (WebDriver BiDi), both through puppeteer-core: Debian's /usr/bin/chromium
// and /usr/bin/firefox-esr. One browser per engine per test file; each page gets a browser context of its own.
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../browser.ts';
import { CSP_MARKER, installPageLog } from './page-log.ts';
import { callSource, intoView } from './source.ts';
import { type Engine, type EnginePage, PAGE_WAIT_MS, type PageOptions } from './index.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox on an offline machine: no update, telemetry or remote-settings traffic (puppeteer sets most of
 * these already; these make sure). `javascript.enabled` is a whole-browser switch in Firefox (Firefox ESR 153
 * answers BiDi's per-page emulation.setScriptingEnabled with "unknown command"), so a page without
 * JavaScript comes from a second browser, started when first asked.
 */
const firefoxPrefs = (javaScript: boolean): Record<string, unknown> => ({
  'javascript.enabled': javaScript,
  // Overlay scrollbars, as in headless Chromium and WebKitGTK: a classic one would take 12 px off the layout width.
  'ui.useOverlayScrollbars': 1,
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
});

async function launch(name: 'chromium' | 'firefox', javaScript = true): Promise<Browser> {
  if (name === 'chromium') return puppeteer.launch({ ...CHROMIUM_LAUNCH, browser: 'chrome', protocol: 'cdp' });
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: firefoxPrefs(javaScript),
  });
}

export async function openPuppeteer(name: 'chromium' | 'firefox'): Promise<Engine> {
  const browser = await launch(name);
  let withoutJs: Promise<Browser> | undefined;
  const version = await browser.version();
  return {
    name,
    version,
    async newPage(options: PageOptions) {
      const scriptless = options.javaScript === false && name === 'firefox';
      if (scriptless) withoutJs ??= launch(name, false);
      const context = await (scriptless ? await withoutJs! : browser).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: options.width, height: options.height ?? 800 });
      if (options.javaScript === false && name === 'chromium') await page.setJavaScriptEnabled(false);
      return wrap(
        name,
        page,
        () => context.pages(),
        options.javaScript !== false,
        () => context.close(),
      );
    },
    async close() {
      await browser.close();
      if (withoutJs) await (await withoutJs).close();
    },
  };
}

/** Chromium's own rejection of a skipped cross-document view transition (see openPage in ../browser.ts). */
const BROWSER_NOISE = /^InvalidStateError: Transition was aborted because of invalid state/;

async function wrap(
  engine: 'chromium' | 'firefox',
  first: Page,
  pages: () => Promise<Page[]>,
  javaScript: boolean,
  closeContext: () => Promise<void>,
): Promise<EnginePage> {
  const errors: string[] = [];
  const csp: string[] = [];
  const adopt = async (p: Page) => {
    p.on('console', (m) => {
      const text = m.text();
      if (text.startsWith(CSP_MARKER)) csp.push(text.slice(CSP_MARKER.length + 1));
      else if (m.type() === 'error') errors.push(text);
    });
    p.on('pageerror', (e) => {
      if (!BROWSER_NOISE.test(String(e))) errors.push(String(e));
    });
    await p.evaluateOnNewDocument(callSource(installPageLog, [true, CSP_MARKER, true]));
  };
  let page = first;
  await adopt(page);
  let viewport = page.viewport();
  /**
   * Chromium swaps in a page it prerendered (the site's speculation rules) as a new target, and puppeteer
   * leaves the old Page on a detached frame: follow the tab to the page it now shows. (Its preload
   * script came too late for the prerendered document itself; that page's errors still reach the console.)
   */
  const follow = async () => {
    if (!page.mainFrame().detached) return;
    const live = (await pages()).filter((p) => !p.mainFrame().detached).at(-1);
    if (live && live !== page) {
      page = live;
      await adopt(page);
      // The viewport is emulated per page: the new one starts at puppeteer's default size.
      if (viewport) await page.setViewport(viewport);
    }
  };

  const evaluate = async <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>> => {
    await follow();
    return (await page.evaluate(callSource(fn, [arg]))) as Awaited<R>;
  };
  // Polled here rather than with waitForFunction, whose wait fails outright when a navigation replaces the page.
  const waitFor = async <A>(fn: (arg: A) => unknown, arg?: A, what = 'a condition', timeoutMs = PAGE_WAIT_MS) => {
    const end = Date.now() + timeoutMs;
    // A boolean, not the value: a DOM node does not come back the same way from every driver. A condition
    // that returns at once is not wrapped in a promise: in Firefox with JavaScript off, the page's own
    // promise jobs never run, so a promise made in the page would never settle.
    const source = `(() => { const v = ${callSource(fn, [arg])}; return v && typeof v.then === 'function' ? v.then(Boolean) : Boolean(v); })()`;
    let last: unknown;
    for (;;) {
      try {
        await follow();
        if (await page.evaluate(source)) return;
      } catch (e) {
        last = e; // mid-navigation: no document to run in yet
      }
      if (Date.now() > end) throw new Error(`[${engine}] waited ${timeoutMs} ms for ${what}${last ? `: ${(last as Error).message.split('\n')[0]}` : ''}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  // Without page scripts there is nothing to wait for (and no data-enhanced to come).
  const ready = async () => {
    if (javaScript)
      await waitFor(() => !document.querySelector('script[data-src]') || document.documentElement.hasAttribute('data-enhanced'), undefined, 'data-enhanced');
  };
  /**
   * Firefox with JavaScript off runs no callback of the page's own realm (observers, promise jobs), and
   * puppeteer waits on those in ElementHandle.click() (an IntersectionObserver) and in $$ (an async
   * iterator): they would never answer. There the pointer goes to the element's centre, found and measured
   * in one synchronous evaluation, as a person's would.
   */
  const byCoordinates = engine === 'firefox' && !javaScript;
  const pointAt = async (selector: string, i: number): Promise<{ x: number; y: number }> => {
    await follow();
    const point = (await page.evaluate(
      `(() => { const __name = (f) => f; const el = document.querySelectorAll(${JSON.stringify(selector)})[${i}]; if (!el) return null; (${intoView})(el); const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
    )) as { x: number; y: number } | null;
    if (!point) throw new Error(`[${engine}] no element ${i} for ${selector}`);
    return point;
  };
  const nth = async (selector: string, i: number) => {
    await follow();
    const all = await page.$$(selector);
    if (!all[i]) throw new Error(`[${engine}] no element ${i} for ${selector} (${all.length} match)`);
    await all[i].evaluate(intoView);
    return all[i];
  };
  return {
    engine,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
      await ready();
    },
    async waitForNavigation(urlPart) {
      await waitFor((part) => location.href.includes(part) && document.readyState === 'complete', urlPart, `the URL ${urlPart}`);
      await ready();
    },
    ready,
    async url() {
      await follow();
      return page.url();
    },
    evaluate,
    waitFor,
    async click(selector, i = 0) {
      if (!byCoordinates) return (await nth(selector, i)).click();
      const point = await pointAt(selector, i);
      await page.mouse.click(point.x, point.y);
    },
    async hover(selector, i = 0) {
      if (!byCoordinates) return (await nth(selector, i)).hover();
      const point = await pointAt(selector, i);
      await page.mouse.move(point.x, point.y);
    },
    async type(selector, text, i = 0) {
      if (!byCoordinates) {
        const el = await nth(selector, i);
        await el.click();
        return el.type(text);
      }
      const point = await pointAt(selector, i);
      await page.mouse.click(point.x, point.y);
      await page.keyboard.type(text);
    },
    async press(key) {
      await follow();
      const keys = key.split('+') as KeyInput[];
      for (const k of keys.slice(0, -1)) await page.keyboard.down(k);
      await page.keyboard.press(keys.at(-1)!);
      for (const k of keys.slice(0, -1).reverse()) await page.keyboard.up(k);
    },
    async select(selector, value) {
      await follow();
      await page.select(selector, value);
    },
    async setFiles(selector, files) {
      const input = await nth(selector, 0);
      await (input as unknown as { uploadFile: (...f: string[]) => Promise<void> }).uploadFile(...files);
    },
    async setViewport(width, height) {
      await follow();
      viewport = { width, height };
      await page.setViewport(viewport);
    },
    async screenshot(file) {
      await follow();
      await page.screenshot({ path: file as `${string}.png` });
    },
    errors: async () => [...errors],
    cspViolations: async () => [...csp],
    close: closeContext,
  };
}
