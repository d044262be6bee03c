import { css } from '@linaria/core';
import type { Company } from '@content/company.ts';
import { ui } from '@content/ui/pages.ts';
import { Icon } from '@site/components/ui/Icon.tsx';
import { alpha, color, media, radius, shadow } from '@site/theme/tokens.ts';
import { centredBox } from '@site/theme/mixins.ts';

const card = css`
  padding: 1.75rem;
  border-radius: ${radius.lg};
  background: ${color.navy};
  color: ${color.white};
  box-shadow: ${shadow.media};
  ${media.md} {
    padding: 2.25rem;
  }
  h2 {
    color: ${color.white};
    font-size: 1.4rem;
    margin-bottom: 1.25rem;
  }
`;
const list = css`
  display: grid;
  gap: 1.25rem;
  margin: 0;
`;
const row = css`
  position: relative;
  min-height: 2.5rem;
  padding-left: 3.4rem;
  dt {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${color.navy100};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${color.white};
    font-weight: 650;
    font-size: 1.1rem;
  }
  a:hover {
    color: ${color.accent};
  }
`;
const icon = css`
  position: absolute;
  left: 0;
  top: 0;
  ${centredBox('2.5rem', radius.round, alpha('white', 0.12), color.accent)}
`;
const muted = css`
  color: ${color.navy100};
`;

/** The company e-mail, both phone numbers and the headquarters address, on a dark card. */
export function ContactDetails({ heading, company }: { heading: string; company: Company }) {
  const hq = company.headOffice;
  return (
    <div className={card}>
      <h2>{heading}</h2>
      <dl className={list}>
        <div className={row}>
          <dt>
            <span className={icon}>
              <Icon name="mail" size="1.25rem" />
            </span>
            {ui.contact.email}
          </dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
        <div className={row}>
          <dt>
            <span className={icon}>
              <Icon name="phone" size="1.25rem" />
            </span>
            {ui.contact.phone}
          </dt>
          {company.phones.map((p) => (
            <dd key={p.tel}>
              <a href={`tel:${p.tel}`}>{p.display}</a> <span className={muted}>({p.label})</span>
            </dd>
          ))}
        </div>
        <div className={row}>
          <dt>
            <span className={icon}>
              <Icon name="map-pin" size="1.25rem" />
            </span>
            {ui.contact.headOffice}
          </dt>
          <dd>{hq.address}</dd>
        </div>
      </dl>
    </div>
  );
}
