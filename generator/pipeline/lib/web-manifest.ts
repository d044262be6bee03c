// site.webmanifest: the name, colours and icons a browser uses when the site is added to a home
// screen or shown in a tab strip.
import type { SiteSeo } from '../../runtime/seo.ts';

export function webManifest(seo: SiteSeo): string {
  const manifest = {
    name: seo.name,
    short_name: seo.shortName,
    start_url: '/',
    display: 'browser',
    theme_color: seo.themeColor,
    background_color: seo.backgroundColor,
    icons: seo.icons.map((i) => ({ src: i.src, sizes: i.sizes, type: i.type, ...(i.purpose ? { purpose: i.purpose } : {}) })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
