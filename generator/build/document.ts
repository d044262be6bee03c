// The HTML document around each rendered page.

export interface DocumentParts {
  lang: string;
  title: string;
  description: string;
  canonical?: string;
  cssHref: string;
  fontPreloads: string[];
  favicons: { rel: string; href: string; type?: string; sizes?: string }[];
  head: { tag: 'link' | 'meta'; attrs: Record<string, string> }[];
  /** JSON-LD, serialised with "<" escaped (see head.ts). */
  jsonLd?: string;
  scripts: string[];
  body: string;
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

export function renderDocument(p: DocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(p.title)}</title>`,
    tag('meta', { name: 'description', content: p.description }),
    p.canonical ? tag('link', { rel: 'canonical', href: p.canonical }) : '',
    ...p.favicons.map((f) => tag('link', { rel: f.rel, href: f.href, type: f.type, sizes: f.sizes })),
    ...p.fontPreloads.map((href) => tag('link', { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' })),
    tag('link', { rel: 'stylesheet', href: p.cssHref }),
    ...p.head.map((h) => tag(h.tag, h.attrs)),
    p.jsonLd ? `<script type="application/ld+json">${p.jsonLd}</script>` : '',
    ...p.scripts.map((src) => `${tag('script', { type: 'module', src })}</script>`),
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="${escapeAttr(p.lang)}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${p.body}\n</body>\n</html>\n`;
}
