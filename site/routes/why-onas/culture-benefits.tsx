import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/culture-benefits.ts';
import { CulturePage } from '@site/pages/why-onas/culture-benefits/CulturePage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <CulturePage page={page} />;
}
