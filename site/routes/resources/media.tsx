import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/media.ts';
import { MediaPage } from '@site/components/pages/resources/MediaPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <MediaPage page={page} />;
}
