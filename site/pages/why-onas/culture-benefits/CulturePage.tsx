import type { CultureBenefitsPage } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { PointGrid } from '@site/components/blocks/PointGrid.tsx';

const PILLAR_ICONS = ['target', 'lightbulb', 'handshake'];

/** /why-onas/culture-benefits/: culture pillars (each with an anchor) and the benefits list. */
export function CulturePage({ page }: { page: CultureBenefitsPage }) {
  const { culture, benefits } = page;
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whyOnas} picture={culture.picture} />
      <Section id="culture" title={culture.heading} intro={culture.intro}>
        <PointGrid items={culture.pillars} icon={PILLAR_ICONS} />
      </Section>
      <TextSection
        id="benefits"
        heading={benefits.heading}
        paragraphs={[benefits.intro]}
        picture={benefits.picture}
        tone="tint"
        after={<PointGrid items={benefits.items} icon="check" />}
      />
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
