// A tag's pages after the first: /resources/blogs/tags/<tag>/page/2/ and on, ten posts a page.
import type { PageMeta, PathProps, Paths } from '@runtime';
import { paginate, type Page } from '@runtime/content';
import { blog } from '@content/resources/blogs.ts';
import { BlogTagPage } from '@site/pages/resources/blogs/BlogTagPage.tsx';
import { allPosts, fill, PER_PAGE, tagGroups, tagUrl, type BlogPost } from '@site/pages/resources/blogs/posts.ts';

// Given what it shows, as [tag].tsx is.
export const paths: Paths<'tag' | 'page', { tag: string; page: Page<BlogPost>; tags: string[] }> = () => {
  const groups = tagGroups(allPosts());
  const tags = groups.map((group) => group.tag);
  return groups.flatMap((group) =>
    paginate(group.posts, PER_PAGE, tagUrl(group.tag))
      .slice(1)
      .map((page) => ({ params: { tag: group.slug, page: String(page.number) }, props: { tag: group.tag, page, tags } })),
  );
};

type Props = PathProps<typeof paths>;

export const meta = ({ tag, page }: Props): PageMeta => ({
  title: fill(blog.ui.tagPageTitle, { tag, n: page.number }),
  description: fill(blog.ui.tagPageDescription, { tag, n: page.number }),
});

export default function BlogTagPageRoute({ tag, page, tags }: Props) {
  return <BlogTagPage tag={tag} page={page} tags={tags} />;
}
