// The first page of each tag used by a post: /resources/blogs/tags/<tag>/ (the next ones: [tag]/page/[page].tsx).
import type { PageMeta, PathProps, Paths } from '@runtime';
import { paginate, type Page } from '@runtime/content';
import { blog } from '@content/resources/blogs.ts';
import { BlogTagPage } from '@site/pages/resources/blogs/BlogTagPage.tsx';
import { allPosts, fill, PER_PAGE, postCount, tagGroups, tagUrl, type BlogPost, type TagGroup } from '@site/pages/resources/blogs/posts.ts';

export const paths: Paths<'tag', { group: TagGroup; page: Page<BlogPost>; tags: TagGroup[] }> = () => {
  const tags = tagGroups(allPosts());
  return tags.map((group) => ({ params: { tag: group.slug }, props: { group, page: paginate(group.posts, PER_PAGE, tagUrl(group.tag))[0], tags } }));
};

type Props = PathProps<typeof paths>;

export const meta = ({ group }: Props): PageMeta => ({
  title: fill(blog.ui.tagTitle, { tag: group.tag }),
  description: fill(blog.ui.tagDescription, { tag: group.tag, count: postCount(group.posts.length) }),
});

export default function BlogTagRoute({ group, page, tags }: Props) {
  return <BlogTagPage group={group} page={page} tags={tags} />;
}
