import { asset } from '@runtime';

/**
 * The ONAS wordmark; `light` for dark backgrounds. The link around it names the destination.
 * `lazy` keeps React from preloading it (it does so for every eager <img>): use it below the fold.
 */
export function Logo({ light = false, lazy = false, className }: { light?: boolean; lazy?: boolean; className?: string }) {
  return (
    <img
      src={asset(light ? 'brand/logo-light.svg' : 'brand/logo.svg')}
      alt=""
      width={132}
      height={33}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
