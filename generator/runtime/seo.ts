// What a site tells the generator about itself for search engines and link previews. The site
// names one module in site.config.json ("seo": { "module": "…" }) whose default export is a
// SiteSeo; the generator writes the tags, pictures and files from it and knows nothing else.
import type { PageMeta } from './index.ts';

/** One page as the site's SEO hooks see it. */
export interface SeoPage {
  /** URL path, e.g. "/why-onas/about-us/". */
  url: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** The site's absolute URL with a trailing slash. */
  siteUrl: string;
  meta: PageMeta;
  /** Absolute URL of the page's share picture (set when structured data is made). */
  image?: string;
  /** The meta of another built page by URL path (for breadcrumb labels), if there is one. */
  lookup: (url: string) => PageMeta | undefined;
}

/** A manifest icon: a file at the top of the assets folder (so its URL has no hash). */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

/** A JSON-LD node; the site types it (schema-dts, say), the generator only serialises it. */
export type JsonLdNode = object;

export interface SiteSeo {
  /** og:site_name and the manifest's name. */
  name: string;
  /** The manifest's short_name (12 characters or fewer shows in full under an icon). */
  shortName: string;
  /** og:locale, e.g. "en_GB". */
  locale: string;
  /** <meta name="theme-color"> and the manifest's theme_color. */
  themeColor: string;
  /** The manifest's background_color (the splash screen behind the icon). */
  backgroundColor: string;
  icons: ManifestIcon[];
  /** The generated share picture of a page: SVG markup sized 1200×630, and its alt text. */
  shareImage: (page: SeoPage) => { svg: string; alt: string };
  /** Every JSON-LD node of a page (site-wide ones included), written as one @graph. */
  structuredData: (page: SeoPage) => JsonLdNode[];
}

/** The share picture size every social network accepts (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
