import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/staffing/index.ts';
import { StaffingHubPage } from '@site/pages/staffing/StaffingHubPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <StaffingHubPage page={page} />;
}
