// The blog's list pages after the first: /resources/blogs/page/2/ and on.
import type { PageMeta, PathProps, Paths } from '@runtime';
import { paginate, type Page } from '@runtime/content';
import { blog } from '@content/resources/blogs.ts';
import { BlogListPage } from '@site/pages/resources/blogs/BlogListPage.tsx';
import { allPosts, BLOG_PATH, fill, PER_PAGE, tagGroups, type BlogPost } from '@site/pages/resources/blogs/posts.ts';

// Each page is given what it shows: the tags' names, not their posts (a page's render is reused while its
// props are the same, and every post is among some tag's).
export const paths: Paths<'page', { page: Page<BlogPost>; tags: string[] }> = () => {
  const posts = allPosts();
  const tags = tagGroups(posts).map((group) => group.tag);
  return paginate(posts, PER_PAGE, BLOG_PATH)
    .slice(1)
    .map((page) => ({ params: { page: String(page.number) }, props: { page, tags } }));
};

type Props = PathProps<typeof paths>;

export const meta = ({ page }: Props): PageMeta => ({
  title: fill(blog.ui.pageTitle, { n: page.number }),
  description: fill(blog.ui.pageDescription, { n: page.number }),
});

export default function BlogListRoute({ page, tags }: Props) {
  return <BlogListPage page={page} tags={tags} />;
}
