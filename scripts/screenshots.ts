// Screenshots of built pages at the breakpoints we check by eye.
//   node --import tsx scripts/screenshots.ts / /how-we-help/erp/sap/ [--widths 375,1280] [--full]
// Builds and serves the site from source, writes test/output/screens/<page>-<width>.png.
import path from 'node:path';
import fs from 'fs-extra';
import { launchBrowser, openPage, ROOT, serveSite } from '../test/support/browser.ts';

const args = process.argv.slice(2);
const widthsArg = args.indexOf('--widths');
const widths = widthsArg >= 0 ? args[widthsArg + 1].split(',').map(Number) : [375, 768, 1280, 1920];
const full = args.includes('--full');
const paths = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--widths');
if (paths.length === 0) paths.push('/');

const outDir = path.join(ROOT, 'test', 'output', 'screens');
await fs.ensureDir(outDir);
const site = await serveSite();
const browser = await launchBrowser();
try {
  for (const p of paths) {
    for (const width of widths) {
      const { page, context, errors } = await openPage(browser, { width, height: width < 600 ? 812 : 900 });
      await page.goto(site.url + p, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const name = (p.replace(/^\/|\/$/g, '').replace(/[/#?]/g, '_') || 'home') + `-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: full });
      console.log(`${path.relative(ROOT, path.join(outDir, name))}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
