// Resolves the hero media list (content/home/hero-slides.ts) into the showcase island's props:
// responsive image sets for pictures and posters, published URLs for videos. Server-side only.
import { heroSlides } from '@content/home/hero-slides.ts';
import { asset, imageSet } from '@runtime';
import type { ShowcaseSlide } from './showcase-types.ts';

/** Slide picture widths; posters need one size only (a <video poster> takes a single URL). */
const WIDTHS = [480, 800, 1200];
const POSTER_WIDTH = [800];

export function showcaseSlides(): ShowcaseSlide[] {
  return heroSlides.map((s): ShowcaseSlide => {
    if (s.type === 'video') {
      if (!s.poster) throw new Error(`hero slide ${s.src}: a video needs a poster`);
      return { kind: 'video', alt: s.alt, picture: imageSet(s.poster, POSTER_WIDTH), video: { src: asset(s.src), type: 'video/mp4' } };
    }
    return { kind: 'image', alt: s.alt, picture: imageSet(s.src, WIDTHS) };
  });
}
