// A small geometric stroke alphabet (caps only) so lettering never depends on installed fonts.
// Glyphs are drawn on a grid with cap height 10; `w` is the advance width before spacing.
import { n } from './svg.ts';

interface Glyph {
  w: number;
  d: string;
}

const G: Record<string, Glyph> = {
  A: { w: 7.4, d: 'M0 10L3.7 0L7.4 10M1.4 6.4H6' },
  B: { w: 6.4, d: 'M0 5H3.9A2.5 2.5 0 0 1 3.9 10H0V0H3.4A2.5 2.5 0 0 1 3.4 5' },
  C: { w: 8.2, d: 'M8.1 1.6A4.6 5 0 1 0 8.1 8.4' },
  D: { w: 7.6, d: 'M0 0V10H2.6A5 5 0 0 0 2.6 0Z' },
  E: { w: 6, d: 'M6 0H0V10H6M0 5H4.8' },
  F: { w: 6, d: 'M6 0H0V10M0 5H4.8' },
  G: { w: 8.6, d: 'M8.1 1.6A4.6 5 0 1 0 9.2 5.4H5.4' },
  H: { w: 7.2, d: 'M0 0V10M7.2 0V10M0 5H7.2' },
  I: { w: 0, d: 'M0 0V10' },
  J: { w: 5.6, d: 'M5.6 0V7A2.8 3 0 0 1 0 7' },
  K: { w: 6.6, d: 'M0 0V10M6.6 0L0 6.4M2.4 4.2L6.6 10' },
  L: { w: 5.6, d: 'M0 0V10H5.6' },
  M: { w: 8.6, d: 'M0 10V0L4.3 7L8.6 0V10' },
  N: { w: 7.2, d: 'M0 10V0L7.2 10V0' },
  O: { w: 9.2, d: 'M0 5A4.6 5 0 1 0 9.2 5A4.6 5 0 1 0 0 5Z' },
  P: { w: 6.6, d: 'M0 10V0H3.9A2.7 2.7 0 0 1 3.9 5.4H0' },
  Q: { w: 9.2, d: 'M0 5A4.6 5 0 1 0 9.2 5A4.6 5 0 1 0 0 5ZM5.8 7L9.2 10.4' },
  R: { w: 6.8, d: 'M0 10V0H3.9A2.7 2.7 0 0 1 3.9 5.4H0M3.6 5.4L6.8 10' },
  S: { w: 6.6, d: 'M6.2 1.5A3.1 2.55 0 1 0 3.3 5.1A3.3 2.45 0 1 1 0.2 8.7' },
  T: { w: 7, d: 'M0 0H7M3.5 0V10' },
  U: { w: 7.2, d: 'M0 0V6.4A3.6 3.6 0 0 0 7.2 6.4V0' },
  V: { w: 7.4, d: 'M0 0L3.7 10L7.4 0' },
  W: { w: 10.4, d: 'M0 0L2.6 10L5.2 2.6L7.8 10L10.4 0' },
  X: { w: 7, d: 'M0 0L7 10M7 0L0 10' },
  Y: { w: 7.2, d: 'M0 0L3.6 5L7.2 0M3.6 5V10' },
  Z: { w: 7, d: 'M0 0H7L0 10H7' },
  '0': { w: 7, d: 'M0 5A3.5 5 0 1 0 7 5A3.5 5 0 1 0 0 5Z' },
  '1': { w: 3.4, d: 'M0 2L3.4 0V10' },
  '2': { w: 6.6, d: 'M0.3 2.4A3.2 2.8 0 0 1 6.4 3.2C6.4 5.4 0 8 0 10H6.6' },
  '3': { w: 6.4, d: 'M0.2 1.6A3.1 2.5 0 1 1 3 5A3.2 2.5 0 1 1 0 8.6' },
  '4': { w: 7, d: 'M5.2 10V0L0 7H7' },
  '5': { w: 6.6, d: 'M6 0H1.2L0.8 4.3A3.3 3 0 1 1 0.3 9' },
  '6': { w: 6.6, d: 'M5.2 0L1.1 5.5M0 6.7A3.3 3.3 0 1 0 6.6 6.7A3.3 3.3 0 1 0 0 6.7Z' },
  '7': { w: 6.6, d: 'M0 0H6.6L2.2 10' },
  '8': { w: 6.6, d: 'M3.3 4.9A2.8 2.45 0 1 1 3.3 0A2.8 2.45 0 1 1 3.3 4.9ZM3.3 4.9A3.3 2.55 0 1 1 3.3 10A3.3 2.55 0 1 1 3.3 4.9Z' },
  '9': { w: 6.6, d: 'M1.4 10L5.5 4.5M6.6 3.3A3.3 3.3 0 1 0 0 3.3A3.3 3.3 0 1 0 6.6 3.3Z' },
  '-': { w: 4, d: 'M0 5.4H4' },
  '.': { w: 0, d: 'M0 10V10' },
  '·': { w: 0, d: 'M0 5V5' },
  '?': { w: 5.6, d: 'M0.2 2.6A2.8 2.6 0 1 1 4.2 5C3.2 5.6 2.8 6.2 2.8 7.4M2.8 10V10' },
  '&': { w: 7.6, d: 'M7.6 10L1.6 3.4A2.1 2.1 0 1 1 4.6 3.6L1 6.6A2 2 0 0 0 3.2 10C5 10 6.6 8 7 6' },
  ',': { w: 0.8, d: 'M0.8 9.6L0 11.8' },
  ':': { w: 0, d: 'M0 3.4V3.4M0 10V10' },
  ';': { w: 0.8, d: 'M0.8 3.4V3.4M0.8 9.6L0 11.8' },
  '!': { w: 0, d: 'M0 0V6.6M0 10V10' },
  "'": { w: 0, d: 'M0 0V3' },
  '/': { w: 5, d: 'M0 10.6L5 -0.6' },
  '(': { w: 2.6, d: 'M2.6 -0.8A5 6.8 0 0 0 2.6 10.8' },
  ')': { w: 2.6, d: 'M0 -0.8A5 6.8 0 0 1 0 10.8' },
  '+': { w: 6, d: 'M0 5.4H6M3 2.4V8.4' },
  '%': { w: 8, d: 'M0 10L8 0M0 2A1.5 2 0 1 0 3 2A1.5 2 0 1 0 0 2ZM5 8A1.5 2 0 1 0 8 8A1.5 2 0 1 0 5 8Z' },
  '|': { w: 0, d: 'M0 -1V11' },
  // "24x7": a lower, smaller cross than the capital X, so the figure still reads as a figure.
  '×': { w: 4.6, d: 'M0 3.6L4.6 8.6M4.6 3.6L0 8.6' },
  ' ': { w: 3.2, d: '' },
};

/** Characters the alphabet can draw (any case); anything else would be left blank. */
export function drawable(text: string): boolean {
  return [...text.toUpperCase()].every((ch) => ch in G);
}

/** Advance width of a string in glyph units at the given tracking (extra space between letters). */
export function measure(text: string, tracking = 2.6): number {
  let w = 0;
  for (const ch of text.toUpperCase()) w += (G[ch] ?? G[' ']!).w + tracking;
  return w - tracking;
}

/** Path data for a string, glyph units, origin at top-left of the cap box. */
export function textPathData(text: string, tracking = 2.6): string {
  let x = 0;
  let out = '';
  for (const ch of text.toUpperCase()) {
    const gl = G[ch] ?? G[' ']!;
    if (gl.d) out += shift(gl.d, x);
    x += gl.w + tracking;
  }
  return out;
}

/** Translate absolute path commands horizontally (our glyphs use absolute M/L/H/V/A/C/Z only). */
function shift(d: string, dx: number): string {
  const tokens = d.match(/[MLHVACZ]|-?\d*\.?\d+/g) ?? [];
  let out = '';
  let cmd = '';
  let idx = 0;
  for (const t of tokens) {
    if (/[MLHVACZ]/.test(t)) {
      cmd = t;
      idx = 0;
      out += t;
      continue;
    }
    const v = parseFloat(t);
    let shifted = v;
    if (cmd === 'H') shifted = v + dx;
    else if (cmd === 'M' || cmd === 'L') shifted = idx % 2 === 0 ? v + dx : v;
    else if (cmd === 'C') shifted = idx % 2 === 0 ? v + dx : v;
    else if (cmd === 'A') shifted = idx % 7 === 5 ? v + dx : v;
    out += (out.match(/[\d.]$/) ? ' ' : '') + n(shifted);
    idx++;
  }
  return out;
}

export interface TextOpts {
  /** Cap height in px. */
  size: number;
  color: string;
  /** Stroke weight in glyph units (1.2 light .. 2 bold). */
  weight?: number;
  tracking?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

/** Lettering as a stroked <path>, top-left of the cap box at (x, y) (or centred/right-aligned). */
export function lettering(text: string, x: number, y: number, o: TextOpts): string {
  const k = o.size / 10;
  const tr = o.tracking ?? 2.6;
  const wid = measure(text, tr) * k;
  const x0 = o.anchor === 'middle' ? x - wid / 2 : o.anchor === 'end' ? x - wid : x;
  return `<path d="${textPathData(text, tr)}" transform="translate(${n(x0)} ${n(y)}) scale(${n(k)})" fill="none" stroke="${o.color}" stroke-width="${n(o.weight ?? 1.5)}" stroke-linecap="round" stroke-linejoin="round"${o.opacity !== undefined ? ` opacity="${n(o.opacity)}"` : ''}/>`;
}
