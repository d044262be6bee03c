import type { WhyOnasHub } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { LinkCards } from '@site/components/blocks/LinkCards.tsx';

/** /why-onas/: hero, what makes us different, one card per Why ONAS page, closing. */
export function WhyOnasHubPage({ page }: { page: WhyOnasHub }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whyOnas} picture={page.picture} />
      <TextSection id="overview" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <Section id="get-to-know-us" title={page.sections.heading} tone="tint">
        <LinkCards cards={page.sections.cards} />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
