// The blog's first page: the ten newest posts (older ones on /resources/blogs/page/2/ …).
import type { PageMeta } from '@runtime';
import { paginate } from '@runtime/content';
import { blog } from '@content/resources/blogs.ts';
import { BlogListPage } from '@site/pages/resources/blogs/BlogListPage.tsx';
import { allPosts, BLOG_PATH, FEED_PATH, PER_PAGE, tagGroups } from '@site/pages/resources/blogs/posts.ts';

export const meta: PageMeta = {
  ...blog.meta,
  head: [{ tag: 'link', attrs: { rel: 'alternate', type: 'application/rss+xml', title: blog.ui.feed, href: FEED_PATH } }],
};

export default function BlogFirstPage() {
  const posts = allPosts();
  return <BlogListPage page={paginate(posts, PER_PAGE, BLOG_PATH)[0]} tags={tagGroups(posts).map((group) => group.tag)} />;
}
