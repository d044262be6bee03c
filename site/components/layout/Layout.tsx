import { Children, type ReactNode } from 'react';
import { css } from '@linaria/core';
import { globals } from '../../theme/global.ts';
import { color, radius } from '@site/theme/tokens.ts';
import { ContactBar } from './ContactBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ScrollHelpers } from './ScrollHelpers.tsx';

const skip = css`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${color.white};
  color: ${color.navy};
  font-weight: 700;
  border-radius: ${radius.sm};
  &:focus {
    top: 0.75rem;
  }
`;
const main = css`
  display: block;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

/**
 * Every page's frame: skip link, contact bar, header with menus and drawer, the page's <main>,
 * footer and scroll helpers. Pages render their own h1 inside; their first child is the first view
 * (the hero band).
 *
 * The empty #first-view-end after that band is what the browser waits for before its first render
 * (site.config.json: firstRenderWaitsFor). On a slow phone the parser yields mid-document; without
 * the wait, a header or a centred two-column hero painted half-parsed shifts as the rest arrives.
 */
export function Layout({ children }: { children: ReactNode }) {
  const [firstView, ...rest] = Children.toArray(children);
  return (
    <div className={globals} data-enhance="hash-scroll link-prefetch">
      <a className={skip} href="#main">
        Skip to content
      </a>
      <ContactBar />
      <Header />
      {/* Only the main content is indexed for the site search (menus, footer and contact bar are not). */}
      <main id="main" tabIndex={-1} className={main} data-pagefind-body="">
        {firstView}
        <span id="first-view-end" hidden />
        {rest}
      </main>
      <Footer />
      <ScrollHelpers />
    </div>
  );
}
