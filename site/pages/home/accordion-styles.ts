// Native <details name="..."> accordions (one open panel per group, no JavaScript).
import { css } from '@linaria/core';
import { color, media, motion, radius, shadow } from '@site/theme/tokens.ts';

export const list = css`
  display: grid;
  gap: 0.75rem;
`;

export const item = css`
  border: 1px solid ${color.gray100};
  border-radius: ${radius.md};
  background: ${color.white};
  transition: box-shadow ${motion.base} ${motion.easing};
  &[open] {
    box-shadow: ${shadow.open};
    border-color: ${color.navy100};
  }
  &::details-content {
    block-size: 0;
    overflow: clip;
    transition:
      block-size ${motion.slow} ${motion.easing},
      content-visibility ${motion.slow} allow-discrete;
  }
  &[open]::details-content {
    block-size: auto;
  }
  @supports (interpolate-size: allow-keywords) {
    interpolate-size: allow-keywords;
  }
`;

export const summary = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 44px;
  padding: 1rem 1.25rem;
  cursor: pointer;
  list-style: none;
  border-radius: ${radius.md};
  &::-webkit-details-marker {
    display: none;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    ${media.md} {
      font-size: 1.15rem;
    }
  }
  &::after {
    content: '';
    flex: none;
    width: 0.6rem;
    height: 0.6rem;
    margin-right: 0.25rem;
    border-right: 2px solid ${color.maroon};
    border-bottom: 2px solid ${color.maroon};
    transform: translateY(-25%) rotate(45deg);
    transition: transform ${motion.base} ${motion.easing};
  }
  details[open] > &::after {
    transform: translateY(25%) rotate(-135deg);
  }
  &:hover h3 {
    color: ${color.maroon};
  }
`;

export const panel = css`
  padding: 0 1.25rem 1.25rem;
  color: ${color.gray700};
  p:last-child {
    margin-bottom: 0;
  }
`;
