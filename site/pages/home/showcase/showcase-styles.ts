// Styles of the hero media showcase (island). Static values only.
import { css } from '@linaria/core';
import { color, motion, radius, shadow } from '@site/theme/tokens.ts';

export const root = css`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
`;

export const stage = css`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${radius.lg};
  background: ${color.navy100};
  box-shadow: ${shadow.media};
`;

export const slide = css`
  position: absolute;
  inset: 0;
  margin: 0;
  opacity: 0;
  visibility: hidden;
  transition:
    opacity 700ms ${motion.easing},
    visibility 0s linear 700ms;
  img,
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const current = css`
  opacity: 1;
  visibility: visible;
  transition: opacity 700ms ${motion.easing};
  z-index: 1;
`;

export const controls = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
`;

export const iconButton = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${color.gray300};
  border-radius: ${radius.pill};
  background: ${color.white};
  color: ${color.navy};
  cursor: pointer;
  transition: background-color ${motion.fast} ${motion.easing};
  &:hover {
    background: ${color.navy100};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

export const counter = css`
  flex: none;
  min-width: 4.5ch;
  font-size: 0.9rem;
  font-weight: 650;
  font-variant-numeric: tabular-nums;
  color: ${color.navy};
  text-align: center;
`;

/** A scrolling row of dots: 46 targets of 24 px, the current one kept in view. */
export const dots = css`
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  /* Inline padding keeps the first and last dots clear of the faded edges. */
  padding: 4px 16px;
  mask-image: linear-gradient(to right, transparent 0, ${color.black} 16px, ${color.black} calc(100% - 16px), transparent 100%);
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const dot = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  cursor: pointer;
  /* A 16 px pill clipped to the 8 px dot in its middle: the current dot grows by clipping less, so
     no box moves when the slide turns (a width that changed moved the dot, a layout shift). */
  &::before {
    content: '';
    width: 16px;
    height: 8px;
    border-radius: ${radius.pill};
    background: ${color.gray500};
    clip-path: inset(0 4px round 4px);
    transition:
      clip-path ${motion.fast} ${motion.easing},
      background-color ${motion.fast} ${motion.easing};
  }
  &:hover::before {
    background: ${color.navy};
  }
  &[aria-current='true']::before {
    clip-path: inset(0 round 4px);
    background: ${color.maroon};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;
