import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import type { Picture } from '@content/types.ts';
import { Image } from '@runtime';
import { Container } from '../ui/Container.tsx';
import { color, media } from '@site/theme/tokens.ts';
import { band, centerY, eyebrow as eyebrowClass, frame, split, tone as tones, type Tone } from './styles.ts';

const text = css`
  max-width: 46rem;
  color: ${color.gray700};
  font-size: 1.05rem;
  p:last-child {
    margin-bottom: 0;
  }
`;

/** Without a picture or aside: the heading beside the text from the medium breakpoint. */
const headed = css`
  ${media.md} {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: 3.5rem;
    max-width: none;
    & > div:first-child h2 {
      margin: 0;
    }
  }
`;
const afterClass = css`
  margin-top: 2.5rem;
`;

export interface TextSectionProps {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  eyebrow?: string;
  picture?: Picture;
  tone?: Tone;
  /** Rendered after the paragraphs, in the text column. */
  children?: ReactNode;
  /** Rendered in the second column instead of a picture. */
  aside?: ReactNode;
  /** Full-width content after the columns. */
  after?: ReactNode;
}

/** A heading with paragraphs, next to a picture or an aside when one is given. */
export function TextSection({ id, heading, paragraphs, eyebrow, picture, tone = 'white', children, aside, after }: TextSectionProps) {
  const titleId = `${id}-title`;
  const second =
    aside ??
    (picture ? (
      <figure className={frame}>
        <Image src={picture.src} alt={picture.alt} sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, 100vw" widths={[480, 800, 1200]} />
      </figure>
    ) : null);
  return (
    <section id={id} className={cx(band, tones[tone])} aria-labelledby={titleId}>
      <Container className={second ? cx(split, !aside && centerY) : undefined}>
        {second ? (
          <div className={text}>
            {eyebrow && <span className={eyebrowClass}>{eyebrow}</span>}
            <h2 id={titleId}>{heading}</h2>
            {paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
            {children}
          </div>
        ) : (
          <div className={cx(text, headed)}>
            <div>
              {eyebrow && <span className={eyebrowClass}>{eyebrow}</span>}
              <h2 id={titleId}>{heading}</h2>
            </div>
            <div>
              {paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
              {children}
            </div>
          </div>
        )}
        {second}
      </Container>
      {after && <Container className={afterClass}>{after}</Container>}
    </section>
  );
}
