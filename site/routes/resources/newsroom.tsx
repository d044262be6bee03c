import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/newsroom.ts';
import { NewsroomPage } from '@site/pages/resources/newsroom/NewsroomPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <NewsroomPage page={page} />;
}
