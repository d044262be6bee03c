// More layouts: an isometric block city, an outdoor horizon, and people in front of a big screen.
import { circle, ellipse, g, rect, n, stroke, path, line } from '../../../site/lib/drawing/svg.ts';
import { isoBox } from '../lib/iso.ts';
import { mix } from '../../../site/lib/drawing/palette.ts';
import { shadow } from '../../../site/lib/drawing/motifs/parts.ts';
import { bust, looks } from '../../../site/lib/drawing/motifs/people.ts';
import { badge, motif, pillCard, slab, statCard } from './widgets.ts';
import type { Layout } from './layouts.ts';
import type { MotifName } from '../../../site/lib/drawing/motifs/index.ts';

const at = (list: MotifName[], i: number, fallback: MotifName): MotifName => list[i % Math.max(1, list.length)] ?? fallback;

/** Isometric block city on a platform; motifs float above some blocks. */
export const isogrid: Layout = (d, s) => {
  const { w: W, h: H, r } = d;
  const p = d.p;
  const cx = W * (s.mirror ? 0.45 : 0.55);
  const cy = H * 0.6;
  const size = H * 0.62;
  const out: string[] = [slab(d, cx, cy, size, H * 0.04)];
  const cell = size / 4;
  const C = Math.cos(Math.PI / 6);
  const blocks: { x: number; y: number; h: number; tone: number; depth: number }[] = [];
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      if ((i === 1 || i === 2) && (j === 1 || j === 2)) continue;
      if (r.chance(0.3)) continue;
      const wi = (i + 0.5) * cell - size / 2;
      const wj = (j + 0.5) * cell - size / 2;
      blocks.push({ x: cx + (wi - wj) * C, y: cy + (wi + wj) * 0.5, h: H * r.range(0.04, 0.16), tone: r.int(0, 2), depth: i + j });
    }
  blocks.sort((a, b) => a.depth - b.depth);
  const tones: [string, string, string][] = [
    [p.mainLight, p.main, p.mainDark],
    [p.secondLight, p.second, mix(p.second, '#000000', 0.3)],
    [p.surface, p.edge, p.surfaceAlt],
  ];
  const tops: [number, number][] = [];
  const drawBlocks = (front: boolean) => {
    for (const b of blocks) {
      if (b.depth >= 4 !== front) continue;
      out.push(isoBox(b.x, b.y, cell * 0.62, cell * 0.62, b.h, tones[b.tone]!));
      tops.push([b.x, b.y - b.h]);
    }
  };
  drawBlocks(false);
  // central pad with the main motif floating above it
  const mainY = cy - H * 0.3 - Math.sin(d.t * Math.PI * 2) * H * 0.012;
  out.push(isoBox(cx, cy, cell * 1.2, cell * 1.2, H * 0.03, [p.accentLight, p.accent, mix(p.accent, '#000000', 0.25)]));
  drawBlocks(true);
  out.push(path(`M${n(cx - cell * 0.6)} ${n(cy - H * 0.03)}L${n(cx)} ${n(mainY)}L${n(cx + cell * 0.6)} ${n(cy - H * 0.03)}Z`, d.linear(p.accent, p.accent, 90, 0.0, 0.25)));
  out.push(shadow(d, cx, cy - H * 0.03, cell * 0.5, cell * 0.2, 0.3));
  out.push(motif(d, s.main, cx, mainY, H * 0.3));
  const picks = r.shuffle(tops).slice(0, 3);
  picks.forEach(([x, y], i) => {
    const by = y - H * 0.12;
    out.push(line(x, y, x, by + H * 0.05, p.line, H * 0.002, { 'stroke-dasharray': `${n(H * 0.006)} ${n(H * 0.006)}`, opacity: 0.7 }));
    out.push(badge(d, at(s.extras, i, 'cloud'), x, by, H * 0.05, false));
  });
  out.push(statCard(d, r.pick(['line', 'bars', 'donut'] as const), s.mirror ? W * 0.74 : W * 0.05, H * 0.08, W * 0.21, H * 0.24));
  return { svg: g(out), focus: [cx / W, 0.5] };
};

/** Outdoor horizon: sky, hills and ground with the main motif standing large. */
export const horizon: Layout = (d, s) => {
  const { w: W, h: H, r } = d;
  const p = d.p;
  const dark = d.theme.name === 'dark' || d.theme.name === 'maroon';
  const X = (f: number) => (s.mirror ? 1 - f : f) * W;
  const out: string[] = [];
  const sky = dark ? [d.theme.bg[0], mix(d.theme.bg[1], p.second, 0.25)] : ['#eef3fa', '#fbefe7'];
  out.push(rect(0, 0, W, H, 0, d.linear(sky[0]!, sky[1]!, 90)));
  out.push(circle(X(0.8), H * 0.26, H * 0.2, d.glow(p.accent, 0.35)), circle(X(0.8), H * 0.26, H * 0.08, dark ? p.accentLight : p.accent, { opacity: 0.9 }));
  // clouds
  for (let i = 0; i < 3; i++) {
    const x = r.range(0.1, 0.9) * W + Math.sin(d.t * Math.PI * 2) * W * 0.015 * (i + 1);
    const y = r.range(0.1, 0.3) * H;
    const k = H * r.range(0.03, 0.05);
    out.push(g([ellipse(x, y, k * 2.2, k * 0.8, p.white), circle(x - k * 0.6, y - k * 0.4, k * 0.8, p.white), circle(x + k * 0.5, y - k * 0.6, k, p.white)], { opacity: dark ? 0.12 : 0.9 }));
  }
  const hill = (y0: number, amp: number, c: string, ph: number) => {
    let dd = `M0 ${n(H)}L0 ${n(y0)}`;
    for (let x = 0; x <= W; x += W / 8) dd += `Q${n(x + W / 16)} ${n(y0 - amp * Math.sin(ph + (x / W) * 7))} ${n(x + W / 8)} ${n(y0 + amp * 0.2 * Math.cos(ph + x))}`;
    return path(dd + `L${n(W)} ${n(H)}Z`, c);
  };
  out.push(hill(H * 0.62, H * 0.08, dark ? mix(p.surface, p.mainLight, 0.15) : mix(p.lineSoft, '#ffffff', 0.2), r.range(0, 6)));
  out.push(hill(H * 0.72, H * 0.06, dark ? p.surface : mix(p.lineSoft, p.mainLight, 0.25), r.range(0, 6)));
  const gy = H * 0.82;
  out.push(rect(0, gy, W, H - gy, 0, dark ? mix(p.surface, '#000000', 0.3) : d.linear(mix(p.lineSoft, '#ffffff', 0.1), mix(p.lineSoft, p.mainLight, 0.3), 90)));
  out.push(rect(0, gy, W, H - gy, 0, d.dots(p.line, Math.round(H * 0.03), Math.max(1, H * 0.002)), { opacity: 0.25 }));
  out.push(rect(0, gy, W, H * 0.008, 0, p.accent, { opacity: 0.8 }));
  // a road with dashed centre line
  out.push(rect(0, gy + H * 0.07, W, H * 0.05, 0, dark ? mix(p.surface, '#000000', 0.45) : mix(p.lineSoft, p.mainLight, 0.45), { opacity: 0.9 }));
  out.push(path(`M0 ${n(gy + H * 0.095)}H${n(W)}`, 'none', stroke(p.white, H * 0.004, { 'stroke-dasharray': `${n(H * 0.03)} ${n(H * 0.03)}`, opacity: 0.8 })));
  // shrubs along the horizon
  for (let i = 0; i < 7; i++) {
    const x = r.range(0, W);
    const k = H * r.range(0.015, 0.03);
    out.push(path(`M${n(x - k * 1.6)} ${n(gy)}A${n(k * 1.6)} ${n(k * 1.3)} 0 0 1 ${n(x + k * 1.6)} ${n(gy)}Z`, dark ? p.surfaceAlt : '#9cc5b4', { opacity: 0.9 }));
  }
  // small repeated background items
  const e0 = at(s.extras, 0, 'building');
  for (let i = 0; i < 4; i++) {
    const x = X(0.08 + i * 0.11);
    out.push(motif(d, i % 2 ? at(s.extras, 1, e0) : e0, x, H * 0.66, H * (0.16 + (i % 2) * 0.04)));
  }
  out.push(shadow(d, X(0.62), H * 0.83, H * 0.22, H * 0.035, 0.4));
  out.push(motif(d, s.main, X(0.62), H * 0.585, H * 0.5));
  out.push(badge(d, at(s.extras, 2, 'chart'), X(0.9), H * 0.62, H * 0.06, false));
  out.push(pillCard(d, at(s.extras, 3, 'mapPin'), s.mirror ? W * 0.7 : W * 0.06, H * 0.08, W * 0.22, H * 0.1));
  return { svg: g(out), focus: [0.6, 0.55] };
};

/** People in front of a large screen that shows the main motif. */
export const screen: Layout = (d, s) => {
  const { w: W, h: H, r } = d;
  const p = d.p;
  const out: string[] = [];
  const sw = W * 0.5;
  const sh = H * 0.52;
  const sx = (W - sw) / 2 + (s.mirror ? -W * 0.06 : W * 0.06);
  const sy = H * 0.1;
  out.push(rect(sx + W * 0.01, sy + H * 0.02, sw, sh, H * 0.025, p.shadow, { opacity: 0.12 }));
  out.push(rect(sx, sy, sw, sh, H * 0.025, p.main));
  out.push(rect(sx + H * 0.015, sy + H * 0.015, sw - H * 0.03, sh - H * 0.03, H * 0.015, d.linear(mix(p.surface, p.lineSoft, 0.3), p.surface, 90)));
  out.push(rect(sx + sw / 2 - W * 0.01, sy + sh, W * 0.02, H * 0.08, 0, p.mainLight));
  out.push(rect(sx + sw / 2 - W * 0.07, sy + sh + H * 0.075, W * 0.14, H * 0.015, H * 0.007, p.main));
  out.push(motif(d, s.main, sx + sw * 0.32, sy + sh * 0.5, sh * 0.62));
  out.push(statCard(d, r.pick(['bars', 'line', 'donut'] as const), sx + sw * 0.58, sy + sh * 0.14, sw * 0.36, sh * 0.36));
  out.push(statCard(d, 'list', sx + sw * 0.58, sy + sh * 0.56, sw * 0.36, sh * 0.32));
  const L = looks(r.fork('crowd'), 3, r.int(0, 5));
  const base = H * 1.02;
  const pos = [
    [0.16, 1.5],
    [0.3, 1.35],
    [0.82, 1.55],
  ];
  pos.forEach(([fx, sc], i) => {
    const x = (s.mirror ? 1 - fx! : fx!) * W;
    out.push(g(bust(L[i]!, sc! * (H / 400), true), { transform: `translate(${n(x)} ${n(base - 46 * sc! * (H / 400))})` }));
  });
  out.push(badge(d, at(s.extras, 0, 'lightbulb'), s.mirror ? W * 0.9 : W * 0.1, H * 0.2, H * 0.06, false));
  out.push(badge(d, at(s.extras, 1, 'chat'), s.mirror ? W * 0.1 : W * 0.9, H * 0.3, H * 0.07, false));
  return { svg: g(out), focus: [0.5, 0.4] };
};
