import type { PageMeta } from '@runtime';
import page from '@content/services/digital-transformation/grc.ts';
import { GrcLayout } from '@site/components/services/GrcLayout.tsx';
import { metaOf } from '@site/components/services/meta.ts';

export const meta: PageMeta = metaOf(page);

export default function GovernanceRiskandCompliancePage() {
  return <GrcLayout page={page} />;
}
