// The sixteen team-life scenes. Each returns the SVG body for a Doc (usually 1600x1067).
import { circle, ellipse, g, path, rect, n, stroke, line, type Doc } from '../../../../site/lib/drawing/svg.ts';
import { color, mix } from '../../../../site/lib/drawing/palette.ts';
import { lettering } from '../../../../site/lib/drawing/font.ts';
import { sparkle, textLines } from '../../../../site/lib/drawing/motifs/parts.ts';
import { markSvg, markOnLight } from '../../../../site/lib/drawing/brand.ts';
import { figure, cast, scarfColor, type Pose } from './figures.ts';
import * as S from './settings.ts';

type Scene = (d: Doc) => string;

/** Row of figures between x0 and x1 standing on y. */
function row(d: Doc, count: number, x0: number, x1: number, y: number, h: number, poses: Pose[] = ['stand'], seed = 'row'): string {
  const people = cast(d.r.fork(seed), count);
  return people.map((l, i) => figure(l, x0 + ((x1 - x0) * (i + 0.5)) / count, y, h * (0.94 + ((i * 7) % 3) * 0.04), poses[i % poses.length]!, i % 2 === 1)).join('');
}

/** Audience seen from behind along the bottom edge. */
function audience(d: Doc, count: number, seed: string): string {
  const { w: W, h: H } = d;
  const people = cast(d.r.fork(seed), count);
  const s = (H / 400) * 1.25;
  return people
    .map((l, i) =>
      g([path('M-30 46V28C-30 10 -18 4 0 4C18 4 30 10 30 28V46Z', l.top), circle(0, -16, 15, l.skin), l.hairStyle === 3 ? '' : path('M-15.5 -14C-16 -36 16 -36 15.5 -14C15 -2 -15 -2 -15.5 -14Z', l.hairStyle === 5 ? scarfColor(l) : l.hair)], {
        transform: `translate(${n(W * (0.5 + (i - (count - 1) / 2) * (0.84 / count)))} ${n(H - 40 * s)}) scale(${n(s)})`,
      }),
    )
    .join('');
}

function confetti(d: Doc, count: number, y0: number, y1: number): string {
  const cols = [color.accent, color.maroon100, '#f2cf8a', color.navy100, color.maroon500];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = d.r.range(0, d.w);
    const y = d.r.range(y0, y1);
    out.push(rect(x, y, 10, 5, 1.5, cols[i % cols.length]!, { transform: `rotate(${n(d.r.range(0, 180))} ${n(x)} ${n(y)})` }));
  }
  return g(out);
}

const workshop: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.45;
  return g([
    S.office(d),
    S.projector(d, W * 0.44, H * 0.1, W * 0.42, H * 0.38, 'bars'),
    figure(cast(d.r.fork('lead'), 1)[0]!, W * 0.9, H * 0.84, F * 1.1, 'point', true),
    row(d, 4, W * 0.12, W * 0.72, H * 0.78, F * 0.95, ['sit', 'hold', 'sit', 'sit']),
    S.table(W * 0.08, H * 0.7, W * 0.68, color.white, color.gray500, true),
    S.laptop(W * 0.2, H * 0.69, 70),
    S.laptop(W * 0.5, H * 0.69, 70, color.maroon500),
    rect(W * 0.33, H * 0.66, 60, 36, 4, color.accent),
    rect(W * 0.62, H * 0.665, 40, 30, 4, color.navy100),
    S.plant(W * 0.04, H * 0.86, 160),
  ]);
};

const hackathon: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.45;
  return g([
    rect(0, 0, W, H, 0, d.linear(color.navy700, color.navy, 90)),
    rect(0, H * 0.8, W, H * 0.2, 0, '#0a1830'),
    S.banner(d, 'HACKATHON', W * 0.5, H * 0.06, H * 0.1, color.accent, color.navy),
    rect(W * 0.08, H * 0.22, W * 0.26, H * 0.3, 8, '#0f2647', { stroke: color.navy500, 'stroke-width': 4 }),
    path(`M${n(W * 0.15)} ${n(H * 0.3)}L${n(W * 0.12)} ${n(H * 0.37)}L${n(W * 0.15)} ${n(H * 0.44)}M${n(W * 0.27)} ${n(H * 0.3)}L${n(W * 0.3)} ${n(H * 0.37)}L${n(W * 0.27)} ${n(H * 0.44)}M${n(W * 0.22)} ${n(H * 0.28)}L${n(W * 0.2)} ${n(H * 0.46)}`, 'none', stroke(color.accent, 10)),
    rect(W * 0.66, H * 0.22, W * 0.26, H * 0.3, 8, '#0f2647', { stroke: color.navy500, 'stroke-width': 4 }),
    textLines(W * 0.69, H * 0.27, [W * 0.16, W * 0.12, W * 0.18, W * 0.08, W * 0.14], H * 0.045, H * 0.018, '#8fa9d1', 0.8),
    rect(W * 0.69, H * 0.45, W * 0.06, H * 0.03, 6, color.success),
    row(d, 5, W * 0.1, W * 0.9, H * 0.8, F, ['sit', 'cheer', 'sit', 'hold', 'sit']),
    S.table(W * 0.06, H * 0.72, W * 0.88, '#1b3b6b', color.navy500, true),
    S.laptop(W * 0.18, H * 0.71, 70, color.gray300),
    S.laptop(W * 0.5, H * 0.71, 70, color.gray300),
    S.laptop(W * 0.82, H * 0.71, 70, color.gray300),
    rect(W * 0.31, H * 0.68, 90, 20, 3, color.maroon500),
    rect(W * 0.32, H * 0.665, 80, 16, 3, color.maroon),
    ...[0.4, 0.62, 0.7].map((x) => rect(W * x, H * 0.67, 22, 30, 4, color.gray100)),
  ]);
};

const festival: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.475;
  const cols = [color.maroon500, color.accent, '#f7a35c', color.maroon];
  return g([
    S.night(d),
    S.stringLights(d, H * 0.05, H * 0.16),
    ...[0.12, 0.3, 0.7, 0.88].map((x, i) => S.lantern(W * x, H * (0.24 + (i % 2) * 0.06), 40, cols[i]!)),
    row(d, 5, W * 0.1, W * 0.9, H * 0.84, F, ['cheer', 'wave', 'hold', 'cheer', 'wave'], 'fest'),
    S.rangoli(W * 0.5, H * 0.92, W * 0.16),
    ...[0.2, 0.32, 0.68, 0.8].map((x) => S.diya(W * x, H * 0.94, 36)),
    ...[0, 1, 2, 3, 4, 5].map((i) => sparkle(W * (0.1 + i * 0.16), H * (0.4 + (i % 2) * 0.08), 14, color.accent)),
  ]);
};

const lunch: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.45;
  const plates: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = W * (0.16 + i * 0.136);
    plates.push(ellipse(x, H * 0.705, 46, 12, color.white, { stroke: color.gray300, 'stroke-width': 2 }), ellipse(x, H * 0.7, 28, 8, [color.accent, '#c8643b', '#7fae97'][i % 3]!));
    plates.push(rect(x + 52, H * 0.655, 16, 34, 4, color.navy100, { opacity: 0.9 }));
  }
  return g([
    S.office(d),
    ...[0.3, 0.5, 0.7].map((x) => g([line(W * x, 0, W * x, H * 0.14, color.gray700, 2), path(`M${n(W * x - 50)} ${n(H * 0.2)}Q${n(W * x)} ${n(H * 0.08)} ${n(W * x + 50)} ${n(H * 0.2)}Z`, color.maroon), circle(W * x, H * 0.21, 10, color.accent)])),
    row(d, 6, W * 0.1, W * 0.9, H * 0.76, F * 0.92, ['sit', 'hold', 'sit', 'wave', 'sit', 'hold'], 'lunch'),
    S.table(W * 0.06, H * 0.72, W * 0.88, '#f3ece2', color.gray500, true),
    ...plates,
    ellipse(W * 0.5, H * 0.69, 70, 20, color.white, { stroke: color.gray300, 'stroke-width': 2 }),
    ellipse(W * 0.5, H * 0.68, 50, 14, '#e0a43a'),
  ]);
};

const offsite: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.425;
  return g([
    S.outdoor(d, 0.58),
    path(`M${n(W * 0.55)} ${n(H * 0.62)}L${n(W * 0.68)} ${n(H * 0.36)}L${n(W * 0.78)} ${n(H * 0.52)}L${n(W * 0.86)} ${n(H * 0.4)}L${n(W)} ${n(H * 0.62)}Z`, mix(color.navy100, color.navy500, 0.35)),
    path(`M${n(W * 0.66)} ${n(H * 0.4)}L${n(W * 0.68)} ${n(H * 0.36)}L${n(W * 0.7)} ${n(H * 0.39)}Z`, color.white),
    ellipse(W * 0.22, H * 0.72, W * 0.18, H * 0.05, '#8fb9d8', { opacity: 0.8 }),
    g([rect(W * 0.86, H * 0.46, 14, H * 0.28, 4, '#8d5a3b'), circle(W * 0.86 + 7, H * 0.42, H * 0.12, '#4f9a86'), circle(W * 0.83, H * 0.48, H * 0.08, '#2f6f6a')]),
    path(`M${n(W * 0.1)} ${n(H * 0.9)}L${n(W * 0.22)} ${n(H * 0.7)}L${n(W * 0.34)} ${n(H * 0.9)}Z`, color.maroon),
    path(`M${n(W * 0.22)} ${n(H * 0.7)}L${n(W * 0.2)} ${n(H * 0.9)}H${n(W * 0.24)}Z`, '#4a1120'),
    line(W * 0.62, H * 0.9, W * 0.62, H * 0.48, color.gray700, 5),
    path(`M${n(W * 0.62)} ${n(H * 0.48)}H${n(W * 0.72)}L${n(W * 0.69)} ${n(H * 0.52)}L${n(W * 0.72)} ${n(H * 0.56)}H${n(W * 0.62)}Z`, color.accent),
    row(d, 5, W * 0.36, W * 0.96, H * 0.92, F, ['wave', 'stand', 'cheer', 'stand', 'wave'], 'off'),
  ]);
};

const cricket: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.45;
  const stumps = (x: number, y: number, s: number) => g([0, 1, 2].map((i) => rect(x + i * s * 0.16 - s * 0.16, y - s, s * 0.07, s, 2, '#f3e2c0')).join('') + rect(x - s * 0.2, y - s * 1.02, s * 0.4, s * 0.05, 2, '#c99a55'));
  return g([
    S.outdoor(d, 0.5),
    path(`M${n(W * 0.44)} ${n(H * 0.62)}H${n(W * 0.56)}L${n(W * 0.66)} ${n(H)}H${n(W * 0.34)}Z`, '#e3d3ae'),
    stumps(W * 0.5, H * 0.64, 60),
    stumps(W * 0.5, H * 0.97, 130),
    figure(cast(d.r.fork('bat'), 1)[0]!, W * 0.6, H * 0.96, F * 1.05, 'bat'),
    figure(cast(d.r.fork('bowl'), 1)[0]!, W * 0.44, H * 0.66, F * 0.5, 'bowl', true),
    row(d, 3, W * 0.06, W * 0.3, H * 0.7, F * 0.45, ['stand', 'cheer', 'stand'], 'f1'),
    row(d, 2, W * 0.74, W * 0.96, H * 0.72, F * 0.45, ['cheer', 'stand'], 'f2'),
    g([rect(W * 0.05, H * 0.2, W * 0.18, H * 0.16, 8, color.navy), lettering('ONAS XI', W * 0.14, H * 0.235, { size: H * 0.035, color: color.accent, anchor: 'middle', weight: 1.8 }), lettering('142-3', W * 0.14, H * 0.29, { size: H * 0.04, color: color.white, anchor: 'middle', weight: 1.8 })]),
    circle(W * 0.53, H * 0.5, 7, color.maroon500),
  ]);
};

const whiteboardSession: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.5;
  const people = cast(d.r.fork('wb'), 4);
  return g([
    S.office(d),
    S.whiteboard(d, W * 0.42, H * 0.12, W * 0.46, H * 0.4),
    figure(people[0]!, W * 0.36, H * 0.9, F, 'point'),
    figure(people[1]!, W * 0.16, H * 0.92, F * 1.02, 'hold'),
    figure(people[2]!, W * 0.62, H * 0.95, F * 1.05, 'stand', true),
    figure(people[3]!, W * 0.8, H * 0.94, F, 'hold', true),
    rect(W * 0.155, H * 0.6, 34, 34, 3, color.accent, { transform: `rotate(-8 ${n(W * 0.17)} ${n(H * 0.62)})` }),
    S.plant(W * 0.94, H * 0.92, 150),
  ]);
};

const learning: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.425;
  return g([S.office(d), S.banner(d, 'LEARNING DAY', W * 0.66, H * 0.03, H * 0.08, color.navy, color.accent), S.projector(d, W * 0.46, H * 0.14, W * 0.4, H * 0.36, 'cloud'), figure(cast(d.r.fork('trainer'), 1)[0]!, W * 0.36, H * 0.8, F, 'point'), S.plant(W * 0.05, H * 0.82, 150), audience(d, 6, 'learn')]);
};

const volunteering: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.45;
  const people = cast(d.r.fork('vol'), 5).map((l) => ({ ...l, top: color.accent }));
  const sapling = (x: number, y: number, s: number) =>
    g([
      ellipse(x, y, s * 0.7, s * 0.18, '#8d5a3b'),
      line(x, y, x, y - s, '#6b4226', 4),
      ellipse(x - s * 0.22, y - s * 0.8, s * 0.28, s * 0.14, '#4f9a86', { transform: `rotate(-30 ${n(x - s * 0.22)} ${n(y - s * 0.8)})` }),
      ellipse(x + s * 0.22, y - s * 0.95, s * 0.28, s * 0.14, '#2f6f6a', { transform: `rotate(30 ${n(x + s * 0.22)} ${n(y - s * 0.95)})` }),
    ]);
  return g([
    S.outdoor(d, 0.56),
    ...[0.22, 0.48, 0.74].map((x) => sapling(W * x, H * 0.9, 90)),
    figure(people[0]!, W * 0.12, H * 0.9, F, 'hold'),
    line(W * 0.12 + 10, H * 0.62, W * 0.17, H * 0.9, '#8d5a3b', 6),
    path(`M${n(W * 0.16)} ${n(H * 0.88)}h30l-6 22h-18z`, color.gray500),
    figure(people[1]!, W * 0.35, H * 0.92, F * 1.04, 'wave', true),
    figure(people[2]!, W * 0.6, H * 0.91, F, 'hold'),
    path(`M${n(W * 0.6 - 20)} ${n(H * 0.7)}h40v30a8 8 0 0 1-8 8h-24a8 8 0 0 1-8-8z`, color.navy500),
    figure(people[3]!, W * 0.86, H * 0.92, F * 1.02, 'stand', true),
    g([0, 1].map((i) => g([rect(W * (0.9 - i * 0.04), H * (0.8 - i * 0.07), 90, 70, 4, '#c99a55'), rect(W * (0.9 - i * 0.04) + 30, H * (0.8 - i * 0.07), 30, 70, 0, '#e6c38a')])).join('')),
    S.banner(d, 'GIVE BACK', W * 0.5, H * 0.08, H * 0.09, color.maroon, color.white),
  ]);
};

const awards: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.44;
  const people = cast(d.r.fork('aw'), 3);
  return g([
    S.hall(d),
    S.banner(d, 'AWARDS NIGHT', W * 0.5, H * 0.06, H * 0.1, color.accent, color.navy),
    rect(W * 0.15, H * 0.74, W * 0.7, H * 0.06, 6, '#3a2440'),
    figure(people[0]!, W * 0.5, H * 0.76, F, 'cheer'),
    g([path('M-22 -40H22V-10C22 6 12 14 0 14C-12 14 -22 6 -22 -10Z', color.accent), rect(-5, 14, 10, 12, 2, color.accent), rect(-16, 26, 32, 8, 3, '#b9812a')], { transform: `translate(${n(W * 0.5)} ${n(H * 0.76 - F * 1.03 - 40)}) scale(1.3)` }),
    figure(people[1]!, W * 0.32, H * 0.76, F * 0.95, 'wave'),
    figure(people[2]!, W * 0.7, H * 0.76, F * 0.95, 'hold', true),
    g([rect(W * 0.72 - 26, H * 0.55, 52, H * 0.21, 6, color.maroon), rect(W * 0.72 - 34, H * 0.54, 68, 14, 4, color.maroon500)]),
    confetti(d, 60, H * 0.15, H * 0.7),
    ...[0.1, 0.3, 0.5, 0.7, 0.9].map((x) => g([ellipse(W * x, H * 0.98, 46, 40, '#2b2f3a'), circle(W * x, H * 0.9, 28, '#1e2633')])),
  ]);
};

const newOffice: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.45;
  const m = markSvg(W * 0.5 - 50, H * 0.12, 100, markOnLight, 'no');
  const windows: string[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 8; c++) if (!(r === 2 && c > 2 && c < 5)) windows.push(rect(W * (0.2 + c * 0.076), H * (0.3 + r * 0.13), W * 0.06, H * 0.09, 4, r === 1 && c % 3 === 0 ? '#f2cf8a' : '#cfe0f3'));
  return g([
    S.outdoor(d, 0.8),
    `<defs>${m.defs}</defs>`,
    rect(W * 0.16, H * 0.08, W * 0.68, H * 0.76, 10, color.white, { stroke: color.gray300, 'stroke-width': 4 }),
    rect(W * 0.16, H * 0.08, W * 0.68, H * 0.18, 10, color.navy),
    m.body,
    ...windows,
    rect(W * 0.42, H * 0.56, W * 0.16, H * 0.28, 4, color.navy500),
    line(W * 0.5, H * 0.56, W * 0.5, H * 0.84, color.navy, 4),
    row(d, 3, W * 0.16, W * 0.42, H * 0.95, F, ['cheer', 'hold', 'wave'], 'no1'),
    row(d, 3, W * 0.58, W * 0.86, H * 0.95, F, ['hold', 'cheer', 'stand'], 'no2'),
    path(`M${n(W * 0.12)} ${n(H * 0.74)}Q${n(W * 0.5)} ${n(H * 0.8)} ${n(W * 0.88)} ${n(H * 0.74)}`, 'none', stroke(color.maroon, 12)),
    path(`M${n(W * 0.5)} ${n(H * 0.77)}l-40 40h24l16-20 16 20h24z`, color.maroon500),
    ...[0.08, 0.11, 0.89, 0.92].map((x, i) => S.balloon(W * x, H * (0.3 + (i % 2) * 0.06), 60, [color.accent, color.maroon500, color.navy500, color.accent][i]!)),
  ]);
};

const mentoring: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.525;
  const people = cast(d.r.fork('men'), 2);
  return g([
    S.office(d),
    figure(people[0]!, W * 0.36, H * 0.86, F, 'point'),
    figure(people[1]!, W * 0.64, H * 0.86, F * 0.95, 'hold', true),
    ellipse(W * 0.5, H * 0.66, W * 0.16, H * 0.035, color.white, { stroke: color.gray300, 'stroke-width': 3 }),
    rect(W * 0.5 - 10, H * 0.67, 20, H * 0.2, 4, color.gray500),
    rect(W * 0.5 - 80, H * 0.86, 160, 14, 6, color.gray500),
    S.laptop(W * 0.47, H * 0.655, 80),
    rect(W * 0.56, H * 0.625, 26, 34, 5, color.white, { stroke: color.gray300, 'stroke-width': 2 }),
    S.bubble(W * 0.2, H * 0.12, W * 0.2, H * 0.13, color.navy500, 'right'),
    S.bubble(W * 0.6, H * 0.2, W * 0.2, H * 0.13, color.maroon500, 'left'),
    g([circle(0, 0, 40, color.accent), path('M-12 14h24M-8 22h16M0 -28a18 18 0 0 0-11 32v6h22v-6A18 18 0 0 0 0 -28z', color.white, { stroke: color.white, 'stroke-width': 3 })], { transform: `translate(${n(W * 0.5)} ${n(H * 0.16)})` }),
    S.plant(W * 0.9, H * 0.86, 170),
  ]);
};

const townHall: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.45;
  return g([
    S.hall(d),
    S.banner(d, 'TOWN HALL', W * 0.3, H * 0.05, H * 0.09, color.accent, color.navy),
    S.projector(d, W * 0.5, H * 0.08, W * 0.36, H * 0.32, 'chart'),
    rect(W * 0.1, H * 0.6, W * 0.8, H * 0.06, 4, '#3a2440'),
    figure(cast(d.r.fork('spk'), 1)[0]!, W * 0.3, H * 0.62, F, 'wave'),
    g([rect(W * 0.36, H * 0.44, 70, H * 0.18, 6, color.navy500), rect(W * 0.36 - 8, H * 0.43, 86, 14, 4, color.navy100), circle(W * 0.36 + 35, H * 0.52, 14, color.accent)]),
    audience(d, 7, 'th'),
  ]);
};

const yoga: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.5;
  const people = cast(d.r.fork('yoga'), 4);
  const mats = [color.maroon500, color.navy500, color.accent, '#2f6f6a'];
  return g([
    S.outdoor(d, 0.6),
    ...people.map((l, i) => {
      const x = W * (0.16 + i * 0.23);
      const y = H * (0.88 - (i % 2) * 0.04);
      return g([ellipse(x, y, 120, 22, mats[i]!, { opacity: 0.9 }), figure({ ...l, legs: mix(l.top, '#000000', 0.3) }, x, y, F, 'yoga')]);
    }),
    S.plant(W * 0.05, H * 0.95, 180),
    S.plant(W * 0.96, H * 0.95, 150),
  ]);
};

const familyDay: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.475;
  const adults = cast(d.r.fork('fam'), 4);
  const kids = cast(d.r.fork('kids'), 3);
  return g([
    S.outdoor(d, 0.6),
    S.bunting(d, H * 0.02),
    S.banner(d, 'FAMILY DAY', W * 0.5, H * 0.14, H * 0.09, color.maroon, color.white),
    path(`M${n(W * 0.3)} ${n(H * 0.93)}L${n(W * 0.38)} ${n(H * 0.82)}H${n(W * 0.64)}L${n(W * 0.7)} ${n(H * 0.93)}Z`, d.hatch(color.maroon100, 30, 12)),
    path(`M${n(W * 0.3)} ${n(H * 0.93)}L${n(W * 0.38)} ${n(H * 0.82)}H${n(W * 0.64)}L${n(W * 0.7)} ${n(H * 0.93)}Z`, color.maroon500, { opacity: 0.55 }),
    figure(adults[0]!, W * 0.12, H * 0.9, F, 'wave'),
    figure(kids[0]!, W * 0.2, H * 0.92, F * 0.55, 'cheer'),
    figure(adults[1]!, W * 0.28, H * 0.91, F * 1.02, 'hold', true),
    figure(kids[1]!, W * 0.5, H * 0.9, F * 0.5, 'wave'),
    figure(adults[2]!, W * 0.76, H * 0.92, F, 'stand'),
    figure(kids[2]!, W * 0.84, H * 0.93, F * 0.55, 'cheer', true),
    figure(adults[3]!, W * 0.92, H * 0.9, F * 1.02, 'wave', true),
    ...[0.08, 0.6, 0.66, 0.95].map((x, i) => S.balloon(W * x, H * (0.32 + (i % 2) * 0.08), 64, [color.accent, color.maroon500, color.navy500, '#7fae97'][i]!)),
  ]);
};

const clientVisit: Scene = (d) => {
  const { w: W, h: H } = d;
  const F = H * 0.525;
  const people = cast(d.r.fork('cv'), 4);
  const m = markSvg(W * 0.5 - 60, H * 0.1, 120, markOnLight, 'cv');
  return g([
    S.office(d),
    `<defs>${m.defs}</defs>`,
    rect(W * 0.42, H * 0.06, W * 0.16, H * 0.3, 12, color.white, { opacity: 0.7 }),
    m.body,
    lettering('WELCOME', W * 0.5, H * 0.29, { size: H * 0.03, color: color.navy, anchor: 'middle', weight: 1.8 }),
    rect(W * 0.66, H * 0.6, W * 0.26, H * 0.22, 10, color.navy),
    rect(W * 0.66, H * 0.58, W * 0.26, H * 0.04, 6, color.navy500),
    figure({ ...people[0]!, top: color.navy }, W * 0.42, H * 0.92, F, 'point'),
    figure({ ...people[1]!, top: color.gray700 }, W * 0.58, H * 0.92, F, 'point', true),
    rect(W * 0.58 - 14, H * 0.65, 22, 30, 3, color.white, { stroke: color.maroon, 'stroke-width': 3 }),
    figure(people[2]!, W * 0.2, H * 0.93, F * 0.95, 'stand'),
    figure(people[3]!, W * 0.76, H * 0.94, F * 0.95, 'hold', true),
    S.plant(W * 0.05, H * 0.95, 170),
  ]);
};

export const lifeScenes = {
  workshop,
  hackathon,
  festival,
  lunch,
  offsite,
  cricket,
  whiteboard: whiteboardSession,
  learning,
  volunteering,
  awards,
  newOffice,
  mentoring,
  townHall,
  yoga,
  familyDay,
  clientVisit,
} satisfies Record<string, Scene>;

export type LifeSceneName = keyof typeof lifeScenes;
