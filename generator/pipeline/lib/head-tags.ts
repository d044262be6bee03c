// The <head> tags for search engines and link previews: Open Graph, Twitter card, theme colour,
// the manifest link and the page's JSON-LD.
import type { JsonLdNode, SeoPage, SiteSeo } from '../../runtime/seo.ts';
import type { ShareImage } from './share-images.ts';

export type HeadTag = { tag: 'link' | 'meta'; attrs: Record<string, string> };

export const MANIFEST_FILE = 'site.webmanifest';

/**
 * JSON for a <script type="application/ld+json"> block. A data block is never executed, so a
 * Content-Security-Policy without 'unsafe-inline' does not block it; "<" is escaped so text such
 * as "</script>" inside a value cannot end the block early.
 */
export function jsonLdScript(nodes: JsonLdNode[]): string {
  return inlineJson({ '@context': 'https://schema.org', '@graph': nodes });
}

/** JSON safe inside a <script> element: "<" escaped, so "</script>" in a value cannot end it. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Tags every page gets, the not-found page included. */
export function siteTags(seo: SiteSeo): HeadTag[] {
  return [
    { tag: 'meta', attrs: { name: 'theme-color', content: seo.themeColor } },
    { tag: 'link', attrs: { rel: 'manifest', href: `/${MANIFEST_FILE}` } },
  ];
}

/** Open Graph and Twitter tags of an indexable page. */
export function shareTags(seo: SiteSeo, page: SeoPage, image: ShareImage): HeadTag[] {
  const og = (property: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property, content } });
  return [
    og('og:type', page.meta.type ?? 'website'),
    og('og:site_name', seo.name),
    og('og:locale', seo.locale),
    og('og:url', page.canonical),
    og('og:title', page.meta.title),
    og('og:description', page.meta.description),
    og('og:image', image.url),
    og('og:image:width', String(image.width)),
    og('og:image:height', String(image.height)),
    og('og:image:alt', image.alt),
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
}
