// Shared styles of the content pages in this folder (industries, Why ONAS, resources, staffing, contact).
import { css } from '@linaria/core';
import { color, media, radius, shadow } from '@site/theme/tokens.ts';
import { eyebrowText } from '@site/theme/mixins.ts';
import { balancedColumns } from './balance.ts';

/** Background tones of a band, alternated down a page. */
export const tone = {
  white: css`
    background: ${color.white};
  `,
  tint: css`
    background: ${color.gray50};
  `,
};
export type Tone = keyof typeof tone;

/** Vertical rhythm of a band that does not use <Section>. */
export const band = css`
  padding-block: 3.5rem;
  ${media.md} {
    padding-block: 5rem;
  }
`;

export const eyebrow = css`
  display: block;
  ${eyebrowText()}
  margin-bottom: 0.5rem;
`;

export const lead = css`
  font-size: 1.1rem;
  color: ${color.gray700};
`;

/** Two columns from the medium breakpoint; stacked below. */
export const split = css`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 3.5rem;
  }
`;

export const centerY = css`
  align-items: center;
`;

/** A rounded picture that fills its column. */
export const frame = css`
  margin: 0;
  img {
    width: 100%;
    border-radius: ${radius.lg};
    box-shadow: ${shadow.card};
  }
`;

/** A list with check marks drawn from the icon set. */
export const checks = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.6rem;
  li {
    display: flex;
    gap: 0.65rem;
    align-items: flex-start;
  }
  li > span[aria-hidden] {
    margin-top: 0.2rem;
    color: ${color.maroon};
  }
`;

/** A quiet panel inside a band. */
export const panel = css`
  padding: 1.5rem;
  border-radius: ${radius.md};
  background: ${color.white};
  border: 1px solid ${color.gray100};
  box-shadow: ${shadow.card};
  ${media.md} {
    padding: 2rem;
  }
  h3 {
    margin-bottom: 0.9rem;
  }
`;

/** A text link with an arrow, e.g. "Back to the list". */
export const textLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 650;
  text-decoration: none;
  color: ${color.maroon};
  min-height: 44px;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * A wrapping row of equal cards whose incomplete last row is centred: one column on phones,
 * two on tablets, then --cols-md and --cols (see balancedStyle) from the medium and large
 * breakpoints.
 */
export const balanced = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1.25rem;
  & > * {
    flex: 0 1 100%;
    min-width: 0;
  }
  /* Cards in a row share its height (the card style's height: 100% would stop the stretch). */
  & > li {
    height: auto;
  }
  ${media.sm} {
    & > * {
      flex-basis: calc((100% - 1.25rem) / 2);
    }
  }
  ${media.md} {
    & > * {
      flex-basis: calc((100% - (var(--cols-md, 2) - 1) * 1.25rem) / var(--cols-md, 2));
    }
  }
  ${media.lg} {
    & > * {
      flex-basis: calc((100% - (var(--cols, 3) - 1) * 1.25rem) / var(--cols, 3));
    }
  }
`;

/** The inline style that sets the balanced grid's columns for `count` items. */
export function balancedStyle(count: number, max = 4): React.CSSProperties {
  return { '--cols': balancedColumns(count, max), '--cols-md': balancedColumns(count, Math.min(3, max)) } as React.CSSProperties;
}
