// The blog's topics: every tag used by a post, with its number of posts, each linking to its tag page.
import type { PageMeta } from '@runtime';
import { blog } from '@content/resources/blogs.ts';
import { BlogTagsPage } from '@site/pages/resources/blogs/BlogTagsPage.tsx';
import { allPosts, tagGroups } from '@site/pages/resources/blogs/posts.ts';

export const meta: PageMeta = blog.tagsIndex.meta;

export default function BlogTagsRoute() {
  return <BlogTagsPage tags={tagGroups(allPosts())} />;
}
