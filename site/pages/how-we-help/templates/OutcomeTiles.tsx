import { css, cx } from '@linaria/core';
import type { OutcomeTile } from '@content/how-we-help/types.ts';
import { cardClass } from '@site/components/ui/Card.tsx';
import { Icon } from '@site/components/ui/Icon.tsx';
import { color, media } from '@site/theme/tokens.ts';
import { iconBadge } from '../styles.ts';

const list = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  --cols: 1;
  ${media.sm} {
    --cols: 2;
  }
  ${media.md} {
    --cols: 3;
  }
  ${media.lg} {
    --cols: 4;
  }
`;
const tile = css`
  flex: 0 0 calc((100% - (var(--cols) - 1) * 1.25rem) / var(--cols));
  height: auto;
  gap: 0.75rem;
  padding: 1.75rem 1.5rem;
  h3 {
    margin: 0.25rem 0 0;
    font-size: 1.15rem;
  }
  p {
    color: ${color.gray700};
    font-size: 0.98rem;
  }
`;
const badge = css`
  background: ${color.maroon100};
  color: ${color.maroon};
`;

/** The icon name of an outcome tile's icon file ("icons/cmdb.svg" → "cmdb"). */
const iconName = (file: string) => file.replace(/^icons\//, '').replace(/\.svg$/, '');

/** IT asset management's outcome tiles, each with its icon; rows are centred so 7 tiles sit 4 + 3. */
export function OutcomeTiles({ tiles }: { tiles: OutcomeTile[] }) {
  return (
    <ul className={list}>
      {tiles.map((t) => (
        <li key={t.title} className={cx(cardClass, tile)} data-tile="">
          <span className={cx(iconBadge, badge)}>
            <Icon name={iconName(t.icon)} />
          </span>
          <h3>{t.title}</h3>
          <p>{t.text}</p>
        </li>
      ))}
    </ul>
  );
}
