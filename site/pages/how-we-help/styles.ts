// Small style pieces shared by the service page components.
import { css } from '@linaria/core';
import { color, media, radius } from '@site/theme/tokens.ts';
import { eyebrowText } from '@site/theme/mixins.ts';

export const eyebrow = css`
  display: inline-block;
  ${eyebrowText()}
  margin-bottom: 0.5rem;
`;

/** A square tile holding an icon, in the brand tint. */
export const iconBadge = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 3rem;
  height: 3rem;
  border-radius: ${radius.md};
  background: ${color.navy100};
  color: ${color.navy};
  --icon-size: 1.5rem;
`;

/** A list with check icons drawn by CSS (no images). */
export const checkList = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.7rem;
  li {
    position: relative;
    padding-left: 2rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.2em;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: ${radius.pill};
    background: ${color.maroon100};
  }
  li::after {
    content: '';
    position: absolute;
    left: 0.44rem;
    top: calc(0.2em + 0.25rem);
    width: 0.35rem;
    height: 0.6rem;
    border: solid ${color.maroon};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

/**
 * A responsive grid for 5-6 cards: one column on phones, two from 600 px (an odd last card spans
 * the row), three from 1200 px on a six-track grid so a short last row is centred across the width.
 */
export const balancedGrid = css`
  display: grid;
  gap: 1.25rem;
  list-style: none;
  padding: 0;
  margin: 0;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    & > * {
      grid-column: span 2;
    }
    & > :last-child:nth-child(odd) {
      grid-column: span 2;
    }
    & > :nth-child(3n + 1):nth-last-child(2),
    & > :nth-child(3n + 1):nth-last-child(2) + * {
      grid-column: span 3;
    }
    & > :nth-child(3n + 1):last-child {
      grid-column: 1 / -1;
    }
  }
`;

/** For Section tone="navy": the eyebrow in the warm accent, readable on navy. */
export const onNavy = css`
  header > span:first-child {
    color: ${color.accent};
  }
`;
