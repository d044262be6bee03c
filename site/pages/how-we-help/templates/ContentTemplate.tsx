import type { ContentServicePage } from '@content/how-we-help/types.ts';
import { servicesUi } from '@content/how-we-help/ui.ts';
import { Section } from '@site/components/ui/Section.tsx';
import { ServiceOverview } from '../ServiceOverview.tsx';
import { OfferingCards } from './OfferingCards.tsx';
import { OutcomesSection } from './OutcomesSection.tsx';
import { ProcessSteps } from '../ProcessSteps.tsx';
import { ServiceFrame } from '../ServiceFrame.tsx';
import { onNavy } from '../styles.ts';

const ui = servicesUi.eyebrows;

/** The shared service page: intro, offerings cards, process steps, outcomes, closing. */
export function ContentTemplate({ page }: { page: ContentServicePage }) {
  return (
    <ServiceFrame page={page}>
      <ServiceOverview id="overview" label={ui.overview} data={page.intro} />
      <Section id="offerings" tone="tint" eyebrow={ui.offerings} title={page.offerings.heading}>
        <OfferingCards cards={page.offerings.cards} />
      </Section>
      <Section id="process" tone="navy" className={onNavy} eyebrow={ui.process} title={page.process.heading}>
        <ProcessSteps steps={page.process.steps} />
      </Section>
      <OutcomesSection id="outcomes" label={ui.outcomes} data={page.outcomes} />
    </ServiceFrame>
  );
}
