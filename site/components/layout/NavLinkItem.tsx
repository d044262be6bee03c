import type { NavLink } from '@content/nav.ts';

/** A menu link; external ones open in a new tab and say so to screen readers. */
export function NavLinkItem({ link, className }: { link: NavLink; className?: string }) {
  if (!link.external) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
