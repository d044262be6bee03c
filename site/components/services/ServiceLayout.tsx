import type { ServicePage } from '@content/services/index.ts';
import { ContentLayout } from './ContentLayout.tsx';
import { GenAiLayout } from './GenAiLayout.tsx';
import { GrcLayout } from './GrcLayout.tsx';
import { ItamLayout } from './ItamLayout.tsx';
import { ServiceNowLayout } from './ServiceNowLayout.tsx';
import { WorkdayLayout } from './WorkdayLayout.tsx';

/** A service page in the layout its content names (`layout`). */
export function ServiceLayout({ page }: { page: ServicePage }) {
  switch (page.layout) {
    case 'content':
      return <ContentLayout page={page} />;
    case 'servicenow':
      return <ServiceNowLayout page={page} />;
    case 'workday':
      return <WorkdayLayout page={page} />;
    case 'grc':
      return <GrcLayout page={page} />;
    case 'itam':
      return <ItamLayout page={page} />;
    case 'genai':
      return <GenAiLayout page={page} />;
  }
}
