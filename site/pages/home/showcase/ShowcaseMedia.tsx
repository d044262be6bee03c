// The media of one showcase slide. Rendered only while the slide is current, fading out or next up,
// so the other slides' files are never requested.
import { useEffect, useRef } from 'react';
import { Picture } from '@runtime';
import type { ShowcaseSlide } from './showcase-types.ts';

export interface ShowcaseMediaProps {
  slide: ShowcaseSlide;
  sizes: string;
  /** The first slide on first render: the page's LCP image. */
  priority: boolean;
  /** Current and playing: a video plays, otherwise it rests (on its poster when never started). */
  playing: boolean;
  current: boolean;
}

export function ShowcaseMedia({ slide, sizes, priority, playing, current }: ShowcaseMediaProps) {
  if (!slide.video) return <Picture set={slide.picture} alt={slide.alt} sizes={sizes} priority={priority} />;
  return <ShowcaseVideo slide={slide} playing={playing} current={current} />;
}

function ShowcaseVideo({ slide, playing, current }: Pick<ShowcaseMediaProps, 'slide' | 'playing' | 'current'>) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    v.muted = true;
    if (current && playing) v.play().catch(() => {});
    else v.pause();
  }, [current, playing]);
  useEffect(() => {
    // Each time the video becomes current it starts from the beginning.
    if (current && ref.current) ref.current.currentTime = 0;
  }, [current]);
  const { src, type } = slide.video!;
  return (
    <video
      ref={ref}
      muted
      playsInline
      loop
      preload={current ? 'auto' : 'metadata'}
      poster={slide.picture.src}
      width={slide.picture.width}
      height={slide.picture.height}
      aria-label={slide.alt}
    >
      <source src={src} type={type} />
    </video>
  );
}
