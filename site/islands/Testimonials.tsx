// Testimonials carousel (embla): the six testimonials three times over in an infinite loop,
// auto-scrolling every autoScrollMs unless a card is expanded, paused, hovered (the cards, not the
// buttons) or keyboard-focused.
// At any moment six consecutive slides (one of each testimonial, starting at the selected one) are
// live; the other twelve are aria-hidden and inert copies. The server renders the six originals
// only (a plain row without JavaScript, and a lighter page); the copies join after hydration.
import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { homeUi } from '@content/home/ui.ts';
import { TestimonialCard } from '@site/pages/home/testimonials/TestimonialCard.tsx';
import type { TestimonialsProps } from '@site/pages/home/testimonials/testimonial-types.ts';
import * as s from '@site/pages/home/testimonials/testimonial-styles.ts';
import { useCollapseOutside } from '@site/pages/home/testimonials/use-collapse-outside.ts';

const ui = homeUi.testimonials;
const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);

export default function Testimonials({ items, repeat, truncateWords, autoScrollMs }: TestimonialsProps) {
  const n = items.length;
  const [copies, setCopies] = useState(1);
  const total = n * copies;
  const reduced = useRef(false);
  const [autoplay] = useState(() =>
    Autoplay({ delay: autoScrollMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const cardRefs = useRef<(HTMLDivElement | null)[]>([]);

  const live = (i: number) => (i - selected + total) % total < n;
  const shouldPlay = !userPaused && expanded === null && !hover && !focus;
  const playRef = useRef(shouldPlay);
  playRef.current = shouldPlay;

  useEffect(() => {
    reduced.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced.current) setUserPaused(true);
    setCopies(repeat);
  }, [repeat]);

  // shouldPlay is read through playRef; it is listed so that a change of it re-applies autoplay at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // Autoplay follows shouldPlay. A drag stops it (stopOnInteraction) and re-initialising embla
    // (the copies arriving) resets it, so both re-apply the current wish.
    const sync = () => (playRef.current ? autoplay.play(reduced.current) : autoplay.stop());
    const onReInit = () => {
      onSelect();
      sync();
    };
    sync();
    api.on('select', onSelect).on('pointerUp', sync).on('reInit', onReInit);
    return () => void api.off('select', onSelect).off('pointerUp', sync).off('reInit', onReInit);
  }, [api, autoplay, shouldPlay]);

  // An expanded card that scrolls out of the live window collapses.
  useEffect(() => {
    if (expanded !== null && !live(expanded)) setExpanded(null);
  });

  const collapse = useCallback(() => setExpanded(null), []);
  useCollapseOutside(expanded === null ? null : (cardRefs.current[expanded] ?? null), collapse);

  return (
    <div
      className={s.root}
      role="region"
      aria-roledescription={ui.carousel}
      aria-label={ui.label}
      data-testimonials
      data-playing={shouldPlay ? 'true' : 'false'}
      data-selected={selected}
      onFocus={(e) => setFocus((e.target as Element).matches(':focus-visible'))}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocus(false)}
    >
      <div className={s.viewport} ref={viewportRef} onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
        <div className={s.container} aria-live={shouldPlay ? 'off' : 'polite'}>
          {Array.from({ length: total }, (_, i) => {
            const hidden = !live(i);
            return (
              <div
                key={i}
                className={s.slide}
                role="group"
                aria-roledescription={ui.slide}
                aria-label={ui.position((i % n) + 1, n)}
                aria-hidden={hidden ? 'true' : undefined}
                inert={hidden}
                data-slide={i}
              >
                <TestimonialCard
                  ref={(el) => {
                    cardRefs.current[i] = el;
                  }}
                  item={items[i % n]}
                  limit={truncateWords}
                  expanded={expanded === i}
                  onToggle={() => setExpanded(expanded === i ? null : i)}
                />
              </div>
            );
          })}
        </div>
      </div>
      <div className={s.controls}>
        <button type="button" className={s.control} aria-label={ui.previous} onClick={() => api?.scrollPrev(reduced.current)}>
          {icon('M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z')}
        </button>
        <button type="button" className={s.control} aria-label={userPaused ? ui.play : ui.pause} onClick={() => setUserPaused(!userPaused)}>
          {userPaused ? icon('M8 5v14l11-7z') : icon('M7 5h3.5v14H7zm6.5 0H17v14h-3.5z')}
        </button>
        <button type="button" className={s.control} aria-label={ui.next} onClick={() => api?.scrollNext(reduced.current)}>
          {icon('M8.6 18.6 10 20l8-8-8-8-1.4 1.4 6.6 6.6z')}
        </button>
      </div>
    </div>
  );
}
