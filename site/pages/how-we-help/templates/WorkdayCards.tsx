import { css, cx } from '@linaria/core';
import type { ContentCard } from '@content/types.ts';
import { cardClass } from '@site/components/ui/Card.tsx';
import { Icon } from '@site/components/ui/Icon.tsx';
import { color, media } from '@site/theme/tokens.ts';
import { ExpandableText } from '../ExpandableText.tsx';
import { iconBadge } from '../styles.ts';

const grid = css`
  display: grid;
  gap: 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;
const card = css`
  height: auto;
  gap: 0.85rem;
  padding: 1.75rem;
  border-top: 4px solid ${color.maroon};
  ${media.md} {
    padding: 2rem;
  }
  h3 {
    margin: 0;
  }
`;
const head = css`
  display: flex;
  align-items: center;
  gap: 1rem;
`;

/** Workday's four cards: icon, title and clamped text with Read more / Show less. */
export function WorkdayCards({ cards, icons, idPrefix }: { cards: ContentCard[]; icons: readonly string[]; idPrefix: string }) {
  return (
    <ul className={grid}>
      {cards.map((c, i) => (
        <li key={c.title} className={cx(cardClass, card)}>
          <div className={head}>
            <span className={iconBadge}>
              <Icon name={icons[i % icons.length]} />
            </span>
            <h3>{c.title}</h3>
          </div>
          <ExpandableText id={`${idPrefix}-${i + 1}`} text={c.text} />
        </li>
      ))}
    </ul>
  );
}
