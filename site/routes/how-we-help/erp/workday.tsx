import type { PageMeta } from '@runtime';
import page from '@content/services/erp/workday.ts';
import { WorkdayLayout } from '@site/components/services/WorkdayLayout.tsx';
import { metaOf } from '@site/components/services/meta.ts';

export const meta: PageMeta = metaOf(page);

export default function WorkdayPage() {
  return <WorkdayLayout page={page} />;
}
