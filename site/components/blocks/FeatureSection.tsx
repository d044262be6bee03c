import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import type { Picture } from '@content/types.ts';
import { Image } from '@runtime';
import { Container } from '../ui/Container.tsx';
import { Icon } from '../ui/Icon.tsx';
import { color, media } from '@site/theme/tokens.ts';
import { twoColumns } from '@site/theme/mixins.ts';
import { band, eyebrow as eyebrowClass, frame, textLink, tone as tones, type Tone } from './styles.ts';

const top = css`
  ${twoColumns('minmax(0, 5fr) minmax(0, 7fr)', '1.75rem', '3.5rem')}
`;
const reversed = css`
  ${media.md} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    & > figure {
      order: 2;
    }
  }
`;
const image = css`
  img {
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;
const text = css`
  color: ${color.gray700};
  font-size: 1.05rem;
  & > p:last-child {
    margin-bottom: 0;
  }
`;
const below = css`
  margin-top: 2rem;
  ${media.md} {
    margin-top: 2.5rem;
  }
`;
const back = css`
  margin-top: 1.25rem;
  font-size: 0.95rem;
`;

export interface FeatureSectionProps {
  /** The section's anchor id. */
  id: string;
  title: string;
  eyebrow?: string;
  picture: Picture;
  reverse?: boolean;
  tone?: Tone;
  /** Text next to the picture, under the h2. */
  children: ReactNode;
  /** Full-width content under the picture row (lists, panels). */
  more?: ReactNode;
  /** A link back to the page's index. */
  back?: { href: string; label: string };
}

/** An anchored section: a picture beside an h2 and text, then optional full-width detail. */
export function FeatureSection({ id, title, eyebrow, picture, reverse, tone = 'white', children, more, back: backLink }: FeatureSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={cx(band, tones[tone])} aria-labelledby={titleId}>
      <Container>
        <div className={cx(top, reverse && reversed)}>
          <figure className={cx(frame, image)}>
            <Image src={picture.src} alt={picture.alt} sizes="(min-width: 1200px) 480px, (min-width: 900px) 40vw, 100vw" widths={[480, 800, 1200]} />
          </figure>
          <div className={text}>
            {eyebrow && <span className={eyebrowClass}>{eyebrow}</span>}
            <h2 id={titleId}>{title}</h2>
            {children}
          </div>
        </div>
        {more && <div className={below}>{more}</div>}
        {backLink && (
          <a className={cx(textLink, back)} href={backLink.href}>
            <Icon name="arrow-up" size="1rem" />
            {backLink.label}
          </a>
        )}
      </Container>
    </section>
  );
}

/**
 * The anchored sections of a page with an index in its hero: one FeatureSection each, pictures on
 * alternating sides over alternating tones, each with a link back to the index.
 */
export function IndexedFeatureSections<S extends { id: string; name: string; picture: Picture }>({
  sections,
  indexId,
  backLabel,
  more,
  children,
}: {
  sections: readonly S[];
  indexId: string;
  backLabel: string;
  more: (section: S) => ReactNode;
  children: (section: S) => ReactNode;
}) {
  return sections.map((s, i) => (
    <FeatureSection
      key={s.id}
      id={s.id}
      title={s.name}
      picture={s.picture}
      reverse={i % 2 === 1}
      tone={i % 2 === 0 ? 'tint' : 'white'}
      back={{ href: `#${indexId}`, label: backLabel }}
      more={more(s)}
    >
      {children(s)}
    </FeatureSection>
  ));
}
