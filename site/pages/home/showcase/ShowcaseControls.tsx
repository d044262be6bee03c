// Previous / pause-play / next buttons, a "12 / 46" counter and a scrolling row of slide dots.
// The dots use a roving tabindex: Tab reaches the current dot, arrow keys, Home and End move.
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { homeUi } from '@content/home/ui.ts';
import * as s from './showcase-styles.ts';

const ui = homeUi.showcase;

export interface ShowcaseControlsProps {
  index: number;
  count: number;
  userPaused: boolean;
  onPrev: () => void;
  onNext: () => void;
  onToggle: () => void;
  onGoTo: (index: number) => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);
const icons = {
  prev: icon('M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z'),
  next: icon('M8.6 18.6 10 20l8-8-8-8-1.4 1.4 6.6 6.6z'),
  pause: icon('M7 5h3.5v14H7zm6.5 0H17v14h-3.5z'),
  play: icon('M8 5v14l11-7z'),
};

export function ShowcaseControls({ index, count, userPaused, onPrev, onNext, onToggle, onGoTo, toggleRef }: ShowcaseControlsProps) {
  const row = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Keep the current dot in view inside the row (never scrolls the page itself).
  useEffect(() => {
    const el = row.current;
    const dot = el?.children[index] as HTMLElement | undefined;
    if (!el || !dot) return;
    const rowBox = el.getBoundingClientRect();
    const dotBox = dot.getBoundingClientRect();
    const left = el.scrollLeft + dotBox.left - rowBox.left - (rowBox.width - dotBox.width) / 2;
    el.scrollTo({ left, behavior: moved.current ? 'smooth' : 'auto' });
    moved.current = true;
    // Focus follows the selection only when it was moved with the keyboard on the dots.
    if (el.contains(document.activeElement) && document.activeElement !== dot) dot.focus({ preventScroll: true });
  }, [index]);

  const onKey = (e: KeyboardEvent) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    onGoTo((to + count) % count);
  };

  return (
    <div className={s.controls}>
      <button type="button" className={s.iconButton} aria-label={ui.previous} onClick={onPrev}>
        {icons.prev}
      </button>
      <button type="button" ref={toggleRef} className={s.iconButton} aria-label={userPaused ? ui.play : ui.pause} onClick={onToggle}>
        {userPaused ? icons.play : icons.pause}
      </button>
      <button type="button" className={s.iconButton} aria-label={ui.next} onClick={onNext}>
        {icons.next}
      </button>
      <span className={s.counter} aria-hidden="true" data-counter>
        {ui.counter(index + 1, count)}
      </span>
      <div className={s.dots} role="group" aria-label={ui.indicators} ref={row} onKeyDown={onKey}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={s.dot}
            aria-label={ui.goTo(i + 1)}
            aria-current={i === index ? 'true' : undefined}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onGoTo(i)}
          />
        ))}
      </div>
    </div>
  );
}
