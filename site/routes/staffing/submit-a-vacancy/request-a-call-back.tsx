import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/staffing/vacancy.ts';
import { VacancyPage } from '@site/components/pages/staffing/VacancyPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <VacancyPage page={page} />;
}
