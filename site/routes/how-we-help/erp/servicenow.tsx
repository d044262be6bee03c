import type { PageMeta } from '@runtime';
import page from '@content/services/erp/servicenow.ts';
import { ServiceNowLayout } from '@site/components/services/ServiceNowLayout.tsx';
import { metaOf } from '@site/components/services/meta.ts';

export const meta: PageMeta = metaOf(page);

export default function ServiceNowPage() {
  return <ServiceNowLayout page={page} />;
}
