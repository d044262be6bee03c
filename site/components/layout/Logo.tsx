import { asset } from '@runtime';

/** The ONAS wordmark; `light` for dark backgrounds. The link around it names the destination. */
export function Logo({ light = false, className }: { light?: boolean; className?: string }) {
  return <img src={asset(light ? 'brand/logo-light.svg' : 'brand/logo.svg')} alt="" width={132} height={33} className={className} />;
}
