import type { EmployeesPage as Page } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { PointGrid } from '@site/components/blocks/PointGrid.tsx';

const HIRE_ICONS = ['layers', 'code', 'users', 'rocket'];

/** /why-onas/employees/: the team is growing; who we hire and how we grow our people. */
export function EmployeesPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whyOnas} picture={page.picture} />
      <TextSection id="our-people" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <Section id="who-we-hire" title={page.whoWeHire.heading} tone="tint">
        <PointGrid items={page.whoWeHire.items} icon={HIRE_ICONS} />
      </Section>
      <Section id="how-we-grow-people" title={page.howWeGrowPeople.heading}>
        <PointGrid items={page.howWeGrowPeople.items} numbered />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
