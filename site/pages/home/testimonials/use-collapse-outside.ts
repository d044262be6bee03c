// While `el` is set (an expanded card), a pointer press outside it or a page scroll calls `collapse`.
import { useEffect } from 'react';

/** Scroll distance (px) that counts as the visitor scrolling the page, not a layout nudge. */
const SCROLL_SLACK = 2;

export function useCollapseOutside(el: HTMLElement | null, collapse: () => void): void {
  useEffect(() => {
    if (!el) return;
    const startY = window.scrollY;
    const onPointerDown = (e: PointerEvent) => {
      if (!el.contains(e.target as Node)) collapse();
    };
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > SCROLL_SLACK) collapse();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('scroll', onScroll);
    };
  }, [el, collapse]);
}
