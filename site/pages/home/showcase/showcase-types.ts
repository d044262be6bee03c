import type { ImageVariantSet } from '@runtime';
import type { SlideKind } from './showcase-state.ts';

/** One showcase item as the island receives it: resolved on the server, JSON-serialisable. */
export interface ShowcaseSlide {
  kind: SlideKind;
  alt: string;
  /** The picture of an image slide, or the poster of a video slide. */
  picture: ImageVariantSet;
  /** Video slides only: the published video file. */
  video?: { src: string; type: string };
}

export interface HeroShowcaseProps {
  /** URLs in `slides` are relative to this prefix (see showcase-urls.ts). */
  prefix: string;
  slides: ShowcaseSlide[];
  imageMs: number;
  videoMs: number;
  /** The `sizes` attribute of the slide pictures. */
  sizes: string;
}
