import { css } from '@linaria/core';
import type { Hero, Picture } from '@content/types.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { color } from '@site/theme/tokens.ts';

const sub = css`
  font-size: 1.2rem;
  font-weight: 600;
  color: ${color.navy};
  margin-bottom: 0.6rem;
`;
const desc = css`
  margin: 0;
`;

/**
 * A page's h1 band from a content Hero: heading, subheading, description, buttons and a picture
 * (the hero's first by default; `null` for none, when the page shows its pictures further down).
 */
export function HeroBand({ hero, eyebrow, picture }: { hero: Hero; eyebrow?: string; picture?: Picture | null }) {
  return (
    <PageHero
      title={hero.heading}
      eyebrow={eyebrow}
      picture={picture === null ? undefined : (picture ?? hero.images[0])}
      buttons={hero.buttons}
      intro={
        <>
          <p className={sub}>{hero.subheading}</p>
          <p className={desc}>{hero.description}</p>
        </>
      }
    />
  );
}
