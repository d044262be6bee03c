import { css } from '@linaria/core';
import type { ProfessionalServicesPage as Page } from '@content/staffing/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { IndexedFeatureSections } from '@site/components/blocks/FeatureSection.tsx';
import { IndexHero } from '@site/components/blocks/IndexHero.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { ListPanel } from '@site/components/blocks/ListPanel.tsx';
import { color, radius } from '@site/theme/tokens.ts';

const INDEX_ID = 'model-index';

const when = css`
  margin-top: 1.25rem;
  padding: 1rem 1.25rem;
  border-left: 4px solid ${color.maroon};
  border-radius: 0 ${radius.sm} ${radius.sm} 0;
  background: ${color.maroon100};
  color: ${color.ink};
  p {
    margin: 0;
  }
`;
const label = css`
  display: block;
  font-weight: 700;
  color: ${color.maroon};
`;

/** /staffing/professional-services/: hero with an index, intro, one anchored section per engagement model. */
export function ProfessionalServicesPage({ page }: { page: Page }) {
  return (
    <Layout>
      <IndexHero
        hero={page.hero}
        eyebrow={ui.eyebrows.staffing}
        index={{ id: INDEX_ID, heading: ui.professionalServices.indexHeading, label: ui.professionalServices.indexLabel, items: page.sections }}
      />
      <TextSection id="overview" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <IndexedFeatureSections
        sections={page.sections}
        indexId={INDEX_ID}
        backLabel={ui.backToIndex}
        more={(s) => <ListPanel heading={ui.professionalServices.howItWorks} items={s.howItWorks} marker="number" columns={2} />}
      >
        {(s) => (
          <>
            <p>{s.summary}</p>
            <div className={when}>
              <p>
                <strong className={label}>{ui.professionalServices.whenToUse}</strong>
                {s.whenToUse}
              </p>
            </div>
          </>
        )}
      </IndexedFeatureSections>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
