// Builds the fixture sites in-process and looks at what came out.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fs from 'fs-extra';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession } = await import('../../../generator/pipeline/index.ts');

async function buildFixture(name: string) {
  const outDir = path.join(ROOT, 'test', 'output', `unit-${name}-${process.pid}`);
  const config = await loadConfig(path.join(ROOT, 'test', 'fixtures', name), { outDir });
  const result = await build(createSession(config), { fresh: true });
  return { config, result, outDir };
}

test('the broken fixture fails the build naming file, route and each problem', async () => {
  try {
    await buildFixture('broken');
    assert.unreachable('build should fail');
  } catch (e) {
    const err = e as { code: string; details: string[]; format: () => string };
    assert.is(err.code, 'checks-failed');
    const text = err.details.join('\n');
    assert.match(text, 'site/routes/index.tsx:12: broken link /missing-page/ (no page or file at /missing-page/) — on site/routes/index.tsx (/)');
    assert.match(text, 'site/routes/index.tsx:13: link /about/#team: no element with id "team" on /about/ — on site/routes/index.tsx (/)');
    assert.match(text, 'site/routes/index.tsx:14: link /about lacks its trailing slash');
    assert.match(text, 'site/routes/index.tsx (/): duplicate id "top"');
    assert.match(text, 'site/routes/index.tsx:16: <img src="/nowhere.png"> has no alt attribute');
    assert.match(text, 'broken link /nowhere.png');
    assert.match(err.format(), /The output has broken links/);
  }
});

const basic = await buildFixture('basic');

test("each page's reported gzip size is that of the page written, gzipped (the budgets check it)", () => {
  assert.ok(basic.result.pages.length >= 5);
  for (const p of basic.result.pages) {
    const file = path.join(basic.outDir, p.url.endsWith('/') ? `${p.url}index.html` : p.url);
    assert.is(p.htmlGzip, gzipSync(fs.readFileSync(file)).length, p.url);
  }
});

test('pages land in trailing-slash folders plus 404.html', async () => {
  for (const f of ['index.html', 'docs/index.html', 'island/index.html', 'plain/index.html', '404.html']) {
    assert.ok(await fs.pathExists(path.join(basic.outDir, f)), f);
  }
});

test('the document shell has lang, charset, viewport, title, description, canonical and CSS', async () => {
  const html = await fs.readFile(path.join(basic.outDir, 'docs/index.html'), 'utf8');
  assert.match(html, /^<!doctype html>\n<html lang="en">/);
  assert.match(html, '<meta charset="utf-8">');
  assert.match(html, '<meta name="viewport" content="width=device-width, initial-scale=1">');
  assert.match(html, '<title>Docs</title>');
  assert.match(html, '<meta name="description" content="Docs page: how to use the fixture, with an anchor to link to.">');
  assert.match(html, '<link rel="canonical" href="https://fixture.example/docs/">');
  // The fixture's CSS is small, so it is inlined (page-css.ts).
  assert.match(html, /<style>[^<]*max-width:40rem[^<]*<\/style>/);
});

test('a page with no island and no enhancement ships no script', async () => {
  const html = await fs.readFile(path.join(basic.outDir, 'plain/index.html'), 'utf8');
  // JSON-LD is a data block, not a script that runs.
  assert.not.match(html, /<script(?! type="application\/ld\+json")/);
  const report = basic.result.pages.find((p) => p.url === '/plain/')!;
  assert.is(report.jsUpfrontGzip, 0);
});

test('each page references only the scripts it needs; React stays out of the up-front bytes', async () => {
  const home = basic.result.pages.find((p) => p.url === '/')!;
  const island = basic.result.pages.find((p) => p.url === '/island/')!;
  assert.equal(home.islands, []);
  assert.equal(home.enhancements, ['greeter']);
  assert.equal(island.islands, ['Counter']);
  assert.ok(home.jsUpfrontGzip > 0 && home.jsUpfrontGzip < 2048, `enhancement-only page loads ${home.jsUpfrontGzip} B`);
  assert.ok(island.jsTotalGzip > 50_000, 'React is loaded by the island chunk');
  assert.ok(island.jsUpfrontGzip < 5_000, `island page up front: ${island.jsUpfrontGzip} B`);
  const homeHtml = await fs.readFile(path.join(basic.outDir, 'index.html'), 'utf8');
  const islandHtml = await fs.readFile(path.join(basic.outDir, 'island/index.html'), 'utf8');
  const src = (h: string) => /<script data-src="([^"]+)"/.exec(h)?.[1];
  assert.ok(src(homeHtml) && src(islandHtml) && src(homeHtml) !== src(islandHtml));
});

test('islands are rendered as their own roots with props, strategy and prefix', async () => {
  const html = await fs.readFile(path.join(basic.outDir, 'island/index.html'), 'utf8');
  assert.match(
    html,
    '<site-island data-island="Counter" data-hydrate="load" data-prefix="i0-" data-props="{&quot;start&quot;:1,&quot;label&quot;:&quot;First&quot;}"',
  );
  assert.match(html, 'data-hydrate="visible" data-prefix="i1-"');
  assert.match(html, 'id="_i0-R_0_"');
  assert.match(html, 'id="_i1-R_0_"');
});

test('CSS is extracted and minified, and only the page using a component gets its rules', async () => {
  const docs = await fs.readFile(path.join(basic.outDir, 'docs/index.html'), 'utf8');
  assert.not.match(docs, 'border:2px solid navy');
  const html = await fs.readFile(path.join(basic.outDir, 'island/index.html'), 'utf8');
  const text = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
  assert.match(text, 'border:2px solid navy');
  assert.not.match(text, '\n  ');
});

test('sitemap lists every page but 404 with absolute trailing-slash URLs and a date; robots points to it', async () => {
  const xml = await fs.readFile(path.join(basic.outDir, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  assert.equal(locs, ['https://fixture.example/', 'https://fixture.example/docs/', 'https://fixture.example/island/', 'https://fixture.example/plain/']);
  assert.is([...xml.matchAll(/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/g)].length, 4);
  // meta.updated wins over the git history.
  assert.match(xml, '<loc>https://fixture.example/plain/</loc><lastmod>2026-01-15</lastmod>');
  assert.match(await fs.readFile(path.join(basic.outDir, 'robots.txt'), 'utf8'), 'Sitemap: https://fixture.example/sitemap.xml');
});

const headOf = async (file: string) => (await fs.readFile(path.join(basic.outDir, file), 'utf8')).split('</head>')[0];
const ogOf = (head: string) => Object.fromEntries([...head.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]));

test('listed pages carry Open Graph and Twitter tags with an absolute 1200×630 share picture', async () => {
  const head = await headOf('index.html');
  const og = ogOf(head);
  assert.is(og['og:url'], 'https://fixture.example/');
  assert.is(og['og:title'], 'Fixture home');
  assert.is(og['og:type'], 'website');
  assert.is(og['og:site_name'], 'Fixture');
  assert.is(og['og:locale'], 'en_US');
  assert.is(og['og:image:alt'], 'Share card of Fixture home');
  assert.match(og['og:image'], /^https:\/\/fixture\.example\/assets\/share\/home-[0-9a-f]{8}\.jpg$/);
  assert.match(head, '<meta name="twitter:card" content="summary_large_image">');
  assert.match(head, '<meta name="theme-color" content="#123456">');
  assert.match(head, '<link rel="manifest" href="/site.webmanifest">');
  const file = path.join(basic.outDir, new URL(og['og:image']).pathname);
  const { width, height } = await sharp(file).metadata();
  assert.equal([width, height, og['og:image:width'], og['og:image:height']], [1200, 630, '1200', '630']);
  assert.ok((await fs.stat(file)).size < 100 * 1024);
  assert.is(ogOf(await headOf('plain/index.html'))['og:type'], 'article');
});

test('a page that names its own picture gets it cropped to 1200×630', async () => {
  const og = ogOf(await headOf('docs/index.html'));
  assert.is(og['og:image:alt'], 'A grid of dots');
  const file = path.join(basic.outDir, new URL(og['og:image']).pathname);
  const { width, height, format } = await sharp(file).metadata();
  assert.equal([width, height, format], [1200, 630, 'jpeg']);
});

test('the not-found page gets the theme colour and manifest but no share tags or JSON-LD', async () => {
  const head = await headOf('404.html');
  assert.match(head, 'name="theme-color"');
  assert.not.match(head, 'og:');
  assert.not.match(head, 'application/ld+json');
});

test('JSON-LD is one escaped @graph from the site module; the manifest comes from it too', async () => {
  const head = await headOf('docs/index.html');
  const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)![1];
  assert.not.match(json, '</script>');
  assert.match(json, '\\u003c/script>');
  const data = JSON.parse(json);
  assert.is(data['@context'], 'https://schema.org');
  assert.equal(
    data['@graph'].map((n: { '@type': string }) => n['@type']),
    ['WebSite', 'WebPage'],
  );
  assert.is(data['@graph'][1].description, '</script><b>not markup</b>');
  const manifest = await fs.readJson(path.join(basic.outDir, 'site.webmanifest'));
  assert.equal([manifest.name, manifest.theme_color, manifest.icons[0].src], ['Fixture', '#123456', '/favicon.ico']);
});

test('images get AVIF and WebP variants with width, height, srcset and priority', async () => {
  const html = await fs.readFile(path.join(basic.outDir, 'index.html'), 'utf8');
  assert.match(
    html,
    /<source type="image\/avif" srcSet="\/assets\/img\/dots-[0-9a-f]{8}-200\.avif 200w, \/assets\/img\/dots-[0-9a-f]{8}-400\.avif 400w" sizes="400px"\/>/,
  );
  assert.match(
    html,
    /<img src="\/assets\/img\/dots-[0-9a-f]{8}-400\.webp" alt="Dots" width="600" height="300" loading="eager" decoding="sync" fetchPriority="high"\/>/,
  );
});

test('referenced assets get hashed names; top-level assets keep fixed names', async () => {
  const html = await fs.readFile(path.join(basic.outDir, 'index.html'), 'utf8');
  const href = /href="(\/assets\/img\/note-[0-9a-f]{10}\.txt)"/.exec(html)?.[1];
  assert.ok(href, 'hashed asset link');
  assert.is(await fs.readFile(path.join(basic.outDir, href!), 'utf8'), 'a note\n');
  assert.ok(await fs.pathExists(path.join(basic.outDir, 'robots-extra.txt')));
});

test("the project's own files are copied, not linked: an edit of the output in place leaves the source as it was", async () => {
  const html = await fs.readFile(path.join(basic.outDir, 'index.html'), 'utf8');
  const hashed = /href="\/(assets\/img\/note-[0-9a-f]{10}\.txt)"/.exec(html)![1];
  const sources = path.join(basic.config.root, 'assets');
  for (const [out, source] of [
    [hashed, 'img/note.txt'],
    ['robots-extra.txt', 'robots-extra.txt'],
    ['favicon.ico', 'favicon.ico'],
  ]) {
    const file = path.join(sources, source);
    const before = await fs.readFile(file);
    await fs.appendFile(path.join(basic.outDir, out), 'edited in place');
    const after = await fs.readFile(file);
    // A link's edit reached the fixture: put it back before failing.
    if (!after.equals(before)) await fs.writeFile(file, before);
    assert.ok(after.equals(before), `${source} changed by an edit of ${out} in the output`);
  }
});

test('a link to a source that an older build left in the output is made a copy by the next build', async () => {
  const out = path.join(basic.outDir, 'robots-extra.txt');
  const source = path.join(basic.config.root, 'assets', 'robots-extra.txt');
  await fs.remove(out);
  await fs.link(source, out);
  await buildFixture('basic');
  assert.is.not((await fs.stat(out)).ino, (await fs.stat(source)).ino);
  assert.is(await fs.readFile(out, 'utf8'), await fs.readFile(source, 'utf8'));
});

test('a rebuild with unchanged sources does no image or Linaria work', async () => {
  const again = await buildFixture('basic');
  assert.is(again.result.images.encoded, 0);
  assert.ok(again.result.images.cached > 0);
  assert.is(again.result.linaria.transformed, 0);
});

test.after(async () => {
  await fs.remove(basic.outDir);
  await fs.remove(path.join(ROOT, 'test', 'output', `unit-broken-${process.pid}`));
});

test.run();
