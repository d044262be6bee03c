// "Tailored IT Solutions": three AI-leadership topics beside a picture.
import { css } from '@linaria/core';
import { tailored } from '@content/home/tailored.ts';
import { Image } from '@runtime';
import { Section } from '@site/components/ui/Section.tsx';
import { color, media, radius, shadow } from '@site/theme/tokens.ts';
import { centredBox, twoColumns } from '@site/theme/mixins.ts';

const grid = css`
  ${twoColumns('1.05fr 1fr', '2rem', '3.5rem')}
`;
const list = css`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: topic;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 1rem;
    counter-increment: topic;
  }
  li::before {
    content: counter(topic, decimal-leading-zero);
    grid-row: span 2;
    ${centredBox('2.75rem', radius.pill, color.maroon100, color.maroon)}
    font-weight: 750;
    font-size: 0.95rem;
  }
  h3 {
    margin: 0.35rem 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${color.gray700};
  }
`;
const figure = css`
  margin: 0;
  img {
    width: 100%;
    border-radius: ${radius.lg};
    box-shadow: ${shadow.media};
  }
  ${media.md} {
    order: -1;
  }
`;

export function TailoredSection() {
  return (
    <Section id="tailored" title={tailored.heading} intro={tailored.intro}>
      <div className={grid}>
        <ul className={list}>
          {tailored.bullets.map((b) => (
            <li key={b.title}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
        <figure className={figure}>
          <Image
            src={tailored.image.src}
            alt={tailored.image.alt}
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw"
            widths={[480, 800, 1200]}
          />
        </figure>
      </div>
    </Section>
  );
}
