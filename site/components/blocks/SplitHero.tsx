import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import type { Hero } from '@content/types.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Container } from '../ui/Container.tsx';
import { color } from '@site/theme/tokens.ts';
import { lightHeroBand, twoColumns } from '@site/theme/mixins.ts';
import { eyebrow as eyebrowClass } from './styles.ts';

const heroBand = css`
  ${lightHeroBand}
`;
const grid = css`
  ${twoColumns('minmax(0, 1fr) minmax(0, 1fr)', '2rem', '3rem')}
`;
const sub = css`
  font-size: 1.2rem;
  font-weight: 600;
  color: ${color.navy};
  margin-bottom: 0.6rem;
`;
const desc = css`
  margin-bottom: 0;
  font-size: 1.15rem;
  color: ${color.gray700};
  max-width: 38rem;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;
/**
 * A page's h1 band like the shared PageHero, with any content (an index, contact details)
 * in the second column instead of a picture.
 */
export function SplitHero({ hero, eyebrow, aside }: { hero: Hero; eyebrow?: string; aside: ReactNode }) {
  return (
    <div className={heroBand}>
      <Container className={grid}>
        <div>
          {eyebrow && <span className={eyebrowClass}>{eyebrow}</span>}
          <h1>{hero.heading}</h1>
          <p className={sub}>{hero.subheading}</p>
          <p className={desc}>{hero.description}</p>
          {hero.buttons.length > 0 && (
            <div className={actions}>
              {hero.buttons.map((b) => (
                <ButtonLink key={b.href + b.text} href={b.href} variant={b.variant}>
                  {b.text}
                </ButtonLink>
              ))}
            </div>
          )}
        </div>
        {aside}
      </Container>
    </div>
  );
}
