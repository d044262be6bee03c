import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/media.ts';
import { MediaPage } from '@site/pages/resources/media/MediaPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <MediaPage page={page} />;
}
