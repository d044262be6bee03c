// What site code may import from the generator: components and helpers that work during render.
export { Island, type HydrationStrategy, type IslandProps } from './Island.tsx';
export { Image, Picture, imageSet, type ImageProps, type PictureProps, type ImageVariantSet } from './Image.tsx';
export { asset } from './asset.ts';
export type { Endpoint, EndpointContext, PathEntry, PathProps, Paths } from './paths.ts';

/** What every route module exports as `meta`. */
export interface PageMeta {
  title: string;
  description: string;
  /** Extra <head> elements, e.g. preload links (rendered as given). */
  head?: { tag: 'link' | 'meta'; attrs: Record<string, string> }[];
  /** Exclude from sitemap.xml. */
  noindex?: boolean;
}

/** An enhancement: a plain function attached to every element carrying data-enhance="<name>". */
export type Enhancement = (element: HTMLElement) => void;
