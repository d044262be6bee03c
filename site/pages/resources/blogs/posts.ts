// The blog's posts in the order and groupings the pages show them.
import { getCollection, type BlogPost } from '@content/collections.ts';
import { blog } from '@content/resources/blogs.ts';

export type { BlogPost };

export const PER_PAGE = 10;
export const BLOG_PATH = blog.path;

/** Newest first; posts from the same day by title. */
function newestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title));
}

/** Every published post (drafts too in `site serve`), newest first. */
export function allPosts(): BlogPost[] {
  return newestFirst(getCollection('blog'));
}

/** A tag's URL segment: "S/4HANA" → "s-4hana", "Generative AI" → "generative-ai". */
function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const postUrl = (post: Pick<BlogPost, 'slug'>) => `${BLOG_PATH}${post.slug}/`;
export const tagUrl = (tag: string) => `${BLOG_PATH}tags/${tagSlug(tag)}/`;
export const FEED_PATH = `${BLOG_PATH}feed.xml`;
export const TAGS_PATH = `${BLOG_PATH}tags/`;

export interface TagGroup {
  tag: string;
  slug: string;
  posts: BlogPost[];
}

/** Each tag with its posts (newest first), tags in alphabetical order. */
export function tagGroups(posts: readonly BlogPost[]): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const post of newestFirst(posts)) {
    for (const tag of post.data.tags) {
      const slug = tagSlug(tag);
      const group = groups.get(slug) ?? { tag, slug, posts: [] };
      group.posts.push(post);
      groups.set(slug, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.tag.localeCompare(b.tag));
}

/** Up to `count` other posts, those sharing the most tags first, then the newest. */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], count = 3): BlogPost[] {
  const mine = new Set(post.data.tags.map(tagSlug));
  const shared = (p: BlogPost) => p.data.tags.filter((t) => mine.has(tagSlug(t))).length;
  return newestFirst(posts.filter((p) => p.slug !== post.slug))
    .map((p, i) => ({ p, i, n: shared(p) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, count)
    .map(({ p }) => p);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (d: Date) => dateFormat.format(d);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** "1 post", "3 posts". */
export const postCount = (n: number) => (n === 1 ? blog.ui.onePost : fill(blog.ui.manyPosts, { n }));

/** Fills {name} placeholders in a UI string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
