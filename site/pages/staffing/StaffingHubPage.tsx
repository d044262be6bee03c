import type { StaffingHub } from '@content/staffing/types.ts';
import { heroPictures, ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { LinkCards } from '@site/components/blocks/LinkCards.tsx';
import { PointGrid } from '@site/components/blocks/PointGrid.tsx';
import { Steps } from '@site/components/blocks/Steps.tsx';

const ASSURANCE_ICONS = ['shield', 'refresh', 'lock', 'document'];

/**
 * /staffing/: intro, the three staffing pages as cards, how we screen, what you can rely on.
 * The hero shows the staffing illustration so the card pictures are not repeated.
 */
export function StaffingHubPage({ page }: { page: StaffingHub }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.staffing} picture={heroPictures[page.path]} />
      <TextSection id="overview" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <Section id="start" title={ui.staffingHub.cardsHeading} tone="tint">
        <LinkCards cards={page.cards} />
      </Section>
      <TextSection id="screening" heading={page.screening.heading} paragraphs={[page.screening.intro]} aside={<Steps steps={page.screening.steps} />} />
      <Section id="assurances" title={page.assurances.heading} tone="tint">
        <PointGrid items={page.assurances.items} icon={ASSURANCE_ICONS} />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
