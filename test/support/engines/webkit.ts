// WebKit: Debian's WebKitGTK MiniBrowser, driven by WebKitWebDriver (webkit2gtk-driver) through
// selenium-webdriver. WebKitGTK has no headless mode, so MiniBrowser draws on an Xvfb display of its own.
// One Xvfb and one WebKitWebDriver per test file; each page is a WebDriver session, i.e. a MiniBrowser
// of its own (about half a second), so pages share no cookies or storage.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { By, Key, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
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

/**
 * Starts Xvfb on the first free display number (-displayfd) and resolves with ":N".
 *
 * `-noreset`: by default an X server resets itself whenever its last client disconnects, and a client
 * connecting during that reset is refused. Here each page is a MiniBrowser of its own, so every page's
 * MiniBrowser connected just as the previous one had quit, the moment of the reset: under load one in a
 * few hundred got "cannot open display" and exited at once (measured with xdpyinfo in a loop: 19 refusals
 * in 1,500 connections without -noreset, none with it), and WebKitWebDriver never answers a new session
 * whose browser exits before connecting (docs/engines.md).
 */
async function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
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

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Whether process `pid` holds the socket that takes connections to 127.0.0.1:`port` (read from /proc, so the
 * port is proven to be its own): one listening on 127.0.0.1 or 0.0.0.0, or on IPv6's any-address.
 */
function listensOn(pid: number, port: number): boolean {
  const inodes = new Set<string>();
  const tables: [string, string[]][] = [
    ['/proc/net/tcp', ['0100007F', '00000000']],
    ['/proc/net/tcp6', ['00000000000000000000000000000000']],
  ];
  for (const [table, addresses] of tables) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue; // no IPv6 here
    }
    for (const line of text.split('\n').slice(1)) {
      // local_address is "HEXIP:HEXPORT"; state 0A is LISTEN; column 9 is the socket's inode.
      const cols = line.trim().split(/\s+/);
      const [ip, hexPort] = cols[1]?.split(':') ?? [];
      if (cols[3] === '0A' && addresses.includes(ip) && Number.parseInt(hexPort, 16) === port) inodes.add(cols[9]);
    }
  }
  if (!inodes.size) return false;
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false;
      }
    });
  } catch {
    return false; // the process is gone
  }
}

/** The live (not zombie) processes whose parent is `ppid` and whose name is `name`. */
function childrenNamed(ppid: number, name: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat = '';
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it exited meanwhile
    }
    // "pid (comm) state ppid …": comm may hold spaces or parentheses, so split after its last ")".
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    const [state, parent] = stat.slice(close + 2).split(' ');
    if (stat.slice(open + 1, close) === name && Number(parent) === ppid && state !== 'Z' && state !== 'X') found.push(Number(entry));
  }
  return found;
}

interface Driver {
  pid: number;
  url: string;
  /** Set once the driver process has exited: how it ended and the last of its output. */
  exited(): string | undefined;
  /** Rejects (with `exited()`) when the driver process exits. */
  death: Promise<never>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * One WebKitWebDriver on a port of its own. The port comes from freePort(), so another process may take it
 * before the driver listens: the driver then exits ("Unable to listen"), or something else answers there.
 * It counts as up only once /status answers and /proc shows the listening socket is the driver's own; if
 * not, it is stopped and started again on another port.
 */
async function startDriver(env: NodeJS.ProcessEnv): Promise<Driver> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= 5; attempt++) {
    const port = await freePort();
    const group = startGroup(DRIVER, [`--port=${port}`, '--host=local'], { env });
    const pid = group.child.pid!;
    let exited: string | undefined;
    const death = new Promise<never>((_, reject) => {
      group.child.once('exit', (code, signal) => {
        exited = `WebKitWebDriver (pid ${pid}) exited (${signal ?? `code ${code}`}): ${group.output().slice(-1500).trim()}`;
        reject(new Error(exited));
      });
    });
    death.catch(() => {}); // read by whoever races with it
    const url = `http://127.0.0.1:${port}`;
    const until = Date.now() + 20_000;
    let ours = false;
    while (!exited && Date.now() < until) {
      const up = await fetch(`${url}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (up && listensOn(pid, port)) {
        ours = true;
        break;
      }
      await pause(25);
    }
    if (ours) return { pid, url, exited: () => exited, death, output: group.output, stop: () => group.stop(2000) };
    failures.push(exited ?? `port ${port}: no answer from WebKitWebDriver within 20 s, or another process answered there`);
    await group.stop(500);
  }
  throw new Error(`WebKitWebDriver did not start:\n${failures.join('\n')}`);
}

export async function openWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-'));
  fs.mkdirSync(path.join(config, 'gtk-3.0'));
  fs.writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const env = { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config, NO_AT_BRIDGE: '1', GDK_BACKEND: 'x11' };
  let driver = await startDriver(env);
  /**
   * A driver that let a command go unanswered, or could not end a session, is in an unknown state (it
   * holds one session at a time: a session it still holds would refuse the next). The next page starts a
   * new driver instead; stopping the old one's process group ends its MiniBrowsers too.
   */
  let broken: string | undefined;
  let version = '';
  try {
    version = `WebKitGTK ${String(
      ((await (await fetch(`${driver.url}/status`)).json()) as { value?: { build?: { version?: string } } }).value?.build?.version ?? '',
    )}`.trim();
  } catch {
    // the status has no version: the session's capabilities give it below
  }
  let open: { session: WebDriver; quit: () => Promise<void> } | undefined;

  /**
   * Runs one WebDriver command, bounded: it fails naming `what` when the driver does not answer within `ms`
   * or exits meanwhile, and the driver is then replaced before the next page.
   */
  const command = <T>(what: string, run: Promise<T>, ms = COMMAND_MS): Promise<T> => {
    const d = driver;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        broken = `it did not answer ${what}`;
        reject(new Error(`[webkit] WebKitWebDriver did not answer ${what} within ${ms / 1000} s; its last output:\n${d.output().slice(-1500).trim()}`));
      }, ms);
    });
    run.catch(() => {}); // a command that settles after the limit must not surface as an unhandled rejection
    return Promise.race([run, limit, d.death]).finally(() => clearTimeout(timer));
  };

  /**
   * New Session, bounded, and failing at once if its MiniBrowser exits before the session starts:
   * WebKitWebDriver then never answers (it stops trying to connect to a browser that is gone).
   */
  const newSession = async (args: string[]): Promise<WebDriver> => {
    const d = driver;
    const before = new Set(childrenNamed(d.pid, 'MiniBrowser'));
    const session = WebDriver.createSession(new Executor(new HttpClient(d.url)), {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
    });
    let settled = false;
    const started = session.getSession().finally(() => (settled = true));
    const watch = (async (): Promise<never> => {
      const since = Date.now();
      const seen = new Set<number>();
      for (;;) {
        await pause(250); // a scan of /proc costs some 4 ms of CPU
        if (settled) return new Promise<never>(() => {});
        const now = childrenNamed(d.pid, 'MiniBrowser').filter((p) => !before.has(p));
        for (const p of now) seen.add(p);
        const gone = [...seen].filter((p) => !now.includes(p));
        if (gone.length || (!seen.size && Date.now() - since > 20_000)) {
          broken = 'its MiniBrowser did not start';
          throw new Error(
            `[webkit] ${gone.length ? `MiniBrowser (pid ${gone.join(', ')}) exited` : 'no MiniBrowser of this session was running after 20 s (one may have exited at once)'} before its WebDriver session started; WebKitWebDriver's last output:\n${d.output().slice(-1500).trim()}`,
          );
        }
      }
    })();
    try {
      await command('a new session (MiniBrowser starting)', Promise.race([started, watch]));
    } finally {
      settled = true;
    }
    return session;
  };

  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async newPage(options: PageOptions) {
      // One session at a time: a page a failed test left open goes first.
      if (open) await open.quit().catch(() => {});
      if (broken || driver.exited()) {
        process.stderr.write(`[webkit] starting a new WebKitWebDriver: ${broken ?? driver.exited()}\n`);
        await driver.stop();
        driver = await startDriver(env);
        broken = undefined;
      }
      const args = ['--automation'];
      if (options.javaScript === false) args.push('--enable-javascript=false');
      const session = await newSession(args);
      let closed = false;
      const quit = async () => {
        if (closed) return;
        closed = true;
        if (open?.session === session) open = undefined;
        try {
          await command('quit (ending the session)', session.quit(), QUIT_MS);
        } catch (e) {
          broken ??= 'it did not end a session';
          throw e;
        }
      };
      open = { session, quit };
      const caps = await command('the session capabilities', session.getCapabilities());
      if (!/\d/.test(version)) version = `WebKitGTK ${String(caps.get('browserVersion'))}`;
      await command('set timeouts', session.manage().setTimeouts({ script: 30_000, pageLoad: 30_000, implicit: 0 }));
      const page = wrap(session, options.javaScript !== false, command, quit);
      await page.setViewport(options.width, options.height ?? 800);
      return page;
    },
    async close() {
      if (open) await open.quit().catch(() => {});
      await driver.stop();
      await xvfb.stop();
      fs.rmSync(config, { recursive: true, force: true });
    },
  };
}

/**
 * Every WebDriver command is bounded: a command WebKitWebDriver leaves unanswered fails its test, naming the
 * command, instead of holding the file until run.mjs stops it. Far above what any command takes on a loaded
 * machine (a new session: 1–5 s).
 */
const COMMAND_MS = 60_000;
/** Ending a session: MiniBrowser closes its window and exits. */
const QUIT_MS = 20_000;
type Command = <T>(what: string, run: Promise<T>, ms?: number) => Promise<T>;

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

function wrap(session: WebDriver, javaScript: boolean, command: Command, quit: () => Promise<void>): EnginePage {
  const log: Log = { csp: [], errors: [] };
  /** The height MiniBrowser's window adds to the viewport (its toolbar), measured on the first resize. */
  let chromeHeight: number | undefined;
  const run = async <R>(source: string): Promise<R> => command('a script', session.executeScript<R>(`return ${source};`));
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
      await pause(50);
    }
  };
  const ready = async () => {
    if (!javaScript) return;
    await waitFor(() => !document.querySelector('script[data-src]') || document.documentElement.hasAttribute('data-enhanced'), undefined, 'data-enhanced');
  };
  const nth = async (selector: string, i: number) => {
    const all = await command(`find ${selector}`, session.findElements(By.css(selector)));
    if (!all[i]) throw new Error(`[webkit] no element ${i} for ${selector} (${all.length} match)`);
    return all[i];
  };
  /** The element, in view (intoView): WebDriver scrolls it only just in, where the sticky header can take the click. */
  const centred = async (selector: string, i: number) => {
    const el = await nth(selector, i);
    await command(`scroll ${selector} into view`, session.executeScript(`(${intoView})(arguments[0])`, el));
    return el;
  };
  return {
    engine: 'webkit',
    async goto(url) {
      await drain();
      await command(`get ${url}`, session.get(url));
      await installLog();
      await ready();
    },
    async waitForNavigation(urlPart) {
      await waitFor((part) => location.href.includes(part) && document.readyState === 'complete', urlPart, `the URL ${urlPart}`);
      await installLog();
      await ready();
    },
    ready,
    url: () => command('the current URL', session.getCurrentUrl()),
    evaluate,
    waitFor,
    async click(selector, i = 0) {
      await drain();
      await command(`click ${selector}`, (await centred(selector, i)).click());
    },
    async hover(selector, i = 0) {
      const el = await centred(selector, i);
      await command(`hover ${selector}`, session.actions().move({ origin: el }).perform());
    },
    async type(selector, text, i = 0) {
      const el = await centred(selector, i);
      await command(`click ${selector}`, el.click());
      await command(`keys to ${selector}`, el.sendKeys(text));
    },
    async press(key) {
      await drain();
      const keys = key.split('+').map((k) => KEYS[k] ?? k);
      let a = session.actions();
      for (const k of keys) a = a.keyDown(k);
      for (const k of [...keys].reverse()) a = a.keyUp(k);
      await command(`keys ${key}`, a.perform());
    },
    async select(selector, value) {
      // WebDriver's click on an <option> selects it (and fires input and change), with or without page scripts.
      await command(`select ${value} in ${selector}`, (await nth(`${selector} option[value="${value}"]`, 0)).click());
    },
    async setFiles(selector, files) {
      await command(`files to ${selector}`, (await nth(selector, 0)).sendKeys(files.join('\n')));
    },
    async setViewport(width, height) {
      // The window is the viewport plus MiniBrowser's toolbar, whose height is known once the window has
      // been drawn at a size: resize, read, correct, until the viewport is what was asked (X11 resizes late).
      let got: [number, number, number] = [0, 0, 0];
      for (let i = 0; i < 40; i++) {
        await command(
          'resize the window',
          session
            .manage()
            .window()
            .setRect({ width, height: height + (chromeHeight ?? 0) }),
        );
        got = await run<[number, number, number]>('[window.innerWidth, window.innerHeight, window.outerHeight]');
        if (got[0] === width && got[1] === height) return;
        if (got[2] - got[1] > 0) chromeHeight = got[2] - got[1];
        await pause(50);
      }
      throw new Error(`[webkit] asked for a ${width}×${height} viewport, got ${got[0]}×${got[1]}`);
    },
    async screenshot(file) {
      // WebKitGTK's WebDriver snapshot is the last frame it composited: two animation frames make sure the
      // DOM as it is now has been painted (without them the header's search button, unhidden by the page
      // script, was sometimes missing from the picture).
      if (javaScript) await run('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))');
      fs.writeFileSync(file, Buffer.from(await command('a screenshot', session.takeScreenshot()), 'base64'));
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
