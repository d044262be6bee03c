import type { AssetManagementPage } from '@content/how-we-help/types.ts';
import { servicesUi } from '@content/how-we-help/ui.ts';
import { Section } from '@site/components/ui/Section.tsx';
import { ServiceOverview } from '../ServiceOverview.tsx';
import { OutcomeTiles } from './OutcomeTiles.tsx';
import { ProcessSteps } from '../ProcessSteps.tsx';
import { ServiceFrame } from '../ServiceFrame.tsx';
import { onNavy } from '../styles.ts';

const ui = servicesUi.eyebrows;

/** IT asset management: intro, seven outcome tiles with icons, implementation steps. */
export function ItamTemplate({ page }: { page: AssetManagementPage }) {
  return (
    <ServiceFrame page={page}>
      <ServiceOverview id="overview" label={ui.overview} data={page.intro} />
      <Section id="outcomes" tone="tint" eyebrow={ui.outcomes} title={page.outcomes.heading} center>
        <OutcomeTiles tiles={page.outcomes.tiles} />
      </Section>
      <Section id="process" tone="navy" className={onNavy} eyebrow={ui.process} title={page.process.heading}>
        <ProcessSteps steps={page.process.steps} />
      </Section>
    </ServiceFrame>
  );
}
