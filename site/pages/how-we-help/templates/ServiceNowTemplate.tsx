import type { ServiceNowPage } from '@content/how-we-help/types.ts';
import { serviceNowIcons, servicesUi } from '@content/how-we-help/ui.ts';
import { Section } from '@site/components/ui/Section.tsx';
import { IconCards } from './IconCards.tsx';
import { ServiceOverview } from '../ServiceOverview.tsx';
import { ReviveCards } from './ReviveCards.tsx';
import { ServiceFrame } from '../ServiceFrame.tsx';
import { onNavy } from '../styles.ts';

const ui = servicesUi.eyebrows;

/** ServiceNow: intro, 3 REVIVE engagements with their includes, 5 SMART offerings, 3 support services. */
export function ServiceNowTemplate({ page }: { page: ServiceNowPage }) {
  return (
    <ServiceFrame page={page}>
      <ServiceOverview id="overview" label={ui.overview} data={page.intro} />
      <Section id="revive" tone="tint" eyebrow={ui.revive} title={page.revive.heading} intro={page.revive.text}>
        <ReviveCards cards={page.revive.cards} />
      </Section>
      <Section id="smart" eyebrow={ui.smart} title={page.smart.heading} intro={page.smart.text}>
        <IconCards cards={page.smart.cards} icons={serviceNowIcons.smart} />
      </Section>
      <Section id="support" tone="navy" className={onNavy} eyebrow={ui.support} title={page.support.heading} intro={page.support.text}>
        <IconCards cards={page.support.cards} icons={serviceNowIcons.support} onDark />
      </Section>
    </ServiceFrame>
  );
}
