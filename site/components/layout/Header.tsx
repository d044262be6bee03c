import { css } from '@linaria/core';
import { mainNav } from '@content/nav.ts';
import { alpha, color, layout, media, radius } from '@site/theme/tokens.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { Drawer, DRAWER_ID } from './Drawer.tsx';
import { Logo } from './Logo.tsx';
import { SearchButton, SearchDialog } from './Search.tsx';

const header = css`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${alpha('white', 0.97)};
  border-bottom: 1px solid ${color.gray100};
  backdrop-filter: saturate(1.4) blur(8px);
`;
const inner = css`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding-inline: ${layout.gutter};
  min-height: ${layout.headerHeight};
  display: flex;
  align-items: center;
  gap: 1rem;
`;
const home = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-right: auto;
  img {
    width: 132px;
    height: auto;
  }
`;
const cta = css`
  display: none !important;
  ${media.lg} {
    display: inline-flex !important;
  }
`;
const menuButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 0.9rem;
  border: 2px solid ${color.navy};
  border-radius: ${radius.pill};
  background: ${color.white};
  color: ${color.navy};
  font-weight: 650;
  cursor: pointer;
  /* Hidden until the drawer enhancement runs (without JavaScript it would open nothing); its place is
     kept, so showing it moves nothing. */
  &[hidden] {
    visibility: hidden;
  }
  ${media.md} {
    display: none;
  }
`;
const desktopOnly = css`
  ${media.belowMd} {
    display: none !important;
  }
`;
// Without JavaScript the drawer cannot open: phones get the top-level links instead.
const noJsNav = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    list-style: none;
    margin: 0;
    padding: 0.5rem ${layout.gutter};
  }
  ${media.md} {
    display: none;
  }
`;

export function Header() {
  return (
    <header className={header}>
      <div className={inner}>
        <a className={home} href="/">
          <Logo />
          <span className="visually-hidden">ONAS home</span>
        </a>
        <DesktopNav />
        <SearchButton className={desktopOnly} compact />
        <ButtonLink href="/resources/contact-us/" className={cta}>
          Contact Us
        </ButtonLink>
        <button type="button" className={menuButton} aria-expanded="false" aria-controls={DRAWER_ID} aria-haspopup="dialog" data-enhance="drawer" hidden>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Menu
        </button>
      </div>
      <noscript>
        <nav className={noJsNav} aria-label="Main (basic)">
          <ul>
            {mainNav.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
      <Drawer />
      <SearchDialog />
    </header>
  );
}
