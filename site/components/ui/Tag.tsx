import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { color, radius } from '@site/theme/tokens.ts';

const tag = css`
  display: inline-block;
  align-self: flex-start;
  padding: 0.15rem 0.6rem;
  border-radius: ${radius.pill};
  background: ${color.maroon100};
  color: ${color.maroon};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

export function Tag({ children }: { children: ReactNode }) {
  return <span className={tag}>{children}</span>;
}
