import type { ServicePage } from '@content/how-we-help/index.ts';
import { ContentTemplate } from './templates/ContentTemplate.tsx';
import { GenAiTemplate } from './templates/GenAiTemplate.tsx';
import { GrcTemplate } from './templates/GrcTemplate.tsx';
import { ItamTemplate } from './templates/ItamTemplate.tsx';
import { ServiceNowTemplate } from './templates/ServiceNowTemplate.tsx';
import { WorkdayTemplate } from './templates/WorkdayTemplate.tsx';

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
