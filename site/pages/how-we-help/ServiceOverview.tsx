import { css } from '@linaria/core';
import type { ProseSection } from '@content/how-we-help/types.ts';
import { Container } from '@site/components/ui/Container.tsx';
import { color, media, radius } from '@site/theme/tokens.ts';
import { twoColumns } from '@site/theme/mixins.ts';
import { checkList, eyebrow } from './styles.ts';

const section = css`
  padding-block: 3.5rem;
  background: ${color.white};
  ${media.md} {
    padding-block: 5rem;
  }
`;
const grid = css`
  ${twoColumns('minmax(0, 5fr) minmax(0, 7fr)', '1.5rem', '4rem', false)}
`;
const heading = css`
  ${media.md} {
    position: sticky;
    top: 6rem;
    align-self: start;
  }
  h2 {
    margin: 0;
  }
  &::after {
    content: '';
    display: block;
    width: 3.5rem;
    height: 4px;
    margin-top: 1.25rem;
    border-radius: ${radius.pill};
    background: ${color.maroon};
  }
`;
const body = css`
  font-size: 1.06rem;
  color: ${color.gray700};
  p:last-child,
  ul {
    margin-bottom: 0;
  }
  ul {
    margin-top: 1.5rem;
  }
`;

/** A titled block of prose in two columns on desktop: the heading left, the copy right. */
export function ServiceOverview({ id, label, data, className }: { id: string; label?: string; data: ProseSection; className?: string }) {
  return (
    <section id={id} className={className ?? section} aria-labelledby={`${id}-title`}>
      <Container className={grid}>
        <div className={heading}>
          {label && <span className={eyebrow}>{label}</span>}
          <h2 id={`${id}-title`}>{data.heading}</h2>
        </div>
        <div className={body}>
          {data.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
          {data.bullets && (
            <ul className={checkList}>
              {data.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}
