// "Why Choose ONAS": four value cards, each with a picture, title and description.
import { css, cx } from '@linaria/core';
import { whyChoose } from '@content/home/why-choose.ts';
import { Image } from '@runtime';
import { cardClass, gridClass } from '@site/components/ui/Card.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { color, media, radius } from '@site/theme/tokens.ts';

const grid = css`
  --min: 15rem;
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
const card = css`
  padding: 0;
  overflow: hidden;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${radius.md} ${radius.md} 0 0;
  }
  h3 {
    padding: 1.25rem 1.25rem 0;
  }
  p {
    padding: 0 1.25rem 1.25rem;
    color: ${color.gray700};
  }
`;

export function WhyChooseSection() {
  return (
    <Section id="why-choose" title={whyChoose.heading} intro={whyChoose.intro} tone="tint" center>
      <ul className={cx(gridClass, grid)}>
        {whyChoose.cards.map((c) => (
          <li key={c.title} className={cx(cardClass, card)} data-value-card>
            <Image src={c.img.src} alt={c.img.alt} sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw" widths={[480, 800]} />
            <h3>{c.title}</h3>
            <p>{c.desc}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
