import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/company.ts';
import { CompanyPage } from '@site/components/pages/company/CompanyPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <CompanyPage page={page} />;
}
