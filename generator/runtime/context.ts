// The bridge between the generator (which renders) and the page components (which are rendered).
// The server bundle and the generator each hold their own copy of this module, so the live
// context is kept on globalThis under a symbol rather than in a module variable.
import type { ComponentType } from 'react';

export interface ImageVariantSet {
  width: number;
  height: number;
  /** The fallback URL (largest WebP variant). */
  src: string;
  /** srcset strings keyed by MIME type, best format first. */
  sources: { type: string; srcset: string }[];
}

export interface ImageRequest {
  src: string;
  widths?: number[];
}

export interface RenderContext {
  /** The route being rendered, for error messages. */
  route: string;
  /** Island components by identity, registered from the islands folder. */
  // biome-ignore lint/suspicious/noExplicitAny: islands take props of their own types; the generator only passes them through
  islandNames: Map<ComponentType<any>, string>;
  /** Island names used by the page being rendered. */
  usedIslands: Set<string>;
  /** Counter that keeps island identifier prefixes unique within a page. */
  nextIslandId: () => number;
  /** Resolves a file under assets/ to the URL it is published at. */
  asset: (path: string) => string;
  /** The text of a file under assets/ that the page writes into its HTML (recorded as one of its inputs). */
  assetText: (path: string) => string;
  /** Registers the responsive variants of a raster image and returns their URLs. */
  image: (request: ImageRequest) => ImageVariantSet;
  /** Renders a React element to a string (the generator's renderToString). */
  renderToString: (node: React.ReactNode, identifierPrefix: string) => string;
  /** Records a content file whose text the page renders (Markdown), so build errors can name it. */
  addSource?: (file: string) => void;
}

/** The context lives on globalThis: the route bundle and the generator may hold separate copies of this module. */
const slots = globalThis as unknown as Record<symbol, unknown>;
const KEY = Symbol.for('site.renderContext');

export function setRenderContext(ctx: RenderContext | undefined): void {
  slots[KEY] = ctx;
}

/** The context while a page renders, or undefined outside a render. */
export function currentRenderContext(): RenderContext | undefined {
  return slots[KEY] as RenderContext | undefined;
}

export function getRenderContext(caller: string): RenderContext {
  const ctx = slots[KEY] as RenderContext | undefined;
  if (!ctx) throw new Error(`${caller} can only be used while the generator renders a page`);
  return ctx;
}
