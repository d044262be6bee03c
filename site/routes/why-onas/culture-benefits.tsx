import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/culture-benefits.ts';
import { CulturePage } from '@site/components/pages/company/CulturePage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <CulturePage page={page} />;
}
