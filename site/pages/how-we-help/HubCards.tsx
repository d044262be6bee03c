import { css, cx } from '@linaria/core';
import { cardClass } from '@site/components/ui/Card.tsx';
import { Icon } from '@site/components/ui/Icon.tsx';
import { color, media, motion, radius, shadow } from '@site/theme/tokens.ts';
import { balancedGrid, iconBadge } from './styles.ts';

export interface HubCard {
  href: string;
  title: string;
  text: string;
  icon: string;
  /** Optional links listed under the text (an area's services on /how-we-help/). */
  links?: { href: string; label: string }[];
}

const card = css`
  position: relative;
  gap: 0.85rem;
  padding: 1.75rem;
  transition:
    box-shadow ${motion.base} ${motion.easing},
    transform ${motion.base} ${motion.easing},
    border-color ${motion.base} ${motion.easing};
  &:hover {
    transform: translateY(-3px);
    border-color: ${color.navy100};
    box-shadow: ${shadow.lift};
  }
  &:has(h3 a:focus-visible) {
    outline: 3px solid ${color.accent};
    outline-offset: 2px;
  }
  h3 {
    margin: 0.25rem 0 0;
  }
  p {
    color: ${color.gray700};
  }
`;
const titleLink = css`
  color: ${color.navy};
  text-decoration: none;
  &:hover {
    color: ${color.maroon};
  }
  &:focus-visible {
    outline: none;
  }
`;
/** The whole card is the link's target area when there are no other links inside. */
const stretched = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;
const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  color: ${color.maroon};
`;
const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0.25rem 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.25rem;
    padding: 0.3rem 0.8rem;
    border-radius: ${radius.pill};
    background: ${color.gray50};
    border: 1px solid ${color.gray100};
    color: ${color.navy};
    font-size: 0.9rem;
    font-weight: 600;
    text-decoration: none;
    &:hover {
      background: ${color.navy100};
      color: ${color.navy};
    }
  }
`;

const twoUp = css`
  display: grid;
  gap: 1.25rem;
  list-style: none;
  padding: 0;
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

/** Cards linking to child pages of a hub: icon, linked title, short text, optional sub-links. */
export function HubCards({ cards, pairs }: { cards: HubCard[]; pairs?: boolean }) {
  return (
    <ul className={pairs ? twoUp : balancedGrid}>
      {cards.map((c) => (
        <li key={c.href} className={cx(cardClass, card)}>
          <div className={head}>
            <span className={iconBadge}>
              <Icon name={c.icon} />
            </span>
            {!c.links && <Icon name="arrow-right" size="1.25rem" />}
          </div>
          <h3>
            <a href={c.href} className={cx(titleLink, !c.links && stretched)}>
              {c.title}
            </a>
          </h3>
          <p>{c.text}</p>
          {c.links && (
            <ul className={links}>
              {c.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
