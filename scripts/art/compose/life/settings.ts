// Backdrops and props for team-life scenes.
import { circle, ellipse, g, path, rect, n, stroke, line, poly, type Doc } from '../../../../site/lib/drawing/svg.ts';
import { color, mix } from '../../../../site/lib/drawing/palette.ts';
import { lettering, measure } from '../../../../site/lib/drawing/font.ts';
import { bars, sparkline, textLines } from '../../../../site/lib/drawing/motifs/parts.ts';

export const GRASS = ['#cfe3d6', '#a9cdb8', '#7fae97'] as const;

export function office(d: Doc): string {
  const { w: W, h: H, r } = d;
  const out: string[] = [rect(0, 0, W, H, 0, d.linear(color.gray50, color.navy100, 90))];
  // window with a skyline
  const wx = W * r.range(0.05, 0.1);
  const ww = W * 0.34;
  const wy = H * 0.1;
  const wh = H * 0.42;
  out.push(rect(wx, wy, ww, wh, 10, d.linear('#eaf1fa', '#fdf1e6', 90)));
  for (let i = 0; i < 9; i++) {
    const bw = ww / 9;
    const bh = wh * r.range(0.25, 0.7);
    out.push(rect(wx + i * bw + 2, wy + wh - bh, bw - 4, bh, 2, mix(color.navy100, color.navy500, 0.25 + (i % 3) * 0.12)));
  }
  out.push(path(`M${n(wx + ww / 2)} ${n(wy)}V${n(wy + wh)}M${n(wx)} ${n(wy + wh / 2)}H${n(wx + ww)}`, 'none', stroke(color.white, 8)));
  out.push(rect(wx, wy, ww, wh, 10, 'none', { stroke: color.white, 'stroke-width': 10 }));
  // floor
  out.push(rect(0, H * 0.8, W, H * 0.2, 0, d.linear('#e8e1d8', '#d9cfc3', 90)));
  out.push(rect(0, H * 0.8, W, H * 0.008, 0, color.gray300));
  return g(out);
}

export function outdoor(d: Doc, horizon = 0.62): string {
  const { w: W, h: H, r } = d;
  const out: string[] = [rect(0, 0, W, H, 0, d.linear('#e6eef9', '#fcefe2', 90))];
  out.push(circle(W * r.range(0.65, 0.9), H * 0.2, H * 0.18, d.glow(color.accent, 0.4)), circle(W * r.range(0.65, 0.9), H * 0.2, H * 0.06, color.accent, { opacity: 0.85 }));
  for (let i = 0; i < 3; i++) {
    const x = W * r.range(0.05, 0.6);
    const y = H * r.range(0.08, 0.25);
    const k = H * r.range(0.025, 0.04);
    out.push(g([ellipse(x, y, k * 2.4, k * 0.8, color.white), circle(x - k * 0.7, y - k * 0.4, k * 0.9, color.white), circle(x + k * 0.5, y - k * 0.6, k * 1.1, color.white)]));
  }
  const hy = H * horizon;
  out.push(path(`M0 ${n(hy)}Q${n(W * 0.2)} ${n(hy - H * 0.12)} ${n(W * 0.45)} ${n(hy - H * 0.03)}T${n(W)} ${n(hy - H * 0.06)}V${n(H)}H0Z`, mix(GRASS[0], color.navy100, 0.4)));
  out.push(path(`M0 ${n(hy + H * 0.06)}Q${n(W * 0.3)} ${n(hy - H * 0.02)} ${n(W * 0.6)} ${n(hy + H * 0.05)}T${n(W)} ${n(hy + H * 0.03)}V${n(H)}H0Z`, GRASS[1]));
  out.push(rect(0, hy + H * 0.1, W, H, 0, d.linear(GRASS[1], GRASS[2], 90)));
  return g(out);
}

export function hall(d: Doc): string {
  const { w: W, h: H } = d;
  const out: string[] = [rect(0, 0, W, H, 0, d.linear(color.navy, '#1a1030', 90))];
  for (const x of [0.25, 0.5, 0.75]) {
    out.push(path(`M${n(W * x - W * 0.02)} 0L${n(W * x - W * 0.14)} ${n(H * 0.8)}H${n(W * x + W * 0.14)}L${n(W * x + W * 0.02)} 0Z`, d.linear(color.white, color.white, 90, 0.16, 0)));
  }
  out.push(path(`M0 0H${n(W * 0.12)}Q${n(W * 0.08)} ${n(H * 0.4)} ${n(W * 0.1)} ${n(H * 0.8)}H0Z`, color.maroon), path(`M${n(W)} 0H${n(W * 0.88)}Q${n(W * 0.92)} ${n(H * 0.4)} ${n(W * 0.9)} ${n(H * 0.8)}H${n(W)}Z`, color.maroon));
  out.push(rect(0, H * 0.78, W, H * 0.22, 0, d.linear('#2a1a2e', '#120a1c', 90)));
  return g(out);
}

export function night(d: Doc): string {
  const { w: W, h: H, r } = d;
  const out: string[] = [rect(0, 0, W, H, 0, d.linear('#14122e', color.maroon, 90))];
  for (let i = 0; i < 40; i++) out.push(circle(r.range(0, W), r.range(0, H * 0.5), r.range(1, 2.6), color.white, { opacity: n(r.range(0.3, 0.9)) }));
  out.push(rect(0, H * 0.8, W, H * 0.2, 0, d.linear('#3a1524', '#22101c', 90)));
  return g(out);
}

/** A string of lights hanging across the top. */
export function stringLights(d: Doc, y: number, sag: number): string {
  const { w: W } = d;
  const cols = [color.accent, '#f2cf8a', color.maroon100, '#f7a35c'];
  const out: string[] = [path(`M0 ${n(y)}Q${n(W / 4)} ${n(y + sag)} ${n(W / 2)} ${n(y)}T${n(W)} ${n(y)}`, 'none', stroke('#1e2633', 2))];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const local = (t * 2) % 1;
    const yy = y + sag * 4 * local * (1 - local) * 0.5;
    out.push(circle(t * W, yy + 8, 7, d.glow(cols[i % 4]!, 0.6)), circle(t * W, yy + 8, 4, cols[i % 4]!));
  }
  return g(out);
}

export function banner(_d: Doc, text: string, cx: number, y: number, h: number, fill: string = color.maroon, ink: string = color.white): string {
  const cap = h * 0.42;
  const w = measure(text, 3) * (cap / 10) + h * 1.4;
  return g([
    path(`M${n(cx - w / 2 - h * 0.5)} ${n(y + h * 0.2)}L${n(cx - w / 2)} ${n(y + h * 0.2)}V${n(y + h * 1.2)}L${n(cx - w / 2 - h * 0.5)} ${n(y + h * 1.2)}L${n(cx - w / 2 - h * 0.3)} ${n(y + h * 0.7)}Z`, mix(fill, '#000000', 0.25)),
    path(`M${n(cx + w / 2 + h * 0.5)} ${n(y + h * 0.2)}L${n(cx + w / 2)} ${n(y + h * 0.2)}V${n(y + h * 1.2)}L${n(cx + w / 2 + h * 0.5)} ${n(y + h * 1.2)}L${n(cx + w / 2 + h * 0.3)} ${n(y + h * 0.7)}Z`, mix(fill, '#000000', 0.25)),
    rect(cx - w / 2, y, w, h, h * 0.12, fill),
    lettering(text, cx, y + (h - cap) / 2, { size: cap, color: ink, weight: 1.9, tracking: 3, anchor: 'middle' }),
  ]);
}

export function whiteboard(d: Doc, x: number, y: number, w: number, h: number): string {
  const notes = [color.accent, '#f2cf8a', color.maroon100, color.navy100];
  const out = [rect(x, y, w, h, 8, color.white, { stroke: color.gray300, 'stroke-width': 6 })];
  for (let i = 0; i < 6; i++) out.push(rect(x + w * 0.06 + (i % 3) * w * 0.13, y + h * 0.12 + Math.floor(i / 3) * h * 0.3, w * 0.11, h * 0.22, 3, notes[(i + 1) % 4]!, { transform: `rotate(${i % 2 ? -4 : 3} ${n(x + w * 0.1 + (i % 3) * w * 0.13)} ${n(y + h * 0.2)})` }));
  out.push(sparkline(d, x + w * 0.5, y + h * 0.12, w * 0.42, h * 0.4, [0.2, 0.45, 0.35, 0.7, 0.9], color.maroon, 4));
  out.push(textLines(x + w * 0.52, y + h * 0.66, [w * 0.36, w * 0.28], h * 0.12, h * 0.05, color.navy500, 0.6));
  out.push(line(x + w * 0.2, y + h, x + w * 0.12, y + h * 1.45, color.gray500, 6), line(x + w * 0.8, y + h, x + w * 0.88, y + h * 1.45, color.gray500, 6));
  return g(out);
}

export function projector(d: Doc, x: number, y: number, w: number, h: number, kind: 'chart' | 'bars' | 'cloud' = 'bars'): string {
  const out = [rect(x, y, w, h, 6, color.navy), rect(x + 10, y + 10, w - 20, h - 20, 4, d.linear(color.white, color.navy100, 90))];
  if (kind === 'bars') out.push(bars(x + w * 0.1, y + h * 0.2, w * 0.4, h * 0.6, [0.3, 0.5, 0.45, 0.75, 0.9], [color.navy500, color.maroon], 4));
  if (kind === 'chart') out.push(sparkline(d, x + w * 0.1, y + h * 0.2, w * 0.4, h * 0.6, [0.2, 0.4, 0.3, 0.6, 0.55, 0.9], color.maroon, 5));
  if (kind === 'cloud') out.push(circle(x + w * 0.3, y + h * 0.5, h * 0.22, color.navy500), circle(x + w * 0.22, y + h * 0.58, h * 0.15, color.navy500), circle(x + w * 0.4, y + h * 0.58, h * 0.15, color.navy500));
  out.push(textLines(x + w * 0.58, y + h * 0.25, [w * 0.3, w * 0.24, w * 0.3, w * 0.18], h * 0.14, h * 0.06, color.navy500, 0.5));
  return g(out);
}

export function table(x: number, y: number, w: number, top: string = color.white, legs: string = color.gray500, panel = false): string {
  return g([rect(x + 12, y, 10, 120, 3, legs), rect(x + w - 22, y, 10, 120, 3, legs), panel ? rect(x + 24, y + 10, w - 48, 80, 4, mix(top, '#000000', 0.12)) : '', rect(x, y - 6, w, 20, 6, top, { stroke: color.gray300, 'stroke-width': 2 })]);
}

export function laptop(x: number, y: number, s: number, lid: string = color.navy500): string {
  return g([path(`M${n(x - s * 0.6)} ${n(y)}L${n(x - s * 0.5)} ${n(y - s * 0.7)}H${n(x + s * 0.5)}L${n(x + s * 0.6)} ${n(y)}Z`, lid), circle(x, y - s * 0.36, s * 0.08, color.white, { opacity: 0.7 }), rect(x - s * 0.7, y - 2, s * 1.4, s * 0.08, 2, color.gray300)]);
}

export function plant(x: number, y: number, s: number): string {
  return g([
    path(`M${n(x)} ${n(y - s * 0.4)}C${n(x - s * 0.5)} ${n(y - s * 0.9)} ${n(x - s * 0.3)} ${n(y - s * 1.3)} ${n(x)} ${n(y - s * 1.4)}C${n(x + s * 0.1)} ${n(y - s)} ${n(x + s * 0.05)} ${n(y - s * 0.7)} ${n(x)} ${n(y - s * 0.4)}Z`, '#4f9a86'),
    path(`M${n(x)} ${n(y - s * 0.4)}C${n(x + s * 0.6)} ${n(y - s * 0.7)} ${n(x + s * 0.5)} ${n(y - s * 1.1)} ${n(x + s * 0.3)} ${n(y - s * 1.2)}C${n(x + s * 0.2)} ${n(y - s * 0.8)} ${n(x + s * 0.1)} ${n(y - s * 0.6)} ${n(x)} ${n(y - s * 0.4)}Z`, '#2f6f6a'),
    path(`M${n(x - s * 0.3)} ${n(y - s * 0.45)}H${n(x + s * 0.3)}L${n(x + s * 0.22)} ${n(y)}H${n(x - s * 0.22)}Z`, color.maroon500),
  ]);
}

export function balloon(x: number, y: number, s: number, c: string): string {
  return g([path(`M${n(x)} ${n(y + s * 0.6)}Q${n(x - s * 0.3)} ${n(y + s * 1.4)} ${n(x + s * 0.1)} ${n(y + s * 2.4)}`, 'none', stroke(color.gray500, 1.5)), ellipse(x, y, s * 0.5, s * 0.62, c), ellipse(x - s * 0.15, y - s * 0.2, s * 0.1, s * 0.16, color.white, { opacity: 0.5 })]);
}

export function bunting(d: Doc, y: number): string {
  const W = d.w;
  const cols = [color.maroon, color.accent, color.navy500, color.maroon100];
  const out = [path(`M0 ${n(y)}Q${n(W / 2)} ${n(y + 50)} ${n(W)} ${n(y)}`, 'none', stroke(color.gray700, 2))];
  for (let i = 0; i < 18; i++) {
    const t = (i + 0.5) / 18;
    const x = t * W;
    const yy = y + 50 * 2 * t * (1 - t) * 2 * 0.5 * 2;
    out.push(
      poly(
        [
          [x - 18, yy],
          [x + 18, yy],
          [x, yy + 36],
        ],
        cols[i % 4]!,
      ),
    );
  }
  return g(out);
}

export function diya(x: number, y: number, s: number): string {
  return g([
    circle(x, y - s * 0.7, s * 0.9, '#f7a35c', { opacity: 0.25 }),
    path(`M${n(x - s * 0.6)} ${n(y - s * 0.2)}Q${n(x)} ${n(y + s * 0.5)} ${n(x + s * 0.6)} ${n(y - s * 0.2)}Z`, '#c8643b'),
    path(`M${n(x)} ${n(y - s * 0.9)}Q${n(x + s * 0.18)} ${n(y - s * 0.45)} ${n(x)} ${n(y - s * 0.25)}Q${n(x - s * 0.18)} ${n(y - s * 0.45)} ${n(x)} ${n(y - s * 0.9)}Z`, color.accent),
  ]);
}

export function lantern(x: number, y: number, s: number, c: string): string {
  return g([line(x, 0, x, y - s * 0.6, '#1e2633', 1.5), circle(x, y, s * 1.2, c, { opacity: 0.18 }), rect(x - s * 0.45, y - s * 0.6, s * 0.9, s * 1.2, s * 0.35, c), rect(x - s * 0.3, y - s * 0.7, s * 0.6, s * 0.14, 2, '#1e2633'), rect(x - s * 0.3, y + s * 0.56, s * 0.6, s * 0.14, 2, '#1e2633')]);
}

export function rangoli(x: number, y: number, s: number): string {
  const out: string[] = [ellipse(x, y, s, s * 0.35, color.maroon500)];
  const cols = [color.accent, color.white, '#f7a35c', color.maroon100];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    out.push(ellipse(x + Math.cos(a) * s * 0.62, y + Math.sin(a) * s * 0.22, s * 0.16, s * 0.07, cols[i % 4]!));
  }
  out.push(ellipse(x, y, s * 0.3, s * 0.1, color.accent));
  return g(out);
}

export function bubble(x: number, y: number, w: number, h: number, fill: string, tail: 'left' | 'right' = 'left'): string {
  const tx = tail === 'left' ? x + w * 0.2 : x + w * 0.8;
  return g([rect(x, y, w, h, h * 0.3, fill), path(`M${n(tx - 8)} ${n(y + h - 1)}L${n(tx + (tail === 'left' ? -14 : 14))} ${n(y + h + 18)}L${n(tx + 10)} ${n(y + h - 1)}Z`, fill), textLines(x + w * 0.14, y + h * 0.3, [w * 0.7, w * 0.45], h * 0.26, h * 0.12, color.white, 0.8)]);
}
