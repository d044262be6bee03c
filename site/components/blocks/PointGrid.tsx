import { css, cx } from '@linaria/core';
import { cardClass } from '../ui/Card.tsx';
import { Icon } from '../ui/Icon.tsx';
import { color, radius } from '@site/theme/tokens.ts';
import { balanced, balancedStyle } from './styles.ts';

const item = css`
  gap: 0.6rem;
  p {
    color: ${color.gray700};
  }
`;
const marker = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${radius.md};
  background: ${color.navy100};
  color: ${color.navy};
  font-weight: 750;
  font-size: 1.05rem;
  margin-bottom: 0.35rem;
`;

export interface PointItem {
  title: string;
  text: string;
  /** Anchor id for the item. */
  id?: string;
}

/**
 * Titled points in a responsive grid of cards, each with a number or an icon.
 * Rendered as a list; titles are h3 under the band's h2.
 */
export function PointGrid({
  items,
  numbered,
  icon,
  max = 4,
  className,
}: {
  items: readonly PointItem[];
  numbered?: boolean;
  icon?: string | readonly string[] /** Most columns on wide screens. */;
  max?: number;
  className?: string;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={cx(balanced, className)} style={balancedStyle(items.length, max)}>
      {items.map((p, i) => (
        <li key={p.title} id={p.id} className={cx(cardClass, item)}>
          {(numbered || icon) && (
            <span className={marker} aria-hidden="true">
              {numbered ? String(i + 1).padStart(2, '0') : <Icon name={typeof icon === 'string' ? icon : icon![i % icon!.length]!} />}
            </span>
          )}
          <h3>{p.title}</h3>
          <p>{p.text}</p>
        </li>
      ))}
    </List>
  );
}
