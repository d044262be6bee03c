import { css } from '@linaria/core';
import { Image } from '@runtime';
import type { Picture } from '@content/types.ts';
import { servicesUi } from '@content/how-we-help/ui.ts';
import { Icon } from '@site/components/ui/Icon.tsx';
import { alpha, color, media, radius, shadow } from '@site/theme/tokens.ts';

const frame = css`
  position: relative;
  margin: 0 0.75rem 0.75rem 0;
  ${media.md} {
    margin: 0 1rem 1rem 0;
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0.75rem -0.75rem -0.75rem 0.75rem;
    border-radius: ${radius.lg};
    background: linear-gradient(135deg, ${color.navy500} 0%, ${color.maroon} 100%);
    ${media.md} {
      inset: 1rem -1rem -1rem 1rem;
    }
  }
`;
const stage = css`
  position: relative;
  display: grid;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${radius.lg};
  background: ${color.white};
  box-shadow: ${shadow.media};
`;
const slide = css`
  grid-area: 1 / 1;
  min-width: 0;
  opacity: 0;
  transition: opacity 900ms ease-in-out;
  &[data-active] {
    opacity: 1;
  }
  /* Not laid out until the rotator readies it: its lazy image then stays out of the first paint. */
  &:not([data-active]):not([data-slide-ready]) {
    display: none;
  }
  picture,
  img {
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
`;
const controls = css`
  position: absolute;
  right: 0.75rem;
  bottom: 0.75rem;
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.3rem 0.35rem 0.3rem 0.75rem;
  border-radius: ${radius.pill};
  background: ${alpha('white', 0.92)};
  box-shadow: ${shadow.card};
`;
/* Each dot is a 1.25rem pill clipped to the 0.5rem dot in its middle: the current one grows by clipping
   less, so no dot moves when the slide turns (a width that changed moved its neighbours). */
const dots = css`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    width: 1.25rem;
    height: 0.5rem;
    border-radius: ${radius.pill};
    background: ${color.gray300};
    clip-path: inset(0 0.375rem round 0.25rem);
    transition: clip-path 300ms ease, background-color 300ms ease;
  }
  li[data-active] {
    clip-path: inset(0 round 0.25rem);
    background: ${color.maroon};
  }
`;
const toggle = css`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.navy};
  color: ${color.white};
  cursor: pointer;
  --icon-size: 1rem;
  /* Its place is kept until the rotator shows it, so the dots beside it do not move (CLS 0). */
  &[hidden] {
    visibility: hidden;
  }
  &:hover {
    background: ${color.maroon};
  }
  & > [data-icon] {
    grid-area: 1 / 1;
    display: inline-grid;
  }
  &[data-state='paused'] > [data-icon='pause'],
  &:not([data-state='paused']) > [data-icon='play'] {
    visibility: hidden;
  }
`;

const SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw';
const WIDTHS = [480, 800, 1200];

/**
 * The hero's illustration. Several images are stacked and crossfaded by the hero-rotator
 * enhancement (attached to the hero root); only the first is the page's priority image.
 */
export function HeroMedia({ images }: { images: Picture[] }) {
  const many = images.length > 1;
  return (
    <div className={frame} data-rotator-media={many ? '' : undefined} {...(many ? { role: 'group', 'aria-label': servicesUi.slideshowLabel } : {})}>
      <div className={stage}>
        {images.map((img, i) => (
          <div key={img.src} className={slide} data-slide="" data-active={i === 0 ? '' : undefined} aria-hidden={i > 0 ? 'true' : undefined}>
            <Image src={img.src} alt={img.alt} priority={i === 0} sizes={SIZES} widths={WIDTHS} />
          </div>
        ))}
      </div>
      {many && (
        <div className={controls}>
          <ol className={dots} aria-hidden="true">
            {images.map((img, i) => (
              <li key={img.src} data-dot="" data-active={i === 0 ? '' : undefined} />
            ))}
          </ol>
          <button
            type="button"
            className={toggle}
            hidden
            data-rotator-toggle=""
            data-pause-label={servicesUi.pauseSlideshow}
            data-play-label={servicesUi.playSlideshow}
          >
            <span data-icon="pause">
              <Icon name="pause" />
            </span>
            <span data-icon="play">
              <Icon name="play" />
            </span>
            <span className="visually-hidden" data-label="">
              {servicesUi.pauseSlideshow}
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
