import { css } from '@linaria/core';
import type { ProfessionalServicesPage as Page } from '@content/staffing/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '../../layout/Layout.tsx';
import { ClosingBand } from '../common/ClosingBand.tsx';
import { FeatureSection } from '../common/FeatureSection.tsx';
import { IndexHero } from '../common/IndexHero.tsx';
import { TextSection } from '../common/TextSection.tsx';
import { ListPanel } from '../common/ListPanel.tsx';
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
      {page.sections.map((s, i) => (
        <FeatureSection
          key={s.id}
          id={s.id}
          title={s.name}
          picture={s.picture}
          reverse={i % 2 === 1}
          tone={i % 2 === 0 ? 'tint' : 'white'}
          back={{ href: `#${INDEX_ID}`, label: ui.backToIndex }}
          more={<ListPanel heading={ui.professionalServices.howItWorks} items={s.howItWorks} marker="number" columns={2} />}
        >
          <p>{s.summary}</p>
          <div className={when}>
            <p>
              <strong className={label}>{ui.professionalServices.whenToUse}</strong>
              {s.whenToUse}
            </p>
          </div>
        </FeatureSection>
      ))}
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
