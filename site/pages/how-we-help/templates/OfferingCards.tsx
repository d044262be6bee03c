import { css, cx } from '@linaria/core';
import type { ContentCard } from '@content/types.ts';
import { cardClass } from '@site/components/ui/Card.tsx';
import { Tag } from '@site/components/ui/Tag.tsx';
import { color } from '@site/theme/tokens.ts';
import { balancedGrid } from '../styles.ts';

const card = css`
  position: relative;
  gap: 0.75rem;
  padding: 1.75rem;
  border-top: 4px solid ${color.navy};
  h3 {
    margin: 0;
  }
  p {
    color: ${color.gray700};
  }
`;
const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;
const number = css`
  font-size: 0.95rem;
  font-weight: 750;
  letter-spacing: 0.06em;
  color: ${color.maroon};
`;

/** Numbered cards for a page's offerings (title, optional tag, text). */
export function OfferingCards({ cards }: { cards: ContentCard[] }) {
  return (
    <ul className={balancedGrid}>
      {cards.map((c, i) => (
        <li key={c.title} className={cx(cardClass, card)}>
          <div className={head}>
            <span className={number} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            {c.tag && <Tag>{c.tag}</Tag>}
          </div>
          <h3>{c.title}</h3>
          <p>{c.text}</p>
        </li>
      ))}
    </ul>
  );
}
