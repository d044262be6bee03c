import { css } from '@linaria/core';
import { company } from '@content/company.ts';
import { color, media } from '@site/theme/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { Icon } from '../ui/Icon.tsx';

const bar = css`
  background: ${color.navy};
  color: ${color.white};
  font-size: 0.85rem;
  a {
    color: ${color.white};
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 32px;
  }
  a:hover {
    color: ${color.white};
    text-decoration: underline;
  }
`;
const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.1rem 1.25rem;
  padding-block: 0.3rem;
  list-style: none;
  margin: 0;
  padding-inline: 0;
  ${media.md} {
    justify-content: flex-end;
  }
`;
const email = css`
  ${media.md} {
    margin-right: auto;
  }
`;

/** The top bar: sales e-mail and the two phone numbers. */
export function ContactBar() {
  return (
    <aside className={bar} aria-label="Sales contact">
      <Container>
        <ul className={row} aria-label="Contact">
          <li className={email}>
            <a href={`mailto:${company.email}`}>
              <Icon name="mail" size="1rem" />
              {company.email}
            </a>
          </li>
          {company.phones.map((p) => (
            <li key={p.tel}>
              <a href={`tel:${p.tel}`}>
                <Icon name="phone" size="1rem" />
                <span className="visually-hidden">{p.label}: </span>
                {p.display}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </aside>
  );
}
