import { css, cx } from '@linaria/core';
import { Icon } from '../ui/Icon.tsx';
import { checks } from './styles.ts';

const spaced = css`
  margin-top: 1.25rem;
`;

/** A list with check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cx(checks, spaced, className)}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size="1.15rem" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
