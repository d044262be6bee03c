import { css, cx } from '@linaria/core';
import { color, media, radius } from '@site/theme/tokens.ts';
import { centredBox } from '@site/theme/mixins.ts';

const list = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1.5rem;
  counter-reset: step;
`;
const row = css`
  ${media.md} {
    grid-template-columns: repeat(var(--cols, 3), minmax(0, 1fr));
  }
`;
const step = css`
  position: relative;
  padding-left: 3.5rem;
  counter-increment: step;
  &::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    ${centredBox('2.5rem', radius.round, color.maroon, color.white)}
    font-weight: 750;
  }
  h3 {
    margin-bottom: 0.35rem;
    padding-top: 0.3rem;
  }
  p {
    margin: 0;
    color: ${color.gray700};
  }
`;

export interface StepItem {
  title: string;
  text: string;
}

/** Numbered steps: stacked, or in a row of `columns` from the medium breakpoint. */
export function Steps({ steps, columns, headingLevel = 3 }: { steps: readonly StepItem[]; columns?: number; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <ol className={cx(list, columns && row)} style={columns ? ({ '--cols': columns } as React.CSSProperties) : undefined}>
      {steps.map((s) => (
        <li key={s.title} className={step}>
          <H>{s.title}</H>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
