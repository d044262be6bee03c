// "Your AI Solution Provider": the guide pitch and picture around the newsletter form slot.
import { css } from '@linaria/core';
import { newsletter } from '@content/home/newsletter.ts';
import { homeUi } from '@content/home/ui.ts';
import { Image } from '@runtime';
import { NewsletterFormEmbed } from '@site/components/forms/NewsletterFormEmbed.tsx';
import { Container } from '@site/components/ui/Container.tsx';
import { color, media, radius, shadow } from '@site/theme/tokens.ts';
import { eyebrowText, twoColumns } from '@site/theme/mixins.ts';

const band = css`
  padding-block: 3.5rem;
  background: linear-gradient(135deg, ${color.navy} 0%, ${color.navy700} 70%, ${color.maroon} 150%);
  color: ${color.white};
  ${media.md} {
    padding-block: 5rem;
  }
`;
const grid = css`
  ${twoColumns('1.15fr 1fr', '2rem', '3.5rem')}
  h2 {
    color: ${color.white};
  }
`;
const guide = css`
  display: block;
  ${eyebrowText('0.85rem', color.accent)}
  margin-bottom: 0.5rem;
`;
const pitch = css`
  font-size: 1.1rem;
  color: ${color.navy100};
`;
const highlights = css`
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.5rem;
  li {
    position: relative;
    padding-left: 1.75rem;
    color: ${color.white};
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.45em;
    width: 0.7rem;
    height: 0.4rem;
    border-left: 2px solid ${color.accent};
    border-bottom: 2px solid ${color.accent};
    transform: rotate(-45deg);
  }
`;
const formSlot = css`
  a {
    color: ${color.white};
  }
`;
const figure = css`
  margin: 0;
  img {
    width: 100%;
    border-radius: ${radius.lg};
    box-shadow: ${shadow.onDark};
  }
`;

export function NewsletterSection() {
  return (
    <section className={band} id="newsletter" aria-labelledby="newsletter-title">
      <Container className={grid}>
        <div>
          <span className={guide}>{newsletter.guideName}</span>
          <h2 id="newsletter-title">{newsletter.title}</h2>
          <p className={pitch}>{newsletter.pitch}</p>
          <ul className={highlights} aria-label={homeUi.newsletter.highlightsLabel}>
            {newsletter.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
          <div className={formSlot}>
            <NewsletterFormEmbed />
          </div>
        </div>
        <figure className={figure}>
          <Image
            src={newsletter.image.src}
            alt={newsletter.image.alt}
            sizes="(min-width: 1200px) 520px, (min-width: 900px) 42vw, 100vw"
            widths={[480, 800, 1200]}
          />
        </figure>
      </Container>
    </section>
  );
}
