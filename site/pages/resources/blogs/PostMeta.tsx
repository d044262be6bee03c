import { css } from '@linaria/core';
import { blog } from '@content/resources/blogs.ts';
import { color } from '@site/theme/tokens.ts';
import { fill, formatDate, isoDate, type BlogPost } from './posts.ts';

const line = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  color: ${color.gray700};
  font-size: 0.92rem;
  & > span + span::before {
    content: '·';
    margin-right: 1rem;
    color: ${color.gray500};
  }
`;
/* The byline has a line of its own, so a separator never starts a wrapped line. */
const byline = css`
  flex-basis: 100%;
  font-weight: 600;
  color: ${color.navy};
  & + span::before {
    content: none !important;
  }
`;

/** "5 October 2026 · 6 min read", optionally with the author first. */
export function PostMeta({ post, author = false, className }: { post: BlogPost; author?: boolean; className?: string }) {
  const { ui } = blog;
  return (
    <p className={className ? `${line} ${className}` : line}>
      {author && (
        <span className={byline}>
          {ui.by} {post.data.author}
          {post.data.role ? `, ${post.data.role}` : ''}
        </span>
      )}
      <span>
        <span className="visually-hidden">{ui.published} </span>
        <time dateTime={isoDate(post.data.date)}>{formatDate(post.data.date)}</time>
      </span>
      {post.data.updated && (
        <span>
          {ui.updated} <time dateTime={isoDate(post.data.updated)}>{formatDate(post.data.updated)}</time>
        </span>
      )}
      <span>{fill(ui.minutesRead, { n: post.readingMinutes })}</span>
    </p>
  );
}
