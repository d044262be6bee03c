import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/staffing/submit-a-vacancy/request-a-call-back.ts';
import { VacancyPage } from '@site/pages/staffing/submit-a-vacancy/request-a-call-back/VacancyPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <VacancyPage page={page} />;
}
