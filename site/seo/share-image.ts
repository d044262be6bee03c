// What each page's share picture says: its headline (the title without the site name), its area
// and a motif for the area. The drawing is the share card (share-card.ts, drawn with the kit in site/lib/drawing/).
import type { SeoPage } from '@runtime';
import { sharing } from '@content/seo.ts';
import type { MotifName } from '../lib/drawing/motifs/index.ts';
import { shareCardSvg } from './share-card.ts';

/** Motifs by area label; a page picks one by its URL, so siblings differ but never change. */
const homeArea = sharing.areas.find((a) => a.prefix === '/')!.label;
const motifsByArea: Record<string, MotifName[]> = {
  [homeArea]: ['rocket'],
  ERP: ['puzzle', 'database', 'gears', 'dashboard'],
  'Digital Transformation': ['brain', 'cloud', 'chip', 'code', 'rocket'],
  'Managed IT Operations': ['server', 'shield', 'headset', 'network'],
  'Other Services': ['megaphone', 'target', 'chart', 'envelope'],
  Services: ['compass'],
  Industries: ['globe', 'factory', 'bank'],
  'Why ONAS': ['handshake', 'lightbulb', 'star', 'team'],
  Resources: ['book', 'document', 'trophy'],
  Careers: ['briefcase'],
  Contact: ['chat'],
  Staffing: ['idBadge', 'people', 'magnifier', 'briefcase'],
  Legal: ['scales'],
};

/** "SAP Consulting and S/4HANA Services | ONAS" → "SAP Consulting and S/4HANA Services". */
export function headlineOf(title: string): string {
  const own = new RegExp(`^${sharing.siteName}( \\w+)?$`);
  return title
    .split(' | ')
    .filter((part) => !own.test(part))
    .join(': ');
}

function areaOf(page: SeoPage): string {
  if (page.meta.section) return page.meta.section;
  const match = sharing.areas.filter((a) => page.url.startsWith(a.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return match.label;
}

function pick<T>(items: T[], key: string): T {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return items[h % items.length];
}

export function shareImage(page: SeoPage): { svg: string; alt: string } {
  const headline = headlineOf(page.meta.title);
  const area = areaOf(page);
  const svg = shareCardSvg({
    headline,
    area,
    host: new URL(page.siteUrl).host.replace(/^www\./, ''),
    motif: pick(motifsByArea[area] ?? ['sparkles'], page.url),
    seed: page.url,
  });
  return { svg, alt: sharing.imageAlt(headline, area) };
}
