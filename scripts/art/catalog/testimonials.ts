// Testimonial portraits and fictional client marks.
import type { Group, Item } from './types.ts';
import type { PortraitLook } from '../compose/portrait.ts';
import { companyMarkSvg, type SymbolKind } from '../compose/companies.ts';
import { color } from '../../../site/lib/drawing/palette.ts';

export const testimonialLooks: PortraitLook[] = [
  { skin: '#b97c55', hair: '#1d1a1a', style: 'long', outfit: 'blouse', cloth: color.maroon, trim: color.white, bg: '#dfe7f3', earrings: true, smile: 'open' },
  { skin: '#f6d5c3', hair: '#6b4226', style: 'crop', outfit: 'suit', cloth: color.navy, trim: color.maroon500, bg: '#f4e3e7', glasses: true, smile: 'soft' },
  { skin: '#5e3a26', hair: '#1d1a1a', style: 'curly', outfit: 'sweater', cloth: '#2f6f6a', trim: color.white, bg: '#fbf1de', smile: 'open' },
  { skin: '#d9a27c', hair: '#1d1a1a', style: 'shaved', outfit: 'shirt', cloth: color.navy500, trim: color.white, bg: '#e3eef0', beard: true, smile: 'soft' },
  { skin: '#eec1a0', hair: '#2b2f3a', style: 'scarf', outfit: 'blouse', cloth: color.navy, trim: '#2f6f6a', bg: '#dfe7f3', glasses: true, smile: 'open' },
  { skin: '#d9a27c', hair: '#c9c2b8', style: 'crop', outfit: 'sweater', cloth: color.gray700, trim: color.white, bg: '#f4e3e7', glasses: true, beard: true, smile: 'soft' },
];

const companies: [string, string, SymbolKind][] = [
  ['KESTREL', 'LOGISTICS', 'wing'],
  ['BLUEPEAK', 'PHARMA', 'peaks'],
  ['HARBOURLINE', 'BANK', 'harbour'],
  ['TESSERA', 'RETAIL', 'tiles'],
  ['VANTOR', 'ENERGY', 'rays'],
  ['LUMIO', 'HEALTH', 'petals'],
];

const portraits: Item[] = testimonialLooks.map((look, i) => ({
  kind: 'portrait',
  out: `assets/images/testimonials/person-${i + 1}.jpg`,
  size: [600, 600],
  seed: 7100 + i,
  look,
}));

const marks: Item[] = companies.map(([name, desc, kind], i) => ({
  kind: 'svg',
  out: `assets/images/testimonials/company-${i + 1}.svg`,
  make: () => companyMarkSvg(name, desc, kind),
}));

export const testimonials: Group = { name: 'testimonials', items: [...portraits, ...marks] };
