import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/index.ts';
import { WhyOnasHubPage } from '@site/pages/why-onas/WhyOnasHubPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <WhyOnasHubPage page={page} />;
}
