import { css } from '@linaria/core';
import { color, media, radius, shadow } from '@site/theme/tokens.ts';

export const root = css`
  display: grid;
  gap: 1.25rem;
`;

export const viewport = css`
  overflow: hidden;
  /* Room for the card shadows and focus rings inside the clipped viewport. */
  padding-block: 0.5rem 1rem;
  /* The card cut by the right edge fades out, so the clip reads as "more this way". */
  mask-image: linear-gradient(to right, ${color.black} calc(100% - 40px), transparent);
`;

/** Slides carry their gap as left padding so embla's loop stays seamless. */
export const container = css`
  display: flex;
  align-items: flex-start;
  touch-action: pan-y pinch-zoom;
  margin-left: -16px;
`;

export const slide = css`
  flex: 0 0 216px;
  min-width: 0;
  padding-left: 16px;
  ${media.sm} {
    flex-basis: 256px;
  }
  ${media.lg} {
    flex-basis: 296px;
  }
`;

export const card = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 1.1rem;
  background: ${color.white};
  border: 1px solid ${color.gray100};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  font-size: 0.92rem;
  line-height: 1.55;
`;

export const person = css`
  display: flex;
  align-items: center;
  gap: 0.65rem;
  img {
    width: 48px;
    height: 48px;
    border-radius: ${radius.pill};
    object-fit: cover;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.8rem;
    line-height: 1.35;
    color: ${color.gray700};
  }
`;

/** One element draws the stars: a star shape repeated --stars times as a mask over the colour. */
const STAR = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='m10 1.5 2.6 5.5 6 .8-4.4 4.1 1.1 6L10 15l-5.3 2.9 1.1-6L1.4 7.8l6-.8z'/%3E%3C/svg%3E")`;
export const stars = css`
  display: block;
  width: calc(var(--stars, 5) * 18px - 2px);
  height: 16px;
  background: ${color.accent};
  mask-image: ${STAR};
  mask-size: 16px 16px;
  mask-repeat: space no-repeat;
  -webkit-mask-image: ${STAR};
  -webkit-mask-size: 16px 16px;
  -webkit-mask-repeat: space no-repeat;
  /* The count comes as data-stars (a style attribute would need 'unsafe-inline' in the CSP). */
${[1, 2, 3, 4].map((n) => `&[data-stars='${n}'] { --stars: ${n}; }`).join('\n')}
  @media (forced-colors: active) {
    background: CanvasText;
  }
`;

export const quote = css`
  margin: 0;
  p {
    margin: 0;
    color: ${color.ink};
  }
`;

export const more = css`
  align-self: flex-start;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.maroon};
  font-weight: 650;
  font-size: 0.88rem;
  text-decoration: underline;
  text-underline-offset: 0.18em;
  cursor: pointer;
  &:hover {
    color: ${color.maroon500};
  }
`;

export const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.4rem 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${color.gray100};
  font-size: 0.8rem;
  color: ${color.gray700};
`;

export const company = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 650;
  color: ${color.navy};
  img {
    width: 80px;
    height: 24px;
    object-fit: contain;
  }
`;

export const controls = css`
  display: flex;
  justify-content: center;
  gap: 0.75rem;
`;

/** Round 44 px control buttons, shared with the hero showcase. */
export { iconButton as control } from '../showcase/showcase-styles.ts';
