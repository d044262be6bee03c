import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/hub.ts';
import { WhyOnasHubPage } from '@site/components/pages/company/WhyOnasHubPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <WhyOnasHubPage page={page} />;
}
