import { css } from '@linaria/core';
import type { Page } from '@runtime/content';
import { blog } from '@content/resources/blogs.ts';
import { color, radius } from '@site/theme/tokens.ts';
import { pageUrl } from '@runtime/content';
import { pageNumbers } from './page-numbers.ts';
import { BLOG_PATH, fill } from './posts.ts';

const nav = css`
  margin-top: 2.5rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  span[aria-current] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.9rem;
    border-radius: ${radius.pill};
    border: 2px solid ${color.navy};
    color: ${color.navy};
    font-weight: 650;
    text-decoration: none;
  }
  a:hover {
    background: ${color.navy};
    color: ${color.white};
  }
  span[aria-current] {
    background: ${color.navy};
    color: ${color.white};
  }
`;

/** Numbered links between list pages (`base`: the first page's URL); nothing when there is only one page. */
export function Pagination({ page, base = BLOG_PATH }: { page: Pick<Page<unknown>, 'number' | 'count' | 'prev' | 'next'>; base?: string }) {
  if (page.count < 2) return null;
  const { ui } = blog;
  return (
    <nav className={nav} aria-label={ui.pagesLabel}>
      <ul>
        {page.prev && (
          <li>
            <a href={page.prev} rel="prev">
              {ui.previous}
            </a>
          </li>
        )}
        {pageNumbers(page.number, page.count).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page.number ? (
                <span aria-current="page">
                  <span className="visually-hidden">{fill(ui.pageOf, { n, count: page.count })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <a href={pageUrl(base, n)}>
                  <span className="visually-hidden">{fill(ui.pageOf, { n, count: page.count })}</span>
                  <span aria-hidden="true">{n}</span>
                </a>
              )}
            </li>
          ),
        )}
        {page.next && (
          <li>
            <a href={page.next} rel="next">
              {ui.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
