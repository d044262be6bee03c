import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/staffing/it-consulting.ts';
import { ItConsultingPage } from '@site/pages/staffing/it-consulting/ItConsultingPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <ItConsultingPage page={page} />;
}
