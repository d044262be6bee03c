import type { ServicePage } from '@content/services/index.ts';
import { ContentTemplate } from './ContentTemplate.tsx';
import { GenAiTemplate } from './GenAiTemplate.tsx';
import { GrcTemplate } from './GrcTemplate.tsx';
import { ItamTemplate } from './ItamTemplate.tsx';
import { ServiceNowTemplate } from './ServiceNowTemplate.tsx';
import { WorkdayTemplate } from './WorkdayTemplate.tsx';

/** A service page in the layout its content names (`layout`). */
export function ServiceTemplate({ page }: { page: ServicePage }) {
  switch (page.layout) {
    case 'content':
      return <ContentTemplate page={page} />;
    case 'servicenow':
      return <ServiceNowTemplate page={page} />;
    case 'workday':
      return <WorkdayTemplate page={page} />;
    case 'grc':
      return <GrcTemplate page={page} />;
    case 'itam':
      return <ItamTemplate page={page} />;
    case 'genai':
      return <GenAiTemplate page={page} />;
  }
}
