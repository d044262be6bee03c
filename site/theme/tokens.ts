// Design tokens: the single source of colours, type, spacing, breakpoints and motion.
// The art scripts read the palette too, so pictures and pages share one visual language.

export const color = {
  navy: '#0b1f3a', // primary
  navy700: '#14305a',
  navy500: '#2a4a7f',
  navy100: '#dfe7f3',
  navy900: '#081222', // behind full-screen photos (the gallery viewer)
  maroon: '#6b1a2b', // secondary
  maroon500: '#8e2a3f',
  maroon100: '#f4e3e7',
  accent: '#e0a43a', // warm highlight, used sparingly on dark grounds
  accent300: '#ecb95c', // the accent button's hover
  ink: '#15181d',
  gray700: '#3f4650',
  gray500: '#6b7380',
  gray300: '#c9cfd8',
  gray100: '#eef1f5',
  gray50: '#f7f9fb',
  white: '#ffffff',
  success: '#1b7a3d',
  success50: '#edf7f0', // behind a success message
  error: '#b3261e',
  error50: '#fdf1f0', // behind an error message or an invalid field
  /** Opaque black, for mask gradients: where the mask is black the element shows. */
  black: '#000',
} as const;

/** Breakpoints in px: phones below sm (600), tablets sm–md, desktop from md (900). */
export const breakpoint = { sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 1920 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoint.sm}px)`,
  md: `@media (min-width: ${breakpoint.md}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  xl: `@media (min-width: ${breakpoint.xl}px)`,
  xxl: `@media (min-width: ${breakpoint.xxl}px)`,
  belowMd: `@media (max-width: ${breakpoint.md - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/**
 * The system's own sans-serif (San Francisco on Apple devices, Segoe UI on Windows, Roboto on Android):
 * no font file to fetch, nothing to lay out twice, no fallback to size. A web font measured worse: with
 * font-display: optional a first visit on a slow network never showed it but still fetched its 48 KB
 * beside the priority image, and where it did arrive the page was laid out a second time (#12).
 * `system-ui` names that font in every browser the site supports, so the stack stops there: each name
 * before the one that matches is a font lookup, and in Chromium on Linux a lookup is a blocking call to
 * the browser process (the longer stack of named system fonts cost 16 such calls in the first layout).
 */
const systemSans = 'system-ui, sans-serif';
export const font = {
  body: systemSans,
  heading: systemSans,
} as const;

/** A palette colour with transparency (shadows, overlays, tints): alpha('navy', 0.18) is rgba(11, 31, 58, 0.18). */
export function alpha(name: 'navy' | 'navy500' | 'maroon' | 'accent' | 'white' | 'black', a: number): string {
  const hex = name === 'black' ? '#000000' : color[name];
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** Corner radii; `pill` rounds the short sides fully (buttons, tags, bars), `round` makes a square a circle. */
export const radius = { sm: '6px', md: '12px', lg: '20px', pill: '999px', round: '50%' } as const;

export const shadow = {
  /** Cards at rest. */
  card: '0 1px 2px rgba(11,31,58,.06), 0 4px 16px rgba(11,31,58,.08)',
  /** Menus, floating buttons and hovered link cards. */
  raised: '0 8px 32px rgba(11,31,58,.16)',
  /** Hovered cards and small photos lifted off the page. */
  lift: `0 12px 32px ${alpha('navy', 0.14)}`,
  /** An open accordion item. */
  open: `0 8px 24px ${alpha('navy', 0.1)}`,
  /** Large pictures and panels: hero pictures, the showcase, the contact details. */
  media: `0 20px 50px ${alpha('navy', 0.18)}`,
  /** A picture on the navy band. */
  onDark: `0 24px 60px ${alpha('black', 0.35)}`,
  /** The menu drawer, over the page from the right. */
  drawer: `-12px 0 40px ${alpha('navy', 0.25)}`,
  /** A focused form field, and a focused field that is invalid. */
  focus: `0 0 0 3px ${color.navy100}`,
  focusInvalid: `0 0 0 3px ${color.maroon100}`,
} as const;

export const motion = { fast: '150ms', base: '250ms', slow: '400ms', easing: 'cubic-bezier(.2,.7,.2,1)' } as const;

export const layout = { maxWidth: '1200px', headerHeight: '72px', gutter: '1.25rem' } as const;
