// `site serve` with a Markdown collection: drafts are served, and adding, editing or breaking a
// post rebuilds the pages paths() makes from it.
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scratchCopy, serveSite } from '../../support/browser.ts';

const root = await scratchCopy('blog');
const site = await serveSite({ root, watch: true });

test.after(async () => {
  await site.close();
  await fs.remove(root);
});

/** Waits until `n` rebuilds have happened (the watcher debounces, so one edit is one rebuild). */
async function rebuilt(n: number): Promise<(typeof site.rebuilds)[number]> {
  const start = Date.now();
  while (site.rebuilds.length < n) {
    if (Date.now() - start > 30_000) throw new Error(`no rebuild after 30 s (${site.rebuilds.length} so far)`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return site.rebuilds[site.rebuilds.length - 1];
}

const get = (p: string) => fetch(site.url + p).then(async (r) => ({ status: r.status, text: await r.text() }));
const post = (title: string) =>
  `---\ntitle: ${title}\ndescription: A post added while the server runs, to see the page appear without a restart.\ndate: 2026-02-01\n---\n\nBody of ${title}.\n`;

test('drafts are served', async () => {
  assert.is((await get('/posts/unfinished/')).status, 200);
});

test('a new Markdown file becomes a page, and the list page shows it', async () => {
  const before = site.rebuilds.length;
  await fs.outputFile(path.join(root, 'content/posts/added.md'), post('Added live'));
  const r = await rebuilt(before + 1);
  assert.is(r.error, undefined);
  const page = await get('/posts/added/');
  assert.is(page.status, 200);
  assert.match(page.text, '<h1>Added live</h1>');
  assert.match((await get('/')).text, 'Added live');
});

test('editing a post re-renders it; a frontmatter mistake is reported and the server keeps running', async () => {
  let before = site.rebuilds.length;
  await fs.outputFile(path.join(root, 'content/posts/added.md'), post('Renamed live'));
  await rebuilt(before + 1);
  assert.match((await get('/posts/added/')).text, '<h1>Renamed live</h1>');
  before = site.rebuilds.length;
  await fs.outputFile(path.join(root, 'content/posts/added.md'), post('Broken').replace('date: 2026-02-01', 'date: soon'));
  const failed = await rebuilt(before + 1);
  assert.equal((failed.error as { details?: string[] })?.details, ['content/posts/added.md:4: "date" must be a date like 2026-10-05 (got "soon")']);
  before = site.rebuilds.length;
  await fs.remove(path.join(root, 'content/posts/added.md'));
  const fixed = await rebuilt(before + 1);
  assert.is(fixed.error, undefined);
  assert.is((await get('/posts/first/')).status, 200);
  assert.is((await get('/posts/added/')).status, 404, 'a removed post leaves no page behind');
});

test.run();
