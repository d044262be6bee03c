import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/industries/index.ts';
import { IndustriesPage } from '@site/components/pages/industries/IndustriesPage.tsx';

export const meta: PageMeta = content;

export default function Industries() {
  return <IndustriesPage page={page} />;
}
