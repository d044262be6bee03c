// WebKit: Debian's WebKitGTK MiniBrowser, driven by WebKitWebDriver (webkit2gtk-driver) through
// selenium-webdriver. WebKitGTK has no headless mode, so MiniBrowser draws on an Xvfb display of its own.
// One Xvfb and one WebKitWebDriver per test file; each page is a WebDriver session, i.e. a MiniBrowser
// of its own (about half a second), so pages share no cookies or storage.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../free-port.ts';
import { startGroup } from '../process-group.ts';
import { installPageLog } from './page-log.ts';
import { callSource, intoView } from './source.ts';
import { type Engine, type EnginePage, PAGE_WAIT_MS, type PageOptions } from './index.ts';

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? `/usr/lib/${os.arch() === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/webkit2gtk-4.1/MiniBrowser`;

/**
 * MiniBrowser's toolbar gives its GTK window a minimum width of 447 px, so a 375 px viewport would be
 * impossible. This GTK theme override (read from XDG_CONFIG_HOME) shrinks the toolbar's widgets; the
 * page itself is not affected.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n';

/** Starts Xvfb on the first free display number (-displayfd) and resolves with ":N". */
async function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
  };
  process.once('exit', () => child.kill('SIGKILL'));
  let err = '';
  child.stderr?.on('data', (d) => (err += d));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.once('error', (e) => reject(new Error(`Xvfb did not start (test/system-deps.sh installs xvfb): ${e.message}`)));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${err.slice(-500)}`)));
  });
  return { display, stop };
}

export async function openWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-'));
  fs.mkdirSync(path.join(config, 'gtk-3.0'));
  fs.writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  const env = { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config, NO_AT_BRIDGE: '1', GDK_BACKEND: 'x11' };
  const driver = startGroup(DRIVER, [`--port=${port}`, '--host=local'], { env });
  const server = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${server}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 200) throw new Error(`WebKitWebDriver did not answer on ${server}: ${driver.output().slice(-500)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const stop = async () => {
    await driver.stop(2000);
    await xvfb.stop();
    fs.rmSync(config, { recursive: true, force: true });
  };
  let version = '';
  try {
    version = `WebKitGTK ${String(
      ((await (await fetch(`${server}/status`)).json()) as { value?: { build?: { version?: string } } }).value?.build?.version ?? '',
    )}`.trim();
  } catch {
    // the status has no version: the session's capabilities give it below
  }
  const sessions = new Set<WebDriver>();
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async newPage(options: PageOptions) {
      // WebKitWebDriver holds one session at a time: a page a failed test left open goes first.
      for (const s of sessions) await within('quit', s.quit()).catch(() => {});
      sessions.clear();
      const args = ['--automation'];
      if (options.javaScript === false) args.push('--enable-javascript=false');
      const session = new Builder()
        .usingServer(server)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } })
        .build();
      sessions.add(session);
      const caps = await within('a new session (MiniBrowser starting)', session.getCapabilities());
      if (!/\d/.test(version)) version = `WebKitGTK ${String(caps.get('browserVersion'))}`;
      await session.manage().setTimeouts({ script: 30_000, pageLoad: 30_000, implicit: 0 });
      const page = wrap(session, options.javaScript !== false, async () => {
        if (!sessions.delete(session)) return;
        await within('quit', session.quit());
      });
      await page.setViewport(options.width, options.height ?? 800);
      return page;
    },
    async close() {
      for (const s of sessions) await within('quit', s.quit()).catch(() => {});
      await stop();
    },
  };
}

/**
 * WebKitWebDriver answers nothing, ever, when the MiniBrowser behind a session dies or never starts (seen once
 * in 15 runs on a loaded machine): each command is bounded, so such a test fails with this message instead
 * of holding its file until run.mjs stops it.
 */
const COMMAND_MS = 60_000;
function within<T>(what: string, command: Promise<T>, ms = COMMAND_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`[webkit] WebKitWebDriver did not answer ${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([command, limit]).finally(() => clearTimeout(timer));
}

const KEYS: Record<string, string> = {
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  Tab: Key.TAB,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Shift: Key.SHIFT,
  Home: Key.HOME,
  End: Key.END,
  Space: ' ',
};

interface Log {
  csp: string[];
  errors: string[];
}

function wrap(session: WebDriver, javaScript: boolean, quit: () => Promise<void>): EnginePage {
  const log: Log = { csp: [], errors: [] };
  /** The height MiniBrowser's window adds to the viewport (its toolbar), measured on the first resize. */
  let chromeHeight: number | undefined;
  const run = async <R>(source: string): Promise<R> => within('a script', session.executeScript<R>(`return ${source};`));
  const evaluate = <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) => run<Awaited<R>>(callSource(fn, [arg]));
  /** Moves the page's log into this page's, before a navigation drops it. */
  const drain = async () => {
    if (!javaScript) return;
    const got = await evaluate(() => {
      const l = (window as unknown as { __engineLog?: Log }).__engineLog;
      if (!l) return undefined;
      const copy = { csp: l.csp.splice(0), errors: l.errors.splice(0) };
      return copy;
    }).catch(() => undefined);
    if (got) {
      log.csp.push(...got.csp);
      log.errors.push(...got.errors);
    }
  };
  const installLog = async () => {
    if (javaScript) await run(callSource(installPageLog, [false, '']));
  };
  const waitFor = async <A>(fn: (arg: A) => unknown, arg?: A, what = 'a condition', timeoutMs = PAGE_WAIT_MS) => {
    const end = Date.now() + timeoutMs;
    // A boolean, not the value: a DOM node does not come back the same way from every driver.
    const source = `Promise.resolve(${callSource(fn, [arg])}).then(Boolean)`;
    let last: unknown;
    for (;;) {
      try {
        if (await run(source)) return;
      } catch (e) {
        last = e; // mid-navigation: the script had no document to run in
      }
      if (Date.now() > end) throw new Error(`[webkit] waited ${timeoutMs} ms for ${what}${last ? `: ${(last as Error).message}` : ''}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const ready = async () => {
    if (!javaScript) return;
    await waitFor(() => !document.querySelector('script[data-src]') || document.documentElement.hasAttribute('data-enhanced'), undefined, 'data-enhanced');
  };
  const nth = async (selector: string, i: number) => {
    const all = await within(`find ${selector}`, session.findElements(By.css(selector)));
    if (!all[i]) throw new Error(`[webkit] no element ${i} for ${selector} (${all.length} match)`);
    return all[i];
  };
  /** The element, in view (intoView): WebDriver scrolls it only just in, where the sticky header can take the click. */
  const centred = async (selector: string, i: number) => {
    const el = await nth(selector, i);
    await session.executeScript(`(${intoView})(arguments[0])`, el);
    return el;
  };
  return {
    engine: 'webkit',
    async goto(url) {
      await drain();
      await within(`get ${url}`, session.get(url));
      await installLog();
      await ready();
    },
    async waitForNavigation(urlPart) {
      await waitFor((part) => location.href.includes(part) && document.readyState === 'complete', urlPart, `the URL ${urlPart}`);
      await installLog();
      await ready();
    },
    ready,
    url: () => session.getCurrentUrl(),
    evaluate,
    waitFor,
    async click(selector, i = 0) {
      await drain();
      await within(`click ${selector}`, (await centred(selector, i)).click());
    },
    async hover(selector, i = 0) {
      await session
        .actions()
        .move({ origin: await centred(selector, i) })
        .perform();
    },
    async type(selector, text, i = 0) {
      const el = await centred(selector, i);
      await within(`click ${selector}`, el.click());
      await within(`keys to ${selector}`, el.sendKeys(text));
    },
    async press(key) {
      await drain();
      const keys = key.split('+').map((k) => KEYS[k] ?? k);
      let a = session.actions();
      for (const k of keys) a = a.keyDown(k);
      for (const k of [...keys].reverse()) a = a.keyUp(k);
      await within(`keys ${key}`, a.perform());
    },
    async select(selector, value) {
      // WebDriver's click on an <option> selects it (and fires input and change), with or without page scripts.
      await (await nth(`${selector} option[value="${value}"]`, 0)).click();
    },
    async setFiles(selector, files) {
      await (await nth(selector, 0)).sendKeys(files.join('\n'));
    },
    async setViewport(width, height) {
      // The window is the viewport plus MiniBrowser's toolbar, whose height is known once the window has
      // been drawn at a size: resize, read, correct, until the viewport is what was asked (X11 resizes late).
      let got: [number, number, number] = [0, 0, 0];
      for (let i = 0; i < 40; i++) {
        await session
          .manage()
          .window()
          .setRect({ width, height: height + (chromeHeight ?? 0) });
        got = await run<[number, number, number]>('[window.innerWidth, window.innerHeight, window.outerHeight]');
        if (got[0] === width && got[1] === height) return;
        if (got[2] - got[1] > 0) chromeHeight = got[2] - got[1];
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`[webkit] asked for a ${width}×${height} viewport, got ${got[0]}×${got[1]}`);
    },
    async screenshot(file) {
      // WebKitGTK's WebDriver snapshot is the last frame it composited: two animation frames make sure the
      // DOM as it is now has been painted (without them the header's search button, unhidden by the page
      // script, was sometimes missing from the picture).
      if (javaScript) await session.executeScript('return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))');
      fs.writeFileSync(file, Buffer.from(await within('a screenshot', session.takeScreenshot()), 'base64'));
    },
    async errors() {
      await drain();
      return [...log.errors];
    },
    async cspViolations() {
      await drain();
      return [...log.csp];
    },
    close: quit,
  };
}
