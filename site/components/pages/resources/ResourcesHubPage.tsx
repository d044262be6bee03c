import type { ResourcesHub } from '@content/resources/types.ts';
import { heroPictures, ui } from '@content/ui/pages.ts';
import { Layout } from '../../layout/Layout.tsx';
import { Section } from '../../ui/Section.tsx';
import { ClosingBand } from '../common/ClosingBand.tsx';
import { HeroBand } from '../common/HeroBand.tsx';
import { IntroSection } from '../common/IntroSection.tsx';
import { LinkCards } from '../common/LinkCards.tsx';

/** /resources/: one card per resource page. */
export function ResourcesHubPage({ page }: { page: ResourcesHub }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.resources} picture={heroPictures[page.path]} />
      <IntroSection id="start-here" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <Section id="browse" title={page.sections.heading} tone="tint">
        <LinkCards cards={page.sections.cards} />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
