import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { color, media } from '@site/theme/tokens.ts';
import { eyebrowText } from '@site/theme/mixins.ts';
import { Container } from './Container.tsx';

const section = css`
  padding-block: 3.5rem;
  ${media.md} {
    padding-block: 5rem;
  }
`;
const tones = {
  white: css`
    background: ${color.white};
  `,
  tint: css`
    background: ${color.gray50};
  `,
  navy: css`
    background: ${color.navy};
    color: ${color.white};
    h2,
    h3 {
      color: ${color.white};
    }
    a {
      color: ${color.white};
    }
  `,
};
const header = css`
  max-width: 46rem;
  margin-bottom: 2.5rem;
`;
const centered = css`
  margin-inline: auto;
  text-align: center;
`;
const eyebrowClass = css`
  display: inline-block;
  ${eyebrowText()}
  margin-bottom: 0.5rem;
`;
const lead = css`
  font-size: 1.1rem;
  color: ${color.gray700};
`;
const navyLead = css`
  color: ${color.navy100};
`;

export interface SectionProps {
  id?: string;
  /** Section heading (an h2); omit for sections that render their own. */
  title?: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  center?: boolean;
  children?: ReactNode;
  className?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
}

/** A page section: vertical rhythm, background tone, an optional h2 header, and a Container. */
export function Section({ id, title, eyebrow, intro, tone = 'white', center, children, className, label }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section id={id} className={cx(section, tones[tone], className)} aria-labelledby={headingId} aria-label={!title ? label : undefined}>
      <Container>
        {(title || intro) && (
          <header className={cx(header, center && centered)}>
            {eyebrow && <span className={eyebrowClass}>{eyebrow}</span>}
            {title && <h2 id={headingId}>{title}</h2>}
            {intro && <div className={cx(lead, tone === 'navy' && navyLead)}>{intro}</div>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
