// Per-page CSS and size budgets: the css-split fixture built in-process, and the planner and the
// budget check on their own.
process.env.NODE_ENV = 'production';
import { createHash } from 'node:crypto';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sha256 } from '../../../generator/util/hash.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');
const { planPageCss } = await import('../../../generator/pipeline/lib/page-css.ts');
const { budgetOverruns } = await import('../../../generator/pipeline/lib/budgets.ts');
type SiteConfig = import('../../../generator/config.ts').SiteConfig;

async function buildFixture(tag: string, overrides: Partial<SiteConfig> = {}) {
  const outDir = path.join(ROOT, 'test', 'output', `unit-css-split-${tag}-${process.pid}`);
  const config = await loadConfig(path.join(ROOT, 'test', 'fixtures', 'css-split'), { outDir, ...overrides });
  const result = await build(createSession(config), { fresh: true });
  const read = (f: string) => fs.readFile(path.join(outDir, f), 'utf8');
  return { result, outDir, read };
}

const headOf = (html: string) => html.split('</head>')[0];
const cssRefs = (head: string) => [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">|<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? 'inline');

const linked = await buildFixture('linked');

test('each page gets the shared stylesheet plus only its own rules, in cascade order', async () => {
  const home = headOf(await linked.read('index.html'));
  const about = headOf(await linked.read('about/index.html'));
  const homeRefs = cssRefs(home);
  const aboutRefs = cssRefs(about);
  const shared = homeRefs.find((r) => /^\/assets\/site-[0-9a-f]{10}\.css$/.test(r))!;
  assert.ok(shared, homeRefs.join(' '));
  assert.ok(aboutRefs.includes(shared), 'both pages link the same shared file');
  const sharedCss = await linked.read(shared.slice(1));
  assert.match(sharedCss, 'rebeccapurple');
  for (const own of ['#a1b2c3', 'olive', 'teal']) assert.not.match(sharedCss, own);

  // Home: shared, then its own part (the badge and the moved style attribute).
  assert.is(homeRefs.length, 2);
  assert.is(homeRefs[0], shared);
  const homeOwn = await linked.read(homeRefs[1].slice(1));
  assert.match(homeOwn, '#a1b2c3');
  assert.match(homeOwn, '{color:teal}');
  assert.not.match(homeOwn, 'olive');
  assert.not.match(homeOwn, 'rebeccapurple');

  // About: its route module's own rules come before the frame's in the bundle, so before the link.
  assert.is(aboutRefs.length, 2);
  assert.is(aboutRefs[1], shared);
  const aboutOwn = await linked.read(aboutRefs[0].slice(1));
  assert.match(aboutOwn, 'olive');
  assert.not.match(aboutOwn, '#a1b2c3');
  assert.not.match(aboutOwn, 'teal');
});

test('a font that a stylesheet names is published under /assets/ by its content, and the CSS points at it', async () => {
  const shared = cssRefs(headOf(await linked.read('index.html'))).find((r) => r.startsWith('/assets/site-'))!;
  const url = /url\(([^)]+)\)/.exec(await linked.read(shared.slice(1)))?.[1].replace(/["']/g, '');
  const bytes = await fs.readFile(path.join(ROOT, 'test', 'fixtures', 'css-split', 'site', 'components', 'fixture-font.woff2'));
  assert.is(url, `/assets/fixture-font-${createHash('sha1').update(bytes).digest('hex').slice(0, 8).toUpperCase()}.woff2`);
  assert.equal(await fs.readFile(path.join(linked.outDir, url!.slice(1))), bytes);
});

test('in a serve session the font stays published across rebuilds', async () => {
  const outDir = path.join(ROOT, 'test', 'output', `unit-css-split-serve-${process.pid}`);
  const config = await loadConfig(path.join(ROOT, 'test', 'fixtures', 'css-split'), { outDir });
  const session = createSession(config, { incremental: true, imagesInBackground: false });
  try {
    for (let i = 0; i < 2; i++) {
      const result = await build(session, { fresh: i === 0 });
      assert.ok(result.pages.length > 0);
      const fonts = (await fs.readdir(path.join(outDir, 'assets'))).filter((f) => f.endsWith('.woff2'));
      assert.equal(fonts.length, 1, `build ${i + 1}: ${fonts.join(' ')}`);
    }
  } finally {
    await disposeSession(session);
    await fs.remove(outDir);
  }
});

test('vendor prefixes only where the browser targets need one: -webkit-backdrop-filter (Safari 15), no -ms-flexbox', async () => {
  const css = [...(await linked.read('index.html')).matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
  const text = (await Promise.all(css.map((href) => linked.read(href.slice(1))))).join('\n');
  assert.match(text, /\.[\w-]+\{display:inline-flex;color:#a1b2c3;letter-spacing:\.2em;-webkit-backdrop-filter:blur\(2px\);backdrop-filter:blur\(2px\)\}/);
  assert.not.match(text, /-ms-|-moz-|display:-webkit/);
});

test('the size table reports each page its own CSS bytes', () => {
  const home = linked.result.pages.find((p) => p.url === '/')!;
  const about = linked.result.pages.find((p) => p.url === '/about/')!;
  assert.ok(home.cssGzip > 0 && about.cssGzip > 0);
  assert.equal(about.cssContributors.map((c) => c.name).sort(), ['Frame', 'about', 'site/components/fonts.css']);
  assert.ok(home.cssContributors.some((c) => c.name === 'Badge'));
});

test("small CSS is all inlined, the shared part as one <style> of the same text on every page, each hashed in that page's own policy", async () => {
  const inlined = await buildFixture('inline', { inlineCssBelow: 100_000 });
  const head = headOf(await inlined.read('about/index.html'));
  const homeHead = headOf(await inlined.read('index.html'));
  assert.ok(cssRefs(head).length >= 2 && cssRefs(head).every((r) => r === 'inline'), cssRefs(head).join(' '));
  const styles = (h: string) => [...h.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const shared = styles(head).filter((s) => styles(homeHead).includes(s));
  assert.is(shared.length, 1, 'one block shared by both pages');
  const all = styles(head).join('\n');
  assert.ok(all.indexOf('olive') < all.indexOf('rebeccapurple'), 'bundle order kept');
  // Each page's <meta> policy, first after <meta charset>, lists its own inline styles and no other;
  // the header policy lists none and leaves style-src to it.
  const policy = (h: string) =>
    /<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="style-src 'self'((?: '[^']+')*)">\n/.exec(h)?.[1];
  const hashes = (h: string) => styles(h).map((style) => ` 'sha256-${sha256(style, 'base64')}'`);
  assert.is(policy(head), hashes(head).join(''));
  assert.is(policy(homeHead), hashes(homeHead).join(''));
  assert.ok(
    hashes(head).some((h) => !hashes(homeHead).includes(h)),
    "a style of about's own, not in home's policy",
  );
  const headers = await inlined.read('_headers');
  assert.not.match(headers, 'sha256-');
  assert.not.match(headers, 'style-src');
  assert.not.match(headers, 'unsafe-inline');
  const assets = path.join(inlined.outDir, 'assets');
  assert.not.ok((await fs.pathExists(assets)) && (await fs.readdir(assets)).some((f) => f.endsWith('.css')), 'no stylesheet file');
});

test('a page over its budget fails the build naming the page, the measure and the largest parts', async () => {
  try {
    await buildFixture('budget', { budgets: { default: { css: 50 }, pages: { '/about/': { css: 0.1 } } } });
    assert.unreachable('build should fail');
  } catch (e) {
    const err = e as { code: string; details: string[] };
    assert.is(err.code, 'budget-exceeded');
    assert.is(err.details.length, 1, err.details.join('\n'));
    assert.match(err.details[0], /^\/about\/: CSS \d+\.\d KB > budget 0\.1 KB \(largest before gzip: (Frame|about|site\/components\/fonts\.css) /);
  }
});

const report = (over: object) => ({
  url: '/p/',
  file: 'p.tsx',
  htmlBytes: 0,
  htmlGzip: 1000,
  cssGzip: 1000,
  cssContributors: [],
  firstViewImages: [],
  jsUpfrontGzip: 1000,
  jsTotalGzip: 1000,
  jsChunks: [],
  htmlParts: [],
  islands: [],
  enhancements: [],
  ...over,
});

test('budgets: every measure is checked; contributors are named largest first; page patterns override', () => {
  const page = report({
    url: '/forms/contact/',
    jsTotalGzip: 80_000,
    jsChunks: [
      { name: 'entry.js', bytes: 2000, lazy: false },
      { name: 'react-dom.js', bytes: 60_000, lazy: true },
      { name: 'form.js', bytes: 18_000, lazy: true },
    ],
    firstViewImages: [{ url: '/hero.avif', bytes: 50_000 }],
  });
  const budgets = { default: { jsUpfront: 2, jsTotal: 3, css: 1, html: 1, images: 40 }, pages: { '/forms/*': { jsTotal: 100 } } };
  assert.equal(budgetOverruns([page], budgets), ['/forms/contact/: first-view images 48.8 KB > budget 40 KB (largest: /hero.avif 48.8 KB)']);
  const tight = { default: { jsTotal: 50 } };
  assert.equal(budgetOverruns([page], tight), [
    '/forms/contact/: JS with lazy islands 78.1 KB > budget 50 KB (largest: react-dom.js 58.6 KB, form.js 17.6 KB, entry.js 2.0 KB)',
  ]);
  assert.equal(budgetOverruns([report({})], {}), []);
});

test('the planner shares only a run no page-specific part interrupts, so no rule changes order', () => {
  const parts = ['a', 'L1', 'x', 'L2', 'L3', 'b'].map((n) => ({ input: `linaria:${n}_1.linaria.css`, css: `.${n}{color:red}` }));
  // L1, L2, L3 are on every page; x (page 0 only) sits between L1 and L2.
  const plan = planPageCss({
    parts,
    pageParts: [
      [0, 1, 2, 3, 4],
      [1, 3, 4, 5],
    ],
    extra: ['', ''],
    inlineBelow: 0,
  });
  const shared = plan.files.get(plan.shared!)!;
  assert.is(shared, '.L2{color:red}\n.L3{color:red}');
  const [p0, p1] = plan.pages.map((p) => p.blocks.map((b) => ('href' in b ? plan.files.get(b.href.slice(1)) : b.inline)));
  assert.equal(p0, ['.a{color:red}\n.L1{color:red}\n.x{color:red}', shared]);
  assert.equal(p1, ['.L1{color:red}', shared, '.b{color:red}']);
});

test.after(async () => {
  for (const tag of ['linked', 'inline', 'budget']) await fs.remove(path.join(ROOT, 'test', 'output', `unit-css-split-${tag}-${process.pid}`));
});

test.run();
