import { css } from '@linaria/core';
import { company } from '@content/company.ts';
import { footerQuickLinks, legalLinks, mainNav } from '@content/nav.ts';
import { alpha, color, media, radius } from '@site/theme/tokens.ts';
import { centredBox } from '@site/theme/mixins.ts';
import { Container } from '../ui/Container.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Logo } from './Logo.tsx';

const footer = css`
  background: ${color.navy};
  color: ${color.navy100};
  padding-top: 3.5rem;
  font-size: 0.95rem;
  a {
    color: ${color.white};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    color: ${color.white};
  }
  h2 {
    color: ${color.white};
    font-size: 0.85rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    margin-bottom: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: 0.45rem;
  }
`;
const grid = css`
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr;
  }
`;
const brand = css`
  p {
    margin: 1rem 0 0;
    max-width: 22rem;
  }
`;
const social = css`
  display: flex;
  gap: 0.75rem;
  li + li {
    margin-top: 0;
  }
  a {
    ${centredBox('44px', radius.round, alpha('white', 0.1))}
  }
  a:hover {
    background: ${alpha('white', 0.22)};
  }
`;
const bottom = css`
  margin-top: 3rem;
  padding-block: 1.25rem;
  border-top: 1px solid ${alpha('white', 0.15)};
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  justify-content: space-between;
  p {
    margin: 0;
  }
`;

const socials = [
  { key: 'facebook', label: 'Facebook', href: company.social.facebook },
  { key: 'instagram', label: 'Instagram', href: company.social.instagram },
  { key: 'linkedin', label: 'LinkedIn', href: company.social.linkedin },
  { key: 'youtube', label: 'YouTube', href: company.social.youtube },
] as const;

/** The site footer. The copyright year is the build year: a yearly rebuild keeps it current. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={footer}>
      <Container>
        <div className={grid}>
          <div className={brand}>
            <a href="/">
              <Logo light lazy />
              <span className="visually-hidden">ONAS home</span>
            </a>
            <p>{company.tagline}.</p>
            <p>
              Head office: {company.headOffice.city}, {company.headOffice.region}
            </p>
          </div>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick">Quick links</h2>
            <ul>
              {footerQuickLinks.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore">Explore</h2>
            <ul>
              {mainNav.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 id="footer-social">Follow us</h2>
            <ul className={social} aria-labelledby="footer-social">
              {socials.map((s) => (
                <li key={s.key}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    <Icon name={s.key} size="1.25rem" />
                    <span className="visually-hidden">{`${s.label} (opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={bottom}>
          <p>{`© ${year} ${company.name}. All rights reserved.`}</p>
          <ul>
            {legalLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
