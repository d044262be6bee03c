import type { PageMeta } from '@runtime';
import { submitVacancy } from '@content/staffing/submit-a-vacancy/index.ts';
import { SubmitVacancyPage } from '@site/pages/staffing/submit-a-vacancy/SubmitVacancyPage.tsx';

export const meta: PageMeta = submitVacancy.meta;

export default function Page() {
  return <SubmitVacancyPage page={submitVacancy} />;
}
