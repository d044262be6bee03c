// The 46 slides' URLs share a long prefix ("/assets/media/hero/slide-"). Sending it once keeps the
// island's props (inlined in the HTML) small; the island puts it back for the slides it renders.
import type { ShowcaseSlide } from './showcase-types.ts';

function commonPrefix(urls: string[]): string {
  if (urls.length === 0) return '';
  let prefix = urls[0];
  for (const u of urls) while (!u.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

const urlsOf = (s: ShowcaseSlide) => [s.picture.src, ...s.picture.sources.map((x) => x.srcset), ...(s.video ? [s.video.src] : [])];

function mapUrls(s: ShowcaseSlide, f: (url: string) => string): ShowcaseSlide {
  const srcset = (v: string) =>
    v
      .split(', ')
      .map((c) => f(c))
      .join(', ');
  return {
    ...s,
    picture: { ...s.picture, src: f(s.picture.src), sources: s.picture.sources.map((x) => ({ ...x, srcset: srcset(x.srcset) })) },
    ...(s.video ? { video: { ...s.video, src: f(s.video.src) } } : {}),
  };
}

/** Strips the prefix every URL shares; returns it with the shortened slides. */
export function compactSlides(slides: ShowcaseSlide[]): { prefix: string; slides: ShowcaseSlide[] } {
  const prefix = commonPrefix(slides.flatMap(urlsOf).flatMap((u) => u.split(', ')));
  return { prefix, slides: slides.map((s) => mapUrls(s, (u) => u.slice(prefix.length))) };
}

/** Restores the full URLs of one compacted slide. */
export function expandSlide(slide: ShowcaseSlide, prefix: string): ShowcaseSlide {
  return prefix ? mapUrls(slide, (u) => prefix + u) : slide;
}
