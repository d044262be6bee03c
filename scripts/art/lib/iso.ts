// Isometric helpers (30 degree projection). World units are pixels along the iso axes.
import { n, poly } from '../../../site/lib/drawing/svg.ts';

const C = Math.cos(Math.PI / 6);
const S = 0.5;

/** Project world (i, j, z) to screen, relative to origin (ox, oy). */
export function iso(ox: number, oy: number, i: number, j: number, z = 0): [number, number] {
  return [ox + (i - j) * C, oy + (i + j) * S - z];
}

/**
 * Box whose footprint is centred on screen point (cx, cy) at ground level.
 * faces = [top, left, right].
 */
export function isoBox(cx: number, cy: number, w: number, d: number, h: number, faces: [string, string, string], extra = ''): string {
  const ox = cx - ((w - d) / 2) * C;
  const oy = cy - ((w + d) / 2) * S;
  const P = (i: number, j: number, z: number) => iso(ox, oy, i, j, z);
  const top = [P(0, 0, h), P(w, 0, h), P(w, d, h), P(0, d, h)];
  const left = [P(0, d, 0), P(w, d, 0), P(w, d, h), P(0, d, h)];
  const right = [P(w, 0, 0), P(w, d, 0), P(w, d, h), P(w, 0, h)];
  return poly(left, faces[1]) + poly(right, faces[2]) + poly(top, faces[0]) + extra;
}

/** Rhombus outline points of a footprint centred at (cx, cy). */
export function isoRhombus(cx: number, cy: number, w: number, d: number): [number, number][] {
  const ox = cx - ((w - d) / 2) * C;
  const oy = cy - ((w + d) / 2) * S;
  return [iso(ox, oy, 0, 0), iso(ox, oy, w, 0), iso(ox, oy, w, d), iso(ox, oy, 0, d)];
}

export const isoPath = (pts: [number, number][]) => 'M' + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + 'Z';
export { C as ISO_C };
