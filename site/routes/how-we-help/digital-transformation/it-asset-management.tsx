import type { PageMeta } from '@runtime';
import page from '@content/services/digital-transformation/it-asset-management.ts';
import { ItamLayout } from '@site/components/services/ItamLayout.tsx';
import { metaOf } from '@site/components/services/meta.ts';

export const meta: PageMeta = metaOf(page);

export default function ITAssetManagementPage() {
  return <ItamLayout page={page} />;
}
