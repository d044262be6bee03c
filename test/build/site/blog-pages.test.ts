// The real blog with 25 posts (the 4 published plus 21 fillers, read from a scratch content folder) and one
// draft: list pages split 10/10/5 with pagination links, drafts left out of the build, tag pages,
// the tags index, and the feed listing the newest 20 published posts.
process.env.NODE_ENV = 'production';
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession } = await import('../../../generator/pipeline/index.ts');

// The real site, with its collections read from a scratch folder: the real posts plus fillers.
const contentDir = path.join('test', 'output', `blog-pages-${crypto.randomBytes(4).toString('hex')}`);
const posts = path.join(ROOT, contentDir, 'blog');
await fs.copy(path.join(ROOT, 'content', 'blog'), posts);
const filler = (n: number, extra = '') =>
  `---\ntitle: Filler post number ${n} for the list pages\ndescription: Filler post ${n}, written only to check that the list pages split at ten posts a page.\ndate: 2025-01-${String(n).padStart(2, '0')}\nauthor: Test\ntags:\n  - Filler\nimage:\n  src: images/services/sap.jpg\n  alt: A test picture for the filler post\n${extra}---\n\nFiller text.\n`;
for (let n = 1; n <= 21; n++) await fs.outputFile(path.join(posts, `filler-${n}.md`), filler(n));
await fs.outputFile(path.join(posts, 'unpublished.md'), filler(22, 'draft: true\n').replace('Filler post number 22', 'Unpublished draft'));

const outDir = path.join(ROOT, 'test', 'output', `blog-pages-dist-${process.pid}`);
const config = await loadConfig(ROOT, { outDir, contentDir });
const result = await build(createSession(config), { fresh: true });
const html = (url: string) => fs.readFileSync(path.join(outDir, url === '/404.html' ? '404.html' : path.join(url, 'index.html')), 'utf8');
const postLinks = (url: string) => [...html(url).matchAll(/<h3 class="[^"]+"><a href="(\/resources\/blogs\/[^"]+\/)"/g)].map((m) => m[1]);

test('25 posts make three list pages of 10, 10 and 5, newest first', () => {
  const lists = result.pages.map((p) => p.url).filter((u) => /^\/resources\/blogs\/(page\/\d+\/)?$/.test(u));
  assert.equal(lists, ['/resources/blogs/', '/resources/blogs/page/2/', '/resources/blogs/page/3/']);
  assert.equal(
    [postLinks('/resources/blogs/').length, postLinks('/resources/blogs/page/2/').length, postLinks('/resources/blogs/page/3/').length],
    [10, 10, 5],
  );
  assert.is(postLinks('/resources/blogs/')[0], '/resources/blogs/choosing-a-staffing-model-for-an-it-programme/');
  assert.is(postLinks('/resources/blogs/page/3/').at(-1), '/resources/blogs/filler-1/');
  assert.not.ok(fs.existsSync(path.join(outDir, 'resources/blogs/page/1')), 'page 1 lives at /resources/blogs/ only');
});

test('each list page links to its neighbours and marks itself current', () => {
  const second = html('/resources/blogs/page/2/');
  assert.match(second, '<a href="/resources/blogs/" rel="prev">');
  assert.match(second, '<a href="/resources/blogs/page/3/" rel="next">');
  assert.match(second, /<span aria-current="page"><span class="visually-hidden">Page 2 of 3<\/span>/);
  assert.match(second, '<h1>Blog: Page 2 of 3</h1>');
  assert.not.match(html('/resources/blogs/page/3/'), 'rel="next"');
  assert.not.match(html('/resources/blogs/'), 'rel="prev"');
});

test('a draft is not built, listed, tagged or in the feed; the feed has the newest 20 posts', () => {
  assert.not.ok(fs.existsSync(path.join(outDir, 'resources/blogs/unpublished/index.html')));
  const everything = [...result.pages.map((p) => p.url)].join('\n');
  assert.not.match(everything, 'unpublished');
  const feed = fs.readFileSync(path.join(outDir, 'resources/blogs/feed.xml'), 'utf8');
  assert.not.match(feed, 'Unpublished');
  // The newest 20 of the 25, newest first: the oldest five fillers are left out.
  const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]).pathname);
  assert.equal(links, postLinks('/resources/blogs/').concat(postLinks('/resources/blogs/page/2/')));
  assert.not.match(feed, '/resources/blogs/filler-5/');
  assert.not.match(html('/resources/blogs/tags/filler/'), 'unpublished');
});

test("a tag's posts are paged like the list, ten a page (a tag of a thousand posts once made one page too heavy to pass its budget); every page has its own title", () => {
  const tagged = (url: string) => [...html(url).matchAll(/<h2 class="[^"]+"><a href="\/resources\/blogs\/filler-/g)].length;
  const pages = result.pages.map((p) => p.url).filter((u) => u.startsWith('/resources/blogs/tags/filler/'));
  assert.equal(pages, ['/resources/blogs/tags/filler/', '/resources/blogs/tags/filler/page/2/', '/resources/blogs/tags/filler/page/3/']);
  assert.equal(pages.map(tagged), [10, 10, 1]);
  const second = html('/resources/blogs/tags/filler/page/2/');
  assert.match(second, '<a href="/resources/blogs/tags/filler/" rel="prev">');
  assert.match(second, '<a href="/resources/blogs/tags/filler/page/3/" rel="next">');
  assert.match(second, /<span aria-current="page"><span class="visually-hidden">Page 2 of 3<\/span>/);
  assert.match(second, '<title>Filler articles, page 2 | ONAS Blog</title>');
  const titles = result.pages.map((p) => /<title>([^<]*)<\/title>/.exec(html(p.url))?.[1]);
  assert.is(new Set(titles).size, titles.length);
});

test('the tags index lists every tag with its post count, linked to its tag page, in the sitemap', () => {
  const page = html('/resources/blogs/tags/');
  const tags = new Map<string, number>();
  for (const file of fs.readdirSync(posts).filter((f) => f.endsWith('.md') && f !== 'unpublished.md')) {
    const block = /\ntags:\n((?: {2}- .+\n)+)/.exec(fs.readFileSync(path.join(posts, file), 'utf8'))![1]!;
    for (const [, tag] of block.matchAll(/- (.+)\n/g)) tags.set(tag!, (tags.get(tag!) ?? 0) + 1);
  }
  const listed = [...page.matchAll(/<li class="[^"]+"><h3><a href="(\/resources\/blogs\/tags\/[^"]+\/)">([^<]+)<\/a><\/h3><p>([^<]+)<\/p><\/li>/g)].map(
    ([, href, tag, count]) => ({ href, tag, count }),
  );
  assert.equal(listed.map((l) => l.tag).sort(), [...tags.keys()].sort());
  for (const { href, tag, count } of listed) {
    const n = tags.get(tag!)!;
    assert.is(count, n === 1 ? '1 post' : `${n} posts`, tag);
    assert.ok(fs.existsSync(path.join(outDir, href!, 'index.html')), `${href} is a built tag page`);
  }
  assert.equal(
    listed.find((l) => l.tag === 'Filler'),
    { href: '/resources/blogs/tags/filler/', tag: 'Filler', count: '21 posts' },
  );
  assert.match(page, /<h1[^>]*>Blog topics<\/h1>/);
  assert.match(page, /<h2[^>]*>All topics<\/h2>/);
  assert.match(page, '<meta name="description" content="Every topic on the ONAS blog');
  assert.match(fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8'), /<loc>[^<]+\/resources\/blogs\/tags\/<\/loc>/);
  assert.match(html('/resources/blogs/tags/filler/'), /<a class="[^"]+" href="\/resources\/blogs\/tags\/">All topics<\/a>/);
});

test.after(async () => {
  await fs.remove(path.join(ROOT, contentDir));
  await fs.remove(outDir);
  await fs.remove(config.bundleDir);
});

test.run();
