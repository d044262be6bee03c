import type { CompanyPage as Page, ProseBlock } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { CheckList } from '@site/components/blocks/CheckList.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { LinkCards } from '@site/components/blocks/LinkCards.tsx';
import { PointGrid } from '@site/components/blocks/PointGrid.tsx';
import type { Tone } from '@site/components/blocks/styles.ts';

function Block({ block, tone }: { block: ProseBlock; tone: Tone }) {
  return (
    <TextSection id={block.id} heading={block.heading} paragraphs={block.paragraphs} tone={tone}>
      {block.bullets && <CheckList items={block.bullets} />}
    </TextSection>
  );
}

/**
 * /why-onas/company/: who we are, what we do (with the service lines), where we work,
 * how we engage (with the engagement models). The company picture is shown once, in the hero.
 */
export function CompanyPage({ page }: { page: Page }) {
  const block = (id: string) => page.blocks.find((b) => b.id === id);
  const [first, second, ...rest] = page.blocks;
  const howWeEngage = block('how-we-engage');
  const others = rest.filter((b) => b !== howWeEngage);
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whyOnas} picture={page.picture} />
      {first && <Block block={first} tone="white" />}
      {second && <Block block={second} tone="tint" />}
      <Section id="service-lines" title={page.serviceLines.heading}>
        <LinkCards cards={page.serviceLines.cards} />
      </Section>
      {others.map((b, i) => (
        <Block key={b.id} block={b} tone={i % 2 === 0 ? 'tint' : 'white'} />
      ))}
      {howWeEngage && <Block block={howWeEngage} tone={others.length % 2 === 0 ? 'tint' : 'white'} />}
      <Section id="engagement-models" title={page.engagementModels.heading} tone={others.length % 2 === 0 ? 'white' : 'tint'}>
        <PointGrid items={page.engagementModels.items} numbered />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
