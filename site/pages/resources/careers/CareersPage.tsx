import { css } from '@linaria/core';
import type { CareersPage as Page } from '@content/resources/types.ts';
import { heroPictures, ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { cardClass } from '@site/components/ui/Card.tsx';
import { ContactCta } from '@site/components/ui/ContactCta.tsx';
import { Icon } from '@site/components/ui/Icon.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { Tag } from '@site/components/ui/Tag.tsx';
import { CheckList } from '@site/components/blocks/CheckList.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { balanced, balancedStyle, split } from '@site/components/blocks/styles.ts';
import { color, media, radius } from '@site/theme/tokens.ts';

const notice = css`
  display: grid;
  gap: 1.25rem;
  padding: 2rem;
  border-radius: ${radius.lg};
  background: ${color.white};
  border: 1px solid ${color.gray100};
  border-left: 6px solid ${color.maroon};
  ${media.md} {
    padding: 2.5rem;
  }
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${color.gray700};
    font-size: 1.05rem;
  }
`;
const icon = css`
  color: ${color.maroon};
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** /resources/careers/: current openings, or a clear "no openings" notice linking to the careers page. */
export function CareersPage({ page }: { page: Page }) {
  const none = page.openings.length === 0;
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.resources} picture={heroPictures[page.path]} />
      <Section id="openings" tone="tint" label={none ? page.noOpenings.heading : ui.careers.openingsHeading}>
        <div className={split}>
          {none ? (
            <div className={notice}>
              <Icon name="search" size="2rem" className={icon} />
              <h2>{page.noOpenings.heading}</h2>
              <p>{page.noOpenings.text}</p>
              <div className={actions}>
                {page.noOpenings.buttons.map((b) => (
                  <ButtonLink key={b.href + b.text} href={b.href} variant={b.variant}>
                    {b.text}
                  </ButtonLink>
                ))}
              </div>
            </div>
          ) : (
            <div>
              <h2>{ui.careers.openingsHeading}</h2>
              <ul className={balanced} style={balancedStyle(page.openings.length, 2)}>
                {page.openings.map((job) => (
                  <li key={job.id} id={job.id} className={cardClass}>
                    <h3>{job.title}</h3>
                    <div className={meta}>
                      <Tag>{job.location}</Tag>
                      <Tag>{job.type}</Tag>
                    </div>
                    <p>{job.summary}</p>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h2>{page.hiringAreas.heading}</h2>
            <CheckList items={page.hiringAreas.items} />
          </div>
        </div>
      </Section>
      <ContactCta />
    </Layout>
  );
}
