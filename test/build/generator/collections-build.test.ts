// Builds the blog fixture (a Markdown collection, a dynamic route, an endpoint) in-process and
// looks at what came out; then breaks a copy of it to see the build fail naming the file.
process.env.NODE_ENV = 'production';
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'blog');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession } = await import('../../../generator/pipeline/index.ts');
const scratch: string[] = [];

async function buildSite(root: string, options: { drafts?: boolean } = {}) {
  const outDir = path.join(ROOT, 'test', 'output', `unit-blog-${crypto.randomBytes(4).toString('hex')}`);
  scratch.push(outDir);
  const config = await loadConfig(root, { outDir });
  const result = await build(createSession(config), { fresh: true, drafts: options.drafts });
  // React separates adjacent text with <!-- -->; the browser shows none of it.
  const read = (f: string) => fs.readFileSync(path.join(outDir, f), 'utf8').replaceAll('<!-- -->', '');
  return { result, outDir, read };
}

/** A copy of the fixture inside the repo (so packages resolve) with some files replaced. */
async function variant(files: Record<string, string>): Promise<string> {
  const dir = path.join(ROOT, 'test', 'output', `blog-variant-${crypto.randomBytes(4).toString('hex')}`);
  scratch.push(dir);
  await fs.copy(FIXTURE, dir, { filter: (src) => !/[\\/](dist|\.site-cache)$/.test(src) });
  for (const [rel, text] of Object.entries(files)) await fs.outputFile(path.join(dir, rel), text);
  return dir;
}

const site = await buildSite(FIXTURE);

test('one page per Markdown entry, drafts left out of site build', () => {
  const urls = site.result.pages.map((p) => p.url).sort();
  assert.equal(urls, ['/', '/posts/first/', '/posts/second/']);
  assert.not.ok(fs.existsSync(path.join(site.outDir, 'posts/unfinished/index.html')));
  assert.not.match(site.read('index.html'), 'Unfinished');
});

test('drafts are built when asked (site serve)', async () => {
  const withDrafts = await buildSite(FIXTURE, { drafts: true });
  assert.match(withDrafts.read('posts/unfinished/index.html'), '<h1>Unfinished post</h1>');
  assert.match(withDrafts.read('index.html'), 'Unfinished post');
});

test('headings get ids; the excerpt is the first paragraph', () => {
  const html = site.read('posts/first/index.html');
  assert.match(html, '<h2 id="a-section">A section</h2>');
  assert.match(html, '<p class="excerpt">Opening paragraph of the first post, which becomes its excerpt.</p>');
  assert.match(site.read('posts/second/index.html'), '<h2 id="details">Details</h2>');
});

test('a Markdown image goes through the image pipeline: AVIF and WebP variants, width, height, lazy', () => {
  const html = site.read('posts/first/index.html');
  assert.match(html, /<source type="image\/avif" srcSet="\/assets\/img\/dots-[0-9a-f]{8}-200\.avif 200w, \/assets\/img\/dots-[0-9a-f]{8}-400\.avif 400w"/);
  assert.match(html, /<source type="image\/webp" srcSet="\/assets\/img\/dots-[0-9a-f]{8}-200\.webp 200w/);
  assert.match(html, /<img src="\/assets\/img\/dots-[0-9a-f]{8}-400\.webp" alt="Dots in a grid" width="600" height="300" loading="lazy"/);
  const avif = /\/assets\/img\/(dots-[0-9a-f]{8}-200\.avif)/.exec(html)![1];
  assert.ok(fs.existsSync(path.join(site.outDir, 'assets/img', avif)));
});

test('links: external ones get the site link component (new tab, rel, announced), internal ones stay plain', () => {
  const html = site.read('posts/first/index.html');
  assert.match(html, '<a href="https://example.org/spec" target="_blank" rel="noopener noreferrer">the spec <span class="sr">(opens in a new tab)</span></a>');
  assert.match(html, '<a href="/posts/second/#details">the details of the second post</a>');
});

test('an endpoint writes its file with absolute links; reading time reaches the list', () => {
  assert.is(
    site.read('feed.xml'),
    '<?xml version="1.0" encoding="utf-8"?>\n<urlset from="/feed.xml"><url>https://blog.example/posts/first/</url><url>https://blog.example/posts/second/</url></urlset>\n',
  );
  assert.match(site.read('index.html'), 'First post</a> (1 min)');
  assert.not.ok(fs.readFileSync(path.join(site.outDir, 'sitemap.xml'), 'utf8').includes('feed.xml'));
});

test('a post linking to a missing page or anchor fails the build, naming the route and the Markdown file', async () => {
  const root = await variant({
    'content/posts/broken.md':
      '---\ntitle: Broken\ndescription: A post whose links point at a page and an anchor that do not exist.\ndate: 2026-01-05\n---\n\nSee [nothing](/posts/missing/) and [no anchor](/posts/second/#nope).\n',
  });
  try {
    await buildSite(root);
    assert.unreachable('the build should fail');
  } catch (e) {
    const err = e as { code: string; details: string[] };
    assert.is(err.code, 'checks-failed');
    // The Markdown file and line that hold each link, then the page.
    const where = 'site/routes/posts/[slug].tsx, content/posts/broken.md (/posts/broken/)';
    assert.ok(
      err.details.includes(`content/posts/broken.md:7: broken link /posts/missing/ (no page or file at /posts/missing/) — on ${where}`),
      err.details.join('\n'),
    );
    assert.ok(
      err.details.includes(`content/posts/broken.md:7: link /posts/second/#nope: no element with id "nope" on /posts/second/ — on ${where}`),
      err.details.join('\n'),
    );
  }
});

test('a missing picture in a post names the Markdown file and line once, however many pages show it', async () => {
  const root = await variant({
    'content/posts/pictured.md':
      '---\ntitle: Pictured\ndescription: A post whose picture was never added to the assets folder, shown on the list too.\ndate: 2026-01-06\n---\n\nIntro.\n\n![A chart](img/nope.png)\n',
  });
  try {
    await buildSite(root);
    assert.unreachable('the build should fail');
  } catch (e) {
    const err = e as { code: string; message: string; details: string[]; format: () => string };
    assert.is(err.code, 'asset-missing', err.format());
    assert.match(err.message, /^content\/posts\/pictured\.md:9: image "img\/nope\.png" not found in the assets folder — on site\/routes\/posts\/\[slug\]\.tsx/);
  }
});

test('a frontmatter mistake fails the build with file, line and field', async () => {
  const root = await variant({ 'content/posts/second.md': '---\ntitle: Second post\ndescription: Too short.\ndate: 3 January\n---\n\nText.\n' });
  try {
    await buildSite(root);
    assert.unreachable('the build should fail');
  } catch (e) {
    const err = e as { code: string; details: string[]; format: () => string };
    assert.is(err.code, 'collection-invalid');
    assert.equal(err.details, [
      'content/posts/second.md:3: "description" must be at least 50 characters (got "Too short.")',
      'content/posts/second.md:4: "date" must be a date like 2026-10-05 (got "3 January")',
    ]);
    assert.match(err.format(), /A content file is invalid/);
  }
});

test.after(async () => {
  for (const dir of scratch) await fs.remove(dir);
  await fs.remove(path.join(FIXTURE, '.site-cache'));
});

test.run();
