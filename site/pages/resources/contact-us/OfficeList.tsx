import { css, cx } from '@linaria/core';
import type { HeadOffice, Office } from '@content/company.ts';
import { ui } from '@content/ui/pages.ts';
import { cardClass } from '@site/components/ui/Card.tsx';
import { panel } from '@site/components/blocks/styles.ts';
import { color, media } from '@site/theme/tokens.ts';
import { eyebrowText } from '@site/theme/mixins.ts';
import { MapFacade } from './MapFacade.tsx';

const hqBlock = css`
  display: grid;
  gap: 1.5rem;
  margin-bottom: 2rem;
  border-top: 4px solid ${color.maroon};
  ${media.md} {
    grid-template-columns: minmax(0, 4fr) minmax(0, 7fr);
    gap: 2.5rem;
    align-items: center;
  }
`;
const label = css`
  display: block;
  ${eyebrowText()}
  margin-bottom: 0.35rem;
`;
const address = css`
  font-style: normal;
  color: ${color.gray700};
`;
const officeGrid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const office = css`
  gap: 0.75rem;
  address {
    margin-bottom: 0.25rem;
  }
  /* Maps line up at the foot of each card whatever the address length. */
  & > div:last-child {
    margin-top: auto;
  }
`;

/** The headquarters with a wide map, then one card per office, each with its own map. */
export function OfficeList({ headOffice, offices, companyName }: { headOffice: HeadOffice; offices: readonly Office[]; companyName: string }) {
  return (
    <>
      <div id="headquarters" className={cx(panel, hqBlock)}>
        <div>
          <span className={label}>{ui.contact.headOffice}</span>
          <h3>
            {headOffice.city}, {headOffice.region}
          </h3>
          <address className={address}>
            {companyName}
            <br />
            {headOffice.address}
          </address>
        </div>
        <MapFacade
          place={`${companyName} ${ui.contact.headOffice}, ${headOffice.city}`}
          embedUrl={headOffice.mapEmbedUrl}
          mapUrl={headOffice.mapUrl}
          size="wide"
        />
      </div>
      <ul className={officeGrid} data-offices="">
        {offices.map((o) => (
          <li key={o.name} className={cx(cardClass, office)} data-office={o.name}>
            <span className={label}>{ui.contact.office}</span>
            <h3>{o.name}</h3>
            <address className={address}>
              {o.company}
              <br />
              {o.address}
            </address>
            <MapFacade place={`${o.company} ${o.name} ${ui.contact.office.toLowerCase()}`} embedUrl={o.mapEmbedUrl} mapUrl={o.mapUrl} />
          </li>
        ))}
      </ul>
    </>
  );
}
