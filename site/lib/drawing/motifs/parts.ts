// Reusable pieces shared by motifs and compositions: UI cards, text placeholder lines, soft shadows.
import { circle, ellipse, g, line, rect, path, n, arc, stroke, type Doc } from '../svg.ts';

/** Rounded placeholder lines standing in for text. */
export function textLines(x: number, y: number, widths: number[], gap: number, h: number, color: string, opacity = 1): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, color, { opacity: opacity === 1 ? undefined : opacity })).join('');
}

/** Soft contact shadow under an object. */
export function shadow(d: Doc, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  return ellipse(cx, cy, rx, ry, d.glow(d.p.shadow, opacity));
}

/** Offset flat shadow for cards (no blur filters: cheap and crisp). */
export function cardShadow(d: Doc, x: number, y: number, w: number, h: number, r: number): string {
  const o = d.theme.name === 'light' || d.theme.name === 'warm' ? 0.08 : 0.25;
  return rect(x + w * 0.03, y + h * 0.06, w, h, r, d.p.shadow, { opacity: o });
}

/** A window-like card with a header bar and three dots. Returns [svg, contentTop]. */
export function windowCard(d: Doc, x: number, y: number, w: number, h: number, opts: { header?: string; r?: number } = {}): [string, number] {
  const r = opts.r ?? Math.min(w, h) * 0.06;
  const hh = Math.max(h * 0.12, 6);
  const p = d.p;
  const dotR = hh * 0.18;
  const svg =
    cardShadow(d, x, y, w, h, r) +
    rect(x, y, w, h, r, p.surface, { stroke: p.edge, 'stroke-width': Math.max(w / 220, 0.4) }) +
    path(`M${n(x)} ${n(y + hh)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}V${n(y + hh)}Z`, opts.header ?? p.surfaceAlt) +
    [p.second, p.accent, p.mainLight].map((c, i) => circle(x + hh * 0.6 + i * dotR * 3, y + hh / 2, dotR, c)).join('');
  return [svg, y + hh];
}

/** Donut chart with n segments. */
export function donut(d: Doc, cx: number, cy: number, r: number, w: number, shares: number[], colors: string[], start = -90): string {
  let a = start;
  const total = shares.reduce((s, v) => s + v, 0);
  let out = circle(cx, cy, r, 'none', { stroke: d.p.lineSoft, 'stroke-width': w });
  shares.forEach((v, i) => {
    const span = (v / total) * 360;
    out += path(arc(cx, cy, r, a + 2, a + span - 2), 'none', stroke(colors[i % colors.length]!, w, { 'stroke-linecap': 'butt' }));
    a += span;
  });
  return out;
}

/** Simple bar set inside a box, bars grow from the bottom. */
export function bars(x: number, y: number, w: number, h: number, values: number[], colors: string[], radius = 2): string {
  const gap = w / values.length;
  const bw = gap * 0.58;
  return values
    .map((v, i) => {
      const bh = Math.max(h * v, bw * 0.6);
      return rect(x + i * gap + (gap - bw) / 2, y + h - bh, bw, bh, Math.min(radius, bw / 2), colors[i % colors.length]!);
    })
    .join('');
}

/** Line chart polyline with soft area under it. */
export function sparkline(_d: Doc, x: number, y: number, w: number, h: number, values: number[], color: string, sw: number, area = true): string {
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h] as [number, number]);
  const dpath = 'M' + pts.map(([a, b]) => `${n(a)} ${n(b)}`).join('L');
  const fill = area ? path(`${dpath}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, color, { opacity: 0.14 }) : '';
  return fill + path(dpath, 'none', stroke(color, sw)) + circle(pts.at(-1)![0], pts.at(-1)![1], sw * 1.3, color);
}

/** Small plus sign decoration. */
export function plus(cx: number, cy: number, s: number, color: string, w: number, opacity = 1): string {
  return g([line(cx - s, cy, cx + s, cy, color, w), line(cx, cy - s, cx, cy + s, color, w)], { opacity: opacity === 1 ? undefined : opacity });
}

/** Four-point sparkle (used for AI and ideas). */
export function sparkle(cx: number, cy: number, r: number, color: string): string {
  const k = r * 0.22;
  return path(`M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`, color);
}

/** Check mark stroke. */
export function check(cx: number, cy: number, s: number, color: string, w: number): string {
  return path(`M${n(cx - s)} ${n(cy)}L${n(cx - s * 0.3)} ${n(cy + s * 0.7)}L${n(cx + s)} ${n(cy - s * 0.6)}`, 'none', stroke(color, w));
}
