import { css, cx } from '@linaria/core';
import type { ContentCard } from '@content/types.ts';
import { Image } from '@runtime';
import { cardClass } from '../ui/Card.tsx';
import { Icon } from '../ui/Icon.tsx';
import { color, motion, radius, shadow } from '@site/theme/tokens.ts';
import { balanced, balancedStyle } from './styles.ts';

const card = css`
  position: relative;
  padding: 0;
  overflow: hidden;
  transition:
    box-shadow ${motion.base} ${motion.easing},
    transform ${motion.base} ${motion.easing};
  &:hover,
  &:focus-within {
    box-shadow: ${shadow.raised};
    transform: translateY(-2px);
  }
`;
const body = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  flex: 1;
  padding: 1.5rem;
  p {
    color: ${color.gray700};
    margin: 0;
  }
`;
const picture = css`
  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;
const accent = css`
  border-top: 4px solid ${color.maroon};
`;
const cta = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  margin-top: auto;
  padding-top: 0.75rem;
  font-weight: 650;
  text-decoration: none;
  color: ${color.maroon};
  /* The whole card is the link's click target. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.md};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${color.accent};
    outline-offset: -3px;
  }
`;

/** A grid of cards with a title, text, optional picture and a call-to-action link covering the card. */
export function LinkCards({
  cards,
  max = 4,
  headingLevel = 3,
}: {
  cards: readonly ContentCard[] /** Most columns on wide screens. */;
  max?: number;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={balanced} style={balancedStyle(cards.length, max)}>
      {cards.map((c) => (
        <li key={c.title} className={cx(cardClass, card, !c.image && accent)}>
          {c.image && (
            <div className={picture}>
              <Image src={c.image.src} alt={c.image.alt} sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 100vw" widths={[480, 800]} />
            </div>
          )}
          <div className={body}>
            <H>{c.title}</H>
            <p>{c.text}</p>
            {c.link && (
              <a className={cta} href={c.link}>
                {c.cta ?? c.title}
                <span className="visually-hidden">: {c.title}</span>
                <Icon name="arrow-right" size="1.1rem" />
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
