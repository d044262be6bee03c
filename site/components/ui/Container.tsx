import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { layout } from '@site/theme/tokens.ts';

const container = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`;

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(container, className)}>{children}</div>;
}
