import { css, cx } from '@linaria/core';
import { Image } from '@runtime';
import type { GenAiPage } from '@content/how-we-help/types.ts';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { cardClass } from '@site/components/ui/Card.tsx';
import { Tag } from '@site/components/ui/Tag.tsx';
import { media } from '@site/theme/tokens.ts';
import { ExpandableText } from '../ExpandableText.tsx';

type Insight = GenAiPage['insights']['cards'][number];

const grid = css`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const card = css`
  height: auto;
  padding: 0;
  gap: 0;
  overflow: hidden;
`;
const picture = css`
  aspect-ratio: 3 / 2;
  overflow: hidden;
  picture,
  img {
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
`;
const body = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.7rem;
  padding: 1.5rem;
  h3 {
    margin: 0;
  }
`;
const cta = css`
  margin-top: 0.25rem;
  min-height: 44px;
  padding: 0.55rem 1.1rem;
  font-size: 0.95rem;
`;

/** Generative AI insight cards: picture, optional tag, title, clamped text, optional call to action. */
export function InsightCards({ cards, idPrefix }: { cards: Insight[]; idPrefix: string }) {
  return (
    <ul className={grid}>
      {cards.map((c, i) => (
        <li key={c.title} className={cx(cardClass, card)} data-insight="">
          <div className={picture}>
            <Image src={c.image.src} alt={c.image.alt} sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw" widths={[480, 800]} />
          </div>
          <div className={body}>
            {c.tag && <Tag>{c.tag}</Tag>}
            <h3>{c.title}</h3>
            <ExpandableText id={`${idPrefix}-${i + 1}`} text={c.text} />
            {c.cta && c.link && (
              <ButtonLink href={c.link} variant="outline" className={cta}>
                {c.cta}
              </ButtonLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
