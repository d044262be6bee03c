// The art palette, derived from the site's design tokens so pictures and pages match.
import { color } from '../../theme/tokens.ts';

export { color };

export type ThemeName = 'light' | 'dark' | 'maroon' | 'warm';

/** Colours a motif may use. Motifs never hard-code hex values; they ask the paint. */
export interface Paint {
  /** Main solid shapes (navy on light grounds). */
  main: string;
  mainDark: string;
  mainLight: string;
  /** Secondary solid shapes (maroon family). */
  second: string;
  secondLight: string;
  accent: string;
  accentLight: string;
  /** Card / panel fill and its edge. */
  surface: string;
  surfaceAlt: string;
  edge: string;
  /** Thin lines, text placeholders. */
  line: string;
  lineSoft: string;
  white: string;
  shadow: string;
}

export interface Theme {
  name: ThemeName;
  bg: [string, string];
  /** Colour of the dot / line texture and its opacity. */
  texture: string;
  textureOpacity: number;
  /** Soft glow blobs behind the subject. */
  glows: [string, string];
  glowOpacity: number;
  /** Iso platform faces: top, left, right. */
  slab: [string, string, string];
  paint: Paint;
}

const lightPaint: Paint = {
  main: color.navy,
  mainDark: '#07162b',
  mainLight: color.navy500,
  second: color.maroon,
  secondLight: color.maroon500,
  accent: color.accent,
  accentLight: '#f2cf8a',
  surface: color.white,
  surfaceAlt: color.gray100,
  edge: color.gray300,
  line: color.navy500,
  lineSoft: color.navy100,
  white: color.white,
  shadow: color.navy,
};

const darkPaint: Paint = {
  main: '#f4f7fb',
  mainDark: color.navy100,
  mainLight: '#8fa9d1',
  second: '#c4566d',
  secondLight: '#e08a9c',
  accent: color.accent,
  accentLight: '#f2cf8a',
  surface: color.navy700,
  surfaceAlt: '#1b3b6b',
  edge: color.navy500,
  line: '#8fa9d1',
  lineSoft: '#2a4a7f',
  white: color.white,
  shadow: '#000814',
};

export const themes: Record<ThemeName, Theme> = {
  light: {
    name: 'light',
    bg: [color.gray50, color.navy100],
    texture: color.navy500,
    textureOpacity: 0.16,
    glows: [color.maroon100, color.white],
    glowOpacity: 0.9,
    slab: [color.white, color.gray300, '#dde3ec'],
    paint: lightPaint,
  },
  warm: {
    name: 'warm',
    bg: ['#fbf6ee', color.maroon100],
    texture: color.maroon500,
    textureOpacity: 0.14,
    glows: ['#f7e3bd', color.white],
    glowOpacity: 0.9,
    slab: [color.white, '#e6d3d8', '#efe2e5'],
    paint: lightPaint,
  },
  dark: {
    name: 'dark',
    bg: [color.navy, color.navy700],
    texture: '#8fa9d1',
    textureOpacity: 0.1,
    glows: [color.maroon500, color.navy500],
    glowOpacity: 0.45,
    slab: [color.navy500, '#0f2647', '#173764'],
    paint: darkPaint,
  },
  maroon: {
    name: 'maroon',
    bg: ['#4a1120', color.navy],
    texture: '#f4e3e7',
    textureOpacity: 0.08,
    glows: [color.maroon500, color.accent],
    glowOpacity: 0.35,
    slab: ['#2e3f66', '#0f2647', '#1a2d52'],
    paint: { ...darkPaint, surface: '#20335a', surfaceAlt: '#2a3f6a', edge: '#3d5487' },
  },
};

/** Skin tones for illustrated people (light to deep). */
export const skinTones = ['#f6d5c3', '#eec1a0', '#d9a27c', '#b97c55', '#8d5a3b', '#5e3a26'] as const;
export const hairColors = ['#1d1a1a', '#3a2418', '#6b4226', '#a8713f', '#c9c2b8', '#2b2f3a'] as const;
/** Clothing colours stay inside the brand family plus a few neutrals. */
export const clothColors = [color.navy, color.navy500, color.maroon, color.maroon500, '#2f6f6a', color.gray700, '#d9dee6', color.accent] as const;

export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const c = pa.map((v, i) => Math.round(v + (pb[i]! - v) * t));
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
}

function parseHex(h: string): [number, number, number] {
  const s = h.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16)) as [number, number, number];
}
