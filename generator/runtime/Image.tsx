import type { CSSProperties } from 'react';
import { getRenderContext } from './context.ts';

export interface ImageProps {
  /** A raster file under assets/, e.g. `images/services/sap.jpg`. */
  src: string;
  /** Required: describe the picture, or pass "" when it is purely decorative. */
  alt: string;
  /** The `sizes` attribute; defaults to the full viewport width. */
  sizes?: string;
  /** Variant widths to produce (capped at the source width). */
  widths?: number[];
  /** The page's LCP image: eager, fetchpriority=high, no lazy loading. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** A responsive <picture> with AVIF and WebP variants, explicit width/height and lazy loading. */
export function Image({ src, alt, sizes = '100vw', widths, priority = false, className, style }: ImageProps) {
  const set = getRenderContext('<Image>').image({ src, widths });
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
