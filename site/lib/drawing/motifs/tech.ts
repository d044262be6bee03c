// Technology motifs: cloud, database, shield, lock, gears, network, charts, code, devices, servers, chips.
import { circle, ellipse, g, line, path, rect, n, stroke, arc, type Doc } from '../svg.ts';
import type { Motif } from './types.ts';
import { bars, donut, sparkline, textLines, windowCard, sparkle, check } from './parts.ts';

const TAU = Math.PI * 2;

export function gearPath(teeth: number, R: number, r: number, hole: number, rot = 0): string {
  const step = TAU / teeth;
  const pts: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = i * step + (rot * Math.PI) / 180;
    const seq: [number, number][] = [
      [r, a],
      [R, a + step * 0.12],
      [R, a + step * 0.42],
      [r, a + step * 0.54],
    ];
    for (const [rad, ang] of seq) pts.push(`${n(Math.cos(ang) * rad)} ${n(Math.sin(ang) * rad)}`);
  }
  const outer = 'M' + pts.join('L') + 'Z';
  const inner = `M${n(hole)} 0A${n(hole)} ${n(hole)} 0 1 0 ${n(-hole)} 0A${n(hole)} ${n(hole)} 0 1 0 ${n(hole)} 0Z`;
  return outer + inner;
}

export const cloud: Motif = (d, o) => {
  const p = d.p;
  const fill = d.vgrad(p.mainLight, p.main, -30, 30);
  const ph = o.phase ?? 0;
  const arrowY = -2 - Math.sin(ph * TAU) * 4;
  return g([
    circle(-22, 6, 18, fill),
    circle(0, -8, 26, fill),
    circle(24, 4, 19, fill),
    rect(-22, 4, 46, 20, 0, fill),
    circle(-22, 6, 18, 'none', { stroke: p.white, 'stroke-opacity': 0.0 }),
    // upload arrow
    g([line(0, arrowY + 16, 0, arrowY - 10, p.surface, 5), path(`M-9 ${n(arrowY - 1)}L0 ${n(arrowY - 11)}L9 ${n(arrowY - 1)}`, 'none', stroke(p.surface, 5))]),
    circle(30, -14, 4, p.accent),
    circle(-34, -10, 2.5, p.accent, { opacity: 0.8 }),
  ]);
};

export const database: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const out: string[] = [];
  const layers = 3;
  for (let i = layers - 1; i >= 0; i--) {
    const y = -30 + i * 24;
    const body = d.vgrad(p.mainLight, p.main, y, y + 20);
    out.push(rect(-30, y, 60, 20, 0, body), ellipse(0, y + 20, 30, 9, p.main), ellipse(0, y, 30, 9, i === 0 ? p.mainLight : p.main));
    out.push(ellipse(0, y, 30, 9, 'none', { stroke: p.lineSoft, 'stroke-width': 1.2, opacity: 0.7 }));
    const lit = Math.floor(ph * 6 + i) % 3 === 0 ? 1 : 0.55;
    out.push(circle(20, y + 12, 2.6, p.accent, { opacity: lit }), rect(-20, y + 10, 22, 3.5, 1.75, p.lineSoft, { opacity: 0.6 }));
  }
  out.push(ellipse(0, -30, 30, 9, d.vgrad(p.lineSoft, p.mainLight, -39, -21)));
  return g(out);
};

export const shield: Motif = (d, o) => {
  const p = d.p;
  const sh = 'M0 -44L36 -31V-2C36 22 19 37 0 46C-19 37 -36 22 -36 -2V-31Z';
  const inner = 'M0 -34L27 -24V-2C27 16 14 28 0 35C-14 28 -27 16 -27 -2V-24Z';
  const glyph = o.variant === 1 ? lockGlyph(p.surface, p.accent) : check(0, 0, 12, p.white, 6);
  return g([path(sh, d.vgrad(p.secondLight, p.second, -44, 46)), path('M0 -44L36 -31V-2C36 22 19 37 0 46Z', p.second, { opacity: 0.45 }), path(inner, 'none', { stroke: p.white, 'stroke-width': 2, 'stroke-opacity': 0.35 }), glyph]);
};

function lockGlyph(body: string, hole: string): string {
  return g([path('M-9 -2V-9A9 9 0 0 1 9 -9V-2', 'none', stroke(body, 4.5)), rect(-13, -3, 26, 20, 4, body), circle(0, 5, 3, hole), rect(-1.2, 6, 2.4, 6, 1.2, hole)]);
}

export const lock: Motif = (d) => {
  const p = d.p;
  return g([path('M-20 -4V-18A20 20 0 0 1 20 -18V-4', 'none', stroke(p.mainLight, 10)), rect(-32, -8, 64, 52, 10, d.vgrad(p.accentLight, p.accent, -8, 44)), rect(-32, 26, 64, 18, 0, p.accent, { opacity: 0.5 }), circle(0, 12, 7, p.main), rect(-3, 14, 6, 14, 3, p.main)]);
};

export const gears: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const a1 = (ph * 360) / 2; // big gear: half turn per loop (10 teeth -> tooth period 36 deg)
  const a2 = -a1 * (10 / 7) + 360 / 14;
  return g([
    g(path(gearPath(10, 34, 26, 10), d.vgrad(p.mainLight, p.main, -34, 34), { 'fill-rule': 'evenodd' }), { transform: `translate(-12 -6) rotate(${n(a1)})` }),
    circle(-12, -6, 16, 'none', { stroke: p.white, 'stroke-width': 2, opacity: 0.35 }),
    g(path(gearPath(7, 22, 15.5, 6), d.vgrad(p.secondLight, p.second, -22, 22), { 'fill-rule': 'evenodd' }), {
      transform: `translate(29 24) rotate(${n(a2)})`,
    }),
    g(path(gearPath(6, 12, 8, 3.5), p.accent, { 'fill-rule': 'evenodd' }), { transform: `translate(26 -30) rotate(${n(-a1 * (10 / 6))})` }),
  ]);
};

export const gear: Motif = (d, o) => {
  const p = d.p;
  const rot = (o.phase ?? 0) * 40; // 9 teeth: 40 deg period loops seamlessly
  return g([g(path(gearPath(9, 44, 34, 14), d.vgrad(p.mainLight, p.main, -44, 44), { 'fill-rule': 'evenodd' }), { transform: `rotate(${n(rot)})` }), circle(0, 0, 24, 'none', { stroke: p.accent, 'stroke-width': 3 })]);
};

/** Deterministic node layout for networks. */
export function networkLayout(seed: Doc['r']): { nodes: [number, number, number][]; links: [number, number][] } {
  const nodes: [number, number, number][] = [[0, 0, 11]];
  const ring = 6;
  const off = seed.range(0, 60);
  for (let i = 0; i < ring; i++) {
    const a = ((off + i * (360 / ring) + seed.range(-12, 12)) * Math.PI) / 180;
    const r = seed.range(28, 38);
    nodes.push([Math.cos(a) * r, Math.sin(a) * r * 0.92, seed.range(4.5, 7.5)]);
  }
  const links: [number, number][] = [];
  for (let i = 1; i <= ring; i++) {
    links.push([0, i]);
    if (seed.chance(0.7)) links.push([i, (i % ring) + 1]);
  }
  return { nodes, links };
}

export const network: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const base = networkLayout(d.r.fork('net'));
  const links = base.links;
  // every node drifts on a small circle; phase offsets keep the motion organic but periodic
  const nodes = base.nodes.map(([x, y, r], i) => (i === 0 ? [x, y, r] : [x + 3 * Math.cos(ph * TAU + i * 1.7), y + 3 * Math.sin(ph * TAU + i * 1.7), r]) as [number, number, number]);
  const out: string[] = [];
  for (const [a, b] of links) {
    const [x1, y1] = nodes[a]!;
    const [x2, y2] = nodes[b]!;
    out.push(line(x1, y1, x2, y2, p.line, 1.6, { opacity: 0.8 }));
  }
  // travelling packets
  links.forEach(([a, b], i) => {
    if (i % 2) return;
    const t = (ph + i * 0.17) % 1;
    const [x1, y1] = nodes[a]!;
    const [x2, y2] = nodes[b]!;
    out.push(circle(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t, 2.2, p.accent));
  });
  const fills = [p.second, p.mainLight, p.accent];
  nodes.forEach(([x, y, r], i) => {
    const pulse = i === 0 ? 1 + 0.08 * Math.sin(ph * TAU) : 1;
    if (i === 0) out.push(circle(x, y, r * 1.9 * pulse, p.second, { opacity: 0.18 }));
    out.push(circle(x, y, r * pulse, i === 0 ? p.second : fills[i % 3]!, { stroke: p.surface, 'stroke-width': 2 }));
  });
  return g(out);
};

export const chart: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const vals = [0.32, 0.48, 0.42, 0.66, 0.86].map((v, i) => Math.max(0.12, v * (0.8 + 0.2 * (0.5 - 0.5 * Math.cos(ph * TAU - i * 0.8)))));
  return g([
    rect(-44, -40, 88, 80, 8, p.surface, { stroke: p.edge, 'stroke-width': 1 }),
    line(-34, 28, 36, 28, p.edge, 1.5),
    bars(-34, -22, 70, 50, vals, [p.mainLight, p.mainLight, p.main, p.second, p.second], 3),
    sparkline(
      d,
      -30,
      -30,
      62,
      44,
      vals.map((v) => Math.min(1, v + 0.12)),
      p.accent,
      3,
      false,
    ),
  ]);
};

export const trend: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  // bars rise one after another and settle back: a periodic "growth" wave
  const h = [14, 24, 36, 52].map((v, i) => v * (0.75 + 0.25 * (0.5 - 0.5 * Math.cos(ph * TAU - i * 0.7))));
  return g([...h.map((v, i) => rect(-40 + i * 22, 40 - v, 16, v, 3, i === 3 ? p.second : i === 2 ? p.main : p.mainLight)), path('M-40 14L-16 0L4 6L38 -30', 'none', stroke(p.accent, 5)), path('M24 -32L40 -32L38 -16', 'none', stroke(p.accent, 5))]);
};

export const dashboard: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const [card, top] = windowCard(d, -48, -40, 96, 80);
  const spin = ph * 360;
  return g([
    card,
    g(donut(d, -24, top + 24, 13, 7, [45, 30, 25], [p.second, p.accent, p.mainLight]), { transform: `rotate(${n(spin)} -24 ${n(top + 24)})` }),
    textLines(-42, top + 46, [34, 24], 7, 3.5, p.lineSoft),
    bars(
      2,
      top + 4,
      40,
      26,
      [0.4, 0.7, 0.5, 0.9].map((v, i) => v * (0.85 + 0.15 * Math.sin(ph * TAU + i))),
      [p.mainLight, p.main],
      2,
    ),
    sparkline(d, 4, top + 36, 38, 18, [0.2, 0.5, 0.35, 0.7, 0.6, 0.95], p.second, 2.4),
  ]);
};

export const code: Motif = (d) => {
  const p = d.p;
  const [card, top] = windowCard(d, -48, -38, 96, 76, { header: p.main });
  return g([
    card,
    path(`M-22 ${n(top + 10)}L-34 ${n(top + 24)}L-22 ${n(top + 38)}`, 'none', stroke(p.second, 6)),
    path(`M22 ${n(top + 10)}L34 ${n(top + 24)}L22 ${n(top + 38)}`, 'none', stroke(p.second, 6)),
    line(7, top + 8, -7, top + 40, p.accent, 6),
    textLines(-38, top + 50, [30, 18], 7, 3.5, p.lineSoft),
    textLines(2, top + 50, [22, 34], 7, 3.5, p.mainLight, 0.5),
  ]);
};

export const devices: Motif = (d) => {
  const p = d.p;
  return g([
    rect(-44, -36, 72, 48, 5, p.main),
    rect(-40, -32, 64, 40, 2, p.surface),
    bars(-34, -24, 24, 26, [0.5, 0.8, 0.6], [p.mainLight, p.second], 1.5),
    textLines(-6, -24, [24, 18, 22], 7, 3, p.lineSoft),
    path('M-52 14H36L30 20H-46Z', p.mainLight),
    rect(20, -14, 28, 48, 5, p.second),
    rect(23, -9, 22, 36, 2, p.surface),
    circle(34, 30.5, 1.6, p.surface),
    textLines(26, -4, [14, 10, 16], 6, 2.6, p.lineSoft),
    circle(34, 18, 4, p.accent),
  ]);
};

export const server: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = -44 + i * 22;
    out.push(rect(-32, y, 64, 19, 4, d.vgrad(p.mainLight, p.main, y, y + 19)));
    out.push(...[0, 1, 2, 3, 4].map((k) => rect(-24 + k * 6, y + 6, 3, 7, 1.5, p.lineSoft, { opacity: 0.55 })));
    const blink = (Math.floor(ph * 8) + i) % 3 === 0;
    out.push(circle(16, y + 9.5, 2.6, blink ? p.accent : p.accentLight, { opacity: blink ? 1 : 0.6 }), circle(24, y + 9.5, 2.6, p.second));
  }
  return g(out);
};

export const chip: Motif = (d) => {
  const p = d.p;
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const k = -24 + i * 12;
    out.push(line(k, -44, k, -34, p.mainLight, 3.5), line(k, 34, k, 44, p.mainLight, 3.5), line(-44, k, -34, k, p.mainLight, 3.5), line(34, k, 44, k, p.mainLight, 3.5));
  }
  out.push(rect(-34, -34, 68, 68, 10, d.vgrad(p.mainLight, p.main, -34, 34)));
  out.push(rect(-20, -20, 40, 40, 6, p.second));
  out.push(sparkle(0, 0, 13, p.accent));
  return g(out);
};

export const brain: Motif = (d) => {
  const p = d.p;
  const left = 'M-2 -38C-18 -44 -34 -34 -34 -20C-46 -14 -46 6 -36 12C-40 26 -26 38 -12 34C-8 40 -2 40 -2 38Z';
  const right = 'M2 -38C18 -44 34 -34 34 -20C46 -14 46 6 36 12C40 26 26 38 12 34C8 40 2 40 2 38Z';
  const nodes: [number, number][] = [
    [-22, -18],
    [-12, 2],
    [-26, 14],
    [20, -20],
    [14, 0],
    [26, 16],
    [0, 20],
  ];
  return g([path(left, d.vgrad(p.mainLight, p.main, -44, 40)), path(right, d.vgrad(p.secondLight, p.second, -44, 40)), path('M-22 -18L-12 2L-26 14M-12 2L0 20L14 0L20 -20M14 0L26 16', 'none', stroke(p.white, 2.2, { opacity: 0.85 })), ...nodes.map(([x, y], i) => circle(x, y, 3.6, i === 6 ? p.accent : p.white))]);
};

export const globe: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const s = stroke(p.surface, 2.6, { opacity: 0.85 });
  const sh = Math.sin(ph * TAU) * 6;
  return g([
    circle(0, 0, 40, d.vgrad(p.mainLight, p.main, -40, 40)),
    ellipse(sh, 0, 16, 40, 'none', s),
    line(0, -40, 0, 40, p.surface, 2.6, { opacity: 0.85 }),
    path('M-38 -13H38M-38 13H38', 'none', s),
    circle(0, 0, 40, 'none', { stroke: p.accent, 'stroke-width': 3 }),
    path(arc(0, 0, 48, 200, 250), 'none', stroke(p.accent, 3)),
    circle(30, -36, 5, p.second),
  ]);
};

export const headset: Motif = (d) => {
  const p = d.p;
  return g([path(arc(0, 4, 34, 180, 360), 'none', stroke(p.main, 8)), rect(-44, -2, 18, 32, 8, p.second), rect(26, -2, 18, 32, 8, p.second), path('M35 28C35 40 22 44 8 44', 'none', stroke(p.main, 4)), rect(-4, 39, 14, 9, 4.5, p.accent)]);
};

export const antenna: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const waves = [14, 24, 34].map((r, i) => {
    const op = 0.35 + 0.65 * ((Math.sin(ph * TAU - i * 1.2) + 1) / 2);
    return path(arc(0, -22, r, 210, 330), 'none', stroke(p.accent, 4, { opacity: n(op) }));
  });
  return g([path('M0 -22L-20 46M0 -22L20 46M-12 14H12M-16 30H16', 'none', stroke(p.main, 4.5)), circle(0, -22, 6, p.second), ...waves]);
};

export const satellite: Motif = (d) => {
  const p = d.p;
  const panel = (x: number) => g([rect(x, -12, 30, 24, 2, p.mainLight), path(`M${x + 10} -12V12M${x + 20} -12V12M${x} 0H${x + 30}`, 'none', stroke(p.lineSoft, 1.4, { opacity: 0.7 }))]);
  return g([panel(-48), panel(18), line(-18, 0, -12, 0, p.main, 3), line(12, 0, 18, 0, p.main, 3), rect(-12, -16, 24, 32, 5, p.second), path('M0 16L0 24', 'none', stroke(p.main, 3)), path('M-10 30A10 6 0 0 0 10 30Z', p.accent)], { transform: 'rotate(-24)' });
};

export const wifi: Motif = (d) => {
  const p = d.p;
  return g([path(arc(0, 26, 54, 225, 315), 'none', stroke(p.mainLight, 8)), path(arc(0, 26, 36, 225, 315), 'none', stroke(p.main, 8)), path(arc(0, 26, 18, 225, 315), 'none', stroke(p.second, 8)), circle(0, 26, 6, p.accent)]);
};

export const router: Motif = (d) => {
  const p = d.p;
  return g([
    line(-24, -6, -30, -36, p.main, 4),
    line(24, -6, 30, -36, p.main, 4),
    rect(-44, -6, 88, 28, 8, d.vgrad(p.mainLight, p.main, -6, 22)),
    ...[0, 1, 2, 3].map((i) => circle(-30 + i * 10, 8, 2.6, i === 0 ? p.accent : p.lineSoft)),
    rect(16, 5, 18, 6, 3, p.second),
    path(arc(-30, -36, 8, 200, 340), 'none', stroke(p.accent, 2.6)),
    path(arc(30, -36, 8, 200, 340), 'none', stroke(p.accent, 2.6)),
  ]);
};
