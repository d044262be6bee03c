// What site code may import from the generator: components and helpers that work during render.
export { Island, type HydrationStrategy, type IslandProps } from './Island.tsx';
export { Image, Picture, imageSet, type ImageProps, type PictureProps, type ImageVariantSet } from './Image.tsx';
export { asset, assetText } from './asset.ts';
export type { Endpoint, EndpointContext, PathEntry, PathProps, Paths } from './paths.ts';
export { SHARE_IMAGE, type JsonLdNode, type ManifestIcon, type SeoPage, type SiteSeo } from './seo.ts';

/** What every route module exports as `meta`. */
export interface PageMeta {
  title: string;
  description: string;
  /** Extra <head> elements, e.g. preload links (rendered as given). */
  head?: { tag: 'link' | 'meta'; attrs: Record<string, string> }[];
  /** Exclude from sitemap.xml. */
  noindex?: boolean;
  /** og:type: "website" (the default) or "article" (a dated post). */
  type?: 'website' | 'article';
  /** The page's own share picture (a raster under the assets folder) instead of a generated one. */
  image?: { src: string; alt: string };
  /** The part of the site the page belongs to, for its share picture (the site decides a default). */
  section?: string;
  /** Last real change (YYYY-MM-DD) for sitemap.xml; overrides the date from the git history. */
  updated?: string;
}

/** An enhancement: a plain function attached to every element carrying data-enhance="<name>". */
export type Enhancement = (element: HTMLElement) => void;

export { globImport } from './glob-import.ts';
