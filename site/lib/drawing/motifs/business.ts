// Business and idea motifs: documents, targets, rockets, bulbs, handshakes, puzzles, compasses, books...
import { circle, ellipse, g, line, path, rect, n, stroke, arc, poly, slice } from '../svg.ts';
import type { Motif } from './types.ts';
import { textLines, check, sparkle, donut } from './parts.ts';

const TAU = Math.PI * 2;

export const document: Motif = (d) => {
  const p = d.p;
  return g([
    rect(-26, -40, 60, 80, 6, p.mainLight, { opacity: 0.35 }),
    path('M-34 -46H14L34 -26V42A4 4 0 0 1 30 46H-30A4 4 0 0 1 -34 42Z', p.surface, { stroke: p.edge, 'stroke-width': 1.5 }),
    path('M14 -46V-30A4 4 0 0 0 18 -26H34Z', p.lineSoft),
    rect(-24, -34, 26, 6, 3, p.second),
    textLines(-24, -18, [48, 40, 46, 30], 10, 4, p.mainLight, 0.55),
    rect(-24, 22, 24, 14, 3, p.accent),
  ]);
};

export const clipboard: Motif = (d) => {
  const p = d.p;
  const rows = [-14, 4, 22];
  return g([rect(-34, -40, 68, 88, 8, p.main), rect(-27, -32, 54, 74, 4, p.surface), rect(-14, -46, 28, 12, 5, p.second), ...rows.map((y, i) => g([rect(-20, y - 6, 12, 12, 3, i < 2 ? p.accent : p.lineSoft), i < 2 ? check(-14, y, 4, p.white, 2.4) : '', rect(-2, y - 2.5, i === 1 ? 18 : 22, 5, 2.5, p.lineSoft)]))]);
};

export const magnifier: Motif = (d) => {
  const p = d.p;
  return g([line(14, 14, 40, 40, p.second, 12), circle(-8, -8, 30, p.surface, { stroke: p.main, 'stroke-width': 9 }), textLines(-24, -16, [30, 22, 26], 8, 4, p.mainLight, 0.6), path(arc(-8, -8, 20, 200, 260), 'none', stroke(p.accent, 4))]);
};

export const megaphone: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  return g([
    path('M-36 -10L16 -36V32L-36 10Z', d.vgrad(p.secondLight, p.second, -36, 32)),
    rect(-44, -12, 14, 24, 4, p.main),
    path('M-30 10L-22 36H-12L-18 12Z', p.mainLight),
    rect(14, -38, 8, 72, 4, p.main),
    ...[0, 1, 2].map((i) => {
      const a = -30 + i * 30;
      const r0 = 30 + 4 * Math.sin(ph * TAU + i);
      const x = 20 + Math.cos((a * Math.PI) / 180) * r0;
      const y = -2 + Math.sin((a * Math.PI) / 180) * r0;
      return line(x, y, x + Math.cos((a * Math.PI) / 180) * 10, y + Math.sin((a * Math.PI) / 180) * 10, p.accent, 4.5);
    }),
  ]);
};

export const envelope: Motif = (d) => {
  const p = d.p;
  return g([rect(-44, -28, 88, 60, 7, p.surface, { stroke: p.edge, 'stroke-width': 1.5 }), path('M-42 -24L0 8L42 -24', 'none', stroke(p.main, 4)), path('M-42 30L-10 2M42 30L10 2', 'none', stroke(p.edge, 2.5)), circle(36, -28, 11, p.second), path('M31 -28L35 -24L41 -32', 'none', stroke(p.white, 3))]);
};

export const rocket: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const flame = 12 + 5 * Math.sin(ph * TAU * 2);
  return g(
    [
      path(`M-8 30Q0 ${n(30 + flame * 2.2)} 8 30Z`, p.accent),
      path(`M-4 30Q0 ${n(30 + flame * 1.3)} 4 30Z`, p.accentLight),
      path('M-12 18L-26 32L-24 12Z', p.second),
      path('M12 18L26 32L24 12Z', p.second),
      path('M0 -46C16 -32 18 -8 12 30H-12C-18 -8 -16 -32 0 -46Z', d.vgrad(p.surface, p.lineSoft, -46, 30), { stroke: p.main, 'stroke-width': 2.5 }),
      circle(0, -12, 8, p.mainLight, { stroke: p.main, 'stroke-width': 2.5 }),
      path('M-8 -34Q0 -40 8 -34', 'none', stroke(p.second, 4)),
    ],
    { transform: 'rotate(35)' },
  );
};

export const lightbulb: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const glowOp = 0.25 + 0.15 * Math.sin(ph * TAU);
  return g([
    circle(0, -10, 44, p.accent, { opacity: n(glowOp) }),
    path('M0 -42C18 -42 30 -28 30 -12C30 2 20 10 16 20H-16C-20 10 -30 2 -30 -12C-30 -28 -18 -42 0 -42Z', d.vgrad(p.accentLight, p.accent, -42, 20)),
    path('M-8 18L-6 -2L0 4L6 -2L8 18', 'none', stroke(p.white, 2.6)),
    rect(-15, 22, 30, 8, 3, p.main),
    rect(-13, 32, 26, 7, 3, p.mainLight),
    rect(-7, 41, 14, 5, 2.5, p.main),
    ...[-150, -110, -70, -30].map((a) => {
      const r = (a * Math.PI) / 180;
      return line(Math.cos(r) * 40, -10 + Math.sin(r) * 40, Math.cos(r) * 48, -10 + Math.sin(r) * 48, p.accent, 3.5);
    }),
  ]);
};

export const target: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  return g([circle(0, 4, 42, p.surface, { stroke: p.edge, 'stroke-width': 1.5 }), circle(0, 4, 32, p.second), circle(0, 4, 22, p.surface), circle(0, 4, 12, p.second), g([line(4, 0, 40 - 4 * Math.sin(ph * TAU), -36, p.main, 4), path('M34 -44L44 -42L48 -30L40 -32Z', p.accent)]), circle(4, 0, 3.5, p.main)]);
};

export const trophy: Motif = (d) => {
  const p = d.p;
  return g([
    path('M-22 -40H22V-10C22 6 12 14 0 14C-12 14 -22 6 -22 -10Z', d.vgrad(p.accentLight, p.accent, -40, 14)),
    path('M-22 -32H-34V-24C-34 -12 -26 -6 -18 -6', 'none', stroke(p.accent, 5)),
    path('M22 -32H34V-24C34 -12 26 -6 18 -6', 'none', stroke(p.accent, 5)),
    rect(-5, 14, 10, 14, 2, p.accent),
    rect(-20, 28, 40, 8, 3, p.main),
    rect(-26, 36, 52, 10, 4, p.mainLight),
    sparkle(0, -16, 9, p.white),
  ]);
};

export const calendar: Motif = (d) => {
  const p = d.p;
  const cells: string[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) {
      const on = r === 1 && c === 2;
      cells.push(rect(-32 + c * 17, -8 + r * 15, 12, 10, 2.5, on ? p.second : p.lineSoft, { opacity: on ? 1 : 0.8 }));
    }
  return g([rect(-42, -34, 84, 76, 8, p.surface, { stroke: p.edge, 'stroke-width': 1.5 }), path('M-42 -18V-26A8 8 0 0 1 -34 -34H34A8 8 0 0 1 42 -26V-18Z', p.main), rect(-24, -44, 7, 18, 3.5, p.mainLight), rect(17, -44, 7, 18, 3.5, p.mainLight), ...cells]);
};

export const clock: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const a = ph * 360 - 90;
  const r = (deg: number, len: number) => [Math.cos((deg * Math.PI) / 180) * len, Math.sin((deg * Math.PI) / 180) * len] as const;
  const [mx, my] = r(a, 26);
  const [hx, hy] = r(-30, 16);
  return g([
    circle(0, 0, 42, p.surface, { stroke: p.main, 'stroke-width': 7 }),
    ...[0, 90, 180, 270].map((deg) => {
      const [x, y] = r(deg, 32);
      return circle(x, y, 2.6, p.mainLight);
    }),
    line(0, 0, mx, my, p.second, 5),
    line(0, 0, hx, hy, p.main, 6),
    circle(0, 0, 5, p.accent),
  ]);
};

export const gauge: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const a = 200 + 110 + 30 * Math.sin(ph * TAU);
  const rad = (a * Math.PI) / 180;
  return g([
    path(arc(0, 10, 40, 180, 240), 'none', stroke(p.mainLight, 10, { 'stroke-linecap': 'butt' })),
    path(arc(0, 10, 40, 242, 298), 'none', stroke(p.accent, 10, { 'stroke-linecap': 'butt' })),
    path(arc(0, 10, 40, 300, 360), 'none', stroke(p.second, 10, { 'stroke-linecap': 'butt' })),
    line(0, 10, Math.cos(rad) * 32, 10 + Math.sin(rad) * 32, p.main, 5),
    circle(0, 10, 8, p.main),
    rect(-20, 24, 40, 8, 4, p.lineSoft),
  ]);
};

export const handshake: Motif = (d) => {
  const p = d.p;
  return g([
    path('M-50 -10L-30 -22L-22 10L-44 22Z', p.main),
    path('M50 -10L30 -22L22 10L44 22Z', p.second),
    path('M-30 -20L-8 -24L6 -16L-6 -8L0 -2L18 -14L28 -20L24 8L6 24C2 28 -4 28 -8 24L-26 8Z', d.vgrad('#eec1a0', '#d9a27c', -24, 28)),
    path('M-2 -2L-14 8M4 6L-8 16M10 12L0 20', 'none', stroke('#b97c55', 2.4)),
    circle(0, -36, 5, p.accent),
    circle(-14, -40, 3, p.accent, { opacity: 0.6 }),
    circle(14, -40, 3, p.accent, { opacity: 0.6 }),
  ]);
};

function pieceD(): string {
  return 'M-20 -20H-6A6 6 0 1 1 6 -20H20V-6A6 6 0 1 1 20 6V20H6A6 6 0 1 0 -6 20H-20V6A6 6 0 1 0 -20 -6Z';
}

export const puzzle: Motif = (d) => {
  const p = d.p;
  return g([
    g(path(pieceD(), p.main), { transform: 'translate(-18 -14)' }),
    g(path(pieceD(), p.second), { transform: 'translate(22 -10) rotate(90)' }),
    g(path(pieceD(), p.accent), { transform: 'translate(-14 28) rotate(180)' }),
    g(path(pieceD(), p.mainLight, { opacity: 0.7 }), { transform: 'translate(28 32) rotate(-12) scale(0.8)' }),
  ]);
};

export const compass: Motif = (d, o) => {
  const p = d.p;
  const rot = 20 + 14 * Math.sin((o.phase ?? 0) * TAU);
  return g([circle(0, 0, 44, p.main), circle(0, 0, 36, p.surface), ...[0, 90, 180, 270].map((a) => g(rect(-1.5, -34, 3, 7, 1.5, p.mainLight), { transform: `rotate(${a})` })), g([path('M0 -28L7 0H-7Z', p.second), path('M0 28L7 0H-7Z', p.mainLight)], { transform: `rotate(${n(rot)})` }), circle(0, 0, 4, p.accent)]);
};

export const eye: Motif = (d) => {
  const p = d.p;
  return g([path('M-46 0C-30 -26 30 -26 46 0C30 26 -30 26 -46 0Z', p.surface, { stroke: p.main, 'stroke-width': 5 }), circle(0, 0, 17, p.second), circle(0, 0, 8, p.main), circle(5, -5, 3.5, p.white), path(arc(0, 0, 32, 200, 340), 'none', stroke(p.accent, 3, { opacity: 0.9 }))]);
};

export const telescope: Motif = (d) => {
  const p = d.p;
  return g([g([rect(-38, -10, 62, 20, 6, p.main), rect(20, -13, 18, 26, 4, p.second), rect(-46, -7, 10, 14, 3, p.mainLight)], { transform: 'rotate(-28)' }), path('M-4 8L-22 46M-4 8L14 46M-4 8V44', 'none', stroke(p.mainLight, 4)), sparkle(32, -38, 8, p.accent), circle(44, -18, 3, p.accent)]);
};

export const scales: Motif = (d) => {
  const p = d.p;
  const pan = (x: number, y: number, c: string) => g([path(`M${x - 14} ${y}H${x + 14}A14 9 0 0 1 ${x - 14} ${y}Z`, c), path(`M${x} ${y - 30}L${x - 12} ${y}M${x} ${y - 30}L${x + 12} ${y}`, 'none', stroke(p.mainLight, 1.6))]);
  return g([rect(-3, -36, 6, 74, 3, p.main), rect(-22, 36, 44, 8, 4, p.main), line(-34, -28, 34, -28, p.main, 5), circle(0, -36, 6, p.accent), pan(-32, 4, p.second), pan(32, 4, p.mainLight)]);
};

export const book: Motif = (d) => {
  const p = d.p;
  return g([
    path('M0 -28C-14 -38 -32 -38 -46 -32V34C-32 28 -14 28 0 38Z', p.surface, { stroke: p.main, 'stroke-width': 3, 'stroke-linejoin': 'round' }),
    path('M0 -28C14 -38 32 -38 46 -32V34C32 28 14 28 0 38Z', p.surface, { stroke: p.main, 'stroke-width': 3, 'stroke-linejoin': 'round' }),
    path('M0 -28V38', 'none', stroke(p.main, 3)),
    textLines(-36, -20, [26, 22, 28, 18], 10, 3.5, p.mainLight, 0.55),
    textLines(10, -20, [26, 20], 10, 3.5, p.mainLight, 0.55),
    rect(10, 2, 26, 20, 3, p.second),
    sparkle(23, 12, 6, p.accent),
  ]);
};

export const chat: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  return g([
    path('M-46 -36H10A8 8 0 0 1 18 -28V-2A8 8 0 0 1 10 6H-24L-36 18V6H-46A0 0 0 0 1 -46 6Z', p.main),
    rect(-46, -36, 64, 42, 8, p.main),
    ...[0, 1, 2].map((i) => circle(-26 + i * 12, -15, 4, p.surface, { opacity: n(0.5 + 0.5 * ((Math.sin(ph * TAU * 2 - i) + 1) / 2)) })),
    rect(-6, 2, 52, 36, 8, p.second),
    path('M30 36L38 48L40 36Z', p.second),
    textLines(2, 12, [34, 24], 9, 4, p.white, 0.85),
  ]);
};

export const key: Motif = (d) => {
  const p = d.p;
  return g([circle(-22, 0, 20, p.accent), circle(-22, 0, 8, p.surface), rect(-4, -5, 52, 10, 3, p.accent), rect(30, 4, 7, 12, 2, p.accent), rect(40, 4, 6, 8, 2, p.accent)], { transform: 'rotate(-30)' });
};

export const coins: Motif = (d) => {
  const p = d.p;
  const stack = (x: number, count: number) => [...Array(count).keys()].map((i) => g([ellipse(x, 34 - i * 9, 16, 6, p.accent), ellipse(x, 31 - i * 9, 16, 6, p.accentLight), ellipse(x, 31 - i * 9, 9, 3, 'none', { stroke: p.accent, 'stroke-width': 1.5 })])).join('');
  return g([stack(-24, 4), stack(6, 6), circle(32, -20, 16, p.second), path('M26 -28H38M26 -23H38M30 -28C38 -28 38 -18 30 -18H28L36 -10', 'none', stroke(p.white, 2.4))]);
};

export const piechart: Motif = (d) => {
  const p = d.p;
  return g([path(slice(0, 0, 40, -90, 130), p.main), path(slice(0, 0, 40, 130, 230), p.mainLight), g(path(slice(0, 0, 40, 230, 270), p.second), { transform: 'translate(-3 -6)' }), circle(0, 0, 16, p.surface), g(donut(d, 0, 0, 9, 3, [1], [p.accent]), {})]);
};

export const mapPin: Motif = (d) => {
  const p = d.p;
  return g([ellipse(0, 42, 18, 5, p.main, { opacity: 0.18 }), path('M0 42C-8 28 -30 8 -30 -14A30 30 0 0 1 30 -14C30 8 8 28 0 42Z', d.vgrad(p.secondLight, p.second, -44, 42)), circle(0, -14, 11, p.surface), circle(0, -14, 5, p.accent)]);
};

export const star: Motif = (d) => {
  const p = d.p;
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 18 : 44;
    pts.push([Math.cos(a) * r, Math.sin(a) * r + 4]);
  }
  return g([poly(pts, d.vgrad(p.accentLight, p.accent, -40, 40), { 'stroke-linejoin': 'round', stroke: p.accent, 'stroke-width': 4 })]);
};

export const heart: Motif = (d) => {
  const p = d.p;
  return path('M0 40C-30 18 -44 2 -44 -16A22 22 0 0 1 0 -26A22 22 0 0 1 44 -16C44 2 30 18 0 40Z', d.vgrad(p.secondLight, p.second, -40, 40));
};

export const thumbsUp: Motif = (d) => {
  const p = d.p;
  return g([rect(-42, -6, 18, 46, 4, p.main), path('M-20 -4L-4 -26C0 -40 14 -38 12 -24L8 -10H34A8 8 0 0 1 41 0L34 32A8 8 0 0 1 26 40H-20Z', p.accent)]);
};

export const cursor: Motif = (d) => {
  const p = d.p;
  return g([circle(-10, -10, 26, p.second, { opacity: 0.18 }), circle(-10, -10, 14, p.second, { opacity: 0.3 }), path('M-10 -10L34 6L14 14L28 34L20 40L6 20L-4 34Z', p.main, { stroke: p.surface, 'stroke-width': 3, 'stroke-linejoin': 'round' })]);
};

export const flag: Motif = (d, o) => {
  const p = d.p;
  const w = 4 * Math.sin((o.phase ?? 0) * TAU);
  return g([path('M-40 46L-6 -12L14 10L22 0L46 46Z', p.mainLight), path('M-6 -12L4 4L-2 2L-10 6Z', p.surface, { opacity: 0.85 }), rect(-8, -46, 4, 36, 2, p.main), path(`M-4 -46Q10 ${n(-50 + w)} 22 -42Q16 -34 22 -26Q10 ${n(-32 - w)} -4 -28Z`, p.second)]);
};

export const stairs: Motif = (d) => {
  const p = d.p;
  return g([...[0, 1, 2, 3].map((i) => rect(-44 + i * 22, 22 - i * 18, 22, 24 + i * 18, 2, i === 3 ? p.second : [p.mainLight, p.main, p.mainLight][i]!)), path('M-40 0L-14 -18L4 -12L30 -42', 'none', stroke(p.accent, 4, { 'stroke-dasharray': '2 7' })), circle(30, -42, 5, p.accent)]);
};

export const orgChart: Motif = (d) => {
  const p = d.p;
  const node = (x: number, y: number, c: string) => g([rect(x - 13, y - 10, 26, 20, 5, c), circle(x, y - 2, 4, p.surface), path(`M${x - 6} ${y + 7}A6 5 0 0 1 ${x + 6} ${y + 7}Z`, p.surface)]);
  return g([path('M0 -24V-8M-32 -8H32M-32 -8V8M0 -8V8M32 -8V8', 'none', stroke(p.line, 2.5)), node(0, -34, p.second), node(-32, 18, p.main), node(0, 18, p.mainLight), node(32, 18, p.main), path('M-32 28V36H32V28', 'none', stroke(p.line, 2, { opacity: 0.5 }))]);
};

export const briefcase: Motif = (d) => {
  const p = d.p;
  return g([path('M-14 -24V-30A6 6 0 0 1 -8 -36H8A6 6 0 0 1 14 -30V-24', 'none', stroke(p.main, 5)), rect(-44, -24, 88, 62, 8, d.vgrad(p.mainLight, p.main, -24, 38)), path('M-44 0H44', 'none', stroke(p.mainDark, 2, { opacity: 0.4 })), rect(-8, -6, 16, 12, 3, p.accent)]);
};

export const idBadge: Motif = (d) => {
  const p = d.p;
  return g([
    rect(-30, -44, 60, 88, 8, p.surface, { stroke: p.edge, 'stroke-width': 1.5 }),
    rect(-8, -50, 16, 12, 4, p.main),
    circle(0, -12, 14, p.lineSoft),
    circle(0, -16, 7, p.main),
    path('M-12 0A12 10 0 0 1 12 0Z', p.main),
    rect(-18, 12, 36, 5, 2.5, p.second),
    rect(-14, 22, 28, 4, 2, p.lineSoft),
    rect(-30, 32, 60, 12, 0, p.accent, { opacity: 0.85 }),
  ]);
};

export const checklist: Motif = (d) => {
  const p = d.p;
  return g([
    rect(-38, -44, 76, 88, 8, p.surface, { stroke: p.edge, 'stroke-width': 1.5 }),
    ...[0, 1, 2, 3].map((i) => {
      const y = -28 + i * 20;
      const done = i < 3;
      return g([circle(-22, y, 6.5, done ? p.second : 'none', { stroke: done ? undefined : p.edge, 'stroke-width': 2 }), done ? check(-22, y, 3.2, p.white, 2) : '', rect(-10, y - 2.5, [36, 28, 32, 22][i]!, 5, 2.5, done ? p.mainLight : p.lineSoft, { opacity: 0.7 })]);
    }),
  ]);
};
