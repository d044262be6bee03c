import { css } from '@linaria/core';
import { Image } from '@runtime';
import { radius, shadow } from '@site/theme/tokens.ts';
import type { GalleryPhoto } from './Gallery.tsx';

const mosaic = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${radius.md};
    box-shadow: ${shadow.lift};
  }
  & > :nth-child(2n) {
    transform: translateY(1.25rem);
  }
`;

/**
 * A decorative montage of a few gallery photos for the page's hero (the same photos, with
 * their descriptions, are in the gallery below, so these carry empty alt text).
 */
export function PhotoMosaic({ photos }: { photos: readonly GalleryPhoto[] }) {
  return (
    <div className={mosaic}>
      {photos.map((p, i) => (
        <Image key={p.src} src={p.src} alt="" priority={i === 0} sizes="(min-width: 1200px) 280px, (min-width: 900px) 22vw, 45vw" widths={[480]} />
      ))}
    </div>
  );
}
