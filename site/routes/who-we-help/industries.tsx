import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/who-we-help/industries.ts';
import { IndustriesPage } from '@site/pages/who-we-help/industries/IndustriesPage.tsx';

export const meta: PageMeta = content;

export default function Industries() {
  return <IndustriesPage page={page} />;
}
