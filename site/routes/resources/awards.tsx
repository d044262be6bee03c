import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/awards.ts';
import { AwardsPage } from '@site/pages/resources/awards/AwardsPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <AwardsPage page={page} />;
}
