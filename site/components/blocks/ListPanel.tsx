import { css, cx } from '@linaria/core';
import { Icon } from '../ui/Icon.tsx';
import { color, media, radius } from '@site/theme/tokens.ts';
import { twoColumns } from '@site/theme/mixins.ts';
import { checks, panel } from './styles.ts';

const dots = css`
  li > span[aria-hidden] {
    color: ${color.navy500};
  }
`;
const numbered = css`
  counter-reset: item;
  li {
    counter-increment: item;
  }
  li::before {
    content: counter(item);
    flex: none;
    display: grid;
    place-items: center;
    width: 1.6rem;
    height: 1.6rem;
    margin-top: 0.1rem;
    border-radius: ${radius.round};
    background: ${color.navy};
    color: ${color.white};
    font-size: 0.85rem;
    font-weight: 700;
  }
`;
const twoCols = css`
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 2rem;
  }
`;
const accentTop = css`
  border-top: 4px solid var(--accent, ${color.navy});
`;
const pair = css`
  ${twoColumns('repeat(2, minmax(0, 1fr))', '1.25rem', '1.5rem', false)}
`;

export type ListMarker = 'check' | 'dot' | 'number';

/** An h3 and a list inside a panel; markers are check marks, dots or numbers. */
export function ListPanel({
  heading,
  items,
  marker = 'check',
  accent,
  columns = 1,
}: {
  heading: string;
  items: readonly string[];
  marker?: ListMarker;
  accent?: 'navy' | 'maroon';
  /** 2: the list flows into two columns from the medium breakpoint. */
  columns?: 1 | 2;
}) {
  const List = marker === 'number' ? 'ol' : 'ul';
  return (
    <div className={cx(panel, accentTop)} style={accent === 'maroon' ? ({ '--accent': color.maroon } as React.CSSProperties) : undefined}>
      <h3>{heading}</h3>
      <List className={cx(checks, marker === 'dot' && dots, marker === 'number' && numbered, columns === 2 && twoCols)}>
        {items.map((item) => (
          <li key={item}>
            {marker === 'check' && <Icon name="check" size="1.15rem" />}
            {marker === 'dot' && <Icon name="chevron-right" size="1.15rem" />}
            <span>{item}</span>
          </li>
        ))}
      </List>
    </div>
  );
}

/** Two panels side by side from the medium breakpoint. */
export function PanelPair({ children }: { children: React.ReactNode }) {
  return <div className={pair}>{children}</div>;
}
