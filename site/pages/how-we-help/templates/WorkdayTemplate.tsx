import type { WorkdayPage } from '@content/how-we-help/types.ts';
import { servicesUi, workdayIcons } from '@content/how-we-help/ui.ts';
import { Section } from '@site/components/ui/Section.tsx';
import { ServiceOverview } from '../ServiceOverview.tsx';
import { ProcessSteps } from '../ProcessSteps.tsx';
import { ServiceFrame } from '../ServiceFrame.tsx';
import { WorkdayCards } from './WorkdayCards.tsx';
import { onNavy } from '../styles.ts';

const ui = servicesUi.eyebrows;

/** Workday: intro, four expandable cards, deployment steps. */
export function WorkdayTemplate({ page }: { page: WorkdayPage }) {
  return (
    <ServiceFrame page={page}>
      <ServiceOverview id="overview" label={ui.overview} data={page.intro} />
      <Section id="expertise" tone="tint" eyebrow={ui.offerings} title={page.cards.heading}>
        <WorkdayCards cards={page.cards.cards} icons={workdayIcons} idPrefix="workday-card" />
      </Section>
      <Section id="process" tone="navy" className={onNavy} eyebrow={ui.process} title={page.process.heading}>
        <ProcessSteps steps={page.process.steps} />
      </Section>
    </ServiceFrame>
  );
}
