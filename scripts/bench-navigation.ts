// npm run bench:navigation: how fast the next page is, with and without a hover first. A built site
// (default: a fresh build into a scratch folder) is served by nginx with the shipped config
// (test/deploy/servers.ts); Chromium on Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up, through the
// DevTools protocol) opens a page, then either rests the pointer on a link for 400 ms and clicks it,
// or focuses it and presses Enter (no pointer: no hover-triggered speculation). The measure is the
// next page's LCP as web-vitals reports it, max(0, startTime − activationStart), so a prerendered
// page counts from when it is shown. Median of N fresh browser contexts per link and case.
//   npm run bench:navigation                       build, then 10 runs per link and case
//   npm run bench:navigation -- --dist dist --runs 5
// Timings depend on the machine: compare before/after on one quiet machine, back to back.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { delivery, nextPageLcp } from '../test/deploy/navigation.ts';
import { prepareLayout, removeLayout, startNginx } from '../test/deploy/servers.ts';
import { launchBrowser, ROOT } from '../test/support/browser.ts';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const HOVER_MS = 400;

interface Link {
  name: string;
  from: string;
  to: string;
  locate: (page: Page) => Locator;
}

const LINKS: Link[] = [
  {
    name: 'main-menu link',
    from: '/how-we-help/erp/sap/',
    to: '/how-we-help/',
    locate: (p) => p.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'How We Help', exact: true }),
  },
  { name: 'service card', from: '/how-we-help/erp/', to: '/how-we-help/erp/sap/', locate: (p) => p.locator('main h3 a[href="/how-we-help/erp/sap/"]') },
  {
    name: 'Contact Us button',
    from: '/how-we-help/erp/sap/',
    to: '/resources/contact-us/',
    locate: (p) => p.locator('header').getByRole('link', { name: 'Contact Us', exact: true }),
  },
];

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function once(browser: Browser, base: string, link: Link, hover: boolean): Promise<{ lcp: number; via: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(`${base}${link.from}`, { waitUntil: 'load' });
    const target = link.locate(page);
    const href = `${base}${link.to}`;
    const arrived = page.waitForURL(href, { waitUntil: 'load', timeout: 60_000 });
    if (hover) {
      await target.hover();
      await page.waitForTimeout(HOVER_MS); // the protocol under measurement: the pointer rests 400 ms
      await target.click();
    } else {
      await target.focus();
      await page.keyboard.press('Enter');
    }
    await arrived;
    const d = await delivery(page);
    const via = d.activationStart > 0 ? 'prerender' : d.deliveryType === 'navigational-prefetch' ? 'prefetch' : 'network';
    return { lcp: await nextPageLcp(page), via };
  } finally {
    await context.close();
  }
}

async function main() {
  const runs = Number(arg('--runs') ?? 10);
  let dist = arg('--dist');
  let scratch: string | undefined;
  if (!dist) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nav-'));
    dist = path.join(scratch, 'dist');
    execFileSync(process.execPath, ['bin/site.js', 'build', '--quiet', '--out', dist], { cwd: ROOT, stdio: 'inherit' });
  }
  const layout = await prepareLayout({}, { dist: path.resolve(dist) });
  const server = await startNginx(layout);
  const browser = await launchBrowser();
  try {
    console.log(`# next page's LCP (ms), Slow 4G, median of ${runs}; ${path.resolve(dist)}; load ${os.loadavg()[0].toFixed(1)}\n`);
    console.log('| link | from → to | hovered 400 ms, click | no hover (Enter) | hovered served by | no hover served by |');
    console.log('|---|---|---|---|---|---|');
    for (const link of LINKS) {
      const cases = [];
      for (const hover of [true, false]) {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await once(browser, server.url, link, hover));
        const counts = new Map<string, number>();
        for (const s of samples) counts.set(s.via, (counts.get(s.via) ?? 0) + 1);
        cases.push({ lcp: median(samples.map((s) => s.lcp)), via: [...counts].map(([k, n]) => `${k} ${n}`).join(', ') });
      }
      console.log(`| ${link.name} | ${link.from} → ${link.to} | ${cases[0].lcp.toFixed(0)} | ${cases[1].lcp.toFixed(0)} | ${cases[0].via} | ${cases[1].via} |`);
    }
  } finally {
    await browser.close();
    await server.stop();
    removeLayout(layout);
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
