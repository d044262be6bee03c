// An error a page throws in the browser during `site serve` comes back to serve, which maps its stack
// through the bundles' source maps to the file and line to fix (issue 41, item 2), in production mode
// (minified scripts) and in development mode, and shows it in the terminal and over the page. The basic
// fixture's counter is made to throw on its second click, at a known line.
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, openPage, scratchCopy } from '../../support/browser.ts';

const { loadConfig } = await import('../../../generator/config.ts');
const { serve } = await import('../../../generator/serve/index.ts');

const root = await scratchCopy('basic');
const counter = path.join(root, 'site/islands/Counter.tsx');
const THROW_LINE = 17;
const source = fs.readFileSync(counter, 'utf8').replace(
  'onClick={() => setN(n + 1)}',
  `onClick={() => {
          if (n > start) {
            throw new Error('counted past the first click');
          }
          setN(n + 1);
        }}`,
);
fs.writeFileSync(counter, source);
assert.is(source.split('\n')[THROW_LINE - 1].trim(), "throw new Error('counted past the first click');", 'the line the test expects');
const browser = await launchBrowser();

test.after(async () => {
  await browser.close();
  await fs.remove(root);
});

for (const mode of ['production', 'development'] as const) {
  test(`${mode}: a click that throws is reported at site/islands/Counter.tsx:${THROW_LINE}, in the terminal and over the page`, async () => {
    const config = await loadConfig(root, { outDir: path.join(root, `dist-${mode}`) });
    const logged: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => logged.push(args.join(' '));
    const server = await serve(config, { port: 0, php: false, watch: false, open: false, quiet: true, mode });
    const { page } = await openPage(browser);
    try {
      await page.goto(`${server.url}island/`);
      await page.waitForSelector('site-island[data-hydrated]');
      const button = page.getByTestId('counter').first();
      await button.click();
      await button.click();
      await page.waitForFunction(() => document.getElementById('__site-client-error')?.textContent?.includes('counted past the first click'));
      const overlay = (await page.locator('#__site-client-error').textContent()) ?? '';
      assert.match(overlay, `site/islands/Counter.tsx:${THROW_LINE}:`, `${JSON.stringify(overlay)} hub: ${JSON.stringify(server.hub.currentClientError)}`);
      assert.match(overlay, '(on /island/)');
      assert.match(
        server.hub.currentClientError,
        new RegExp(`^counted past the first click \\(on /island/\\)\\n  at (\\S+ \\()?site/islands/Counter\\.tsx:${THROW_LINE}:\\d+`),
      );
      assert.ok(
        logged.some((l) => l.includes(`site/islands/Counter.tsx:${THROW_LINE}:`)),
        logged.join('\n'),
      );
      // The maps stay in the bundle folder: nothing new is published.
      assert.equal(
        (await fs.readdir(path.join(server.outDir, 'assets', 'js'))).filter((f) => f.endsWith('.map')),
        [],
      );
    } finally {
      console.error = error;
      await page.context().close();
      await server.close();
    }
  });
}

test.run();
