// The first page of each tag used by a post: /resources/blogs/tags/<tag>/ (the next ones: [tag]/page/[page].tsx).
import type { PageMeta, PathProps, Paths } from '@runtime';
import { paginate, type Page } from '@runtime/content';
import { blog } from '@content/resources/blogs.ts';
import { BlogTagPage } from '@site/pages/resources/blogs/BlogTagPage.tsx';
import { allPosts, fill, PER_PAGE, postCount, tagGroups, tagUrl, type BlogPost } from '@site/pages/resources/blogs/posts.ts';

// Each page is given what it shows: its tag, how many posts have it, its page of them and the tags' names (a
// page's render is reused while its props are the same; every post is among some tag's).
export const paths: Paths<'tag', { tag: string; count: number; page: Page<BlogPost>; tags: string[] }> = () => {
  const groups = tagGroups(allPosts());
  const tags = groups.map((group) => group.tag);
  return groups.map((group) => ({
    params: { tag: group.slug },
    props: { tag: group.tag, count: group.posts.length, page: paginate(group.posts, PER_PAGE, tagUrl(group.tag))[0], tags },
  }));
};

type Props = PathProps<typeof paths>;

export const meta = ({ tag, count }: Props): PageMeta => ({
  title: fill(blog.ui.tagTitle, { tag }),
  description: fill(blog.ui.tagDescription, { tag, count: postCount(count) }),
});

export default function BlogTagRoute({ tag, page, tags }: Props) {
  return <BlogTagPage tag={tag} page={page} tags={tags} />;
}
