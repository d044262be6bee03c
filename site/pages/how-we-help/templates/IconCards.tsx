import { css, cx } from '@linaria/core';
import type { ContentCard } from '@content/types.ts';
import { cardClass } from '@site/components/ui/Card.tsx';
import { Icon } from '@site/components/ui/Icon.tsx';
import { Tag } from '@site/components/ui/Tag.tsx';
import { alpha, color, shadow } from '@site/theme/tokens.ts';
import { balancedGrid, iconBadge } from '../styles.ts';

const card = css`
  gap: 0.85rem;
  padding: 1.75rem;
  transition: box-shadow 200ms ease, transform 200ms ease;
  &:hover {
    box-shadow: ${shadow.lift};
  }
  h3 {
    margin: 0;
  }
  p {
    color: ${color.gray700};
  }
`;

const dark = css`
  background: ${alpha('white', 0.06)};
  border-color: ${alpha('white', 0.16)};
  box-shadow: none;
  &:hover {
    box-shadow: none;
    background: ${alpha('white', 0.1)};
  }
  p {
    color: ${color.navy100};
  }
  & > span:first-child {
    background: ${alpha('accent', 0.16)};
    color: ${color.accent};
  }
`;

/** Cards led by an icon (title, optional tag, text); icons are given in card order. `onDark` for the navy tone. */
export function IconCards({ cards, icons, onDark }: { cards: ContentCard[]; icons: readonly string[]; onDark?: boolean }) {
  return (
    <ul className={balancedGrid}>
      {cards.map((c, i) => (
        <li key={c.title} className={cx(cardClass, card, onDark && dark)}>
          <span className={iconBadge}>
            <Icon name={icons[i % icons.length]} />
          </span>
          {c.tag && <Tag>{c.tag}</Tag>}
          <h3>{c.title}</h3>
          <p>{c.text}</p>
        </li>
      ))}
    </ul>
  );
}
