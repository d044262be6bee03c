import { css } from '@linaria/core';
import { servicesUi } from '@content/how-we-help/ui.ts';
import { color } from '@site/theme/tokens.ts';

const nav = css`
  margin-bottom: 1.25rem;
  font-size: 0.9rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    color: ${color.gray700};
  }
  li + li::before {
    content: '/';
    margin-inline: 0.55rem;
    color: ${color.gray500};
  }
  a {
    color: ${color.maroon};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

export interface Crumb {
  label: string;
  href?: string;
}

/** Where the page sits: linked ancestors, then the current page (aria-current). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className={nav} aria-label={servicesUi.breadcrumbLabel}>
      <ol>
        {items.map((c) => (
          <li key={c.label}>{c.href ? <a href={c.href}>{c.label}</a> : <span aria-current="page">{c.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
