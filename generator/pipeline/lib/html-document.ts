// The HTML document around each rendered page.
import { pagePolicyMeta } from './http-headers.ts';
import { PAGE_SCRIPT_ATTR, PAGE_SCRIPT_LOADER } from './page-script.ts';
import { SPECULATION_GUARD } from './speculation-guard.ts';

export interface DocumentParts {
  lang: string;
  title: string;
  description: string;
  canonical?: string;
  /** Stylesheets and inline CSS, in cascade order. */
  css: ({ inline: string } | { href: string })[];
  /** The priority (LCP) image, preloaded from <head> before the CSS so it is found at once. */
  imagePreload?: ImagePreload;
  /** Other <link>s React rendered into the body (resource hints), moved into <head>. */
  links: string[];
  fontPreloads: string[];
  favicons: { rel: string; href: string; type?: string; sizes?: string }[];
  head: { tag: 'link' | 'meta'; attrs: Record<string, string> }[];
  /** JSON-LD, serialised with "<" escaped (see head-tags.ts). */
  jsonLd?: string;
  /** The id of the element the first render waits for (config.firstRenderWaitsFor). */
  firstRenderWaitsFor?: string;
  /** Speculation rules JSON, serialised with "<" escaped (see head-tags.ts). */
  speculationRules?: string;
  /** The page's script entry, started after the page (page-script.ts). */
  script?: string;
  body: string;
}

export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function tag(name: string, attrs: Record<string, string | undefined>): string {
  const parts = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => (v === '' ? k : `${k}="${escapeAttr(v as string)}"`));
  return `<${name} ${parts.join(' ')}>`;
}

/**
 * A document as three strings whose concatenation it is: everything up to `<body>`, the page's body (the
 * very string given), and the end. A full build hashes and stores them without joining them: a page past
 * 64K characters with a character outside Latin-1 (a dash, a curly quote) is a two-byte string of over
 * 128 KB, which V8 puts in a space of its own, one allocation of fresh memory each. Joining the pieces
 * made one more such string per page: at 10,000 posts, 4 of the documents stage's 12 s.
 */
export type DocumentPieces = readonly [before: string, body: string, after: string];

/** The document as one string. */
export const renderDocument = (parts: DocumentParts): string => documentPieces(parts).join('');

// The page's own style policy first (it covers only what comes after it), then the critical path: the
// priority image and the CSS (render-blocking), then fonts, then the tags nothing waits for. The page
// script's loader comes last: it fetches nothing until the page has loaded (page-script.ts).
export function documentPieces(parts: DocumentParts): DocumentPieces {
  const img = parts.imagePreload;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(parts.title)}</title>`,
    img
      ? tag('link', {
          rel: 'preload',
          as: 'image',
          href: img.srcset ? undefined : img.href,
          imagesrcset: img.srcset,
          imagesizes: img.sizes,
          type: img.type,
          fetchpriority: 'high',
        })
      : '',
    ...parts.css.map((c) => ('inline' in c ? `<style>${c.inline}</style>` : tag('link', { rel: 'stylesheet', href: c.href }))),
    parts.firstRenderWaitsFor ? tag('link', { rel: 'expect', href: `#${parts.firstRenderWaitsFor}`, blocking: 'render' }) : '',
    ...parts.fontPreloads.map((href) => tag('link', { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' })),
    ...parts.links,
    tag('meta', { name: 'description', content: parts.description }),
    parts.canonical ? tag('link', { rel: 'canonical', href: parts.canonical }) : '',
    ...parts.favicons.map((f) => tag('link', { rel: f.rel, href: f.href, type: f.type, sizes: f.sizes })),
    ...parts.head.map((h) => tag(h.tag, h.attrs)),
    parts.jsonLd ? `<script type="application/ld+json">${parts.jsonLd}</script>` : '',
    parts.speculationRules ? `<script type="speculationrules">${parts.speculationRules}</script>\n<script>${SPECULATION_GUARD}</script>` : '',
    parts.script ? `${tag('script', { [PAGE_SCRIPT_ATTR]: parts.script })}${PAGE_SCRIPT_LOADER}</script>` : '',
  ].filter(Boolean);
  const policy = pagePolicyMeta(head.join('\n'), parts.body);
  return [
    `<!doctype html>\n<html lang="${escapeAttr(parts.lang)}">\n<head>\n${head[0]}\n${policy}\n${head.slice(1).join('\n')}\n</head>\n<body>\n`,
    parts.body,
    '\n</body>\n</html>\n',
  ];
}
