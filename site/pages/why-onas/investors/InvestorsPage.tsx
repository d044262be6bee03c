import { css } from '@linaria/core';
import type { InvestorsPage as Page } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { ContactCta } from '@site/components/ui/ContactCta.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { PointGrid } from '@site/components/blocks/PointGrid.tsx';

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.75rem;
`;
const ICONS = ['layers', 'refresh', 'globe', 'users'];

/** /why-onas/investors/: why ONAS, how the business is built, Learn More and Contact Us buttons. */
export function InvestorsPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whyOnas} picture={page.picture} />
      <TextSection id="why-onas" heading={page.intro.heading} paragraphs={page.intro.paragraphs}>
        <div className={actions}>
          {page.buttons.map((b) => (
            <ButtonLink key={b.href + b.text} href={b.href} variant={b.variant}>
              {b.text}
            </ButtonLink>
          ))}
        </div>
      </TextSection>
      <Section id="how-the-business-is-built" title={page.highlights.heading} tone="tint">
        <PointGrid items={page.highlights.items} icon={ICONS} />
      </Section>
      <ContactCta />
    </Layout>
  );
}
