// Explore-us (#explore-us, the target of every "Explore Services" button): six alternating
// picture/text cards on AI leadership, each linking to the industries page.
import { css, cx } from '@linaria/core';
import { explore, type ExploreCard } from '@content/home/explore.ts';
import { homeUi } from '@content/home/ui.ts';
import { Image } from '@runtime';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { color, media, radius, shadow } from '@site/theme/tokens.ts';
import { eyebrowText } from '@site/theme/mixins.ts';

const list = css`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    gap: 2rem;
  }
`;
const card = css`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  padding: 1.25rem;
  border-radius: ${radius.lg};
  border: 1px solid ${color.gray100};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: 3rem;
    padding: 2rem;
  }
  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${radius.md};
    box-shadow: ${shadow.card};
  }
  p {
    color: ${color.gray700};
  }
`;
const tones: Record<ExploreCard['bg'], string> = {
  light: css`
    background: ${color.white};
  `,
  tint: css`
    background: ${color.navy100};
    border-color: transparent;
  `,
};
const reversed = css`
  ${media.md} {
    picture {
      order: 2;
    }
  }
`;
const number = css`
  display: block;
  ${eyebrowText()}
  margin-bottom: 0.5rem;
`;

export function ExploreSection() {
  const count = String(explore.cards.length).padStart(2, '0');
  return (
    <Section id={explore.id} title={explore.heading} intro={explore.intro}>
      <ol className={list}>
        {explore.cards.map((c, i) => (
          <li key={c.title} className={cx(card, tones[c.bg], c.reverse && reversed)} data-explore-card>
            <Image src={c.image.src} alt={c.image.alt} sizes="(min-width: 1200px) 530px, (min-width: 900px) 44vw, 100vw" widths={[480, 800, 1200]} />
            <div>
              <span className={number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')} / {count}
              </span>
              <h3>{c.title}</h3>
              <p>{c.description}</p>
              <ButtonLink href={c.ctaHref} variant="secondary">
                {c.ctaLabel}
                <span className="visually-hidden">{homeUi.explore.ctaContext(c.title)}</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
