// One small API over the three browser engines, so a behaviour test is written once and runs in each
// (docs/engines.md): Chromium and Firefox through puppeteer-core (CDP and WebDriver BiDi), WebKit through
// WebKitWebDriver with selenium-webdriver. Every browser is Debian's (test/system-deps.sh), never a download.
import { openPuppeteer } from './puppeteer.ts';
import { openWebKit } from './webkit.ts';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

/**
 * The engines a run covers: all three, or those named in SITE_TEST_ENGINES ("firefox,webkit"), e.g. to
 * repeat one engine's tests by hand.
 */
export function enginesToTest(): EngineName[] {
  const named = process.env.SITE_TEST_ENGINES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!named?.length) return [...ENGINES];
  const unknown = named.filter((n) => !(ENGINES as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`SITE_TEST_ENGINES: unknown engine ${unknown.join(', ')} (engines: ${ENGINES.join(', ')})`);
  return named as EngineName[];
}

export interface PageOptions {
  width: number;
  height?: number;
  /** false: the page's own scripts do not run (the test's evaluate still does, where the engine allows). */
  javaScript?: boolean;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Navigates and resolves once the page has loaded and its script has attached everything (ready()). */
  goto(url: string): Promise<void>;
  /** After a navigation the test started by other means (a click, a form's submit): waits for `urlPart` and ready(). */
  waitForNavigation(urlPart: string): Promise<void>;
  /** The page's "ready": data-enhanced on <html> once its script ran (at once for a page without a script). */
  ready(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn(arg)` in the page (serialised: it sees only its argument) and returns its JSON-able result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>>;
  /** Polls `fn(arg)` in the page until it returns a truthy value; fails naming `what` after `timeoutMs`. */
  waitFor<A = undefined>(fn: (arg: A) => unknown, arg?: A, what?: string, timeoutMs?: number): Promise<void>;
  /** Clicks the `nth` element matching `selector`, as a pointer would (scrolled into view first). */
  click(selector: string, nth?: number): Promise<void>;
  hover(selector: string, nth?: number): Promise<void>;
  /** Types into the `nth` element matching `selector` (it is clicked first, so it has focus). */
  type(selector: string, text: string, nth?: number): Promise<void>;
  /** One key or a chord, in Playwright's names: "Escape", "Enter", "Tab", "Shift+Tab", "ArrowDown", "Space", "/". */
  press(key: string): Promise<void>;
  /** Chooses the option with this value in the `<select>` matching `selector`. */
  select(selector: string, value: string): Promise<void>;
  /** Sets a file input's files. */
  setFiles(selector: string, files: string[]): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught exceptions since the page opened (WebKit: since each navigation's load). */
  errors(): Promise<string[]>;
  /** `securitypolicyviolation` events since the page opened: "directive blocked-uri". */
  cspViolations(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** The browser's own version string. */
  readonly version: string;
  /** A page in a fresh profile or context of its own: no cookies or storage shared with another page. */
  newPage(options: PageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

/** Starts one engine: a file opens each engine once and every test takes pages from it. */
export async function openEngine(name: EngineName): Promise<Engine> {
  return name === 'webkit' ? openWebKit() : openPuppeteer(name);
}

export const PAGE_WAIT_MS = 15_000;
