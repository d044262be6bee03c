import type { ItConsultingPage as Page } from '@content/staffing/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { IndexedFeatureSections } from '@site/components/blocks/FeatureSection.tsx';
import { IndexHero } from '@site/components/blocks/IndexHero.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { ListPanel } from '@site/components/blocks/ListPanel.tsx';

const INDEX_ID = 'consulting-index';

/** /staffing/it-consulting/: hero with an index, intro, one anchored section per consulting area. */
export function ItConsultingPage({ page }: { page: Page }) {
  return (
    <Layout>
      <IndexHero
        hero={page.hero}
        eyebrow={ui.eyebrows.staffing}
        index={{ id: INDEX_ID, heading: ui.itConsulting.indexHeading, label: ui.itConsulting.indexLabel, items: page.sections, columns: 1 }}
      />
      <TextSection id="overview" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <IndexedFeatureSections
        sections={page.sections}
        indexId={INDEX_ID}
        backLabel={ui.backToIndex}
        more={(s) => <ListPanel heading={ui.itConsulting.roles} items={s.roles} columns={2} />}
      >
        {(s) => <p>{s.summary}</p>}
      </IndexedFeatureSections>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
