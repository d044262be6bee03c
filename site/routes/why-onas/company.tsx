import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/company.ts';
import { CompanyPage } from '@site/pages/why-onas/company/CompanyPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <CompanyPage page={page} />;
}
