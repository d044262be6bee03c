import type { PageMeta } from '@runtime';
import page from '@content/services/other-services/seo.ts';
import { ContentLayout } from '@site/components/services/ContentLayout.tsx';
import { metaOf } from '@site/components/services/meta.ts';

export const meta: PageMeta = metaOf(page);

export default function SEOPage() {
  return <ContentLayout page={page} />;
}
