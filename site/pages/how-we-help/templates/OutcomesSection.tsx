import { css, cx } from '@linaria/core';
import type { ProseSection } from '@content/how-we-help/types.ts';
import { cardClass } from '@site/components/ui/Card.tsx';
import { Container } from '@site/components/ui/Container.tsx';
import { color, media } from '@site/theme/tokens.ts';
import { twoColumns } from '@site/theme/mixins.ts';
import { checkList, eyebrow } from '../styles.ts';

const section = css`
  padding-block: 3.5rem;
  background: ${color.white};
  ${media.md} {
    padding-block: 5rem;
  }
`;
const grid = css`
  ${twoColumns('minmax(0, 5fr) minmax(0, 7fr)', '2rem', '4rem')}
`;
const lead = css`
  font-size: 1.08rem;
  color: ${color.gray700};
  p:last-child {
    margin-bottom: 0;
  }
`;
const panel = css`
  padding: 1.75rem;
  border-left: 4px solid ${color.maroon};
  ${media.md} {
    padding: 2.25rem 2.5rem;
  }
  li {
    font-weight: 550;
    color: ${color.ink};
  }
`;

/** What the client gets: the heading and lead on the left, the outcome list in a panel on the right. */
export function OutcomesSection({ id, label, data }: { id: string; label: string; data: ProseSection }) {
  return (
    <section id={id} className={section} aria-labelledby={`${id}-title`}>
      <Container className={grid}>
        <div className={lead}>
          <span className={eyebrow}>{label}</span>
          <h2 id={`${id}-title`}>{data.heading}</h2>
          {data.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        {data.bullets && (
          <div className={cx(cardClass, panel)}>
            <ul className={checkList}>
              {data.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
        )}
      </Container>
    </section>
  );
}
