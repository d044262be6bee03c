import { css } from '@linaria/core';
import { color, radius } from '@site/theme/tokens.ts';
import { tagUrl } from './posts.ts';

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.25rem;
    padding: 0.3rem 0.8rem;
    border-radius: ${radius.pill};
    background: ${color.maroon100};
    color: ${color.maroon};
    font-size: 0.85rem;
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: ${color.maroon};
    color: ${color.white};
  }
`;

/** Tags as links to their tag pages; `label` names the list for screen readers. */
export function TagLinks({ tags, label, current }: { tags: string[]; label: string; current?: string }) {
  return (
    <ul className={list} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <a href={tagUrl(tag)} aria-current={tag === current ? 'page' : undefined}>
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}
