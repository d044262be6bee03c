// The home hero: the page's h1, sub-text, two buttons and the rotating media showcase island.
import { css } from '@linaria/core';
import { hero } from '@content/home/hero.ts';
import { Island } from '@runtime';
import HeroShowcase from '@site/islands/HeroShowcase.tsx';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { Container } from '@site/components/ui/Container.tsx';
import { color, media } from '@site/theme/tokens.ts';
import { twoColumns } from '@site/theme/mixins.ts';
import { showcaseSlides } from './showcase/showcase-slides.ts';
import { compactSlides } from './showcase/showcase-urls.ts';

/** Slide pictures fill the showcase column: full width on phones, about half the container above md. */
const SIZES = '(min-width: 1200px) 600px, (min-width: 900px) 52vw, 100vw';

const band = css`
  background: linear-gradient(160deg, ${color.gray50} 0%, ${color.navy100} 100%);
  padding-block: 2rem 2.5rem;
  ${media.md} {
    padding-block: 4rem 4.5rem;
  }
`;
const grid = css`
  ${twoColumns('1fr 1.1fr', '2rem', '3rem')}
`;
const sub = css`
  font-size: 1.1rem;
  color: ${color.gray700};
  max-width: 36rem;
  ${media.md} {
    font-size: 1.2rem;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

export function HomeHero() {
  const { prefix, slides } = compactSlides(showcaseSlides());
  return (
    <div className={band}>
      <Container className={grid}>
        <div>
          <h1>{hero.headline}</h1>
          <p className={sub}>{hero.subText}</p>
          <div className={actions}>
            {hero.buttons.map((b) => (
              <ButtonLink key={b.href} href={b.href} variant={b.variant}>
                {b.text}
              </ButtonLink>
            ))}
          </div>
        </div>
        <Island
          component={HeroShowcase}
          // React and the showcase code (about 65 KB) are not needed for the first slide: they load on the first touch, focus or key
          // inside the showcase, or 3 s after the page opened, before the first slide is due to change.
          hydrate={{ interaction: { orAfterMs: 3000 } }}
          props={{ prefix, slides, imageMs: hero.showcase.imageMs, videoMs: hero.showcase.videoMs, sizes: SIZES }}
        />
      </Container>
    </div>
  );
}
