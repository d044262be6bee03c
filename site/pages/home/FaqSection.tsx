// Six questions; one answer open at a time (native <details name="faq">); Explore Services button.
import { css, cx } from '@linaria/core';
import { faq } from '@content/home/faq.ts';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import * as a from './accordion-styles.ts';

const wrap = css`
  max-width: 56rem;
  margin-inline: auto;
`;
const action = css`
  display: flex;
  justify-content: center;
  margin-top: 2rem;
`;

export function FaqSection() {
  return (
    <Section id="faq" title={faq.heading} intro={faq.intro} tone="tint" center>
      <div className={cx(a.list, wrap)}>
        {faq.items.map((q) => (
          <details key={q.question} name="faq" className={a.item} data-faq>
            <summary className={a.summary}>
              <h3>{q.question}</h3>
            </summary>
            <div className={a.panel}>
              <p>{q.answer}</p>
            </div>
          </details>
        ))}
      </div>
      <div className={action}>
        <ButtonLink href={faq.button.href} variant="primary">
          {faq.button.text}
        </ButtonLink>
      </div>
    </Section>
  );
}
