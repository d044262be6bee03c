import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/why-onas/leadership.ts';
import { LeadershipPage } from '@site/pages/why-onas/leadership/LeadershipPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <LeadershipPage page={page} />;
}
