// Minimal SVG building blocks. Numbers are rounded so output stays compact and stable.
import type { Rng } from './prng.ts';
import type { Paint, Theme } from './palette.ts';

export const n = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

export function attrs(a: Attrs = {}): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return out;
}

export const el = (tag: string, a: Attrs = {}, children?: string): string => (children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`);

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, a: Attrs = {}) => el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...a });
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) => el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const path = (d: string, fill: string, a: Attrs = {}) => el('path', { d, fill, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, a: Attrs = {}) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...a });
export const poly = (pts: [number, number][], fill: string, a: Attrs = {}) => el('polygon', { points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...a });
export const g = (children: string | string[], a: Attrs = {}) => el('g', a, Array.isArray(children) ? children.join('') : children);

/** Place a motif drawn in the -50..50 unit box at (cx, cy) with the given size in pixels. */
export const place = (content: string, cx: number, cy: number, size: number, rotate = 0, a: Attrs = {}) => g(content, { transform: `translate(${n(cx)} ${n(cy)})${rotate ? ` rotate(${n(rotate)})` : ''} scale(${n(size / 100)})`, ...a });

/** Stroke attributes shorthand. */
export const stroke = (color: string, w: number, extra: Attrs = {}): Attrs => ({
  fill: 'none',
  stroke: color,
  'stroke-width': w,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  ...extra,
});

/** Arc path from angle a0 to a1 (degrees, 0 = 3 o'clock, clockwise). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p = (a: number) => [cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180)] as const;
  const [x0, y0] = p(a0);
  const [x1, y1] = p(a1);
  const large = Math.abs(a1 - a0) % 360 > 180 ? 1 : 0;
  return `M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(x1)} ${n(y1)}`;
}

/** Pie slice path. */
export function slice(cx: number, cy: number, r: number, a0: number, a1: number): string {
  return `M${n(cx)} ${n(cy)}L${arc(cx, cy, r, a0, a1).slice(1)}Z`;
}

/**
 * A drawing context: canvas size, theme, random stream, animation phase and a
 * de-duplicated <defs> store for gradients and patterns.
 */
export class Doc {
  private ids = new Map<string, string>();
  private markup: string[] = [];
  private counter = 0;
  constructor(
    public readonly w: number,
    public readonly h: number,
    public readonly theme: Theme,
    public readonly r: Rng,
    /** Animation phase in [0, 1); 0 for still pictures. */
    public readonly t = 0,
  ) {}

  get p(): Paint {
    return this.theme.paint;
  }

  private def(key: string, make: (id: string) => string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = `d${++this.counter}`;
      this.ids.set(key, id);
      this.markup.push(make(id));
    }
    return `url(#${id})`;
  }

  /** Linear gradient from c1 to c2; angle in degrees (90 = top to bottom). */
  linear(c1: string, c2: string, angle = 90, o1 = 1, o2 = 1): string {
    const key = `lin:${c1}:${c2}:${angle}:${o1}:${o2}`;
    return this.def(key, (id) => {
      const rad = (angle * Math.PI) / 180;
      const dx = Math.cos(rad) / 2;
      const dy = Math.sin(rad) / 2;
      return el('linearGradient', { id, x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy }, el('stop', { offset: 0, 'stop-color': c1, 'stop-opacity': o1 === 1 ? undefined : o1 }) + el('stop', { offset: 1, 'stop-color': c2, 'stop-opacity': o2 === 1 ? undefined : o2 }));
    });
  }

  /**
   * Vertical gradient in the user space of the element that uses it (motif units, y from y1 to y2).
   * Shared by every part of a composite shape so unions of circles shade as one body.
   */
  vgrad(c1: string, c2: string, y1 = -50, y2 = 50): string {
    return this.def(`vg:${c1}:${c2}:${y1}:${y2}`, (id) => el('linearGradient', { id, gradientUnits: 'userSpaceOnUse', x1: 0, y1, x2: 0, y2 }, el('stop', { offset: 0, 'stop-color': c1 }) + el('stop', { offset: 1, 'stop-color': c2 })));
  }

  /** Radial glow: colour at the centre fading to transparent. */
  glow(c: string, opacity = 1): string {
    const key = `glow:${c}:${opacity}`;
    return this.def(key, (id) => el('radialGradient', { id }, el('stop', { offset: 0, 'stop-color': c, 'stop-opacity': opacity }) + el('stop', { offset: 0.55, 'stop-color': c, 'stop-opacity': opacity * 0.35 }) + el('stop', { offset: 1, 'stop-color': c, 'stop-opacity': 0 })));
  }

  /** Dot grid pattern fill. */
  dots(c: string, gap: number, r: number): string {
    return this.def(`dots:${c}:${gap}:${r}`, (id) => el('pattern', { id, width: gap, height: gap, patternUnits: 'userSpaceOnUse' }, circle(gap / 2, gap / 2, r, c)));
  }

  /** Square grid pattern fill. */
  grid(c: string, gap: number, w: number): string {
    return this.def(`grid:${c}:${gap}:${w}`, (id) => el('pattern', { id, width: gap, height: gap, patternUnits: 'userSpaceOnUse' }, path(`M${gap} 0H0V${gap}`, 'none', { stroke: c, 'stroke-width': w })));
  }

  /** Diagonal hatch pattern fill. */
  hatch(c: string, gap: number, w: number): string {
    return this.def(`hatch:${c}:${gap}:${w}`, (id) => el('pattern', { id, width: gap, height: gap, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, line(0, 0, 0, gap, c, w, { 'stroke-linecap': 'butt' })));
  }

  clip(shape: string): string {
    return this.def(`clip:${shape}`, (id) => el('clipPath', { id }, shape));
  }

  /** A fresh unique id (for one-off defs). */
  uid(): string {
    return `u${++this.counter}`;
  }

  render(body: string): string {
    const defs = this.markup.join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
  }
}
