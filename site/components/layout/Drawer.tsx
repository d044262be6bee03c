import { css } from '@linaria/core';
import { drawerButtons, isNavCategory, mainNav } from '@content/nav.ts';
import { alpha, color, media, motion, radius, shadow } from '@site/theme/tokens.ts';
import { buttonBase, buttonVariants } from '../ui/ButtonLink.tsx';
import { NavLinkItem } from './NavLinkItem.tsx';
import { SearchButton } from './Search.tsx';

// A native modal <dialog> opened by the drawer enhancement: the page behind is inert, Escape
// closes it. <details name=…> keeps one section and one category open at a time.
const dialog = css`
  margin: 0 0 0 auto;
  height: 100dvh;
  max-height: 100dvh;
  width: min(22rem, 88vw);
  padding: 0;
  border: 0;
  background: ${color.white};
  color: ${color.ink};
  box-shadow: ${shadow.drawer};
  &::backdrop {
    background: ${alpha('navy', 0.55)};
  }
  &[open] {
    display: flex;
    flex-direction: column;
    animation: slide-in ${motion.base} ${motion.easing};
  }
  @keyframes slide-in {
    from {
      transform: translateX(100%);
    }
  }
  ${media.md} {
    display: none !important;
  }
`;
const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${color.gray100};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;
const closeButton = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  color: ${color.navy};
  cursor: pointer;
`;
const body = css`
  flex: 1;
  overflow-y: auto;
  padding: 0.5rem 1rem 1rem;
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    cursor: pointer;
    list-style: none;
    font-weight: 650;
    color: ${color.navy};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    font-size: 1.3rem;
    font-weight: 400;
  }
  details[open] > summary::after {
    content: '−';
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 0.5rem 0.75rem;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    color: ${color.ink};
    text-decoration: none;
  }
`;
const section = css`
  border-bottom: 1px solid ${color.gray100};
`;
const category = css`
  padding-left: 0.75rem;
  summary {
    min-height: 40px;
    font-weight: 600;
    font-size: 0.95rem;
    color: ${color.maroon};
  }
`;
const overview = css`
  font-weight: 600;
`;
const actions = css`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border-top: 1px solid ${color.gray100};
`;

const searchRow = css`
  padding: 0.75rem 1rem 0;
`;
const fullWidth = css`
  width: 100%;
  justify-content: center;
`;

export const DRAWER_ID = 'site-drawer';

export function Drawer() {
  return (
    <dialog id={DRAWER_ID} className={dialog} aria-labelledby={`${DRAWER_ID}-title`} data-drawer="">
      <div className={top}>
        <h2 id={`${DRAWER_ID}-title`}>Menu</h2>
        <button type="button" className={closeButton} data-drawer-close="">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Close menu</span>
        </button>
      </div>
      <div className={searchRow}>
        <SearchButton className={fullWidth} />
      </div>
      <nav className={body} aria-label="Main (mobile)">
        {mainNav.map((item) => (
          <details key={item.href} name="drawer-section" className={section}>
            <summary>{item.label}</summary>
            <ul>
              <li>
                <a className={overview} href={item.href}>
                  {`${item.label} overview`}
                </a>
              </li>
            </ul>
            {(item.children ?? []).map((child) =>
              isNavCategory(child) ? (
                <details key={child.name} name="drawer-category" className={category}>
                  <summary>{child.name}</summary>
                  <ul>
                    {child.items.map((l) => (
                      <li key={l.href + l.label}>
                        <NavLinkItem link={l} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <ul key={child.href + child.label}>
                  <li>
                    <NavLinkItem link={child} />
                  </li>
                </ul>
              ),
            )}
          </details>
        ))}
      </nav>
      <div className={actions}>
        {drawerButtons.map((b, i) => (
          <a key={b.href} href={b.href} className={`${buttonBase} ${i === 0 ? buttonVariants.primary : buttonVariants.outline}`}>
            {b.label}
          </a>
        ))}
      </div>
    </dialog>
  );
}
