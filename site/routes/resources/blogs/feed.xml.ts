// The blog's RSS 2.0 feed of its newest posts (FEED_SIZE), with absolute links.
import { Feed } from 'feed';
import type { Endpoint } from '@runtime';
import { blog } from '@content/resources/blogs.ts';
import { company } from '@content/company.ts';
import { allPosts, BLOG_PATH, FEED_SIZE, postUrl } from '@site/pages/resources/blogs/posts.ts';

const feed: Endpoint = ({ site, url }) => {
  const abs = (path: string) => new URL(path.replace(/^\//, ''), site).href;
  const posts = allPosts().slice(0, FEED_SIZE);
  const out = new Feed({
    title: blog.meta.title,
    description: blog.meta.description,
    id: abs(BLOG_PATH),
    link: abs(BLOG_PATH),
    language: 'en',
    copyright: `© ${company.name}`,
    updated: posts[0]?.data.updated ?? posts[0]?.data.date ?? new Date(0),
    feedLinks: { rss: abs(url) },
  });
  for (const post of posts) {
    out.addItem({
      title: post.data.title,
      id: abs(postUrl(post)),
      link: abs(postUrl(post)),
      description: post.data.description,
      date: post.data.updated ?? post.data.date,
      published: post.data.date,
      author: [{ name: post.data.author }],
      category: post.data.tags.map((name) => ({ name })),
    });
  }
  return out.rss2();
};

export default feed;
