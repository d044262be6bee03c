import type { IndustriesPage as Page } from '@content/who-we-help/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { IndexHero } from '@site/components/blocks/IndexHero.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { IndustrySection } from './IndustrySection.tsx';

const INDEX_ID = 'industry-index';

/** /who-we-help/industries/: hero with an index of every sector, intro, one anchored section per sector. */
export function IndustriesPage({ page }: { page: Page }) {
  return (
    <Layout>
      <IndexHero
        hero={page.hero}
        eyebrow={ui.eyebrows.whoWeHelp}
        index={{ id: INDEX_ID, heading: ui.industries.indexHeading, label: ui.industries.indexLabel, items: page.sections }}
      />
      <TextSection id="overview" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      {page.sections.map((s, i) => (
        <IndustrySection key={s.id} industry={s} index={i} indexId={INDEX_ID} />
      ))}
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
