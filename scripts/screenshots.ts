// Screenshots of built pages at the breakpoints we check by eye.
//   node --import tsx scripts/screenshots.ts / /how-we-help/erp/sap/ [--widths 375,1280] [--full]
//     Chromium; writes test/output/screens/<page>-<width>.png.
//   npm run screenshots -- --engines [paths…] [--widths …]
//     Chromium, Firefox and WebKit through the engine adapter (test/support/engines, docs/engines.md), every
//     layout route (audit.config.json) unless paths are given, first screen; writes into
//     test/output/screens/engines/ (or SITE_TEST_SHEETS): shots/<engine>-<width>-<page>.png, <engine>.png
//     (a contact sheet of the engine), route-<page>.html (one route, the engines side by side at each width)
//     and index.html (every route and width). SITE_TEST_ENGINES=webkit narrows it to some engines.
// Builds and serves the site from source (or serves SITE_TEST_DIST).
import path from 'node:path';
import fs from 'fs-extra';
import { launchBrowser, layoutRoutes, openPage, ROOT, serveSite } from '../test/support/browser.ts';

const args = process.argv.slice(2);
const widthsArg = args.indexOf('--widths');
const widths = widthsArg >= 0 ? args[widthsArg + 1].split(',').map(Number) : [375, 768, 1280, 1920];
const full = args.includes('--full');
const engines = args.includes('--engines');
const paths = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--widths');
if (paths.length === 0) paths.push(...(engines ? layoutRoutes() : ['/']));
const height = (width: number) => (width < 600 ? 812 : 900);

const outDir = path.join(ROOT, 'test', 'output', 'screens');
await fs.ensureDir(outDir);
const site = await serveSite();
try {
  if (engines) await engineShots();
  else await chromiumShots();
} finally {
  await site.close();
}

async function chromiumShots(): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const p of paths) {
      for (const width of widths) {
        const { page, context, errors } = await openPage(browser, { width, height: height(width) });
        await page.goto(site.url + p, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const name = `${p.replace(/^\/|\/$/g, '').replace(/[/#?]/g, '_') || 'home'}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: full });
        console.log(`${path.relative(ROOT, path.join(outDir, name))}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function engineShots(): Promise<void> {
  // _sheets.ts reads SITE_TEST_SHEETS when it is loaded.
  process.env.SITE_TEST_SHEETS ??= path.join(outDir, 'engines');
  const { enginesToTest, openEngine } = await import('../test/support/engines/index.ts');
  const { SHEETS_DIR, shotFile, writeIndex, writeRoutePages, writeSheet } = await import('../test/browser/engines/_sheets.ts');
  await fs.ensureDir(path.join(SHEETS_DIR, 'shots'));
  const names = enginesToTest();
  for (const name of names) {
    const engine = await openEngine(name);
    try {
      for (const route of paths) {
        for (const width of widths) {
          const page = await engine.newPage({ width, height: height(width) });
          try {
            await page.goto(site.url + route);
            await page.evaluate(() => document.fonts.ready.then(() => true));
            await page.evaluate(() => scrollTo(0, 0));
            const file = shotFile(name, route, width);
            await page.screenshot(file);
            const errors = await page.errors();
            console.log(`${path.relative(ROOT, file)}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}`);
          } finally {
            await page.close();
          }
        }
      }
      console.log(path.relative(ROOT, await writeSheet(name, engine.version, paths, widths)));
    } finally {
      await engine.close();
    }
  }
  for (const file of writeRoutePages(names, paths, widths)) console.log(path.relative(ROOT, file));
  console.log(path.relative(ROOT, writeIndex(names, paths, widths)));
}
