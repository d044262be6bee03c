import { css } from '@linaria/core';
import { isNavCategory, mainNav, type NavItem, type NavLink } from '@content/nav.ts';
import { color, layout, media, motion, radius, shadow } from '@site/theme/tokens.ts';
import { NavLinkItem } from './NavLinkItem.tsx';

// Works without JavaScript through :hover and :focus-within; the nav-menu enhancement sets
// data-js on the nav and drives data-open instead, adding keyboard, touch and Escape handling.
const nav = css`
  display: none;
  ${media.md} {
    display: block;
  }
`;
const list = css`
  display: flex;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;
const item = css`
  display: flex;
  align-items: center;
`;
const topLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.2rem 0 0.6rem;
  font-weight: 600;
  color: ${color.navy};
  text-decoration: none;
  &:hover {
    color: ${color.maroon};
  }
`;
const toggle = css`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.navy};
  cursor: pointer;
  svg {
    transition: transform ${motion.fast} ${motion.easing};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;
const panel = css`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  display: none;
  padding: 1.75rem 0 2rem;
  background: ${color.white};
  border-top: 1px solid ${color.gray100};
  box-shadow: ${shadow.raised};
  nav:not([data-js]) li:hover > &,
  nav:not([data-js]) li:focus-within > &,
  li[data-open] > & {
    display: block;
  }
`;
const panelInner = css`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding-inline: ${layout.gutter};
  display: grid;
  gap: 1.5rem 2rem;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
`;
const catName = css`
  margin: 0 0 0.5rem;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${color.maroon};
`;
const links = css`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    padding: 0.3rem 0.5rem;
    margin-left: -0.5rem;
    border-radius: ${radius.sm};
    color: ${color.ink};
    text-decoration: none;
    font-size: 0.95rem;
  }
  a:hover,
  a:focus-visible {
    background: ${color.gray50};
    color: ${color.maroon};
  }
`;
const plainLinks = css`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0.1rem 2rem;
`;

const chevron = (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

function Panel({ item: top, id }: { item: NavItem; id: string }) {
  const children = top.children ?? [];
  return (
    <div className={panel} id={id} data-menu-panel="">
      <div className={panelInner}>
        {children.every(isNavCategory) ? (
          children.filter(isNavCategory).map((cat, i) => (
            <div key={cat.name}>
              <p className={catName} id={`${id}-c${i}`}>
                {cat.name}
              </p>
              <ul className={links} aria-labelledby={`${id}-c${i}`}>
                {cat.items.map((l) => (
                  <li key={l.href + l.label}>
                    <NavLinkItem link={l} />
                  </li>
                ))}
              </ul>
            </div>
          ))
        ) : (
          <ul className={`${links} ${plainLinks}`}>
            {children
              .filter((c): c is NavLink => !isNavCategory(c))
              .map((l) => (
                <li key={l.href + l.label}>
                  <NavLinkItem link={l} />
                </li>
              ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The desktop menu (900 px and up): a link per top item and a disclosure button for its dropdown. */
export function DesktopNav() {
  return (
    <nav className={nav} aria-label="Main" data-enhance="nav-menu">
      <ul className={list}>
        {mainNav.map((top, i) => {
          const id = `menu-${i}`;
          return (
            <li key={top.href} className={item} data-menu-item="">
              <a className={topLink} href={top.href}>
                {top.label}
              </a>
              {top.children?.length ? (
                <button type="button" className={toggle} aria-expanded="false" aria-controls={id} data-menu-toggle="">
                  {chevron}
                  <span className="visually-hidden">{`${top.label} menu`}</span>
                </button>
              ) : null}
              {top.children?.length ? <Panel item={top} id={id} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
