import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/investors.ts';
import { InvestorsPage } from '@site/pages/why-onas/investors/InvestorsPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <InvestorsPage page={page} />;
}
