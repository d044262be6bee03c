// The <head>'s critical path from a rendered body: the priority image preload, React's leading
// <link>s moved out of <body>, the first-view images the budgets count.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { firstViewImages, priorityImage, takeLeadingLinks } from '../../../generator/pipeline/lib/critical-path.ts';
import { renderDocument } from '../../../generator/pipeline/lib/html-document.ts';
import { PAGE_SCRIPT_LOADER } from '../../../generator/pipeline/lib/page-script.ts';
import { scanTags } from '../../../generator/util/html-scan.ts';

const picture = (name: string, extra: string) =>
  `<picture><source type="image/avif" srcSet="/${name}-480.avif 480w, /${name}-800.avif 800w" sizes="100vw"/>` +
  `<source type="image/webp" srcSet="/${name}-480.webp 480w, /${name}-800.webp 800w" sizes="100vw"/>` +
  `<img src="/${name}-800.webp" alt="" width="800" height="500" ${extra}/></picture>`;

test('the fetchpriority=high image in a <picture> is preloaded from its first typed source', () => {
  const body = `${picture('logo', '')}<h1>Hi</h1>${picture('hero', 'fetchPriority="high"')}${picture('late', 'loading="lazy"')}`;
  assert.equal(priorityImage(body), { href: '/hero-800.webp', srcset: '/hero-480.avif 480w, /hero-800.avif 800w', sizes: '100vw', type: 'image/avif' });
  assert.is(priorityImage('<img src="/a.png" alt="">'), undefined);
  assert.equal(priorityImage('<img src="/a.png" alt="" fetchPriority="high">'), { href: '/a.png', srcset: undefined, sizes: undefined });
});

test('React leading links leave the body and land in <head>; the image preload comes before the CSS', () => {
  const { body, links } = takeLeadingLinks('<link rel="preload" as="image" href="/logo.svg"/><div>x</div><link rel="x" href="/y">');
  assert.is(body, '<div>x</div><link rel="x" href="/y">');
  assert.equal(links, ['<link rel="preload" as="image" href="/logo.svg">']);
  const html = renderDocument({
    lang: 'en',
    title: 'T',
    description: 'D',
    css: [{ href: '/assets/site-1.css' }, { inline: '.a{color:red}' }],
    imagePreload: { href: '/h.webp', srcset: '/h-480.avif 480w', sizes: '100vw', type: 'image/avif' },
    links,
    fontPreloads: [],
    favicons: [],
    head: [],
    script: '/assets/js/p.js',
    firstRenderWaitsFor: 'first-view-end',
    body,
  });
  const [head, rest] = html.split('</head>');
  // The first render waits for the first view; the wait is declared right after the CSS.
  assert.match(head, '<style>.a{color:red}</style>\n<link rel="expect" href="#first-view-end" blocking="render">');
  assert.not.match(rest, '<link rel="preload"');
  const at = (s: string) => head.indexOf(s);
  assert.match(head, '<link rel="preload" as="image" imagesrcset="/h-480.avif 480w" imagesizes="100vw" type="image/avif" fetchpriority="high">');
  assert.ok(at('imagesrcset') < at('site-1.css') && at('site-1.css') < at('<style>.a{color:red}</style>') && at('<style>') < at('/logo.svg'));
  // The page script is no module script in <head>: a loader names it, last, and starts it after the page.
  assert.not.match(head, '<script type="module"');
  assert.ok(head.trimEnd().endsWith(`<script data-src="/assets/js/p.js">${PAGE_SCRIPT_LOADER}</script>`));
});

test('first-view images: eager ones only, the candidate for a phone slot', () => {
  const body = `${picture('hero', 'fetchPriority="high"')}${picture('late', 'loading="lazy"')}<img src="/logo.svg" alt=""><img src="/x.png" loading="lazy" alt="">`;
  assert.equal(firstViewImages(body), ['/hero-800.avif', '/logo.svg']);
});

test('first-view images: tags whose names only start like img or picture, comments and scripts are not images', () => {
  const body = `<imgx src="/a.png"><img-like src="/b.png"><!-- <img src="/c.png"> --><script>"<img src='/d.png'>"</script><pictures><img src="/e.png" alt=""></pictures>`;
  assert.equal(firstViewImages(body), ['/e.png']);
});

test('scanning for some tag names finds what a full scan finds for them', () => {
  const html = `<div class="a"><picture><source srcset="/x 1w"><img src="/y&amp;z" alt="A &quot;b&quot;"></picture><span><img src='/q'></span></div>`;
  const names = ['img', 'source'];
  assert.equal(
    scanTags(html, names),
    scanTags(html).filter((t) => names.includes(t.name)),
  );
});

test.run();
