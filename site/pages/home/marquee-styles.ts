import { css } from '@linaria/core';
import { color, media, radius } from '@site/theme/tokens.ts';
import { eyebrowText } from '@site/theme/mixins.ts';

export const band = css`
  padding-block: 2.5rem 1.5rem;
  background: ${color.white};
  border-bottom: 1px solid ${color.gray100};
`;

export const title = css`
  ${eyebrowText('0.95rem', color.gray700)}
  margin-bottom: 1.25rem;
`;

export const viewport = css`
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent 0, ${color.black} 8%, ${color.black} 92%, transparent 100%);
  &:hover [data-marquee-track],
  &:focus-within [data-marquee-track],
  &[data-paused] [data-marquee-track] {
    animation-play-state: paused;
  }
  ${media.reducedMotion} {
    mask-image: none;
  }
`;

export const track = css`
  display: flex;
  width: max-content;
  animation: home-marquee var(--marquee-duration, 30s) linear infinite;
  @keyframes home-marquee {
    from {
      transform: translateX(0);
    }
    to {
      transform: translateX(-50%);
    }
  }
  ${media.reducedMotion} {
    /* Static: the global rule only shortens animations; this removes the movement altogether. */
    animation: none;
    width: auto;
    justify-content: center;
    [data-marquee-copy] {
      display: none;
    }
  }
`;

export const list = css`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-around;
  min-width: 100vw;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.reducedMotion} {
    flex: 1 1 auto;
    flex-wrap: wrap;
    justify-content: center;
    min-width: 0;
    padding-inline: 1rem;
  }
`;

export const item = css`
  padding: 0.25rem 2rem;
  ${media.reducedMotion} {
    padding-inline: 1rem;
  }
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  line-height: 1.3;
  white-space: nowrap;
  color: ${color.navy500};
  &:nth-child(even) {
    color: ${color.maroon};
    font-style: italic;
  }
`;

export const toggleRow = css`
  display: flex;
  justify-content: flex-end;
  margin-top: 0.5rem;
  ${media.reducedMotion} {
    display: none;
  }
`;

export const toggle = css`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${color.gray300};
  border-radius: ${radius.pill};
  background: ${color.white};
  color: ${color.navy};
  cursor: pointer;
  &[hidden] {
    display: none;
  }
  svg {
    width: 18px;
    height: 18px;
  }
  &[aria-pressed='false'] [data-icon='play'],
  &[aria-pressed='true'] [data-icon='pause'] {
    display: none;
  }
`;
