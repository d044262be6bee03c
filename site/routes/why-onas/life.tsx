import type { PageMeta } from '@runtime';
import { lifePhotos } from '@content/media/life-photos.ts';
import { meta as content, page } from '@content/why-onas/life.ts';
import { LifePage } from '@site/components/pages/company/LifePage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <LifePage page={page} photos={lifePhotos} />;
}
