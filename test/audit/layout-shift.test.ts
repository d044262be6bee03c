// Cumulative layout shift of one route per layout (audit.config.json: layouts.routes) at a phone's and a
// desktop's width, measured in Chromium: every layout-shift entry the page records from the first byte
// until it has loaded, its images are decoded and its fonts are ready, and then one turn of whatever in
// the first view plays on its own (transitions off, so a turn is measured whole). Shifts depend on the page's
// layout, not on how fast the machine is, so this is a gate, and the gate is 0: a control that an
// enhancement shows keeps its place while hidden. Lighthouse's CLS stays in `npm run audit`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, layoutRoutes, openPage, serveSite } from '../support/browser.ts';

const routes = layoutRoutes();
/** Widgets that turn on their own while they play: the home showcase (data-index), a hero slideshow (data-rotator-index). */
const TURNING = '[data-showcase][data-paused="false"], [data-rotator="running"]';
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
      // What moves on its own in the first view (the home showcase, a service hero's slideshow) turns once
      // and its transitions end, so a turn's layout is measured however quickly the page loaded.
      await page.evaluate((selector) => {
        // A turn is measured as a slow device shows it: its layout changes in one frame, not in steps too
        // small to count (Chrome ignores a move under 3 px, so a transition hid it on a fast machine).
        const still = new CSSStyleSheet();
        still.replaceSync('*, *::before, *::after { transition: none !important; }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
        const w = window as unknown as { turning: [Element, string | null][] };
        w.turning = [...document.querySelectorAll(selector)].map((el) => [el, el.getAttribute('data-index') ?? el.getAttribute('data-rotator-index')]);
      }, TURNING);
      await page.waitForFunction(
        () =>
          (window as unknown as { turning: [Element, string | null][] }).turning.every(
            ([el, from]) => (el.getAttribute('data-index') ?? el.getAttribute('data-rotator-index')) !== from,
          ),
        undefined,
        { timeout: 30_000 },
      );
      await page.evaluate(async () => {
        const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
        await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
      const cls = shifts.reduce((n, s) => n + s.value, 0);
      rows.push(`| ${route} | ${width} | ${cls.toFixed(6)} |`);
      if (cls > 0) over.push(`${route} @${width}: CLS ${cls.toPrecision(3)} from ${shifts.flatMap((s) => s.sources).join(', ')}`);
    }
    console.log(`| route | width | CLS |\n|---|---|---|\n${rows.join('\n')}`);
    assert.equal(over, []);
    await context.close();
  });
}

test.run();
