import type { PageMeta } from '@runtime';
import { lifePhotos } from '@content/why-onas/life/photos.ts';
import { meta as content, page } from '@content/why-onas/life/index.ts';
import { LifePage } from '@site/pages/why-onas/life/LifePage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <LifePage page={page} photos={lifePhotos} />;
}
