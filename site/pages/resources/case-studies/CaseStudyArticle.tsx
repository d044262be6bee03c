import { css, cx } from '@linaria/core';
import type { CaseStudy } from '@content/resources/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Image } from '@runtime';
import { Container } from '@site/components/ui/Container.tsx';
import { Tag } from '@site/components/ui/Tag.tsx';
import { CheckList } from '@site/components/blocks/CheckList.tsx';
import { band, eyebrow, frame, panel, tone as tones, type Tone } from '@site/components/blocks/styles.ts';
import { color, media } from '@site/theme/tokens.ts';
import { twoColumns } from '@site/theme/mixins.ts';

const grid = css`
  ${twoColumns('minmax(0, 7fr) minmax(0, 5fr)', '2rem', '3.5rem', false)}
`;
const facts = css`
  display: grid;
  gap: 0.75rem 1.5rem;
  margin: 0 0 2rem;
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
  }
  dt {
    font-weight: 700;
    color: ${color.navy};
  }
  dd {
    margin: 0;
    color: ${color.gray700};
  }
`;
const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;
const story = css`
  color: ${color.gray700};
  h3 {
    margin-top: 1.5rem;
  }
`;
const side = css`
  display: grid;
  gap: 1.5rem;
  align-content: start;
  img {
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;
const highlights = css`
  border-top: 4px solid ${color.maroon};
  ul {
    margin-top: 0;
  }
`;

/** One anonymised case study: facts, challenge, approach, result, picture and highlights. */
export function CaseStudyArticle({ study, tone }: { study: CaseStudy; tone: Tone }) {
  const titleId = `${study.id}-title`;
  return (
    <article id={study.id} className={cx(band, tones[tone])} aria-labelledby={titleId}>
      <Container className={grid}>
        <div>
          <span className={eyebrow}>{study.industry}</span>
          <h2 id={titleId}>{study.title}</h2>
          <dl className={facts}>
            <dt>{ui.caseStudies.client}</dt>
            <dd>{study.client}</dd>
            <dt>{ui.caseStudies.services}</dt>
            <dd className={tags}>
              {study.services.map((s) => (
                <Tag key={s}>{s}</Tag>
              ))}
            </dd>
          </dl>
          <div className={story}>
            <h3>{ui.caseStudies.challenge}</h3>
            <p>{study.challenge}</p>
            <h3>{ui.caseStudies.approach}</h3>
            <p>{study.approach}</p>
            <h3>{ui.caseStudies.result}</h3>
            <p>{study.result}</p>
          </div>
        </div>
        <div className={side}>
          <figure className={frame}>
            <Image
              src={study.picture.src}
              alt={study.picture.alt}
              sizes="(min-width: 1200px) 460px, (min-width: 900px) 38vw, 100vw"
              widths={[480, 800, 1200]}
            />
          </figure>
          <div className={cx(panel, highlights)}>
            <h3>{ui.caseStudies.highlights}</h3>
            <CheckList items={study.highlights} />
          </div>
        </div>
      </Container>
    </article>
  );
}
