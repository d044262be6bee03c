import { css } from '@linaria/core';
import { color, media, motion, radius, shadow } from '@site/theme/tokens.ts';

const wrap = css`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 40;
  display: grid;
  gap: 0.5rem;
  ${media.md} {
    right: 1.5rem;
    bottom: 1.5rem;
  }
`;
const button = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${color.white};
  border-radius: ${radius.round};
  background: ${color.navy};
  color: ${color.white};
  box-shadow: ${shadow.raised};
  cursor: pointer;
  transition: opacity ${motion.fast} ${motion.easing};
  &:hover {
    background: ${color.maroon};
  }
  &[hidden] {
    display: none;
  }
`;

const arrow = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Scroll-up / scroll-down pair, shown by the scroll-helpers enhancement when there is somewhere to go. */
export function ScrollHelpers() {
  return (
    <aside className={wrap} aria-label="Page scrolling" data-enhance="scroll-helpers">
      <button type="button" className={button} data-scroll="up" aria-label="Scroll to top" hidden>
        {arrow('M12 19V5M6 11l6-6 6 6')}
      </button>
      <button type="button" className={button} data-scroll="down" aria-label="Scroll to bottom" hidden>
        {arrow('M12 5v14M6 13l6 6 6-6')}
      </button>
    </aside>
  );
}
