import type { PageMeta } from '@runtime';
import { submitVacancy } from '@content/ui/pages.ts';
import { SubmitVacancyPage } from '@site/components/pages/staffing/SubmitVacancyPage.tsx';

export const meta: PageMeta = submitVacancy.meta;

export default function Page() {
  return <SubmitVacancyPage page={submitVacancy} />;
}
