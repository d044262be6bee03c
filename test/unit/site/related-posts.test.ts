// A post's related posts: those sharing the most tags first, then the newest. relatedPostsOf answers for
// the whole collection from a tag index; it must give exactly what comparing each post with every other
// gives (the reference below), including ties, tags that differ only in spelling, and too few matches.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { relatedPostsOf, type BlogPost } from '../../../site/pages/resources/blogs/posts.ts';

const TAGS = ['SAP', 'S/4HANA', 's-4hana', 'Cloud', 'Staffing', 'Generative AI', 'ERP', 'Workday', 'Rare'];

/** A seeded generator (mulberry32), so a failure names a case that can be run again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makePosts(n: number, seed: number): BlogPost[] {
  const next = random(seed);
  return Array.from({ length: n }, (_, i) => {
    const tags = Array.from({ length: 1 + Math.floor(next() * 3) }, () => TAGS[Math.floor(next() * TAGS.length)]);
    // Few distinct days and titles, so that ties in date and title happen.
    const date = new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 20)));
    return { slug: `post-${i}`, data: { title: `Title ${Math.floor(next() * 5)}`, date, tags } } as unknown as BlogPost;
  });
}

const slugOf = (tag: string) =>
  tag
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The definition, written the slow way: every other post compared with this one. */
function reference(post: BlogPost, posts: readonly BlogPost[], count = 3): BlogPost[] {
  const newestFirst = (list: readonly BlogPost[]) =>
    [...list].sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title));
  const mine = new Set(post.data.tags.map(slugOf));
  const shared = (p: BlogPost) => p.data.tags.filter((t) => mine.has(slugOf(t))).length;
  return newestFirst(posts.filter((p) => p.slug !== post.slug))
    .map((p, i) => ({ p, i, n: shared(p) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, count)
    .map(({ p }) => p);
}

test('every post of seeded collections gets what comparing it with every other post gives', () => {
  for (const [n, seed] of [
    [1, 1],
    [2, 2],
    [4, 3],
    [40, 4],
    [300, 5],
  ]) {
    const posts = makePosts(n, seed);
    const relatedTo = relatedPostsOf(posts);
    for (const post of posts) {
      const want = reference(post, posts).map((p) => p.slug);
      assert.equal(
        relatedTo(post).map((p) => p.slug),
        want,
        `seed ${seed}, ${n} posts, ${post.slug} (${post.data.tags.join(', ')})`,
      );
    }
  }
});

test('any number of related posts: none, one, more than share a tag', () => {
  const posts = makePosts(120, 11);
  for (const count of [0, 1, 2, 5, 40]) {
    const relatedTo = relatedPostsOf(posts, count);
    for (const post of posts) {
      assert.equal(
        relatedTo(post).map((p) => p.slug),
        reference(post, posts, count).map((p) => p.slug),
        `${count} of ${post.slug}`,
      );
    }
  }
});

test('a post whose tags no other post has still gets the newest others', () => {
  const posts = makePosts(10, 9);
  const lonely = { slug: 'lonely', data: { title: 'Lonely', date: new Date(Date.UTC(2025, 0, 1)), tags: ['Nobody else'] } } as unknown as BlogPost;
  const all = [...posts, lonely];
  assert.equal(
    relatedPostsOf(all)(lonely).map((p) => p.slug),
    reference(lonely, all).map((p) => p.slug),
  );
  assert.is(relatedPostsOf(all)(lonely).length, 3);
});

test.run();
