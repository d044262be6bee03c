// Fictional client marks for the testimonials: an abstract symbol + name + descriptor, neutral greys.
import { color } from '../../../site/lib/drawing/palette.ts';
import { lettering, measure } from '../../../site/lib/drawing/font.ts';

export type SymbolKind = 'wing' | 'peaks' | 'harbour' | 'tiles' | 'rays' | 'petals';

const INK = color.gray700;
const SOFT = color.gray500;

function symbol(kind: SymbolKind): string {
  const st = (c: string) => `fill="none" stroke="${c}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"`;
  const s = st(INK);
  const soft = st(SOFT);
  switch (kind) {
    case 'wing':
      return `<path d="M6 30L20 14L26 22L38 10" ${s}/><path d="M14 36L24 26L30 32" ${soft}/>`;
    case 'peaks':
      return `<path d="M4 36L16 14L24 26L30 18L40 36Z" fill="${INK}"/><path d="M16 14L20 21L16 19L12 21Z" fill="#ffffff"/>`;
    case 'harbour':
      return `<path d="M8 24A14 14 0 0 1 36 24" ${s}/><path d="M22 10V24" ${s}/><path d="M5 31Q10 27 15 31T25 31T35 31T40 31" ${soft}/><path d="M5 37Q10 33 15 37T25 37T35 37" ${soft}/>`;
    case 'tiles':
      return `<rect x="6" y="8" width="14" height="14" rx="3" fill="${INK}"/><rect x="24" y="8" width="14" height="14" rx="3" fill="${SOFT}"/><rect x="6" y="26" width="14" height="14" rx="3" fill="${SOFT}"/><rect x="24" y="26" width="14" height="14" rx="7" fill="${INK}"/>`;
    case 'rays':
      return `<path d="M8 36A14 14 0 0 1 36 36Z" fill="${INK}"/><path d="M22 8V15M9 14L13.5 19M35 14L30.5 19M3 26H9M41 26H35" ${soft}/>`;
    case 'petals':
      return `<g fill="${INK}"><rect x="17" y="4" width="10" height="18" rx="5"/><rect x="17" y="26" width="10" height="18" rx="5" fill="${SOFT}"/><rect x="0" y="19" width="18" height="10" rx="5" transform="translate(4 0)" fill="${SOFT}"/><rect x="22" y="19" width="18" height="10" rx="5"/></g><circle cx="22" cy="24" r="3" fill="#ffffff"/>`;
  }
}

export function companyMarkSvg(name: string, descriptor: string, kind: SymbolKind): string {
  // Name fills the space right of the symbol (up to 110 px wide, cap height <= 13).
  const room = 108;
  const cap = Math.min(13, (room / measure(name, 2.4)) * 10);
  const sub = Math.min(6, (room / measure(descriptor, 4)) * 10);
  const x = 50;
  const top = (48 - (cap + 6 + sub)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48" role="img" aria-label="${name} ${descriptor}">` +
    `<title>${name[0]}${name.slice(1).toLowerCase()} ${descriptor[0]}${descriptor.slice(1).toLowerCase()}</title>` +
    `<g transform="translate(2 2)">${symbol(kind)}</g>` +
    lettering(name, x, top, { size: cap, color: INK, weight: 1.9, tracking: 2.4 }) +
    lettering(descriptor, x, top + cap + 6, { size: sub, color: SOFT, weight: 1.7, tracking: 4 }) +
    `</svg>\n`
  );
}
