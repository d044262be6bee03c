import { page as hub } from '@content/why-onas/index.ts';
import type { AboutPage as Page } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { FeatureSection } from '@site/components/blocks/FeatureSection.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { ValueCards } from './ValueCards.tsx';

/**
 * /why-onas/about-us/: who we are, purpose, vision and mission (#purpose, #vision, #mission),
 * and the five core values, each with its own anchor.
 * The hero shows the team picture of the Why ONAS hub, so the purpose picture is not shown twice.
 */
export function AboutPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whyOnas} picture={hub.picture} />
      <TextSection id="who-we-are" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      {page.statements.map((s, i) => (
        <FeatureSection key={s.id} id={s.id} title={s.heading} picture={s.picture} reverse={i % 2 === 1} tone={i % 2 === 0 ? 'tint' : 'white'}>
          <p>{s.text}</p>
        </FeatureSection>
      ))}
      <Section id="core-values" title={page.values.heading} intro={page.values.intro} tone="white">
        <ValueCards values={page.values.items} />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
