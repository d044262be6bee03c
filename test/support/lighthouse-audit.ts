// Lighthouse (mobile preset) and axe-core over pages served by a running server: the measuring half of
// `npm run audit` and `npm run audit:compare` (scripts/audit.ts, scripts/audit-compare.ts), kept with the
// test support so test/unit/audit.test.ts checks its arithmetic without importing scripts/. Lighthouse
// itself is never part of `npm test` (a duration measures the machine as much as the page). Strictly one Lighthouse run at a time,
// each in a fresh Chromium with its own profile that is killed afterwards; the goals come from
// audit.config.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config, Flags, Result } from 'lighthouse';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { axeViolations, CHROMIUM_FLAGS, launchBrowser, ROOT } from './browser.ts';
import './exit-on-signal.ts';

/** The issue's goals per route; audit.config.json holds the numbers. */
export interface Goals {
  /** Lighthouse performance score, 0–100: at least this. */
  performance: number;
  /** Largest Contentful Paint, ms: at most this. */
  lcpMs: number;
  /** Total Blocking Time, ms: at most this. */
  tbtMs: number;
  /** Cumulative Layout Shift: at most this. */
  cls: number;
  /** axe-core violations (rule × element): at most this. */
  axe: number;
}

/**
 * How Lighthouse's simulated CPU slowdown is chosen. 'lighthouse': its default, a constant 4×, made for a
 * high-end desktop host, so a slower or busier host reads as a slower phone. 'calibrated': lowered to fit
 * the CPU benchmark Lighthouse takes at the start of each run when the host is slower than that (see
 * `calibratedMultiplier`), never raised above 4×: a busy CI machine then emulates the same phone as an
 * idle one, and no host measures more kindly than Lighthouse's default would on the host it was made for.
 */
export type CpuThrottling = 'lighthouse' | 'calibrated';

export interface AuditConfig {
  goals: Goals;
  /**
   * `npm run audit -- --layouts`: one route per layout, each measured `runs` times (the median counts).
   * With `passOnFirstRun`, a route that meets every goal on its first run is not measured again: only a
   * route that misses gets the other runs, and their median decides.
   */
  layouts: { routes: string[]; runs: number; passOnFirstRun?: boolean; cpu?: CpuThrottling };
}

export function loadAuditConfig(file = path.join(ROOT, 'audit.config.json')): AuditConfig {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as AuditConfig;
  for (const key of ['performance', 'lcpMs', 'tbtMs', 'cls', 'axe'] as const) {
    if (typeof raw.goals?.[key] !== 'number') throw new Error(`${file}: goals.${key} must be a number`);
  }
  if (!Array.isArray(raw.layouts?.routes) || !raw.layouts.routes.length) throw new Error(`${file}: layouts.routes must list routes`);
  if (!Number.isInteger(raw.layouts.runs) || raw.layouts.runs < 1) throw new Error(`${file}: layouts.runs must be a whole number ≥ 1`);
  if (raw.layouts.cpu !== undefined && !isCpuThrottling(raw.layouts.cpu)) throw new Error(`${file}: layouts.cpu must be "lighthouse" or "calibrated"`);
  return raw;
}

/** One Lighthouse run, reduced to what the table and the goals need. Bytes are transfer sizes (compressed, as served). */
export interface RunMetrics {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Linked stylesheets. */
  cssBytes: number;
  /** Every script fetched while the page loads, before any interaction. */
  jsBytes: number;
  htmlBytes: number;
  totalBytes: number;
  /** The scripts fetched while the page loads (paths). */
  scripts: string[];
  /** Lighthouse's CPU benchmark of the machine during the run (low means a busy or slow machine). */
  benchmarkIndex: number;
  /** The simulated CPU slowdown the metrics were computed with (4 unless calibrated). */
  cpuMultiplier: number;
  /** The machine's 1-minute load average when the run ended. */
  load: number;
}

export interface RouteResult {
  route: string;
  /** Median of each metric over the runs (see `medianOf`). */
  median?: RunMetrics;
  runs: RunMetrics[];
  /** Bytes of inline <style> text in the page (uncompressed; it travels inside the HTML). */
  inlineCssBytes?: number;
  /** axe-core: "rule: target" per violation. */
  axe: string[];
  /** Goals this route missed, e.g. "LCP 1754 ms > 1200 ms". */
  misses: string[];
  error?: string;
  seconds: number;
}

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

/** A Chromium with a DevTools port for Lighthouse: fresh profile, own process group, killed by `stop`. */
async function launchChrome(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-chrome-'));
  // --ignore-certificate-errors: an audit over HTTPS (npm run audit:compare -- --https) meets the
  // loopback server's self-signed certificate.
  const child = spawn(CHROME, [...CHROMIUM_FLAGS, '--ignore-certificate-errors', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const pid = child.pid!;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  const stop = async () => {
    process.removeListener('exit', kill);
    kill();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let err = '';
      const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port within 30 s:\n${err}`)), 30_000);
      child.stderr!.on('data', (d: Buffer) => {
        err += d.toString();
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium (${CHROME}) exited with ${code}:\n${err}`));
      });
    });
    return { port, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

export const isCpuThrottling = (v: unknown): v is CpuThrottling => v === 'lighthouse' || v === 'calibrated';

/** Lighthouse's mobile preset slows the CPU 4× (made for a host whose benchmark is about 1,530). */
export const LIGHTHOUSE_CPU_MULTIPLIER = 4;

/**
 * The CPU slowdown for a host with this Lighthouse benchmark index, following the calibration Lighthouse
 * documents (docs/throttling.md, "Calibrating the CPU slowdown": on a weaker machine, lower it from the
 * default 4×; its calculator's points 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, a straight line in
 * between). Hosts at or above 1533, the high-end desktop the default is made for, keep 4×; below 150
 * nothing more can be taken off: 1×.
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!(benchmarkIndex > CALIBRATION[0][0])) return 1;
  const i = CALIBRATION.findIndex(([index]) => benchmarkIndex < index);
  if (i < 0) return LIGHTHOUSE_CPU_MULTIPLIER;
  const [[x0, y0], [x1, y1]] = CALIBRATION.slice(i - 1, i + 1);
  return Number((y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0)).toFixed(2));
}

/** [benchmark index, CPU slowdown] points of Lighthouse's calibration, up to its default. */
const CALIBRATION: [number, number][] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, LIGHTHOUSE_CPU_MULTIPLIER],
];

/**
 * One Lighthouse run of `url` (mobile preset, simulated throttling) in a fresh Chromium. The page is
 * loaded once, unthrottled, as simulated throttling always does; the metrics are then simulated with
 * the CPU slowdown `cpu` asks for: calibration needs the benchmark this very run took, so gathering and
 * auditing are Lighthouse's two steps (navigationGather, Runner.audit) rather than its one call.
 */
export async function lighthouseRun(url: string, cpu: CpuThrottling = 'lighthouse', timeoutMs = 120_000): Promise<RunMetrics> {
  const chrome = await launchChrome();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const config: Config = {
      extends: 'lighthouse:default',
      settings: {
        // Accessibility is axe's job here (all of its rules, not Lighthouse's subset); best practices and
        // SEO are checked by the build and the SEO tests. Only performance keeps each run short.
        onlyCategories: ['performance'],
        // bf-cache reloads the page (2 s) and the screenshot is not needed: both only cost time here.
        skipAudits: ['bf-cache', 'full-page-screenshot'],
        disableFullPageScreenshot: true,
        maxWaitForLoad: 45_000,
      },
    };
    const run = (async () => {
      const { artifacts, runnerOptions } = await navigationGather(undefined, url, { config, flags });
      const throttling = runnerOptions.resolvedConfig.settings.throttling;
      if (cpu === 'calibrated') throttling.cpuSlowdownMultiplier = calibratedMultiplier(artifacts.BenchmarkIndex);
      const result = await Runner.audit(artifacts, { ...runnerOptions, computedCache: new Map() });
      return result && { lhr: result.lhr, cpuMultiplier: throttling.cpuSlowdownMultiplier };
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse did not finish ${url} within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.LH_DUMP_DIR) fs.writeFileSync(path.join(process.env.LH_DUMP_DIR, `${url.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { ...metricsOf(lhr), cpuMultiplier: result.cpuMultiplier };
  } finally {
    clearTimeout(timer);
    await chrome.stop();
  }
}

function metricsOf(lhr: Result): Omit<RunMetrics, 'cpuMultiplier'> {
  const a = lhr.audits;
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s == null ? null : Math.round(s * 100);
  };
  const num = (id: string) => {
    const v = a[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse has no value for ${id}`);
    return v;
  };
  type Row = { resourceType?: string; transferSize?: number; url?: string };
  const summary = ((a['resource-summary']?.details as { items?: Row[] } | undefined)?.items ?? []) as Row[];
  const bytes = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const requests = ((a['network-requests']?.details as { items?: Row[] } | undefined)?.items ?? []) as Row[];
  return {
    performance: score('performance') ?? 0,
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Number(num('cumulative-layout-shift').toFixed(4)),
    fcpMs: Math.round(num('first-contentful-paint')),
    speedIndexMs: Math.round(num('speed-index')),
    cssBytes: bytes('stylesheet'),
    jsBytes: bytes('script'),
    htmlBytes: bytes('document'),
    totalBytes: bytes('total'),
    scripts: requests.filter((r) => r.resourceType === 'Script' && r.url).map((r) => new URL(r.url!).pathname),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    load: Number(os.loadavg()[0].toFixed(1)),
  };
}

const median = (values: number[]) => {
  const s = [...values].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * Each numeric metric's own median over the runs (so one slow run cannot decide a route); the script
 * list of the run whose JS bytes are the median.
 */
export function medianOf(runs: RunMetrics[]): RunMetrics {
  const pick = <K extends keyof RunMetrics>(k: K) => runs.map((r) => r[k] as number);
  const js = median(pick('jsBytes'));
  const closest = runs.reduce((best, r) => (Math.abs(r.jsBytes - js) < Math.abs(best.jsBytes - js) ? r : best));
  return {
    performance: median(pick('performance')),
    lcpMs: median(pick('lcpMs')),
    tbtMs: median(pick('tbtMs')),
    cls: median(pick('cls')),
    fcpMs: median(pick('fcpMs')),
    speedIndexMs: median(pick('speedIndexMs')),
    cssBytes: median(pick('cssBytes')),
    jsBytes: js,
    htmlBytes: median(pick('htmlBytes')),
    totalBytes: median(pick('totalBytes')),
    scripts: closest.scripts,
    benchmarkIndex: median(pick('benchmarkIndex')),
    cpuMultiplier: median(pick('cpuMultiplier')),
    load: median(pick('load')),
  };
}

/** The goals a measured route missed, one readable line each. */
export function missedGoals(m: RunMetrics | undefined, axe: string[], goals: Goals): string[] {
  const out: string[] = [];
  if (m) {
    if (m.performance < goals.performance) out.push(`performance ${m.performance} < ${goals.performance}`);
    if (m.lcpMs > goals.lcpMs) out.push(`LCP ${m.lcpMs} ms > ${goals.lcpMs} ms`);
    if (m.tbtMs > goals.tbtMs) out.push(`TBT ${m.tbtMs} ms > ${goals.tbtMs} ms`);
    if (m.cls > goals.cls) out.push(`CLS ${m.cls} > ${goals.cls}`);
  }
  if (axe.length > goals.axe) out.push(`axe ${axe.length} violation(s) > ${goals.axe}: ${axe.join('; ')}`);
  return out;
}

/** Routes of a built site: every <loc> of dist/sitemap.xml as a path, then the 404 page. */
export function siteRoutes(dist: string): string[] {
  const xml = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
  return [...new Set(locs), ...(fs.existsSync(path.join(dist, '404.html')) ? [NOT_FOUND] : [])];
}

/**
 * The 404 page is audited at its own address: Lighthouse refuses to measure a document answered with
 * status 404, and nginx sends this same file for every unknown path.
 */
export const NOT_FOUND = '/404.html';

/**
 * The host's floor: a control page served beside the site, one heading and one sentence with no
 * stylesheet, script, image or font. What Lighthouse gives it is what this machine and browser cost
 * before any page does anything; a goal below it cannot be met, or shown, on this host. Never decides the exit code.
 */
export const FLOOR_ROUTE = '/__audit-floor/';
const FLOOR_HTML =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Audit floor</title><meta name="description" content="A control page for the page-speed audit."></head>' +
  '<body><main><h1>Audit floor</h1><p>One heading and one sentence, with no stylesheet, script, image or font.</p></main></body></html>\n';

/** Writes the floor page into a served web root (a scratch copy of the site, never dist/). */
export function writeFloorPage(webRoot: string): void {
  const dir = path.join(webRoot, FLOOR_ROUTE);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), FLOOR_HTML);
}

/**
 * The floor measured: the page written into `webRoot`, which the server at `base` serves, then audited
 * like a route against `options.goals`. Kept apart from the routes' results, so it never fails anything;
 * `report` is its heading and one-row table for a log.
 */
export async function measureFloor(webRoot: string, base: string, options: AuditOptions): Promise<{ result: RouteResult; report: string }> {
  writeFloorPage(webRoot);
  const [result] = await auditRoutes(base, [FLOOR_ROUTE], options);
  return { result, report: `host floor, against the goals (never decides the exit code):\n${formatTable([result])}` };
}

async function inlineCss(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]), 0);
}

export interface AuditOptions {
  runs: number;
  /** Stop after the first run when it meets every goal (see AuditConfig.layouts). */
  passOnFirstRun?: boolean;
  goals: Goals;
  /** The CPU slowdown (default 'lighthouse'). */
  cpu?: CpuThrottling;
  /** Called after each route, for progress lines. */
  onRoute?: (result: RouteResult, index: number, total: number) => void;
}

/**
 * axe over every route first (one browser), then Lighthouse `runs` times per route, one run at a time.
 * A route that fails to measure gets `error` and counts as a miss; the others go on.
 */
export async function auditRoutes(base: string, routes: string[], options: AuditOptions): Promise<RouteResult[]> {
  const axe = new Map<string, string[] | Error>();
  const browser = await launchBrowser();
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      try {
        const page = await context.newPage();
        const res = await page.goto(base + route, { waitUntil: 'load' });
        if (!res || res.status() >= 400) throw new Error(`HTTP ${res?.status()}`);
        axe.set(route, await axeViolations(page));
      } catch (e) {
        axe.set(route, e as Error);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const results: RouteResult[] = [];
  for (const [i, route] of routes.entries()) {
    const started = Date.now();
    const found = axe.get(route);
    const result: RouteResult = { route, runs: [], axe: Array.isArray(found) ? found : [], misses: [], seconds: 0 };
    try {
      if (found instanceof Error) throw new Error(`axe: ${found.message.split('\n')[0]}`);
      for (let r = 0; r < options.runs; r++) {
        result.runs.push(await lighthouseRun(base + route, options.cpu));
        if (r === 0 && options.passOnFirstRun && missedGoals(result.runs[0], result.axe, options.goals).length === 0) break;
      }
      result.median = medianOf(result.runs);
      result.inlineCssBytes = await inlineCss(base + route);
      result.misses = missedGoals(result.median, result.axe, options.goals);
    } catch (e) {
      result.error = (e as Error).message.split('\n')[0];
      result.misses = [`not measured: ${result.error}`];
    }
    result.seconds = Math.round((Date.now() - started) / 100) / 10;
    results.push(result);
    options.onRoute?.(result, i, routes.length);
  }
  return results;
}

/**
 * A Markdown table: route, runs, performance, LCP, TBT, CLS, CSS and JS bytes up front, axe, the host's
 * CPU benchmark and the CPU slowdown used, missed goals.
 */
export function formatTable(results: RouteResult[]): string {
  const head = ['route', 'runs', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'CSS B', 'JS B', 'axe', 'bench', 'CPU ×', 'missed (medians)'];
  const rows = results.map((r) => {
    const m = r.median;
    const runs = String(r.runs.length);
    if (!m) return [r.route, runs, '-', '-', '-', '-', '-', '-', String(r.axe.length), '-', '-', r.misses.join('; ')];
    const css = r.inlineCssBytes ? `${m.cssBytes} + ${r.inlineCssBytes} inline` : String(m.cssBytes);
    const misses = r.misses.map((x) => x.replace(/^(axe \d+ violation\(s\) > \d+):.*/, '$1'));
    return [
      r.route,
      runs,
      String(m.performance),
      String(m.lcpMs),
      String(m.tbtMs),
      String(m.cls),
      css,
      String(m.jsBytes),
      String(r.axe.length),
      String(m.benchmarkIndex),
      String(m.cpuMultiplier),
      misses.join('; ') || '—',
    ];
  });
  const numeric = (c: number) => c >= 1 && c <= 10;
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => `| ${cells.map((x, c) => (numeric(c) ? x.padStart(widths[c]) : x.padEnd(widths[c]))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (numeric(c) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}
