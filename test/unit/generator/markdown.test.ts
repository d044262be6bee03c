// Markdown to React elements: heading ids, images through the image pipeline, links through the
// site's own component, and the problems the build reports for headings.
process.env.NODE_ENV = 'production';
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { markdownToElements, parseMarkdown, readingMinutes, shorten } from '../../../generator/runtime/markdown.tsx';
import { setRenderContext, type ImageRequest } from '../../../generator/runtime/context.ts';

/** Renders like the build does: a render context whose image() answers like the image registry. */
function render(md: string, components = {}) {
  const requests: ImageRequest[] = [];
  setRenderContext({
    route: 'test',
    islandNames: new Map(),
    usedIslands: new Set(),
    nextIslandId: () => 0,
    asset: (p) => `/${p}`,
    assetText: () => '',
    image: (req) => {
      requests.push(req);
      return {
        width: 640,
        height: 360,
        src: '/assets/a-1-640.webp',
        sources: [
          { type: 'image/avif', srcset: '/assets/a-1-640.avif 640w' },
          { type: 'image/webp', srcset: '/assets/a-1-640.webp 640w' },
        ],
      };
    },
    renderToString: (node) => renderToString(node as never),
  });
  try {
    const parsed = parseMarkdown(md, 'content/blog/x.md', 6);
    return { html: renderToString(markdownToElements(parsed.hast, { components, file: 'content/blog/x.md' })).replaceAll('<!-- -->', ''), parsed, requests };
  } finally {
    setRenderContext(undefined);
  }
}

test('headings get slug ids (unique within the post) and are listed', () => {
  const { html, parsed } = render('## Plan the cutover\n\ntext\n\n### Who, what & when?\n\n## Plan the cutover\n');
  assert.match(html, '<h2 id="plan-the-cutover">Plan the cutover</h2>');
  assert.match(html, '<h3 id="who-what--when">Who, what &amp; when?</h3>');
  assert.match(html, '<h2 id="plan-the-cutover-1">Plan the cutover</h2>');
  assert.equal(
    parsed.headings.map((h) => h.id),
    ['plan-the-cutover', 'who-what--when', 'plan-the-cutover-1'],
  );
});

test('images go through the image pipeline: <picture> with AVIF and WebP, width and height', () => {
  const { html, requests } = render('![A chart of the plan](images/blog/plan.jpg)\n');
  assert.equal(
    requests.map((r) => r.src),
    ['images/blog/plan.jpg'],
  );
  assert.match(html, '<picture><source type="image/avif" srcSet="/assets/a-1-640.avif 640w"');
  assert.match(html, '<img src="/assets/a-1-640.webp" alt="A chart of the plan" width="640" height="360" loading="lazy"');
});

test('an image given as a URL is refused, naming the Markdown file', () => {
  assert.throws(
    () => render('![x](https://example.com/x.jpg)\n'),
    /content\/blog\/x\.md: image "https:\/\/example\.com\/x\.jpg" must be a file under the assets folder/,
  );
});

test('links render through the component the site passes (its external-link treatment)', () => {
  const SiteLink = ({ href, children }: ComponentProps<'a'>) =>
    /^https?:/.test(href ?? '')
      ? createElement('a', { href, target: '_blank', rel: 'noopener noreferrer' }, children, ' (new tab)')
      : createElement('a', { href }, children);
  const { html } = render('[Docs](https://example.org/) and [contact](/contact/#form)\n', { a: SiteLink });
  assert.match(html, '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">Docs (new tab)</a>');
  assert.match(html, '<a href="/contact/#form">contact</a>');
});

test('GFM tables render', () => {
  const { html } = render('| a | b |\n| - | - |\n| 1 | 2 |\n');
  assert.match(html, '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>');
});

test('a # heading or a skipped level is a problem with the file and its line in the file', () => {
  const { parsed } = render('# Title again\n\ntext\n\n#### Too deep\n');
  assert.equal(parsed.problems, [
    'content/blog/x.md:6: "# Title again" is a page title; start sections at ## (the title is the page\'s h1)',
    'content/blog/x.md:10: heading "Too deep" jumps from h1 to h4; use ##',
  ]);
});

test('excerpt is the first paragraph, shortened on a word; reading time at 220 words a minute', () => {
  const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
  const { parsed } = render(`## Intro\n\n**Bold** start and [a link](/x/).\n\n${long}\n`);
  assert.is(parsed.excerpt, 'Bold start and a link.');
  assert.is(shorten(long, 40), 'word0 word1 word2 word3 word4 word5…');
  assert.is(readingMinutes(0), 1);
  assert.is(readingMinutes(660), 3);
  assert.is(render(`${long} ${long} ${long}\n`).parsed.words, 240);
});

test.run();
