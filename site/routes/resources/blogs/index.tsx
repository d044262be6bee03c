import type { PageMeta } from '@runtime';
import { meta as content, page } from '@content/resources/blogs.ts';
import { BlogsPage } from '@site/components/pages/resources/BlogsPage.tsx';

export const meta: PageMeta = content;

export default function Page() {
  return <BlogsPage page={page} />;
}
