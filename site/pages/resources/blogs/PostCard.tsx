import { css, cx } from '@linaria/core';
import { Image } from '@runtime';
import { blog } from '@content/resources/blogs.ts';
import { cardClass } from '@site/components/ui/Card.tsx';
import { Tag } from '@site/components/ui/Tag.tsx';
import { color, radius } from '@site/theme/tokens.ts';
import { PostMeta } from './PostMeta.tsx';
import { postUrl, type BlogPost } from './posts.ts';

const card = css`
  position: relative;
  padding: 0;
  overflow: hidden;
  transition: box-shadow 0.25s, transform 0.25s;
  &:hover {
    transform: translateY(-3px);
  }
  &:has(h2 a:focus-visible, h3 a:focus-visible) {
    outline: 3px solid ${color.accent};
    outline-offset: 2px;
  }
  picture img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${radius.md} ${radius.md} 0 0;
  }
`;
const body = css`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1.25rem 1.5rem 1.5rem;
  flex: 1;
  p {
    color: ${color.gray700};
    margin: 0;
  }
`;
const title = css`
  font-size: 1.2rem;
  margin: 0;
  a {
    color: ${color.navy};
    text-decoration: none;
  }
  a:hover {
    color: ${color.maroon};
  }
  a:focus-visible {
    outline: none;
  }
  /* The whole card is the title link's click area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;
const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;
const meta = css`
  margin-top: auto !important;
  font-size: 0.85rem;
`;

/** A post in a list: picture, tags, title (the link), summary, date and reading time. */
function PostCard({ post, heading = 'h3' }: { post: BlogPost; heading?: 'h2' | 'h3' }) {
  const H = heading;
  return (
    <li className={cx(cardClass, card)}>
      <Image src={post.data.image.src} alt="" sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 100vw" widths={[480, 800]} />
      <div className={body}>
        <div className={tags}>
          {post.data.tags.slice(0, 2).map((t) => (
            <Tag key={t}>{t}</Tag>
          ))}
        </div>
        <H className={title}>
          <a href={postUrl(post)}>{post.data.title}</a>
        </H>
        <p>{post.data.description}</p>
        <PostMeta post={post} className={meta} />
      </div>
    </li>
  );
}

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

/** Posts as a grid of cards. */
export function PostGrid({ posts, heading, label }: { posts: BlogPost[]; heading?: 'h2' | 'h3'; label?: string }) {
  return (
    <ul className={grid} aria-label={label ?? blog.listHeading}>
      {posts.map((p) => (
        <PostCard key={p.slug} post={p} heading={heading} />
      ))}
    </ul>
  );
}
