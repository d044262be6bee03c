import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/case-studies.ts';
import { CaseStudiesPage } from '@site/components/pages/resources/CaseStudiesPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <CaseStudiesPage page={page} />;
}
