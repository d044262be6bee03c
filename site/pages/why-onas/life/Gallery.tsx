import { css } from '@linaria/core';
import { fill, ui } from '@content/ui/pages.ts';
import { Image, imageSet } from '@runtime';
import { alpha, color, motion, radius } from '@site/theme/tokens.ts';
import { GalleryViewer } from './GalleryViewer.tsx';

/** One gallery photo: a raster under assets/, its description and a short caption. */
export interface GalleryPhoto {
  src: string;
  alt: string;
  caption: string;
}

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  @media (max-width: 599px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.5rem;
  }
`;
const figure = css`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${color.navy100};
  a {
    display: block;
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    transition: transform ${motion.slow} ${motion.easing};
  }
  a:hover img,
  a:focus-visible img {
    transform: scale(1.04);
  }
  a:focus-visible {
    outline-offset: -3px;
  }
`;
const caption = css`
  position: absolute;
  inset: auto 0 0 0;
  padding: 2rem 0.85rem 0.6rem;
  background: linear-gradient(to top, ${alpha('navy', 0.92)} 0%, ${alpha('navy', 0.75)} 55%, transparent 100%);
  color: ${color.white};
  font-size: 0.9rem;
  font-weight: 600;
  line-height: 1.3;
  pointer-events: none;
  @media (max-width: 599px) {
    padding: 1.5rem 0.6rem 0.45rem;
    font-size: 0.8rem;
  }
`;

const FULL_WIDTHS = [800, 1200, 1600];
const srcsetOf = (set: ReturnType<typeof imageSet>, type: string) => set.sources.find((s) => s.type === type)?.srcset ?? '';

/**
 * A responsive grid of lazy thumbnails. Each links to its large image (which works without
 * JavaScript); the gallery enhancement opens it in an accessible <dialog> viewer instead, using
 * the large image's srcsets resolved here on the server and carried in data attributes.
 */
export function Gallery({ photos, label }: { photos: readonly GalleryPhoto[]; label: string }) {
  const viewerId = 'gallery-viewer';
  return (
    <div data-enhance="gallery">
      <ul className={grid} aria-label={label}>
        {photos.map((p, i) => {
          const full = imageSet(p.src, FULL_WIDTHS);
          return (
            <li key={p.src}>
              <figure className={figure}>
                <a
                  href={full.src}
                  data-full-src={full.src}
                  data-full-avif={srcsetOf(full, 'image/avif')}
                  data-full-webp={srcsetOf(full, 'image/webp')}
                  data-full-width={full.width}
                  data-full-height={full.height}
                  data-caption={p.caption}
                  aria-haspopup="dialog"
                  aria-controls={viewerId}
                >
                  <Image src={p.src} alt={p.alt} sizes="(min-width: 1200px) 290px, (min-width: 600px) 33vw, 50vw" widths={[480, 800]} />
                  <span className="visually-hidden">
                    {' '}
                    ({ui.gallery.open}, {fill(ui.gallery.counter, { n: i + 1, total: photos.length })})
                  </span>
                </a>
                <figcaption className={caption}>{p.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <GalleryViewer id={viewerId} first={photos[0]} firstSet={photos[0] ? imageSet(photos[0].src, FULL_WIDTHS) : undefined} total={photos.length} />
    </div>
  );
}
