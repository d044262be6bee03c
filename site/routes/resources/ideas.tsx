import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/ideas.ts';
import { IdeasPage } from '@site/pages/resources/ideas/IdeasPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <IdeasPage page={page} />;
}
