// A tag's pages after the first: /resources/blogs/tags/<tag>/page/2/ and on, ten posts a page.
import type { PageMeta, PathProps, Paths } from '@runtime';
import { paginate, type Page } from '@runtime/content';
import { blog } from '@content/resources/blogs.ts';
import { BlogTagPage } from '@site/pages/resources/blogs/BlogTagPage.tsx';
import { allPosts, fill, PER_PAGE, tagGroups, tagUrl, type BlogPost, type TagGroup } from '@site/pages/resources/blogs/posts.ts';

export const paths: Paths<'tag' | 'page', { group: TagGroup; page: Page<BlogPost>; tags: TagGroup[] }> = () => {
  const tags = tagGroups(allPosts());
  return tags.flatMap((group) =>
    paginate(group.posts, PER_PAGE, tagUrl(group.tag))
      .slice(1)
      .map((page) => ({ params: { tag: group.slug, page: String(page.number) }, props: { group, page, tags } })),
  );
};

type Props = PathProps<typeof paths>;

export const meta = ({ group, page }: Props): PageMeta => ({
  title: fill(blog.ui.tagPageTitle, { tag: group.tag, n: page.number }),
  description: fill(blog.ui.tagPageDescription, { tag: group.tag, n: page.number }),
});

export default function BlogTagPageRoute({ group, page, tags }: Props) {
  return <BlogTagPage group={group} page={page} tags={tags} />;
}
