// Shared by the form browser tests: the real site served with the real PHP API, on a fresh data
// directory of its own (so records can be checked with api/bin/export.php), and small page helpers.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT, launchBrowser, openPage, pausedClock, serveSite, type ServedSite, type TestPage } from '../../support/browser.ts';
import { pdfBytes } from '../../api/upload-files.ts';

export const CONTACT = '/resources/contact-us/';
export const VACANCY = '/staffing/submit-a-vacancy/request-a-call-back/';

export interface FormsSite {
  url: string;
  browser: Browser;
  /** CSV of a table, via php api/bin/export.php with this site's settings. */
  exportCsv: (table: 'contacts' | 'vacancies' | 'newsletter') => string;
  /** Names of the stored CVs. */
  uploads: () => string[];
  close: () => Promise<void>;
}

/**
 * Builds and serves the site with `php -S` behind /api/, pointing the API at a scratch data
 * directory (ONAS_API_CONFIG is inherited by the PHP process). The rate limit is raised so a test
 * file may submit more than five times. `settings` adds API settings (e.g. the smtp transport).
 */
export async function startFormsSite(settings: Record<string, unknown> = {}): Promise<FormsSite> {
  const dir = path.join(ROOT, 'test', 'output', `forms-api-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dir, { recursive: true });
  const dataDir = path.join(dir, 'data');
  const configFile = path.join(dir, 'config.php');
  const json = JSON.stringify({ data_dir: dataDir, rate_limit_max: 1000, ...settings });
  fs.writeFileSync(configFile, `<?php\nreturn json_decode(<<<'JSON'\n${json}\nJSON, true, 512, JSON_THROW_ON_ERROR);\n`);
  process.env.ONAS_API_CONFIG = configFile;
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  try {
    site = await serveSite({ php: true });
    browser = await launchBrowser();
  } catch (e) {
    await site?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const b = browser;
  const s = site;
  return {
    url: s.url,
    browser: b,
    exportCsv: (table) =>
      execFileSync('php', ['api/bin/export.php', table], { cwd: ROOT, env: { ...process.env, ONAS_API_CONFIG: configFile }, encoding: 'utf8' }),
    uploads: () => (fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')).filter((f) => !f.startsWith('.')) : []),
    close: async () => {
      await b.close();
      await s.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a page and waits until the named form island has hydrated. With `clock`, Playwright's fake
 * clock is installed first and stopped: time only moves when the test runs it (the toast tests).
 */
export async function openForm(
  site: FormsSite,
  route: string,
  island: 'NewsletterForm' | 'ContactForm' | 'VacancyForm',
  options: { width?: number; height?: number; clock?: boolean } = {},
): Promise<TestPage> {
  const t = await openPage(site.browser, { width: options.width ?? 1280, height: options.height ?? 900 });
  if (options.clock) {
    await pausedClock(t.page, new Date('2026-03-02T09:00:00Z'));
  }
  await t.page.goto(site.url + route);
  await waitHydrated(t.page, island, options.clock);
  return t;
}

/**
 * Scrolls the island into view and wakes it as a first touch would (the forms hydrate on interaction: a
 * pointerdown on the form, which moves no focus and changes no field), then waits for hydration.
 */
export async function waitHydrated(page: Page, island: string, runClock = false): Promise<void> {
  const el = page.locator(`site-island[data-island="${island}"]`);
  await el.locator('form').scrollIntoViewIfNeeded();
  await el.locator('form').dispatchEvent('pointerdown');
  const done = page.locator(`site-island[data-island="${island}"][data-hydrated]`);
  for (let i = 0; i < 200; i++) {
    if ((await done.count()) > 0) return;
    if (runClock) await page.clock.runFor(100);
    await page.waitForTimeout(25);
  }
  throw new Error(`${island} did not hydrate`);
}

/** A small real PDF (finfo sees application/pdf). */
/** The text on the page of pdfBuffer()'s PDF (it survives qpdf's rewrite, which is what HR receives). */
export const PDF_PAGE_TEXT = 'Curriculum vitae';

/** A well-formed one-page PDF: the API reads every PDF with qpdf and refuses one it cannot read cleanly. */
export function pdfBuffer(): Buffer {
  return Buffer.from(pdfBytes(PDF_PAGE_TEXT));
}

/** Id-referenced texts of aria-describedby. */
export async function describedBy(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? `#${id} missing`),
  );
}

/** The name of the focused form control. */
export const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);

export const unique = () => crypto.randomBytes(4).toString('hex');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until it returns `want`; returns the last value for the assertion message. */
export async function until<T>(read: () => Promise<T>, want: T, ms = 4000): Promise<T> {
  const end = Date.now() + ms;
  let v = await read();
  while (v !== want && Date.now() < end) {
    await sleep(25);
    v = await read();
  }
  return v;
}

const AXE_SOURCE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** axe-core (same tags as the harness) on one part of the page: "rule: target" per violation. */
export async function axeIn(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (sel) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
    ).axe;
    const result = await axe.run(
      { include: [sel] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] },
    );
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, selector);
}
