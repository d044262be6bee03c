import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { color } from '@site/theme/tokens.ts';

const prose = css`
  max-width: 46rem;
  color: ${color.gray700};
  font-size: 1.05rem;
  h2,
  h3 {
    margin-top: 1.6em;
  }
  li + li {
    margin-top: 0.35em;
  }
`;

/** Readable long-form text: a measure and spacing for paragraphs, headings and lists. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(prose, className)}>{children}</div>;
}
