import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import type { LinkButton, Picture } from '@content/types.ts';
import { Image } from '@runtime';
import { color, radius, shadow } from '@site/theme/tokens.ts';
import { eyebrowText, lightHeroBand, twoColumns } from '@site/theme/mixins.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';

const hero = css`
  ${lightHeroBand}
`;
const grid = css`
  ${twoColumns('1.1fr 1fr', '2rem', '3rem')}
`;
const eyebrowClass = css`
  display: block;
  ${eyebrowText('0.85rem')}
  margin-bottom: 0.75rem;
`;
const lead = css`
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
const figure = css`
  margin: 0;
  img {
    width: 100%;
    border-radius: ${radius.lg};
    box-shadow: ${shadow.media};
  }
`;

export interface PageHeroProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  picture?: Picture;
  buttons?: LinkButton[];
  children?: ReactNode;
}

/** The opening band of a content page: the page's h1, a lead paragraph, buttons and a picture. */
export function PageHero({ title, eyebrow, intro, picture, buttons = [], children }: PageHeroProps) {
  return (
    <div className={hero}>
      <Container className={grid}>
        <div>
          {eyebrow && <span className={eyebrowClass}>{eyebrow}</span>}
          <h1>{title}</h1>
          {intro && <div className={lead}>{intro}</div>}
          {buttons.length > 0 && (
            <div className={actions}>
              {buttons.map((b) => (
                <ButtonLink key={b.href + b.text} href={b.href} variant={b.variant}>
                  {b.text}
                </ButtonLink>
              ))}
            </div>
          )}
          {children}
        </div>
        {picture && (
          <figure className={figure}>
            <Image src={picture.src} alt={picture.alt} priority sizes="(min-width: 900px) 45vw, 100vw" widths={[480, 800, 1200]} />
          </figure>
        )}
      </Container>
    </div>
  );
}
