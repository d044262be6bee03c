import { page as industries } from '@content/who-we-help/industries.ts';
import type { WhoWeHelpHub } from '@content/who-we-help/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { InPageIndex } from '@site/components/blocks/InPageIndex.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { LinkCards } from '@site/components/blocks/LinkCards.tsx';

/** /who-we-help/: hero, intro with the list of every sector, highlighted sectors and a closing. */
export function WhoWeHelpHubPage({ page }: { page: WhoWeHelpHub }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whoWeHelp} />
      <TextSection
        id="overview"
        heading={page.intro.heading}
        paragraphs={page.intro.paragraphs}
        aside={
          <InPageIndex
            id="all-industries"
            heading={ui.industries.allHeading}
            intro={ui.industries.allIntro}
            label={ui.industries.allHeading}
            items={industries.sections}
            base={industries.path}
          />
        }
      >
        <ButtonLink href={industries.path} variant="secondary">
          {ui.industries.allButton}
        </ButtonLink>
      </TextSection>
      <Section id="highlights" title={page.highlights.heading} tone="tint">
        <LinkCards cards={page.highlights.cards} />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
