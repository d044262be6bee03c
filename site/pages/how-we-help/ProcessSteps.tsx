import { css } from '@linaria/core';
import type { Step } from '@content/how-we-help/types.ts';
import { alpha, color, media, radius } from '@site/theme/tokens.ts';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0;
  counter-reset: step;
  ${media.lg} {
    grid-template-columns: repeat(var(--steps), minmax(0, 1fr));
    gap: 1.5rem;
  }
`;
const item = css`
  position: relative;
  counter-increment: step;
  padding: 0 0 2rem 4rem;
  &::before {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${radius.pill};
    border: 2px solid ${color.accent};
    background: ${color.navy};
    color: ${color.accent};
    font-weight: 750;
    font-size: 0.95rem;
    z-index: 1;
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(1.375rem - 1px);
    top: 2.75rem;
    bottom: 0;
    width: 2px;
    background: ${alpha('white', 0.25)};
  }
  &:last-child {
    padding-bottom: 0;
  }
  h3 {
    margin: 0.45rem 0 0.4rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${color.navy100};
  }
  ${media.lg} {
    padding: 4rem 0 0;
    &:not(:last-child)::after {
      left: 3.25rem;
      right: -1.5rem;
      top: calc(1.375rem - 1px);
      bottom: auto;
      width: auto;
      height: 2px;
    }
  }
`;

/** How an engagement runs: numbered steps, a vertical timeline on phones, a row on desktop. Made for the navy tone. */
export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className={list} style={{ '--steps': steps.length } as React.CSSProperties}>
      {steps.map((s) => (
        <li key={s.title} className={item}>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
