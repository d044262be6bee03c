// `site serve` keeps the search index in memory and rebuilds it with the pages: a Markdown post saved
// while the server runs is searchable after the rebuild, and the index is never written to the output
// folder. A scratch copy of the blog fixture, with `search` switched on.
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, scratchCopy, serveSite } from '../../support/browser.ts';

const root = await scratchCopy('blog');
const configFile = path.join(root, 'site.config.json');
await fs.writeJson(configFile, { ...(await fs.readJson(configFile)), search: { filters: { section: { '/posts/': 'Posts' } } } });
const site = await serveSite({ root, watch: true });
const browser = await launchBrowser();

test.after(async () => {
  await browser.close();
  await site.close();
  await fs.remove(root);
});

async function rebuilt(n: number): Promise<void> {
  const start = Date.now();
  while (site.rebuilds.length < n) {
    if (Date.now() - start > 60_000) throw new Error(`no rebuild after 60 s (${site.rebuilds.length} so far)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The result URLs and their section filter for `query`, through Pagefind's own script as the site serves it. */
async function search(query: string): Promise<{ url: string; section?: string }[]> {
  const page = await browser.newPage();
  await page.goto(`${site.url}/`);
  const found = await page.evaluate(async (q) => {
    const url = '/pagefind/pagefind.js';
    const pf = await import(url);
    const instance = pf.createInstance({ basePath: '/pagefind/', noWorker: true });
    const response = await instance.search(q);
    const data = await Promise.all(response.results.map((r: { data: () => Promise<unknown> }) => r.data()));
    return (data as { url: string; filters: Record<string, string[]> }[]).map((d) => ({ url: d.url, section: d.filters.section?.[0] }));
  }, query);
  await page.close();
  return found;
}

test('a post saved while the server runs is searchable after the rebuild', async () => {
  assert.equal(await search('zebracorn'), []);
  const before = site.rebuilds.length;
  await fs.outputFile(
    path.join(root, 'content/posts/zebras.md'),
    '---\ntitle: Field notes\ndescription: A post added while the server runs, to see it searchable without a restart.\ndate: 2026-02-02\n---\n\nA zebracorn was seen near the river.\n',
  );
  await rebuilt(before + 1);
  const { error } = site.rebuilds[site.rebuilds.length - 1];
  assert.is(error === undefined ? '' : `${(error as Error).message} ${JSON.stringify((error as { details?: unknown }).details)}`, '');
  assert.equal(await search('zebracorn'), [{ url: '/posts/zebras/', section: 'Posts' }]);
});

test('the index is served from memory: nothing under pagefind/ in the output folder', async () => {
  assert.ok(await fs.pathExists(path.join(site.outDir, 'index.html')), 'the pages are in the output folder');
  assert.not.ok(await fs.pathExists(path.join(site.outDir, 'pagefind')));
  const r = await fetch(`${site.url}/pagefind/pagefind-entry.json`);
  assert.is(r.status, 200);
  assert.ok((await r.json()).languages);
});

test.run();
