import type { PageMeta } from '@runtime';
import page from '@content/services/digital-transformation/data-eng-ana.ts';
import { ContentLayout } from '@site/components/services/ContentLayout.tsx';
import { metaOf } from '@site/components/services/meta.ts';

export const meta: PageMeta = metaOf(page);

export default function DataEngineeringandAnalyticsPage() {
  return <ContentLayout page={page} />;
}
