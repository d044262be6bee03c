import type { PageMeta } from '@runtime';
import page from '@content/services/managed-it-operations/it-infra.ts';
import { ContentLayout } from '@site/components/services/ContentLayout.tsx';
import { metaOf } from '@site/components/services/meta.ts';

export const meta: PageMeta = metaOf(page);

export default function ITInfrastructurePage() {
  return <ContentLayout page={page} />;
}
