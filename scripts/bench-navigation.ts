// npm run bench:navigation: how fast the next page is, with and without a hover first. Each built site
// (default: a fresh build into a scratch folder) is served by nginx with the shipped config
// (test/deploy/servers.ts). Chromium, on DevTools' "Slow 4G" preset (562.5 ms latency, 180,000 B/s down,
// 84,375 B/s up: puppeteer's PredefinedNetworkConditions), opens a page, then either rests the pointer
// on a link for 400 ms and clicks it, or focuses it and presses Enter (no pointer: no hover-triggered
// speculation). The measure is the next page's LCP as web-vitals reports it,
// max(0, startTime − activationStart), so a prerendered page counts from when it is shown.
//
// The browser is driven by puppeteer-core, not Playwright: puppeteer attaches to Chromium through the
// tab target, and Chromium keeps prerendering on. A client attached to page targets only (Playwright)
// makes Chromium refuse every prerender ("PrerenderingDisabledByDevTools", crbug.com/1440085), so
// through Playwright a hovered link is never more than a prefetch, which is not what a visitor gets.
//
// With several --dist, their runs alternate (A, B, A, B…) so that a change in the machine's speed
// falls on all of them alike. Median of N fresh browser contexts per site, link and case.
//   npm run bench:navigation                                   build, then 10 runs per link and case
//   npm run bench:navigation -- --dist before --dist after --runs 10
// Timings depend on the machine: compare before/after on one machine, back to back.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page, PredefinedNetworkConditions } from 'puppeteer-core';
import { prepareLayout, removeLayout, type Served, startNginx } from '../test/deploy/servers.ts';
import { CHROMIUM_LAUNCH, ROOT } from '../test/support/browser.ts';

const SLOW_4G = PredefinedNetworkConditions['Slow 4G'];
const HOVER_MS = 400;
const NAVIGATION_TIMEOUT_MS = 60_000;

interface Link {
  name: string;
  from: string;
  to: string;
  /** The link's text: the visible link to `to` with this text is the one followed. */
  text: string;
}

const LINKS: Link[] = [
  { name: 'main-menu link', from: '/how-we-help/erp/sap/', to: '/how-we-help/', text: 'How We Help' },
  { name: 'service card', from: '/how-we-help/erp/', to: '/how-we-help/erp/sap/', text: 'SAP' },
  { name: 'Contact Us button', from: '/how-we-help/erp/sap/', to: '/resources/contact-us/', text: 'Contact Us' },
];

interface Sample {
  lcp: number;
  via: 'prerender' | 'prefetch' | 'network';
}

function args(name: string): string[] {
  return process.argv.flatMap((a, i) => (process.argv[i - 1] === name ? [a] : []));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the page shows `pathname`, fully loaded. A prerendered page replaces the page's session
 * when it is shown, so an evaluation can fail mid-way; it is simply asked again.
 */
async function arrived(page: Page, pathname: string): Promise<void> {
  const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const at = await page.evaluate(() => `${location.pathname} ${document.readyState}`).catch(() => '');
    if (at === `${pathname} complete`) return;
    await pause(50);
  }
  throw new Error(`${pathname} did not load within ${NAVIGATION_TIMEOUT_MS / 1000} s`);
}

async function once(browser: Browser, base: string, link: Link, hover: boolean): Promise<Sample> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.emulateNetworkConditions(SLOW_4G);
    await page.goto(`${base}${link.from}`, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    const target = (
      await page.waitForFunction(
        (to: string, text: string) =>
          [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${to}"]`)].find((a) => a.textContent?.trim() === text && a.checkVisibility()),
        { timeout: NAVIGATION_TIMEOUT_MS },
        link.to,
        link.text,
      )
    ).asElement() as ElementHandle<HTMLAnchorElement> | null;
    if (!target) throw new Error(`${link.from}: no visible link "${link.text}" to ${link.to}`);
    if (hover) {
      await target.hover();
      await pause(HOVER_MS); // the protocol under measurement: the pointer rests 400 ms
      await target.click();
    } else {
      await target.focus();
      await page.keyboard.press('Enter');
    }
    await arrived(page, link.to);
    return await page.evaluate(
      () =>
        new Promise<Sample>((resolve) => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number; deliveryType: string };
          const via = nav.activationStart > 0 ? 'prerender' : nav.deliveryType === 'navigational-prefetch' ? 'prefetch' : 'network';
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ lcp: Math.max(0, entries[entries.length - 1].startTime - nav.activationStart), via });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

async function main() {
  const runs = Number(args('--runs')[0] ?? 10);
  let dists = args('--dist').map((d) => path.resolve(d));
  let scratch: string | undefined;
  if (!dists.length) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nav-'));
    dists = [path.join(scratch, 'dist')];
    execFileSync(process.execPath, ['bin/site.js', 'build', '--quiet', '--out', dists[0]], { cwd: ROOT, stdio: 'inherit' });
  }
  const layouts = await Promise.all(dists.map((dist) => prepareLayout({}, { dist })));
  const servers: Served[] = [];
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_LAUNCH.executablePath, headless: true, args: CHROMIUM_LAUNCH.args });
  try {
    for (const layout of layouts) servers.push(await startNginx(layout));
    console.log(`# next page's LCP (ms), DevTools Slow 4G, median of ${runs}; load ${os.loadavg()[0].toFixed(1)}`);
    const samples = new Map<string, Sample[]>();
    const key = (site: number, link: Link, hover: boolean) => `${site} ${link.name} ${hover}`;
    for (const link of LINKS)
      for (const hover of [true, false])
        for (let i = 0; i < runs; i++)
          for (const [site, server] of servers.entries()) {
            const k = key(site, link, hover);
            samples.set(k, [...(samples.get(k) ?? []), await once(browser, server.url, link, hover)]);
          }
    for (const [site, dist] of dists.entries()) {
      console.log(`\n${dist}\n`);
      console.log('| link | from → to | hovered 400 ms, click | no hover (Enter) | hovered served by | no hover served by |');
      console.log('|---|---|---|---|---|---|');
      for (const link of LINKS) {
        const cells = [true, false].map((hover) => {
          const s = samples.get(key(site, link, hover)) ?? [];
          const counts = new Map<string, number>();
          for (const { via } of s) counts.set(via, (counts.get(via) ?? 0) + 1);
          return { lcp: median(s.map((x) => x.lcp)).toFixed(0), via: [...counts].map(([k, n]) => `${k} ${n}`).join(', ') };
        });
        console.log(`| ${link.name} | ${link.from} → ${link.to} | ${cells[0].lcp} | ${cells[1].lcp} | ${cells[0].via} | ${cells[1].via} |`);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    for (const layout of layouts) removeLayout(layout);
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
