// "Trusted by" vendor names scrolling at marquee.speed px/s. The CSS animation moves the track by
// one list width per cycle; the marquee enhancement sets --marquee-duration = list width / speed
// (the server value is an estimate for before it runs). The second list is the seamless-loop copy.
import { css } from '@linaria/core';
import { marquee } from '@content/home/marquee.ts';
import { homeUi } from '@content/home/ui.ts';
import { Container } from '@site/components/ui/Container.tsx';
import * as s from './marquee-styles.ts';

/** Rough rendered width of one list (24 px bold text, 2 rem padding each side) for the first paint. */
const estimateWidth = (names: string[]) => names.reduce((w, n) => w + n.length * 15 + 64, 0);

const heading = css`
  text-align: center;
`;

export function LogoMarquee() {
  const ui = homeUi.marquee;
  const items = () =>
    marquee.vendors.map((name) => (
      <li key={name} className={s.item} translate="no">
        {name}
      </li>
    ));
  const duration = `${(estimateWidth(marquee.vendors) / marquee.speed).toFixed(2)}s`;
  return (
    <section className={s.band} aria-labelledby="trusted-title" data-enhance="marquee" data-speed={marquee.speed}>
      <Container>
        <h2 id="trusted-title" className={`${s.title} ${heading}`}>
          {marquee.heading}
        </h2>
      </Container>
      <div className={s.viewport} data-marquee style={{ '--marquee-duration': duration } as React.CSSProperties}>
        <div className={s.track} data-marquee-track>
          <ul className={s.list} aria-label={ui.listLabel}>
            {items()}
          </ul>
          <ul className={s.list} aria-hidden="true" data-marquee-copy>
            {items()}
          </ul>
        </div>
      </div>
      <Container className={s.toggleRow}>
        <button type="button" className={s.toggle} data-marquee-toggle hidden aria-pressed="false" aria-label={ui.pause}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="pause">
            <path d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" fill="currentColor" />
          </svg>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="play">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      </Container>
    </section>
  );
}
