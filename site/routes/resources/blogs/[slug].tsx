// One page per post in content/blog/.
import type { PageMeta, PathProps, Paths } from '@runtime';
import { BlogPostPage } from '@site/pages/resources/blogs/BlogPostPage.tsx';
import { allPosts, isoDate, relatedPostsOf, type BlogPost } from '@site/pages/resources/blogs/posts.ts';

export const paths: Paths<'slug', { post: BlogPost; related: BlogPost[] }> = () => {
  const posts = allPosts();
  const relatedTo = relatedPostsOf(posts);
  return posts.map((post) => ({ params: { slug: post.slug }, props: { post, related: relatedTo(post) } }));
};

type Props = PathProps<typeof paths>;

export const meta = ({ post }: Props): PageMeta => ({
  title: `${post.data.title} | ONAS Blog`,
  description: post.data.description,
  type: 'article',
  image: post.data.image,
  section: 'Blog',
  updated: isoDate(post.data.updated ?? post.data.date),
});

export default function BlogPostRoute({ post, related }: Props) {
  return <BlogPostPage post={post} related={related} />;
}
