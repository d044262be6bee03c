import { css, cx } from '@linaria/core';
import type { ReviveCard } from '@content/how-we-help/types.ts';
import { servicesUi } from '@content/how-we-help/ui.ts';
import { cardClass } from '@site/components/ui/Card.tsx';
import { color } from '@site/theme/tokens.ts';
import { balancedGrid, checkList } from '../styles.ts';

const card = css`
  gap: 0.85rem;
  padding: 0;
  overflow: hidden;
`;
const top = css`
  padding: 1.75rem 1.75rem 0;
  h3 {
    margin: 0.35rem 0 0.6rem;
  }
  p {
    color: ${color.gray700};
    margin: 0;
  }
`;
const step = css`
  font-size: 0.8rem;
  font-weight: 750;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${color.maroon};
`;
const includes = css`
  margin-top: auto;
  padding: 1.5rem 1.75rem 1.75rem;
  background: ${color.gray50};
  border-top: 1px solid ${color.gray100};
  font-size: 0.96rem;
  ul {
    gap: 0.55rem;
  }
`;
const label = css`
  margin: 0 0 0.75rem;
  font-size: 0.8rem;
  font-weight: 750;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${color.navy};
`;

/** ServiceNow REVIVE engagements: each card's text and what the engagement includes. */
export function ReviveCards({ cards }: { cards: ReviveCard[] }) {
  return (
    <ul className={balancedGrid}>
      {cards.map((c, i) => (
        <li key={c.title} className={cx(cardClass, card)} data-revive="">
          <div className={top}>
            <span className={step} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3>{c.title}</h3>
            <p>{c.text}</p>
          </div>
          <div className={includes}>
            <p className={label}>{servicesUi.includes}</p>
            <ul className={checkList}>
              {c.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
