// Every layout's route at phone and desktop width in Chromium, Firefox and WebKit: it loads with no console
// error and no CSP violation, its script ran (data-enhanced), nothing scrolls sideways, nothing in the
// header, hero or footer overlaps; then each engine's landmark boxes against Chromium's (layout parity).
// Screenshots of each go into contact sheets (_sheets.ts) for people to look at.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { layoutRoutes, serveSite } from '../../support/browser.ts';
import { type Engine, type EngineName, enginesToTest, openEngine } from '../../support/engines/index.ts';
import { type Landmark, type PageReport, pageReport, parityDiffs } from './_checks.ts';
import { SHEETS_DIR, shotFile, writeIndex, writeSheet } from './_sheets.ts';

const WIDTHS = [375, 1280];
/**
 * What a route does after it is ready, waited for before it is measured: the 404 page fills in suggested
 * pages from the site search (search-suggestions.ts), some 420 px, whenever its index has loaded.
 */
const SETTLED: Record<string, () => unknown> = {
  '/404.html': () => document.querySelector('main section section:not([hidden]) li'),
};
const routes = layoutRoutes();
// Parity compares with Chromium, so Chromium is always measured.
const names: EngineName[] = ['chromium', ...enginesToTest().filter((e) => e !== 'chromium')];
const site = await serveSite();
const engines = new Map<EngineName, Engine>();
for (const name of names) engines.set(name, await openEngine(name));
fs.mkdirSync(path.join(SHEETS_DIR, 'shots'), { recursive: true });

/** engine → "route@width" → landmarks. */
const measured = new Map<EngineName, Map<string, Landmark[]>>();

for (const name of names) {
  for (const width of WIDTHS) {
    test(`[${name}] every route at ${width} px: no error, no CSP violation, enhanced, no sideways scroll, no overlap`, async () => {
      const engine = engines.get(name)!;
      const problems: string[] = [];
      for (const route of routes) {
        // A page of its own for each route: `site serve`'s live-reload connection stays open in Chromium
        // after navigating away (see docs/engines.md), and the seventh page in one tab would wait forever.
        const page = await engine.newPage({ width, height: 800 });
        await page.goto(site.url + route);
        // Its search index loads after the page is ready: on a busy machine that can take a while.
        if (SETTLED[route]) await page.waitFor(SETTLED[route], undefined, `${route} to settle`, 45_000);
        const report: PageReport = await page.evaluate(pageReport);
        const errors = await page.errors();
        const csp = await page.cspViolations();
        // The 404 page answers with status 404, which engines log as a failed load: not the page's error.
        const own = route === '/404.html' ? errors.filter((e) => !/404|Not Found/i.test(e)) : errors;
        for (const e of own) problems.push(`${route}: console error: ${e}`);
        for (const c of csp) problems.push(`${route}: CSP violation: ${c}`);
        if (!report.enhanced) problems.push(`${route}: data-enhanced is not set`);
        if (report.overflow.by > 0) problems.push(`${route}: scrolls sideways by ${report.overflow.by} px (${report.overflow.culprits.join('; ')})`);
        for (const o of report.overlaps) problems.push(`${route}: ${o}`);
        if (!measured.has(name)) measured.set(name, new Map());
        measured.get(name)!.set(`${route}@${width}`, report.landmarks);
        await page.evaluate(() => scrollTo(0, 0));
        await page.screenshot(shotFile(name, route, width));
        await page.close();
      }
      assert.equal(problems, [], `${name} ${engine.version} at ${width} px`);
    });
  }
}

for (const name of names.filter((n) => n !== 'chromium')) {
  for (const width of WIDTHS) {
    test(`[${name}] layout parity with Chromium at ${width} px`, () => {
      const diffs: string[] = [];
      for (const route of routes) {
        const key = `${route}@${width}`;
        const chromium = measured.get('chromium')?.get(key);
        const other = measured.get(name)?.get(key);
        if (!chromium || !other) {
          diffs.push(`${route}: not measured (its sweep failed before it)`);
          continue;
        }
        for (const d of parityDiffs(name, chromium, other)) diffs.push(`${route} @${width}: ${d}`);
      }
      assert.equal(diffs, [], `${name} against chromium at ${width} px`);
    });
  }
}

test.after(async () => {
  for (const [name, engine] of engines) {
    console.log(`engine ${name}: ${engine.version}`);
    await writeSheet(name, engine.version, routes, WIDTHS).catch((e) => console.log(`sheet ${name}: ${(e as Error).message}`));
    await engine.close();
  }
  console.log(`contact sheets: ${writeIndex(names, routes, WIDTHS)}`);
  await site.close();
});

test.run();
