// `site serve` as a developer meets it while editing: an edit reloads the page, a style-only edit
// swaps the stylesheet without a navigation, and pictures show while their variants are not
// encoded yet (images on request, so none is encoded before the browser asks).
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gotoLive, launchBrowser, openPage, ROOT, scratchCopy } from '../../support/browser.ts';

const root = await scratchCopy('basic');
const { loadConfig } = await import('../../../generator/config.ts');
const { serve } = await import('../../../generator/serve/index.ts');
const config = await loadConfig(root, { outDir: path.join(ROOT, 'test', 'output', `dist-hot-${process.pid}`) });
const rebuilds: { error?: unknown }[] = [];
const server = await serve(config, { port: 0, php: false, open: false, quiet: true, images: 'on-request', onRebuild: (r) => rebuilds.push(r) });
const url = server.url.replace(/\/$/, '');
const browser = await launchBrowser();

/** Counts main-frame navigations (a reload is one). */
function navigations(page: import('playwright-core').Page): { count: number } {
  const seen = { count: 0 };
  page.on('framenavigated', (f) => f === page.mainFrame() && seen.count++);
  return seen;
}

test('a page whose images are still being encoded shows its pictures', async () => {
  const { page } = await openPage(browser);
  const variantTypes: string[] = [];
  page.on('response', (r) => /\/assets\/img\/dots-[0-9a-f]{8}-\d+\.(avif|webp)$/.test(r.url()) && variantTypes.push(r.headers()['content-type'] ?? ''));
  await page.goto(`${url}/`);
  const img = page.locator('img[alt="Dots"]');
  await img.waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLImageElement>('img[alt="Dots"]');
    return el?.complete && el.naturalWidth > 0;
  });
  // The variant the browser picked was not encoded: it was answered with the source picture.
  assert.ok(variantTypes.length > 0, 'the page asked for a variant');
  assert.equal(
    variantTypes,
    variantTypes.map(() => 'image/png'),
  );
  const box = await img.boundingBox();
  assert.ok(box && box.width > 0 && box.height > 0, 'the picture takes its space');
  // Asked for once, the variant is encoded; the next request gets it.
  await server.imagesIdle();
  const srcset = (await page.locator('picture source[type="image/webp"]').first().getAttribute('srcset')) ?? '';
  const variant = srcset.split(', ')[0].split(' ')[0];
  const answer = await fetch(`${url}${variant}`);
  assert.is(answer.status, 200);
  await page.context().close();
});

test('an edit reloads the page', async () => {
  const { page } = await openPage(browser);
  await gotoLive(page, `${url}/docs/`);
  await page.evaluate(() => Object.assign(window, { marker: 1 }));
  const nav = navigations(page);
  const file = path.join(root, 'site/routes/docs/index.tsx');
  await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('<h1>Docs</h1>', '<h1>Docs edited</h1>'));
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Docs edited', null, { timeout: 15_000 });
  assert.is(nav.count, 1, 'one navigation: the reload');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined);
  await page.context().close();
});

test('a CSS-only edit changes the style without a navigation', async () => {
  const { page } = await openPage(browser);
  await gotoLive(page, `${url}/plain/`);
  const color = () => page.evaluate(() => getComputedStyle(document.querySelector('main')!).color);
  assert.is(await color(), 'rgb(34, 34, 34)');
  await page.evaluate(() => Object.assign(window, { marker: 1 }));
  const nav = navigations(page);
  const before = rebuilds.length;
  const file = path.join(root, 'site/routes/plain.tsx');
  await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('color: #222;', 'color: #c00;'));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('main')!).color === 'rgb(204, 0, 0)', null, { timeout: 15_000 });
  assert.ok(rebuilds.length > before, 'a rebuild ran');
  assert.is(nav.count, 0, 'no navigation');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'the same document');
  assert.is(await page.locator('link[rel="stylesheet"]').count(), 1, 'the old stylesheet is gone');
  await page.context().close();
});

test.after(async () => {
  await browser.close();
  await server.close();
  await fs.remove(config.abs(config.outDir));
  await fs.remove(root);
});

test.run();
