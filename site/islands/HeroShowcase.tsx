// Hero media showcase: images for 4 s and videos for 20 s, looping; previous / next / pause-play and
// slide dots. Pauses on hover, on focus inside, while the tab is hidden, and starts paused when
// reduced motion is preferred. Only the current slide's media exists in the page, plus the next one
// from PRELOAD_LEAD_MS before it is due.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { cx } from '@linaria/core';
import { homeUi } from '@content/home/ui.ts';
import { ShowcaseControls } from '@site/pages/home/showcase/ShowcaseControls.tsx';
import { ShowcaseMedia } from '@site/pages/home/showcase/ShowcaseMedia.tsx';
import { PRELOAD_LEAD_MS, durationOf, initialState, isPaused, mountedSlides, reducer } from '@site/pages/home/showcase/showcase-state.ts';
import * as s from '@site/pages/home/showcase/showcase-styles.ts';
import { expandSlide } from '@site/pages/home/showcase/showcase-urls.ts';
import type { HeroShowcaseProps } from '@site/pages/home/showcase/showcase-types.ts';

const ui = homeUi.showcase;

export default function HeroShowcase({ prefix, slides, imageMs, videoMs, sizes }: HeroShowcaseProps) {
  const count = slides.length;
  // Server and first client render agree on "playing"; reduced motion is applied after hydration.
  const [state, dispatch] = useReducer(reducer, count, (n: number) => initialState(n, false));
  const paused = isPaused(state);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hydrated = useRef(false);
  const elapsed = useRef({ index: 0, ms: 0 });

  useEffect(() => {
    hydrated.current = true;
    // The island may come alive a few seconds after the first picture appeared (HomeHero's strategy):
    // that time counts towards the first slide's 4 s.
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    if (painted !== undefined) elapsed.current = { index: 0, ms: Math.max(0, performance.now() - painted) };
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) dispatch({ type: 'userPaused', on: true });
    const onVisibility = () => dispatch({ type: 'hidden', on: document.visibilityState === 'hidden' });
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // One timer for the current slide; pausing keeps the time already shown, a new slide starts at 0.
  useEffect(() => {
    if (paused || count < 2) return;
    const done = elapsed.current.index === state.index ? elapsed.current.ms : 0;
    const remaining = Math.max(0, durationOf(slides[state.index].kind, { imageMs, videoMs }) - done);
    const started = Date.now();
    const preload = setTimeout(() => dispatch({ type: 'preload' }), Math.max(0, remaining - PRELOAD_LEAD_MS));
    const advance = setTimeout(() => dispatch({ type: 'next' }), remaining);
    return () => {
      clearTimeout(preload);
      clearTimeout(advance);
      elapsed.current = { index: state.index, ms: done + Date.now() - started };
    };
  }, [state.index, paused, count, slides, imageMs, videoMs]);

  /** Sets the slide by index; invalid indices are ignored (see showcase-state.ts). */
  const goTo = useCallback((index: number) => dispatch({ type: 'goTo', index }), []);
  // The same entry point for scripts: el.dispatchEvent(new CustomEvent('showcase:goto', { detail: 3 })).
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = rootRef.current;
    const onGoTo = (e: Event) => goTo((e as CustomEvent<number>).detail);
    el?.addEventListener('showcase:goto', onGoTo);
    return () => el?.removeEventListener('showcase:goto', onGoTo);
  }, [goTo]);

  const mounted = mountedSlides(state);
  return (
    <div
      ref={rootRef}
      className={s.root}
      role="region"
      aria-roledescription={ui.carousel}
      aria-label={ui.label}
      data-showcase
      data-index={state.index}
      data-paused={paused ? 'true' : 'false'}
      onFocus={(e) => {
        // Keyboard focus on a control pauses; the pause/play button itself and mouse clicks do not.
        const target = e.target as Element;
        dispatch({ type: 'focus', on: target !== toggleRef.current && target.matches(':focus-visible') });
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dispatch({ type: 'focus', on: false });
      }}
    >
      <div
        className={s.stage}
        aria-live={paused ? 'polite' : 'off'}
        onMouseEnter={() => dispatch({ type: 'hover', on: true })}
        onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={cx(s.slide, i === state.index && s.current)}
            role="group"
            aria-roledescription={ui.slide}
            aria-label={ui.position(i + 1, count)}
            data-slide={slide.kind}
          >
            {mounted.has(i) && (
              <ShowcaseMedia
                slide={expandSlide(slide, prefix)}
                sizes={sizes}
                priority={i === 0 && !hydrated.current}
                playing={!state.userPaused && !state.hidden}
                current={i === state.index}
              />
            )}
          </div>
        ))}
      </div>
      <ShowcaseControls
        index={state.index}
        count={count}
        userPaused={state.userPaused}
        onPrev={() => dispatch({ type: 'prev' })}
        onNext={() => dispatch({ type: 'next' })}
        onToggle={() => dispatch({ type: 'toggle' })}
        onGoTo={goTo}
        toggleRef={toggleRef}
      />
    </div>
  );
}
