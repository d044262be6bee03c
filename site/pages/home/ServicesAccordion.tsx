// Six service categories; one panel open at a time (native <details name="services">), first open.
import { css, cx } from '@linaria/core';
import { servicesAccordion } from '@content/home/services-accordion.ts';
import { homeUi } from '@content/home/ui.ts';
import { Section } from '@site/components/ui/Section.tsx';
import { color, media } from '@site/theme/tokens.ts';
import * as a from './accordion-styles.ts';

const wrap = css`
  max-width: 56rem;
  margin-inline: auto;
`;
const links = css`
  display: grid;
  gap: 0.25rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    font-weight: 600;
    color: ${color.navy};
  }
  a:hover {
    color: ${color.maroon};
  }
`;

export function ServicesAccordion() {
  return (
    <Section id="services" title={servicesAccordion.heading} intro={servicesAccordion.intro} center>
      <div className={cx(a.list, wrap)}>
        {servicesAccordion.categories.map((c, i) => (
          <details key={c.title} name="services" open={i === 0} className={a.item} data-service-category>
            <summary className={a.summary}>
              <h3>{c.title}</h3>
            </summary>
            <div className={a.panel}>
              <p>{c.summary}</p>
              <ul className={links}>
                {c.links.map((l) => (
                  <li key={l.href + l.label}>
                    {l.external ? (
                      <a href={l.href} target="_blank" rel="noopener noreferrer">
                        {l.label}
                        <span className="visually-hidden">{homeUi.external.newTab}</span>
                      </a>
                    ) : (
                      <a href={l.href}>{l.label}</a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
