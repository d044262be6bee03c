import type { GrcPage } from '@content/how-we-help/types.ts';
import { servicesUi } from '@content/how-we-help/ui.ts';
import { Section } from '@site/components/ui/Section.tsx';
import { GrcRows } from './GrcRows.tsx';
import { ServiceOverview } from '../ServiceOverview.tsx';
import { ServiceFrame } from '../ServiceFrame.tsx';

const ui = servicesUi.eyebrows;

/** Governance, risk and compliance: intro, then six alternating image/text rows. */
export function GrcTemplate({ page }: { page: GrcPage }) {
  return (
    <ServiceFrame page={page}>
      <ServiceOverview id="overview" label={ui.overview} data={page.intro} />
      <Section id="capabilities" tone="tint" eyebrow={ui.capabilities} title={servicesUi.grcRowsHeading}>
        <GrcRows rows={page.rows} />
      </Section>
    </ServiceFrame>
  );
}
