import { css } from '@linaria/core';
import type { ImageVariantSet } from '@runtime';
import { fill, ui } from '@content/ui/pages.ts';
import { Icon } from '@site/components/ui/Icon.tsx';
import { alpha, color, media, radius } from '@site/theme/tokens.ts';
import type { GalleryPhoto } from './Gallery.tsx';

const dialog = css`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${color.navy900};
  color: ${color.white};
  &::backdrop {
    background: ${color.navy900};
  }
  &[open] {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto;
    animation: gallery-fade 200ms ease-out;
  }
  @keyframes gallery-fade {
    from {
      opacity: 0;
    }
    to {
      opacity: 1;
    }
  }
`;
const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1rem;
  ${media.md} {
    padding: 1rem 1.5rem;
  }
`;
const counter = css`
  margin: 0;
  font-weight: 600;
  color: ${color.navy100};
`;
const stage = css`
  display: grid;
  place-items: center;
  min-height: 0;
  padding: 0 0.75rem;
  ${media.md} {
    padding: 0 5rem;
  }
  figure {
    display: grid;
    justify-items: center;
    gap: 0.75rem;
    margin: 0;
    max-height: 100%;
    min-height: 0;
  }
  img {
    max-width: 100%;
    max-height: calc(100dvh - 12rem);
    width: auto;
    height: auto;
    object-fit: contain;
    border-radius: ${radius.sm};
  }
  figcaption {
    max-width: 50rem;
    text-align: center;
    font-size: 1.05rem;
  }
`;
const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${alpha('white', 0.35)};
  border-radius: ${radius.round};
  background: ${alpha('white', 0.08)};
  color: ${color.white};
  cursor: pointer;
  &:hover {
    background: ${alpha('white', 0.2)};
  }
`;
const nav = css`
  display: flex;
  justify-content: center;
  gap: 1rem;
  padding: 0.75rem 1rem 1.25rem;
  ${media.md} {
    position: absolute;
    inset: 50% 1.25rem auto;
    justify-content: space-between;
    padding: 0;
    pointer-events: none;
    transform: translateY(-50%);
    & > button {
      pointer-events: auto;
    }
  }
`;
const hint = css`
  margin: 0;
  font-size: 0.85rem;
  color: ${color.navy100};
  ${media.belowMd} {
    display: none;
  }
`;

/**
 * The gallery's large-photo viewer: a modal <dialog> (focus stays inside, Escape closes) with
 * previous / next buttons, the caption and a counter. Rendered with the first photo so the
 * markup is complete; the gallery enhancement fills in the photo being viewed.
 */
export function GalleryViewer({ id, first, firstSet, total }: { id: string; first?: GalleryPhoto; firstSet?: ImageVariantSet; total: number }) {
  const avif = firstSet?.sources.find((s) => s.type === 'image/avif')?.srcset;
  const webp = firstSet?.sources.find((s) => s.type === 'image/webp')?.srcset;
  const sizes = '(min-width: 900px) calc(100vw - 10rem), 100vw';
  return (
    <dialog id={id} className={dialog} aria-label={ui.gallery.dialogLabel} aria-describedby={`${id}-caption`} data-gallery-viewer="">
      <div className={bar}>
        <p className={counter} data-viewer-counter="" data-template={ui.gallery.counter} aria-live="polite">
          {fill(ui.gallery.counter, { n: 1, total })}
        </p>
        <p className={hint}>{ui.gallery.hint}</p>
        <button type="button" className={iconButton} data-viewer-close="">
          <Icon name="close" size="1.4rem" />
          <span className="visually-hidden">{ui.gallery.close}</span>
        </button>
      </div>
      <div className={stage}>
        <figure>
          <picture>
            <source type="image/avif" srcSet={avif} sizes={sizes} data-viewer-avif="" />
            <source type="image/webp" srcSet={webp} sizes={sizes} data-viewer-webp="" />
            <img
              src={firstSet?.src}
              alt={first?.alt ?? ''}
              width={firstSet?.width}
              height={firstSet?.height}
              loading="lazy"
              decoding="async"
              data-viewer-img=""
            />
          </picture>
          <figcaption id={`${id}-caption`} data-viewer-caption="">
            {first?.caption}
          </figcaption>
        </figure>
      </div>
      <div className={nav}>
        <button type="button" className={iconButton} data-viewer-prev="">
          <Icon name="chevron-left" size="1.5rem" />
          <span className="visually-hidden">{ui.gallery.previous}</span>
        </button>
        <button type="button" className={iconButton} data-viewer-next="">
          <Icon name="chevron-right" size="1.5rem" />
          <span className="visually-hidden">{ui.gallery.next}</span>
        </button>
      </div>
    </dialog>
  );
}
