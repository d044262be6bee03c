// Scene layouts. Each arranges a main motif and a few supporting motifs over the background.
import { circle, ellipse, g, rect, n, stroke, path, type Doc } from '../../../site/lib/drawing/svg.ts';
import type { MotifName } from '../../../site/lib/drawing/motifs/index.ts';
import { shadow, plus } from '../../../site/lib/drawing/motifs/parts.ts';
import { badge, connector, cube, motif, pillCard, slab, statCard, type StatKind } from './widgets.ts';

export interface LayoutInput {
  main: MotifName;
  extras: MotifName[];
  mirror: boolean;
}

export type Layout = (d: Doc, s: LayoutInput) => { svg: string; focus: [number, number] };

const at = (list: MotifName[], i: number, fallback: MotifName): MotifName => list[i % Math.max(1, list.length)] ?? fallback;
const kinds: StatKind[] = ['bars', 'line', 'donut', 'list', 'kpi'];

/** Main motif on an isometric stage; cards and badges float around it. */
export const stage: Layout = (d, s) => {
  const { w: W, h: H, r } = d;
  const X = (f: number) => (s.mirror ? 1 - f : f) * W;
  const cx = X(0.56);
  const cy = H * 0.7;
  const size = H * 0.44;
  const mainY = H * 0.44 - Math.sin(d.t * Math.PI * 2) * H * 0.012;
  const e = s.extras;
  const out: string[] = [];
  out.push(slab(d, cx, cy, size, H * 0.045));
  out.push(cube(d, cx + size * 0.62, cy - size * 0.05, H * 0.05, 'second'), cube(d, cx - size * 0.7, cy + size * 0.02, H * 0.04, 'accent'));
  out.push(shadow(d, cx, cy + H * 0.01, size * 0.48, size * 0.12, 0.35));
  const cardW = W * 0.22;
  const cardX = s.mirror ? W - W * 0.07 - cardW : W * 0.07;
  out.push(statCard(d, r.pick(kinds), cardX, H * 0.14, cardW, H * 0.27));
  const b1: [number, number] = [X(0.86), H * 0.24];
  const b2: [number, number] = [X(0.9), H * 0.62];
  out.push(connector(d, b1[0], b1[1], cx + (s.mirror ? -1 : 1) * size * 0.25, mainY - size * 0.25, 0.15));
  out.push(connector(d, b2[0], b2[1], cx + (s.mirror ? -1 : 1) * size * 0.3, mainY + size * 0.15, -0.15));
  out.push(motif(d, s.main, cx, mainY, size));
  out.push(badge(d, at(e, 0, 'chart'), b1[0], b1[1], H * 0.085));
  out.push(badge(d, at(e, 1, 'gears'), b2[0], b2[1], H * 0.07));
  const pw = W * 0.24;
  out.push(pillCard(d, at(e, 2, 'shield'), s.mirror ? W - W * 0.08 - pw : W * 0.08, H * 0.58, pw, H * 0.1));
  return { svg: g(out), focus: [cx / W, 0.5] };
};

/** Main motif in a central disc with supporting motifs on elliptical orbits. */
export const orbit: Layout = (d, s) => {
  const { w: W, h: H, r } = d;
  const p = d.p;
  const cx = W * 0.5;
  const cy = H * 0.52;
  const out: string[] = [];
  const rings = [
    [H * 0.33, H * 0.25],
    [H * 0.52, H * 0.38],
  ];
  const spin = d.t * 360;
  for (const [rx, ry] of rings) out.push(ellipse(cx, cy, rx! * 1.35, ry!, 'none', stroke(p.line, Math.max(1, H * 0.002), { 'stroke-dasharray': `${n(H * 0.01)} ${n(H * 0.012)}`, opacity: 0.5 })));
  out.push(circle(cx, cy, H * 0.24, d.glow(p.accent, 0.25)));
  out.push(circle(cx + H * 0.01, cy + H * 0.02, H * 0.2, p.shadow, { opacity: d.theme.name === 'light' || d.theme.name === 'warm' ? 0.08 : 0.3 }));
  out.push(circle(cx, cy, H * 0.2, p.surface, { stroke: p.edge, 'stroke-width': H * 0.003 }));
  out.push(circle(cx, cy, H * 0.228, 'none', stroke(p.second, H * 0.006, { 'stroke-dasharray': `${n(H * 0.06)} ${n(H * 0.03)}`, transform: `rotate(${n(spin)} ${n(cx)} ${n(cy)})` })));
  out.push(motif(d, s.main, cx, cy, H * 0.28));
  const count = Math.min(6, Math.max(4, s.extras.length));
  const start = r.range(0, 360);
  const spots: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const ring = rings[i % 2]!;
    const a = ((start + (i * 360) / count + Math.sin(d.t * Math.PI * 2) * (i % 2 ? -12 : 12)) * Math.PI) / 180;
    spots.push([cx + Math.cos(a) * ring[0]! * 1.35, cy + Math.sin(a) * ring[1]!]);
  }
  // spokes with data packets travelling inwards (periodic in t, so clips loop)
  const lw = Math.max(1, H * 0.002);
  spots.forEach(([x, y], i) => {
    out.splice(1, 0, path(`M${n(x)} ${n(y)}L${n(cx)} ${n(cy)}`, 'none', stroke(p.line, lw, { opacity: 0.25 })));
    const k = (d.t * 2 + i / count) % 1;
    out.push(circle(x + (cx - x) * k, y + (cy - y) * k, H * 0.006, i % 2 ? p.accent : p.second, { opacity: n(Math.sin(k * Math.PI)) }));
  });
  // expanding pulse rings from the centre
  for (let k = 0; k < 2; k++) {
    const ph = (d.t * 2 + k / 2) % 1;
    out.splice(1, 0, circle(cx, cy, H * (0.2 + ph * 0.3), 'none', stroke(p.accent, H * 0.003, { opacity: n(0.35 * (1 - ph)) })));
  }
  spots.forEach(([x, y], i) => out.push(badge(d, at(s.extras, i, 'cloud'), x, y, H * (i % 2 ? 0.085 : 0.07), false)));
  out.push(plus(W * 0.12, H * 0.2, H * 0.018, p.accent, H * 0.006), plus(W * 0.88, H * 0.82, H * 0.014, p.second, H * 0.005));
  return { svg: g(out), focus: [0.5, 0.52] };
};

/** Layered dashboard cards on one side, the main motif large on the other. */
export const split: Layout = (d, s) => {
  const { w: W, h: H, r } = d;
  const p = d.p;
  const X = (f: number) => (s.mirror ? 1 - f : f) * W;
  const out: string[] = [];
  const cw = W * 0.4;
  const ch = H * 0.56;
  const cx0 = s.mirror ? W - W * 0.07 - cw : W * 0.07;
  const cy0 = H * 0.2;
  out.push(rect(cx0 + W * 0.04, cy0 - H * 0.06, cw, ch, H * 0.025, p.surfaceAlt, { opacity: 0.6 }));
  out.push(rect(cx0 + W * 0.02, cy0 - H * 0.03, cw, ch, H * 0.025, p.surface, { opacity: 0.8, stroke: p.edge }));
  const pick = r.shuffle(kinds);
  const bigKind = r.pick(['bars', 'rows', 'kanban', 'bars'] as const);
  out.push(statCard(d, bigKind, cx0, cy0, cw, ch));
  const small = pick.find((k) => k !== bigKind && k !== 'rows' && k !== 'kanban' && k !== 'list') ?? 'line';
  out.push(statCard(d, small, cx0 + cw * 0.52, cy0 + ch * 0.58, cw * 0.62, ch * 0.5));
  out.push(badge(d, at(s.extras, 0, 'chart'), cx0 + cw * 0.08, cy0 + ch * 0.96, H * 0.07));
  const mx = X(0.74);
  const my = H * 0.48 - Math.sin(d.t * Math.PI * 2) * H * 0.012;
  out.push(circle(mx, my, H * 0.3, d.glow(p.second, 0.22)));
  out.push(slab(d, mx, H * 0.76, H * 0.3, H * 0.035));
  out.push(shadow(d, mx, H * 0.77, H * 0.18, H * 0.05, 0.3));
  out.push(motif(d, s.main, mx, my, H * 0.46));
  out.push(badge(d, at(s.extras, 1, 'cloud'), X(0.9), H * 0.18, H * 0.065));
  out.push(connector(d, X(0.9), H * 0.18 + H * 0.07, mx + (s.mirror ? -1 : 1) * H * 0.08, my - H * 0.2, 0.2));
  out.push(pillCard(d, at(s.extras, 2, 'shield'), s.mirror ? W * 0.52 : W * 0.28, H * 0.84, W * 0.2, H * 0.09));
  return { svg: g(out), focus: [mx / W, 0.5] };
};

/** A grid of cards, each with a motif; the centre one is highlighted. */
export const tiles: Layout = (d, s) => {
  const { w: W, h: H } = d;
  const p = d.p;
  const out: string[] = [];
  const cols = 3;
  const rows = 2;
  const tw = W * 0.2;
  const th = H * 0.3;
  const gx = W * 0.04;
  const gy = H * 0.06;
  const x0 = (W - (cols * tw + (cols - 1) * gx)) / 2;
  const y0 = (H - (rows * th + (rows - 1) * gy)) / 2;
  // the highlighted centre tile (index 1) carries the main motif
  const names = [s.extras[0] ?? s.main, s.main, ...s.extras.slice(1)];
  out.push(path(`M${n(x0 + tw / 2)} ${n(y0 + th / 2)}H${n(x0 + 2.5 * tw + 2 * gx)}M${n(x0 + tw / 2)} ${n(y0 + 1.5 * th + gy)}H${n(x0 + 2.5 * tw + 2 * gx)}`, 'none', stroke(p.line, H * 0.003, { 'stroke-dasharray': `${n(H * 0.01)} ${n(H * 0.01)}`, opacity: 0.6 })));
  for (let rr = 0; rr < rows; rr++)
    for (let c = 0; c < cols; c++) {
      const i = rr * cols + c;
      const x = x0 + c * (tw + gx);
      const y = y0 + rr * (th + gy) + (c === 1 ? -H * 0.03 : 0);
      const hi = i === 1;
      out.push(rect(x + W * 0.006, y + H * 0.014, tw, th, H * 0.03, p.shadow, { opacity: d.theme.name === 'light' || d.theme.name === 'warm' ? 0.07 : 0.3 }));
      out.push(rect(x, y, tw, th, H * 0.03, hi ? d.linear(p.second, p.secondLight, 120) : p.surface, { stroke: hi ? p.accent : p.edge, 'stroke-width': H * (hi ? 0.004 : 0.0015) }));
      out.push(circle(x + tw / 2, y + th * 0.42, th * 0.3, hi ? p.surface : p.surfaceAlt, { opacity: hi ? 0.95 : 1 }));
      out.push(motif(d, names[i % names.length]!, x + tw / 2, y + th * 0.42, th * 0.46));
      out.push(rect(x + tw * 0.25, y + th * 0.8, tw * 0.5, th * 0.05, th * 0.025, hi ? p.white : p.lineSoft, { opacity: 0.85 }));
    }
  return { svg: g(out), focus: [0.5, 0.5] };
};

/** Two large discs overlapping (a pairing), with a link badge between them. */
export const duo: Layout = (d, s) => {
  const { w: W, h: H } = d;
  const p = d.p;
  const out: string[] = [];
  const r = H * 0.26;
  const y = H * 0.5;
  const x1 = W * 0.5 - r * 0.82;
  const x2 = W * 0.5 + r * 0.82;
  const bob = Math.sin(d.t * Math.PI * 2) * H * 0.01;
  out.push(circle(x1, y, r * 1.25, d.glow(p.mainLight, 0.25)), circle(x2, y, r * 1.25, d.glow(p.second, 0.25)));
  out.push(circle(x1, y + bob, r, p.surface, { stroke: p.edge, 'stroke-width': H * 0.003 }));
  out.push(circle(x2, y - bob, r, p.surface, { stroke: p.edge, 'stroke-width': H * 0.003, opacity: 0.96 }));
  out.push(circle(x1, y + bob, r * 1.1, 'none', stroke(p.mainLight, H * 0.004, { 'stroke-dasharray': `${n(H * 0.015)} ${n(H * 0.012)}`, opacity: 0.6 })));
  out.push(circle(x2, y - bob, r * 1.1, 'none', stroke(p.second, H * 0.004, { 'stroke-dasharray': `${n(H * 0.015)} ${n(H * 0.012)}`, opacity: 0.6 })));
  out.push(motif(d, s.main, x1 - r * 0.12, y + bob, r * 1.15));
  out.push(motif(d, at(s.extras, 0, 'chip'), x2 + r * 0.12, y - bob, r * 1.15));
  out.push(circle(W * 0.5, y, H * 0.07, p.accent), motif(d, at(s.extras, 1, 'handshake'), W * 0.5, y, H * 0.1));
  out.push(pillCard(d, at(s.extras, 2, 'checklist'), W * 0.06, H * 0.08, W * 0.22, H * 0.1));
  out.push(pillCard(d, at(s.extras, 3, 'chart'), W * 0.72, H * 0.82, W * 0.22, H * 0.1));
  return { svg: g(out), focus: [0.5, 0.5] };
};
