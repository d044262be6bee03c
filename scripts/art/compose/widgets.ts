// Scene furniture: motif badges, pill cards, stat cards, connectors and iso platforms.
import { circle, g, rect, path, n, place, stroke, type Doc } from '../../../site/lib/drawing/svg.ts';
import { isoBox, isoRhombus, isoPath } from '../lib/iso.ts';
import { motifs, type MotifName } from '../../../site/lib/drawing/motifs/index.ts';
import { bars, donut, sparkline, textLines, windowCard, cardShadow, shadow } from '../../../site/lib/drawing/motifs/parts.ts';

export function motif(d: Doc, name: MotifName, cx: number, cy: number, size: number, rot = 0, phase?: number): string {
  return place(motifs[name](d, { phase: phase ?? d.t }), cx, cy, size, rot);
}

/** Round badge holding a motif. */
export function badge(d: Doc, name: MotifName, cx: number, cy: number, r: number, ring = true): string {
  const p = d.p;
  return g([
    circle(cx + r * 0.06, cy + r * 0.12, r, p.shadow, { opacity: d.theme.name === 'dark' || d.theme.name === 'maroon' ? 0.3 : 0.08 }),
    circle(cx, cy, r, p.surface, { stroke: p.edge, 'stroke-width': Math.max(1, r * 0.02) }),
    ring ? circle(cx, cy, r * 1.18, 'none', { stroke: p.accent, 'stroke-width': Math.max(1, r * 0.03), 'stroke-dasharray': `${n(r * 0.12)} ${n(r * 0.16)}`, opacity: 0.7 }) : '',
    motif(d, name, cx, cy, r * 1.4),
  ]);
}

/** Horizontal pill card: motif chip + two text lines. */
export function pillCard(d: Doc, name: MotifName, x: number, y: number, w: number, h: number, tint?: string): string {
  const p = d.p;
  const r = h / 2;
  return g([
    cardShadow(d, x, y, w, h, r),
    rect(x, y, w, h, r, p.surface, { stroke: p.edge, 'stroke-width': Math.max(1, h * 0.012) }),
    circle(x + r, y + r, r * 0.74, tint ?? p.surfaceAlt),
    motif(d, name, x + r, y + r, h * 0.62),
    textLines(x + h * 1.05, y + h * 0.3, [w * 0.42, w * 0.28], h * 0.26, h * 0.13, p.mainLight, 0.5),
    rect(x + w - h * 0.75, y + h * 0.38, h * 0.4, h * 0.24, h * 0.12, p.accent),
  ]);
}

export type StatKind = 'bars' | 'line' | 'donut' | 'list' | 'kpi' | 'rows' | 'kanban';

/** Window card with small chart content. */
export function statCard(d: Doc, kind: StatKind, x: number, y: number, w: number, h: number): string {
  const p = d.p;
  const r = d.r;
  const [card, top] = windowCard(d, x, y, w, h);
  const pad = w * 0.08;
  const ih = y + h - top - pad * 1.2;
  let body = '';
  const vals = [...Array(6)].map((_, i) => 0.25 + 0.7 * ((i / 5) * 0.7 + r.range(0, 0.3)));
  switch (kind) {
    case 'bars':
      body = bars(
        x + pad,
        top + pad * 0.8,
        w - pad * 2,
        ih,
        vals.map((v, i) => v * (0.9 + 0.1 * Math.sin(d.t * Math.PI * 2 + i))),
        [p.mainLight, p.second, p.main],
        w * 0.012,
      );
      break;
    case 'line':
      body = sparkline(d, x + pad, top + pad, w - pad * 2, ih * 0.9, vals, p.second, Math.max(1.5, w * 0.012));
      break;
    case 'donut': {
      const rr = Math.min(ih, w * 0.4) * 0.36;
      body = donut(d, x + pad + rr * 1.2, top + pad * 0.6 + ih / 2, rr, rr * 0.5, [40, 35, 25], [p.second, p.accent, p.mainLight]) + textLines(x + pad + rr * 2.8, top + pad + ih * 0.15, [w * 0.3, w * 0.22, w * 0.26], ih * 0.25, ih * 0.08, p.lineSoft);
      break;
    }
    case 'list':
      body = [0, 1, 2].map((i) => g([circle(x + pad + h * 0.05, top + pad + i * ih * 0.33 + h * 0.04, h * 0.045, [p.second, p.accent, p.mainLight][i]!), rect(x + pad + h * 0.14, top + pad + i * ih * 0.33 + h * 0.02, w * (0.5 - i * 0.08), h * 0.05, h * 0.025, p.lineSoft)])).join('');
      break;
    case 'rows': {
      // list of records: avatar dot, label, progress bar
      const n5 = 5;
      const rh = ih / n5;
      body = [...Array(n5)]
        .map((_, i) => {
          const yy = top + pad * 0.8 + i * rh;
          const prog = 0.3 + (0.65 * ((i * 37) % 10)) / 10;
          return g([
            circle(x + pad + rh * 0.32, yy + rh * 0.4, rh * 0.26, [p.second, p.mainLight, p.accent][i % 3]!),
            rect(x + pad + rh * 0.8, yy + rh * 0.28, w * 0.22, rh * 0.22, rh * 0.11, p.lineSoft),
            rect(x + w * 0.45, yy + rh * 0.3, w * 0.45, rh * 0.18, rh * 0.09, p.surfaceAlt),
            rect(x + w * 0.45, yy + rh * 0.3, w * 0.45 * prog, rh * 0.18, rh * 0.09, i % 2 ? p.main : p.second),
          ]);
        })
        .join('');
      break;
    }
    case 'kanban': {
      // three columns of task cards
      const cwid = (w - pad * 2) / 3;
      body = [0, 1, 2]
        .map((c) => {
          const cx0 = x + pad + c * cwid;
          const cards = [3, 2, 2][c]!;
          return (
            rect(cx0 + cwid * 0.05, top + pad * 0.6, cwid * 0.9, ih * 0.08, ih * 0.04, [p.mainLight, p.accent, p.second][c]!) +
            [...Array(cards)]
              .map((_, k) =>
                g([
                  rect(cx0 + cwid * 0.05, top + pad * 0.6 + ih * (0.14 + k * 0.28), cwid * 0.9, ih * 0.24, ih * 0.04, p.surfaceAlt),
                  rect(cx0 + cwid * 0.14, top + pad * 0.6 + ih * (0.19 + k * 0.28), cwid * 0.6, ih * 0.04, ih * 0.02, p.lineSoft),
                  rect(cx0 + cwid * 0.14, top + pad * 0.6 + ih * (0.27 + k * 0.28), cwid * 0.4, ih * 0.04, ih * 0.02, p.lineSoft),
                ]),
              )
              .join('')
          );
        })
        .join('');
      break;
    }
    case 'kpi':
      body =
        rect(x + pad, top + pad * 0.8, w * 0.36, ih * 0.28, ih * 0.06, p.second) +
        textLines(x + pad, top + pad + ih * 0.42, [w * 0.55, w * 0.4], ih * 0.2, ih * 0.08, p.lineSoft) +
        path(`M${n(x + w * 0.72)} ${n(top + ih * 0.5)}l${n(w * 0.08)} ${n(-ih * 0.2)}l${n(w * 0.08)} ${n(ih * 0.2)}`, 'none', stroke(p.accent, Math.max(2, w * 0.02)));
      break;
  }
  return card + body;
}

/** Dashed curved connector with end dots. */
export function connector(d: Doc, x1: number, y1: number, x2: number, y2: number, bend = 0.2, color?: string): string {
  const c = color ?? d.p.line;
  const mx = (x1 + x2) / 2 - (y2 - y1) * bend;
  const my = (y1 + y2) / 2 + (x2 - x1) * bend;
  const wdt = Math.max(1.2, d.h * 0.0025);
  const dash = d.h * 0.012;
  const off = -d.t * dash * 4 * 2;
  return g([path(`M${n(x1)} ${n(y1)}Q${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}`, 'none', stroke(c, wdt, { 'stroke-dasharray': `${n(dash)} ${n(dash)}`, 'stroke-dashoffset': n(off), opacity: 0.7 })), circle(x1, y1, wdt * 2.2, c), circle(x2, y2, wdt * 2.2, d.p.accent)]);
}

/** Isometric platform with a top grid, centred at (cx, cy) top face. */
export function slab(d: Doc, cx: number, cy: number, size: number, thick: number, tiers = 1): string {
  const th = d.theme;
  const out: string[] = [];
  out.push(shadow(d, cx, cy + thick + size * 0.12, size * 1.05, size * 0.34, 0.25));
  out.push(isoBox(cx, cy + thick, size, size, thick, th.slab));
  const rh = isoRhombus(cx, cy, size, size);
  // grid lines on the top face
  const lines: string[] = [];
  for (let i = 1; i < 4; i++) {
    const t = i / 4;
    const a = [rh[0]![0] + (rh[1]![0] - rh[0]![0]) * t, rh[0]![1] + (rh[1]![1] - rh[0]![1]) * t];
    const b = [rh[3]![0] + (rh[2]![0] - rh[3]![0]) * t, rh[3]![1] + (rh[2]![1] - rh[3]![1]) * t];
    const c = [rh[0]![0] + (rh[3]![0] - rh[0]![0]) * t, rh[0]![1] + (rh[3]![1] - rh[0]![1]) * t];
    const e = [rh[1]![0] + (rh[2]![0] - rh[1]![0]) * t, rh[1]![1] + (rh[2]![1] - rh[1]![1]) * t];
    lines.push(`M${n(a[0]!)} ${n(a[1]!)}L${n(b[0]!)} ${n(b[1]!)}M${n(c[0]!)} ${n(c[1]!)}L${n(e[0]!)} ${n(e[1]!)}`);
  }
  out.push(path(lines.join(''), 'none', { stroke: th.paint.line, 'stroke-width': Math.max(1, size * 0.004), opacity: 0.22 }));
  out.push(path(isoPath(rh), 'none', { stroke: th.paint.accent, 'stroke-width': Math.max(1, size * 0.006), opacity: 0.55 }));
  if (tiers > 1) {
    const s2 = size * 0.55;
    out.push(isoBox(cx, cy - thick * 0.2 + thick, s2, s2, thick * 1.2, [th.slab[0], th.slab[1], th.slab[2]]));
  }
  return g(out);
}

/** Small iso cube decoration. */
export function cube(d: Doc, cx: number, cy: number, s: number, tone: 'main' | 'second' | 'accent' = 'main'): string {
  const p = d.p;
  const faces: Record<string, [string, string, string]> = {
    main: [p.mainLight, p.main, p.mainDark],
    second: [p.secondLight, p.second, '#4a1120'],
    accent: [p.accentLight, p.accent, '#b9812a'],
  };
  return isoBox(cx, cy, s, s, s, faces[tone]!);
}
