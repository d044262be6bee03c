import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/careers.ts';
import { CareersPage } from '@site/pages/resources/careers/CareersPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <CareersPage page={page} />;
}
