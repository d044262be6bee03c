import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { color, radius, shadow } from '@site/theme/tokens.ts';

export const cardClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  padding: 1.5rem;
  background: ${color.white};
  border: 1px solid ${color.gray100};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  h3 {
    margin-bottom: 0.25rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const gridClass = css`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--min, 17rem)), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
`;

export function Card({ children, className, as: Tag = 'article' }: { children: ReactNode; className?: string; as?: 'article' | 'li' | 'div' }) {
  return <Tag className={cx(cardClass, className)}>{children}</Tag>;
}

/** A responsive grid of cards; `min` is the smallest column width (default 17rem). */
export function CardGrid({ children, min, className, as: Tag = 'div' }: { children: ReactNode; min?: string; className?: string; as?: 'div' | 'ul' }) {
  return (
    <Tag className={cx(gridClass, className)} style={min ? ({ '--min': min } as React.CSSProperties) : undefined}>
      {children}
    </Tag>
  );
}
