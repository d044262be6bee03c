// One page per tag used by a post: /resources/blogs/tags/<tag>/.
import type { PageMeta, PathProps, Paths } from '@runtime';
import { blog } from '@content/resources/blogs.ts';
import { BlogTagPage } from '@site/pages/resources/blogs/BlogTagPage.tsx';
import { allPosts, fill, postCount, tagGroups, type TagGroup } from '@site/pages/resources/blogs/posts.ts';

export const paths: Paths<'tag', { group: TagGroup; tags: TagGroup[] }> = () => {
  const tags = tagGroups(allPosts());
  return tags.map((group) => ({ params: { tag: group.slug }, props: { group, tags } }));
};

type Props = PathProps<typeof paths>;

export const meta = ({ group }: Props): PageMeta => ({
  title: fill(blog.ui.tagTitle, { tag: group.tag }),
  description: fill(blog.ui.tagDescription, { tag: group.tag, count: postCount(group.posts.length) }),
});

export default function BlogTagRoute({ group, tags }: Props) {
  return <BlogTagPage group={group} tags={tags} />;
}
