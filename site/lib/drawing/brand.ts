// Brand marks: the ONAS mark (a ring with an orbiting node on a navy-to-maroon tile) and wordmark.
import { color } from './palette.ts';
import { lettering } from './font.ts';

export interface MarkColors {
  tileFrom: string;
  tileTo: string;
  ring: string;
  node: string;
}

export const markOnLight: MarkColors = { tileFrom: color.navy, tileTo: color.maroon, ring: color.white, node: color.accent };
export const markOnDark: MarkColors = { tileFrom: color.white, tileTo: color.navy100, ring: color.navy, node: color.accent };

/** The square mark drawn in a 40x40 box at (x, y). `id` keeps gradient ids unique inside one file. */
export function markSvg(x: number, y: number, size: number, c: MarkColors, id = 'm', rx = 10): { defs: string; body: string } {
  const k = size / 40;
  const defs = `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0.45" stop-color="${c.tileFrom}"/><stop offset="1" stop-color="${c.tileTo}"/></linearGradient>`;
  const body =
    `<g${x || y ? ` transform="translate(${x} ${y}) scale(${k})"` : k !== 1 ? ` transform="scale(${k})"` : ''}>` +
    `<rect width="40" height="40" rx="${rx}" fill="url(#${id}g)"/>` +
    // the ring: an open "O" whose gap holds the orbiting node
    `<path d="M27.4 11.6A11 11 0 1 0 31 20" fill="none" stroke="${c.ring}" stroke-width="4.6" stroke-linecap="round"/>` +
    `<circle cx="29.6" cy="13.4" r="3.6" fill="${c.node}"/>` +
    `</g>`;
  return { defs, body };
}

/** Full logo: mark + wordmark, viewBox 160x40. */
export function logoSvg(variant: 'light-bg' | 'dark-bg'): string {
  const dark = variant === 'dark-bg';
  const m = markSvg(0, 0, 40, dark ? markOnDark : markOnLight, dark ? 'ld' : 'll');
  const textColor = dark ? color.white : color.navy;
  // Wordmark: cap height 21, vertically centred on the mark, ends well inside the 160 box.
  const word = lettering('ONAS', 53, 9.5, { size: 21, color: textColor, weight: 2.35, tracking: 3.6 });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label="ONAS">` + `<title>ONAS</title><defs>${m.defs}</defs>${m.body}${word}</svg>\n`;
}

export function markFileSvg(size = 40): string {
  const m = markSvg(0, 0, 40, markOnLight, 'mk');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}" role="img" aria-label="ONAS"><title>ONAS</title><defs>${m.defs}</defs>${m.body}</svg>\n`;
}

/** Apple touch icon: the mark as a solid, full-bleed square (no transparency). */
export function touchIconSvg(): string {
  // Full-bleed tile: the platform applies its own rounded mask.
  const m = markSvg(0, 0, 180, markOnLight, 'ti', 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180" width="180" height="180"><defs>${m.defs}</defs><rect width="180" height="180" fill="${color.navy}"/>${m.body}</svg>`;
}

/** Web manifest icon (purpose "any"): the rounded mark on a transparent square. */
export function appIconSvg(size: number): string {
  return markFileSvg(size);
}

/**
 * Maskable manifest icon: a full-bleed tile, with the ring and node scaled to 80 % about the
 * centre so they stay well inside the safe circle (40 % of the width) whatever shape the platform
 * cuts out.
 */
export function maskableIconSvg(size: number): string {
  const m = markSvg(0, 0, 40, markOnLight, 'mi', 0);
  const [tile, ring] = [m.body.match(/<rect[^>]*\/>/)![0], m.body.replace(/^<g[^>]*>|<\/g>$/g, '').replace(/<rect[^>]*\/>/, '')];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}"><defs>${m.defs}</defs>` + `${tile}<g transform="translate(20 20) scale(0.8) translate(-20 -20)">${ring}</g></svg>`;
}
