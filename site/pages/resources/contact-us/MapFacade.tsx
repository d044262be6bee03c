import { css } from '@linaria/core';
import { fill, ui } from '@content/ui/pages.ts';
import { Icon } from '@site/components/ui/Icon.tsx';
import { alpha, color, media, radius } from '@site/theme/tokens.ts';
import { textLink } from '@site/components/blocks/styles.ts';

const box = css`
  position: relative;
  aspect-ratio: 16 / 9;
  ${media.md} {
    aspect-ratio: 4 / 3;
  }
  overflow: hidden;
  border-radius: ${radius.md};
  border: 1px solid ${color.gray100};
  background-color: ${color.navy100};
  /* A quiet street-grid pattern until the real map is loaded. */
  background-image:
    linear-gradient(${color.white} 2px, transparent 2px),
    linear-gradient(90deg, ${color.white} 2px, transparent 2px),
    linear-gradient(35deg, transparent 47%, ${alpha('white', 0.9)} 47%, ${alpha('white', 0.9)} 53%, transparent 53%);
  background-size:
    48px 48px,
    48px 48px,
    100% 100%;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;
const wide = css`
  && {
    aspect-ratio: 16 / 9;
  }
`;
const placeholder = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.75rem;
  padding: 1rem;
  text-align: center;
`;
const pin = css`
  color: ${color.maroon};
`;
const load = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.navy};
  color: ${color.white};
  font-weight: 650;
  cursor: pointer;
  &:hover {
    background: ${color.navy700};
  }
  &[hidden] {
    display: none;
  }
`;
const note = css`
  max-width: 22rem;
  margin: 0;
  padding: 0.2rem 0.6rem;
  border-radius: ${radius.sm};
  background: ${alpha('white', 0.92)};
  font-size: 0.85rem;
  color: ${color.gray700};
`;

/**
 * A click-to-load map (map-facade enhancement): nothing is fetched from the map host until the
 * visitor presses "Load map" (shown once the script runs), and the "Open in Google Maps" link
 * always works, with or without JavaScript or the map host.
 */
export function MapFacade({ place, embedUrl, mapUrl, size = 'normal' }: { place: string; embedUrl: string; mapUrl: string; size?: 'normal' | 'wide' }) {
  return (
    <div>
      <div
        className={size === 'wide' ? `${box} ${wide}` : box}
        data-enhance="map-facade"
        data-map-src={embedUrl}
        data-map-title={fill(ui.contact.mapTitle, { place })}
      >
        <div className={placeholder} data-map-placeholder="">
          <Icon name="map-pin" size="2.25rem" className={pin} />
          <button type="button" className={load} data-map-load="" hidden>
            {ui.contact.loadMap}
            <span className="visually-hidden">: {place}</span>
          </button>
          {size === 'wide' && <p className={note}>{ui.contact.mapNote}</p>}
        </div>
      </div>
      <a className={textLink} href={mapUrl} target="_blank" rel="noopener noreferrer">
        {ui.contact.openInMaps}
        <span className="visually-hidden">: {place} (opens in a new tab)</span>
        <Icon name="external" size="1rem" />
      </a>
    </div>
  );
}
