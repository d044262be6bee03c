// The blog's posts in the order and groupings the pages show them.
import { getCollection, type BlogPost } from '@content/collections.ts';
import { blog } from '@content/resources/blogs.ts';

export type { BlogPost };

export const PER_PAGE = 10;
/** Posts in the feed: the newest this many. Readers poll the feed; with every post in it, it grew by about 1.3 KB a post (1.3 MB at 1,000 posts). */
export const FEED_SIZE = 20;
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

/**
 * Each post's related posts: up to `count` others, those sharing the most tags first, then the newest.
 * Built once for the whole collection: a post is compared only with the posts that share one of its tags
 * (comparing every post with every other took seconds at 1,000 posts, and grows with the square). The
 * ranking depends only on the post's set of tags, so it is made once per set: the best `count + 1`, from
 * which each post of the set leaves itself out (at 10,000 posts with two tags of twelve each, 66 rankings
 * instead of 10,000, each over some 3,000 posts).
 */
export function relatedPostsOf(posts: readonly BlogPost[], count = 3): (post: BlogPost) => BlogPost[] {
  const ordered = newestFirst(posts);
  // Each tag's posts as positions in `ordered`, once per tag of the post that has that tag.
  const byTag = new Map<string, number[]>();
  ordered.forEach((p, i) => {
    for (const tag of p.data.tags) {
      const slug = tagSlug(tag);
      const list = byTag.get(slug);
      if (list) list.push(i);
      else byTag.set(slug, [i]);
    }
  });
  const shared = new Int32Array(ordered.length);
  const rankings = new Map<string, number[]>();
  /** The best `want` positions sharing a tag of `tags`: most shared tags first, then the newest (lower position). */
  const ranked = (tags: string[], want: number): number[] => {
    const touched: number[] = [];
    for (const slug of tags) {
      for (const i of byTag.get(slug) ?? []) if (shared[i]++ === 0) touched.push(i);
    }
    // The best few kept in order as they are found (sorting every post that shares a tag took 10 s at 10,000 posts).
    const picked: number[] = [];
    const before = (a: number, b: number) => shared[a] > shared[b] || (shared[a] === shared[b] && a < b);
    for (const i of touched) {
      if (want <= 0 || (picked.length === want && !before(i, picked[want - 1]))) continue;
      let at = picked.length;
      while (at > 0 && before(i, picked[at - 1])) at--;
      picked.splice(at, 0, i);
      if (picked.length > want) picked.pop();
    }
    for (const i of touched) shared[i] = 0;
    return picked;
  };
  return (post) => {
    const tags = [...new Set(post.data.tags.map(tagSlug))].sort();
    const key = tags.join('\0');
    let best = rankings.get(key);
    if (!best) {
      best = ranked(tags, count + 1);
      rankings.set(key, best);
    }
    // Leaving the post itself out of its set's ranking leaves the others in the same order.
    const picked = best.filter((i) => ordered[i].slug !== post.slug).slice(0, Math.max(count, 0));
    // Too few share a tag: the newest of the others.
    for (let i = 0; picked.length < count && i < ordered.length; i++) {
      if (ordered[i].slug !== post.slug && !picked.includes(i)) picked.push(i);
    }
    return picked.map((i) => ordered[i]);
  };
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
