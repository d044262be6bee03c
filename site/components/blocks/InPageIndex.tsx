import { css, cx } from '@linaria/core';
import { color, media, radius } from '@site/theme/tokens.ts';

const nav = css`
  padding: 1.5rem;
  border-radius: ${radius.md};
  background: ${color.white};
  border: 1px solid ${color.gray100};
  border-top: 4px solid ${color.navy};
  h2 {
    font-size: 1.15rem;
    margin-bottom: 1rem;
  }
`;
const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(var(--cols-sm, 2), minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(var(--cols, 2), minmax(0, 1fr));
  }
  a {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    padding-block: 0.35rem;
    border-bottom: 1px solid ${color.gray100};
    color: ${color.navy};
    font-weight: 600;
    line-height: 1.3;
    text-decoration: none;
  }
  a::before {
    content: '';
    flex: none;
    width: 0.45rem;
    height: 0.45rem;
    border-radius: ${radius.round};
    background: ${color.maroon};
  }
  a:hover {
    color: ${color.maroon};
    text-decoration: underline;
  }
`;

const note = css`
  color: ${color.gray700};
  margin-top: -0.4rem;
`;

/** A page's table of contents: a nav with one link per anchored section. */
export interface InPageIndexProps {
  id: string;
  heading: string;
  label: string;
  items: readonly { id: string; name: string }[];
  /** Columns from the large breakpoint (at most two below it, one on phones). */
  columns?: number;
  /** Page path for links to another page's sections ('' for this page). */
  base?: string;
  intro?: string;
  className?: string;
}

export function InPageIndex({ id, heading, label, items, columns = 2, base = '', intro, className }: InPageIndexProps) {
  return (
    <nav id={id} className={cx(nav, className)} aria-label={label}>
      <h2>{heading}</h2>
      {intro && <p className={note}>{intro}</p>}
      <ul className={list} style={{ '--cols': columns, '--cols-sm': Math.min(2, columns) } as React.CSSProperties}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`${base}#${item.id}`}>{item.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
