import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/case-studies.ts';
import { CaseStudiesPage } from '@site/pages/resources/case-studies/CaseStudiesPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <CaseStudiesPage page={page} />;
}
