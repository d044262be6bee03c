import { css } from '@linaria/core';
import type { MissionPrinciplesPage } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { PointGrid } from '@site/components/blocks/PointGrid.tsx';
import { color, media } from '@site/theme/tokens.ts';

const statement = css`
  margin: 0 0 1.5rem;
  padding-left: 1.25rem;
  border-left: 4px solid ${color.accent};
  font-size: clamp(1.25rem, 1.05rem + 0.9vw, 1.75rem);
  font-weight: 600;
  line-height: 1.4;
  color: ${color.white};
  max-width: 52rem;
  ${media.md} {
    padding-left: 1.75rem;
  }
`;
const explanation = css`
  max-width: 46rem;
  margin: 0;
  color: ${color.navy100};
  font-size: 1.05rem;
`;

/** /why-onas/mission-principles/: the mission statement and the operating principles (each with an anchor). */
export function MissionPage({ page }: { page: MissionPrinciplesPage }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whyOnas} picture={page.picture} />
      <Section id="mission" title={page.mission.heading} tone="navy">
        <p className={statement}>{page.mission.statement}</p>
        <p className={explanation}>{page.mission.explanation}</p>
      </Section>
      <Section id="principles" title={page.principles.heading} tone="tint">
        <PointGrid items={page.principles.items} numbered max={3} />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
