// The site's search and sharing module (site.config.json "seo.module"): its name, colours and
// icons, each page's share picture and its structured data.
import type { SiteSeo } from '@runtime';
import { sharing } from '@content/seo.ts';
import { color } from '@site/theme/tokens.ts';
import { shareImage } from './share-image.ts';
import { structuredData } from './structured-data.ts';

const seo: SiteSeo = {
  name: sharing.siteName,
  shortName: sharing.shortName,
  locale: sharing.locale,
  // The contact bar at the top of every page is navy: the browser chrome continues it.
  themeColor: color.navy,
  backgroundColor: color.navy,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shareImage,
  structuredData,
};

export default seo;
