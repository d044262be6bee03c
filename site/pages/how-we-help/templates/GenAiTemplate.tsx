import type { GenAiPage } from '@content/how-we-help/types.ts';
import { servicesUi } from '@content/how-we-help/ui.ts';
import { Section } from '@site/components/ui/Section.tsx';
import { InsightCards } from './InsightCards.tsx';
import { ServiceOverview } from '../ServiceOverview.tsx';
import { ServiceFrame } from '../ServiceFrame.tsx';

const ui = servicesUi.eyebrows;

/** Generative AI: intro, then fifteen insight cards. */
export function GenAiTemplate({ page }: { page: GenAiPage }) {
  return (
    <ServiceFrame page={page}>
      <ServiceOverview id="overview" label={ui.overview} data={page.intro} />
      <Section id="insights" tone="tint" eyebrow={ui.insights} title={page.insights.heading}>
        <InsightCards cards={page.insights.cards} idPrefix="insight" />
      </Section>
    </ServiceFrame>
  );
}
