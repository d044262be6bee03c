// Cumulative layout shift of one route per layout (audit.config.json: layouts.routes) at a phone's and a
// desktop's width, measured in Chromium: every layout-shift entry the page records from the first byte
// until it has loaded, its images are decoded and its fonts are ready. Shifts depend on the page's
// layout, not on how fast the machine is, so this is a gate, and the gate is 0: a control that an
// enhancement shows keeps its place while hidden. Lighthouse's CLS stays in `npm run audit`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, layoutRoutes, openPage, serveSite } from '../support/browser.ts';

const routes = layoutRoutes();
const site = await serveSite();
const browser = await launchBrowser();

test.after(async () => {
  await browser.close();
  await site.close();
});

for (const width of [375, 1280]) {
  test(`no layout shift while the layouts' pages load at ${width} px`, async () => {
    const { page, context } = await openPage(browser, { width, height: width < 600 ? 740 : 800 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
          if (e.hadRecentInput) continue;
          const sources = (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.tagName.toLowerCase() + (s.node.id ? `#${s.node.id}` : '') : '?'));
          w.shifts.push({ value: e.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const rows: string[] = [];
    const over: string[] = [];
    for (const route of routes) {
      // networkidle: what the page fetches after load (the 404 page's suggestions) has arrived too.
      await page.goto(site.url + route, { waitUntil: 'networkidle' });
      // Settled: every image in the first view loaded, fonts ready, and two frames laid out after that.
      await page.waitForFunction(() => [...document.images].every((i) => i.complete || (i.loading === 'lazy' && i.getBoundingClientRect().top > innerHeight)));
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
      const cls = shifts.reduce((n, s) => n + s.value, 0);
      rows.push(`| ${route} | ${width} | ${cls.toFixed(4)} |`);
      if (cls > 0) over.push(`${route} @${width}: CLS ${cls.toFixed(4)} from ${shifts.flatMap((s) => s.sources).join(', ')}`);
    }
    console.log(`| route | width | CLS |\n|---|---|---|\n${rows.join('\n')}`);
    assert.equal(over, []);
    await context.close();
  });
}

test.run();
