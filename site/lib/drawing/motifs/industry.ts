// Industry motifs: buildings, factory, hospital, retail, education, banking, energy, transport, health, media...
import { circle, g, line, path, rect, n, stroke, arc, poly } from '../svg.ts';
import type { Motif } from './types.ts';
import { sparkle } from './parts.ts';

const TAU = Math.PI * 2;

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gx: number, gy: number, c: string, lit: string, seed: number): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) for (let k = 0; k < cols; k++) out.push(rect(x + k * gx, y + r * gy, w, h, 1, (r * 7 + k * 3 + seed) % 5 === 0 ? lit : c));
  return out.join('');
}

export const building: Motif = (d) => {
  const p = d.p;
  return g([
    rect(-40, -10, 30, 56, 3, p.mainLight),
    windows(-35, -2, 3, 5, 5, 5, 8, 9, p.lineSoft, p.accent, 1),
    rect(-12, -44, 36, 90, 4, d.vgrad(p.mainLight, p.main, -44, 46)),
    windows(-6, -36, 3, 8, 6, 6, 10, 10, p.lineSoft, p.accent, 2),
    rect(22, 0, 22, 46, 3, p.second),
    windows(26, 8, 2, 4, 5, 5, 9, 9, p.secondLight, p.accentLight, 3),
    rect(-48, 44, 96, 4, 2, p.main),
  ]);
};

export const factory: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const puffs = [0, 1, 2].map((i) => {
    const t = (ph + i / 3) % 1;
    return circle(28 + t * 10, -30 - t * 22, 4 + t * 6, p.lineSoft, { opacity: n(0.9 - t * 0.8) });
  });
  return g([
    ...puffs,
    rect(22, -30, 10, 40, 2, p.second),
    path('M-46 46V-4L-24 -18V-4L-2 -18V-4L20 -18V46Z', d.vgrad(p.mainLight, p.main, -18, 46)),
    rect(20, 0, 26, 46, 2, p.main),
    ...[0, 1, 2].map((i) => rect(-40 + i * 20, 10, 12, 10, 2, i === 1 ? p.accent : p.lineSoft)),
    rect(-36, 28, 14, 18, 2, p.second),
    rect(26, 10, 14, 6, 2, p.accent),
    rect(26, 22, 14, 6, 2, p.lineSoft),
  ]);
};

export const hospital: Motif = (d) => {
  const p = d.p;
  return g([
    rect(-44, -8, 88, 54, 4, p.surface, { stroke: p.edge, 'stroke-width': 1.5 }),
    rect(-20, -34, 40, 80, 4, d.vgrad(p.surface, p.lineSoft, -34, 46), { stroke: p.edge, 'stroke-width': 1.5 }),
    rect(-14, -28, 28, 28, 6, p.second),
    path('M-3.5 -23H3.5V-17.5H9V-10.5H3.5V-5H-3.5V-10.5H-9V-17.5H-3.5Z', p.white),
    windows(-38, 4, 2, 3, 6, 6, 9, 11, p.mainLight, p.accent, 0),
    windows(22, 4, 2, 3, 6, 6, 9, 11, p.mainLight, p.accent, 2),
    rect(-8, 28, 16, 18, 2, p.main),
  ]);
};

export const medCross: Motif = (d) => {
  const p = d.p;
  return g([circle(0, 0, 44, p.second, { opacity: 0.15 }), rect(-34, -34, 68, 68, 16, d.vgrad(p.secondLight, p.second, -34, 34)), path('M-8 -22H8V-8H22V8H8V22H-8V8H-22V-8H-8Z', p.white)]);
};

export const bag: Motif = (d) => {
  const p = d.p;
  return g([
    path('M-14 -18V-26A14 14 0 0 1 14 -26V-18', 'none', stroke(p.main, 5)),
    path('M-36 -20H36L40 44H-40Z', d.vgrad(p.secondLight, p.second, -20, 44)),
    path('M20 -20H36L40 44H26Z', p.mainDark, { opacity: 0.18 }),
    circle(-14, -8, 3, p.surface),
    circle(14, -8, 3, p.surface),
    path('M-14 -8C-14 8 14 8 14 -8', 'none', stroke(p.surface, 3)),
    rect(-16, 20, 32, 10, 5, p.accent),
  ]);
};

export const cart: Motif = (d) => {
  const p = d.p;
  return g([path('M-46 -34H-32L-20 18H30L40 -18H-28', 'none', stroke(p.main, 6)), rect(-20, -30, 16, 16, 3, p.second), rect(0, -36, 18, 22, 3, p.accent), rect(20, -24, 12, 10, 3, p.mainLight), circle(-14, 32, 7, p.main), circle(24, 32, 7, p.main)]);
};

export const gradCap: Motif = (d) => {
  const p = d.p;
  return g([
    path('M-26 -2V18C-26 28 26 28 26 18V-2', d.vgrad(p.mainLight, p.main, -2, 28)),
    poly(
      [
        [0, -34],
        [50, -12],
        [0, 10],
        [-50, -12],
      ],
      p.main,
    ),
    poly(
      [
        [0, -34],
        [50, -12],
        [0, -4],
        [-50, -12],
      ],
      p.mainLight,
      { opacity: 0.4 },
    ),
    path('M0 -12L36 -4V22', 'none', stroke(p.accent, 3)),
    rect(31, 20, 10, 14, 3, p.accent),
    circle(0, -12, 4, p.second),
  ]);
};

export const bank: Motif = (d) => {
  const p = d.p;
  return g([
    poly(
      [
        [0, -44],
        [48, -18],
        [-48, -18],
      ],
      p.main,
    ),
    poly(
      [
        [0, -34],
        [28, -20],
        [-28, -20],
      ],
      p.accent,
    ),
    rect(-44, -16, 88, 8, 2, p.mainLight),
    ...[-34, -16, 2, 20].map((x) => rect(x + 3, -6, 10, 38, 2, d.vgrad(p.surface, p.lineSoft, -6, 32), { stroke: p.edge, 'stroke-width': 1 })),
    rect(-46, 32, 92, 7, 2, p.mainLight),
    rect(-50, 39, 100, 7, 2, p.main),
  ]);
};

export const bolt: Motif = (d) => {
  const p = d.p;
  return g([circle(0, 0, 44, p.main), circle(0, 0, 44, 'none', { stroke: p.accent, 'stroke-width': 3, 'stroke-dasharray': '6 8' }), path('M6 -34L-18 4H0L-6 34L18 -6H0Z', p.accent, { 'stroke-linejoin': 'round', stroke: p.accent, 'stroke-width': 3 })]);
};

export const turbine: Motif = (d, o) => {
  const p = d.p;
  const rot = (o.phase ?? 0) * 120; // three blades: 120 deg period loops seamlessly
  const blade = 'M0 0C4 -8 5 -30 0 -42C-5 -30 -4 -8 0 0Z';
  return g([
    path('M-3 -18L-5 48H5L3 -18Z', p.surface, { stroke: p.line, 'stroke-width': 1.5 }),
    g([0, 120, 240].map((a) => path(blade, p.surface, { transform: `rotate(${a})`, stroke: p.line, 'stroke-width': 1.5 })).join(''), {
      transform: `translate(0 -18) rotate(${n(rot)})`,
    }),
    circle(0, -18, 5, p.second),
  ]);
};

export const solar: Motif = (d) => {
  const p = d.p;
  const cells: string[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) cells.push(rect(-38 + c * 19, -20 + r * 14, 17, 12, 1.5, p.mainLight));
  return g([circle(30, -36, 12, p.accent), g([rect(-40, -22, 80, 46, 3, p.main), ...cells], { transform: 'skewX(-14)' }), path('M-6 24V42M-20 42H8', 'none', stroke(p.main, 4))]);
};

export const truck: Motif = (d, o) => {
  const p = d.p;
  const spin = (o.phase ?? 0) * 360;
  const wheel = (x: number) => g([circle(x, 26, 9, p.main), circle(x, 26, 4, p.lineSoft), line(x, 19, x, 22, p.surface, 1.5, { transform: `rotate(${n(spin)} ${x} 26)` })]);
  return g([rect(-48, -22, 60, 44, 4, d.vgrad(p.secondLight, p.second, -22, 22)), rect(-40, -14, 28, 5, 2.5, p.white, { opacity: 0.6 }), path('M14 -8H32L46 8V22H14Z', p.main), path('M20 -3H30L39 8H20Z', p.lineSoft), rect(40, 12, 6, 4, 2, p.accent), wheel(-30), wheel(-10), wheel(30)]);
};

export const plane: Motif = (d) => {
  const p = d.p;
  return g(
    [
      path('M-46 -2C-46 -8 40 -8 46 0C40 8 -46 4 -46 -2Z', p.surface, { stroke: p.edge, 'stroke-width': 1.5 }),
      path('M-4 -4L-22 -36H-12L16 -4Z', p.main),
      path('M-4 2L-22 34H-12L16 2Z', p.mainLight),
      path('M-40 -4L-46 -22H-38L-28 -4Z', p.second),
      ...[0, 1, 2, 3, 4].map((i) => circle(-14 + i * 9, -2, 1.8, p.mainLight)),
      path('M36 -4C40 -3 42 -1 44 0', 'none', stroke(p.main, 2)),
    ],
    { transform: 'rotate(-16)' },
  );
};

export const ship: Motif = (d, o) => {
  const p = d.p;
  const bob = 2 * Math.sin((o.phase ?? 0) * TAU);
  const box = (x: number, y: number, c: string) => rect(x, y, 16, 12, 1.5, c);
  return g([
    g([box(-30, -8, p.second), box(-12, -8, p.accent), box(6, -8, p.mainLight), box(-30, -22, p.mainLight), box(-12, -22, p.second), rect(26, -30, 12, 26, 2, p.surface, { stroke: p.edge, 'stroke-width': 1.2 }), path('M-46 4H46L36 24H-38Z', p.main)], { transform: `translate(0 ${n(bob)})` }),
    path('M-50 30Q-38 24 -26 30T-2 30T22 30T46 30', 'none', stroke(p.mainLight, 3)),
    path('M-44 40Q-32 34 -20 40T4 40T28 40', 'none', stroke(p.mainLight, 3, { opacity: 0.5 })),
  ]);
};

export const boxes: Motif = () => {
  const box = (x: number, y: number, s: number) =>
    g([
      poly(
        [
          [x, y - s * 0.5],
          [x + s, y],
          [x, y + s * 0.5],
          [x - s, y],
        ],
        '#e6c38a',
      ),
      poly(
        [
          [x - s, y],
          [x, y + s * 0.5],
          [x, y + s * 1.5],
          [x - s, y + s],
        ],
        '#c99a55',
      ),
      poly(
        [
          [x + s, y],
          [x, y + s * 0.5],
          [x, y + s * 1.5],
          [x + s, y + s],
        ],
        '#b3843f',
      ),
      path(`M${x - s * 0.5} ${y - s * 0.25}L${x + s * 0.5} ${y + s * 0.25}V${y + s * 0.55}`, 'none', stroke('#f3e2c0', s * 0.12)),
    ]);
  return g([box(-18, 0, 22), box(20, 6, 18), box(0, -28, 18)]);
};

export const pumpjack: Motif = (d, o) => {
  const p = d.p;
  const a = 12 * Math.sin((o.phase ?? 0) * TAU);
  return g([
    rect(-46, 40, 92, 6, 3, p.main),
    path('M-6 40L6 -6L18 40', 'none', stroke(p.mainLight, 5)),
    g([rect(-40, -12, 70, 10, 4, p.main), path('M-46 -16C-46 -4 -40 4 -34 4V-16Z', p.second)], { transform: `rotate(${n(a)} 6 -7)` }),
    line(-40, 0, -40, 40, p.main, 2.5),
    circle(32, 24, 10, p.second),
    rect(26, 26, 20, 14, 2, p.mainLight),
    path('M40 -30C40 -22 34 -20 34 -26C34 -30 40 -36 40 -36C40 -36 46 -30 46 -26C46 -20 40 -22 40 -30Z', p.accent),
  ]);
};

export const drop: Motif = (d) => {
  const p = d.p;
  return g([path('M0 -44C12 -26 30 -6 30 12A30 30 0 0 1 -30 12C-30 -6 -12 -26 0 -44Z', d.vgrad(p.mainLight, p.main, -44, 42)), path('M-14 12A14 14 0 0 0 0 26', 'none', stroke(p.white, 4, { opacity: 0.7 }))]);
};

export const leaf: Motif = (d) => {
  const p = d.p;
  return g([path('M-36 36C-40 -10 -10 -40 40 -40C40 10 10 40 -36 36Z', d.vgrad('#4f9a86', '#2f6f6a', -40, 40)), path('M-36 36L20 -20M-10 10H8M-2 0V-16', 'none', stroke(p.white, 3, { opacity: 0.75 }))]);
};

export const mountain: Motif = (d) => {
  const p = d.p;
  return g([
    poly(
      [
        [-48, 40],
        [-10, -30],
        [28, 40],
      ],
      p.main,
    ),
    poly(
      [
        [-10, -30],
        [2, -8],
        [-6, -12],
        [-14, -4],
        [-20, -12],
      ],
      p.surface,
    ),
    poly(
      [
        [0, 40],
        [24, 0],
        [48, 40],
      ],
      p.mainLight,
    ),
    g([line(20, 24, 38, 6, '#8d5a3b', 4), path('M30 2C36 -2 42 2 44 8L36 10Z', p.accent)]),
    path('M-48 42H48', 'none', stroke(p.second, 4)),
  ]);
};

export const flask: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const bubbles = [0, 1, 2].map((i) => {
    const t = (ph + i / 3) % 1;
    return circle(-8 + i * 8, 24 - t * 40, 3 + i, p.white, { opacity: n(0.9 * (1 - t)) });
  });
  return g([
    path('M-10 -40V-10L-36 36A6 6 0 0 0 -31 44H31A6 6 0 0 0 36 36L10 -10V-40', p.surface, { stroke: p.main, 'stroke-width': 4, 'stroke-linejoin': 'round' }),
    path('M-22 14L-34 37A4 4 0 0 0 -30 42H30A4 4 0 0 0 34 37L22 14Z', d.vgrad(p.secondLight, p.second, 14, 42)),
    rect(-16, -46, 32, 7, 3.5, p.main),
    ...bubbles,
  ]);
};

export const pill: Motif = (d) => {
  const p = d.p;
  return g([
    g([path('M-12 -30A12 12 0 0 1 12 -30V0H-12Z', p.second), path('M-12 0H12V30A12 12 0 0 1 -12 30Z', p.surface, { stroke: p.edge, 'stroke-width': 1.5 })], {
      transform: 'translate(-12 0) rotate(-35)',
    }),
    circle(24, 18, 16, p.accent),
    line(14, 18, 34, 18, p.white, 3),
    circle(26, -24, 9, p.mainLight),
  ]);
};

export const dna: Motif = (d, o) => {
  const p = d.p;
  const ph = (o.phase ?? 0) * TAU;
  const out: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const y = -44 + i * 8.8;
    const a = i * 0.62 + ph;
    const x1 = Math.sin(a) * 22;
    const x2 = -x1;
    out.push(line(x1, y, x2, y, p.lineSoft, 2.5));
    const front = Math.cos(a) > 0;
    out.push(circle(x1, y, 4.5, front ? p.second : p.secondLight), circle(x2, y, 4.5, front ? p.mainLight : p.main));
  }
  return g(out);
};

export const tv: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  return g([
    path('M-14 -44L0 -30L14 -44', 'none', stroke(p.main, 3)),
    rect(-46, -30, 92, 62, 8, p.main),
    rect(-39, -23, 66, 48, 4, d.vgrad(p.second, p.mainLight, -23, 25)),
    path('M-14 -10L4 0L-14 10Z', p.white),
    circle(36, -12, 3, p.accent),
    circle(36, 0, 3, p.lineSoft),
    rect(-22, 32, 44, 6, 3, p.mainLight),
    rect(-39, 21, 66 * (0.5 + 0.4 * Math.sin(ph * TAU)), 4, 0, p.accent),
  ]);
};

export const capitol: Motif = (d) => {
  const p = d.p;
  return g([
    line(0, -46, 0, -34, p.main, 2.5),
    path('M-4 -46H8V-40H-4Z', p.second),
    path('M-20 -10A20 22 0 0 1 20 -10Z', d.vgrad(p.surface, p.lineSoft, -32, -10), { stroke: p.edge, 'stroke-width': 1.5 }),
    rect(-26, -12, 52, 6, 2, p.mainLight),
    rect(-46, -6, 92, 8, 2, p.main),
    ...[-40, -26, -12, 2, 16, 30].map((x) => rect(x + 2, 2, 6, 32, 1.5, p.surface, { stroke: p.edge, 'stroke-width': 1 })),
    rect(-48, 34, 96, 6, 2, p.mainLight),
    rect(-50, 40, 100, 6, 2, p.main),
  ]);
};

export const crane: Motif = (d, o) => {
  const p = d.p;
  const sway = 3 * Math.sin((o.phase ?? 0) * TAU);
  const lattice: string[] = [];
  for (let i = 0; i < 6; i++) lattice.push(`M-30 ${42 - i * 12}L-18 ${30 - i * 12}M-18 ${42 - i * 12}L-30 ${30 - i * 12}`);
  return g([
    path('M-30 44V-32M-18 44V-32' + lattice.join(''), 'none', stroke(p.accent, 3)),
    path('M-40 -32H46M-40 -26H46', 'none', stroke(p.accent, 4)),
    path('M-24 -46L-40 -32M-24 -46L46 -32', 'none', stroke(p.accent, 2)),
    rect(-44, -30, 12, 12, 2, p.main),
    line(30, -26, 30 + sway, 6, p.main, 1.8),
    rect(22 + sway, 6, 16, 12, 2, p.second),
    rect(-48, 42, 50, 4, 2, p.main),
  ]);
};

export const hardhat: Motif = (d) => {
  const p = d.p;
  return g([path('M-36 12A36 36 0 0 1 36 12Z', d.vgrad(p.accentLight, p.accent, -24, 12)), rect(-8, -26, 16, 36, 6, p.accentLight), rect(-46, 10, 92, 10, 5, p.accent), path('M-22 10V-6M22 10V-6', 'none', stroke(p.white, 3, { opacity: 0.5 }))]);
};

export const umbrella: Motif = (d) => {
  const p = d.p;
  return g([
    path('M-46 0A46 42 0 0 1 46 0Q38 -6 31 0Q23 -6 15 0Q8 -6 0 0Q-8 -6 -15 0Q-23 -6 -31 0Q-38 -6 -46 0Z', d.vgrad(p.secondLight, p.second, -42, 0)),
    path('M0 -42Q-14 -20 -15 0M0 -42Q14 -20 15 0', 'none', stroke(p.white, 2, { opacity: 0.4 })),
    path('M0 0V34A8 8 0 0 1 -16 34', 'none', stroke(p.main, 4)),
    circle(0, -44, 3, p.accent),
  ]);
};

export const candles: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  const data = [
    [-36, 10, 24, true],
    [-20, 0, 18, false],
    [-4, -6, 22, true],
    [12, -16, 16, true],
    [28, -26, 20, true],
  ] as const;
  return g([
    ...data.map(([x, y, h, up], i) => {
      const dy = 3 * Math.sin(ph * TAU + i);
      return g([line(x, y - 10 + dy, x, y + h + 8 + dy, p.main, 2), rect(x - 5, y + dy, 10, h, 2, up ? p.mainLight : p.second)]);
    }),
    path('M-44 26L-20 14L-4 16L12 0L44 -30', 'none', stroke(p.accent, 3, { 'stroke-dasharray': '5 5' })),
  ]);
};

export const house: Motif = (d) => {
  const p = d.p;
  return g([
    poly(
      [
        [0, -40],
        [44, -2],
        [-44, -2],
      ],
      p.second,
    ),
    rect(-34, -4, 68, 46, 3, p.surface, { stroke: p.edge, 'stroke-width': 1.5 }),
    rect(-8, 14, 16, 28, 2, p.main),
    rect(-26, 6, 12, 12, 2, p.mainLight),
    rect(14, 6, 12, 12, 2, p.mainLight),
    rect(22, -34, 8, 18, 1, p.main),
  ]);
};

export const tower: Motif = (d, o) => {
  const p = d.p;
  const ph = o.phase ?? 0;
  return g([
    path('M0 -30L-22 46M0 -30L22 46M-14 16L14 16M-8 -6H8M-18 32L14 16M18 32L-14 16', 'none', stroke(p.main, 3.5)),
    circle(0, -32, 5, p.second),
    ...[16, 28].map((r, i) => path(arc(0, -32, r, -50, 50), 'none', stroke(p.accent, 3.5, { opacity: n(0.4 + 0.6 * ((Math.sin(ph * TAU - i) + 1) / 2)) }))),
    ...[16, 28].map((r, i) => path(arc(0, -32, r, 130, 230), 'none', stroke(p.accent, 3.5, { opacity: n(0.4 + 0.6 * ((Math.sin(ph * TAU - i) + 1) / 2)) }))),
  ]);
};

export const tree: Motif = (d) => {
  return g([rect(-4, 4, 8, 42, 3, '#8d5a3b'), path('M0 22L-12 10M0 30L10 18', 'none', stroke('#8d5a3b', 3)), circle(0, -14, 30, d.vgrad('#4f9a86', '#2f6f6a', -44, 16)), circle(-16, 2, 16, '#2f6f6a'), circle(16, 0, 18, '#3f8676'), circle(-8, -26, 8, '#7fb8a5', { opacity: 0.6 })]);
};

export const sparkles: Motif = (d) => {
  const p = d.p;
  return g([sparkle(-8, 4, 30, p.accent), sparkle(26, -24, 14, p.second), sparkle(28, 26, 9, p.mainLight)]);
};
