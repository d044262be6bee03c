import type { CSSProperties } from 'react';
import { getRenderContext, type ImageVariantSet } from './context.ts';

export type { ImageVariantSet };

export interface PictureProps {
  /** Variants from imageSet(); plain data, so it can be passed to an island. */
  set: ImageVariantSet;
  /** Required: describe the picture, or pass "" when it is purely decorative. */
  alt: string;
  /** The `sizes` attribute; defaults to the full viewport width. */
  sizes?: string;
  /** The page's LCP image: eager, fetchpriority=high, no lazy loading. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

export interface ImageProps extends Omit<PictureProps, 'set'> {
  /** A raster file under assets/, e.g. `images/services/sap.jpg`. */
  src: string;
  /** Variant widths to produce (capped at the source width). */
  widths?: number[];
}

/**
 * Resolves a raster source under assets/ to its responsive variants (AVIF, WebP) and size.
 * Server-side only (route and component code); pass the result to islands as a prop.
 */
export function imageSet(src: string, widths?: number[]): ImageVariantSet {
  return getRenderContext('imageSet()').image({ src, widths });
}

/** Renders a <picture> from resolved variants. Works on the server and inside islands. */
export function Picture({ set, alt, sizes = '100vw', priority = false, className, style }: PictureProps) {
  return (
    <picture>
      {set.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img
        src={set.src}
        alt={alt}
        width={set.width}
        height={set.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        style={style}
      />
    </picture>
  );
}

/** A responsive <picture> with AVIF and WebP variants, explicit width/height and lazy loading. */
export function Image({ src, widths, ...rest }: ImageProps) {
  return <Picture set={imageSet(src, widths)} {...rest} />;
}
