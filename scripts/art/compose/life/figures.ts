// Simple standing and seated people for team-life scenes. Figures are drawn at height 100 and scaled.
import { circle, ellipse, g, path, rect, n, stroke } from '../../../../site/lib/drawing/svg.ts';
import { skinTones, hairColors, clothColors, mix, color } from '../../../../site/lib/drawing/palette.ts';
import type { Rng } from '../../../../site/lib/drawing/prng.ts';

export interface Look {
  skin: string;
  hair: string;
  top: string;
  legs: string;
  /** 0 short, 1 long, 2 bun, 3 bald, 4 curly, 5 scarf */
  hairStyle: number;
  skirt: boolean;
}

export type Pose = 'stand' | 'wave' | 'cheer' | 'point' | 'hold' | 'sit' | 'yoga' | 'bat' | 'bowl';

const STYLE_MIX = [0, 1, 2, 3, 4, 0, 1, 2, 4, 5] as const;
const trousers = [color.navy, '#2b2f3a', color.gray700, '#5b6675', '#3a4a66'];

export function cast(r: Rng, count: number): Look[] {
  const out: Look[] = [];
  const start = r.int(0, 5);
  for (let i = 0; i < count; i++) {
    // weighted so headscarves appear now and then, not in every group
    const hairStyle = STYLE_MIX[(start + i * 3 + r.int(0, 1)) % STYLE_MIX.length]!;
    out.push({
      skin: skinTones[(start + i * 3 + r.int(0, 2)) % skinTones.length]!,
      hair: hairColors[(start + i) % 5]!,
      top: clothColors[(start * 2 + i * 3) % clothColors.length]!,
      legs: trousers[(i + start) % trousers.length]!,
      hairStyle,
      skirt: hairStyle === 1 && r.chance(0.5),
    });
  }
  return out;
}

/** Headscarf colour: teal, or maroon when the top is already teal (never the accent, which reads as blond hair). */
export function scarfColor(l: Look): string {
  return l.top === '#2f6f6a' ? color.maroon500 : '#2f6f6a';
}

function head(l: Look): string {
  const hs = l.hairStyle;
  const parts: string[] = [];
  if (hs === 1) parts.push(path('M-10 -88C-11 -100 11 -100 10 -88L11 -72H-11Z', l.hair));
  if (hs === 2) parts.push(circle(0, -99, 4.5, l.hair));
  if (hs === 5) parts.push(path('M-11 -86C-11 -102 11 -102 11 -86C11 -78 12 -72 15 -68H-15C-12 -72 -11 -78 -11 -86Z', scarfColor(l)));
  parts.push(rect(-3.5, -80, 7, 6, 2, l.skin));
  parts.push(ellipse(0, -87, 8.5, 9.5, l.skin));
  if (hs === 0) parts.push(path('M-9 -88C-10 -98 -2 -99 2 -98C8 -98 10 -93 9 -87C6 -92 -2 -93 -9 -88Z', l.hair));
  if (hs === 1 || hs === 2) parts.push(path('M-9 -87C-9 -97 9 -98 9 -87C4 -93 -4 -93 -9 -87Z', l.hair));
  if (hs === 4) for (let i = -2; i <= 2; i++) parts.push(circle(i * 4, -95 + Math.abs(i) * 1.5, 4.6, l.hair));
  if (hs === 5) parts.push(path('M-9 -86C-9 -98 9 -98 9 -86C6 -93 -6 -93 -9 -86Z', mix(scarfColor(l), '#000000', 0.15)));
  parts.push(circle(-3, -87, 1, '#1d1a1a'), circle(3, -87, 1, '#1d1a1a'), path('M-2.6 -83Q0 -81 2.6 -83', 'none', stroke(mix(l.skin, color.maroon, 0.6), 1)));
  return g(parts);
}

function arm(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number, l: Look): string {
  return path(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}L${n(x3)} ${n(y3)}`, 'none', stroke(l.top, 6)) + circle(x3, y3, 3, l.skin);
}

/** Figure whose feet stand at (x, y), total height h. */
export function figure(l: Look, x: number, y: number, h: number, pose: Pose = 'stand', flip = false): string {
  const parts: string[] = [];
  const legsDown = pose !== 'sit' && pose !== 'yoga';
  if (legsDown) {
    if (l.skirt) parts.push(path('M-10 -44H10L13 -18H-13Z', l.legs), rect(-7, -20, 5, 18, 2, l.skin), rect(2, -20, 5, 18, 2, l.skin));
    else parts.push(path('M-10 -46H10L9 -2H2L0 -30L-2 -2H-9Z', l.legs));
    parts.push(ellipse(-5.5, -1.5, 5, 2.4, '#1e2633'), ellipse(5.5, -1.5, 5, 2.4, '#1e2633'));
  }
  if (pose === 'yoga') {
    parts.push(path('M-10 -34H10L18 -4H-18Z', l.legs), ellipse(-16, -3, 6, 2.6, l.skin), ellipse(16, -3, 6, 2.6, l.skin));
  }
  if (pose === 'sit') parts.push(path('M-10 -44H10V-34H-10Z', l.legs));
  const torsoTop = pose === 'yoga' ? -70 : -76;
  const shift = pose === 'yoga' ? 12 : 0;
  parts.push(path(`M-11 ${torsoTop + 2}Q-12 ${torsoTop} -8 ${torsoTop - 1}H8Q12 ${torsoTop} 11 ${torsoTop + 2}L12 ${-44 + (pose === 'yoga' ? 10 : 0)}H-12Z`, l.top));
  const sy = torsoTop + 3;
  switch (pose) {
    case 'wave':
      parts.push(arm(-10, sy, -13, sy + 16, -12, sy + 30, l), arm(10, sy, 20, sy - 8, 22, sy - 22, l));
      break;
    case 'cheer':
    case 'yoga':
      parts.push(arm(-10, sy, -16, sy - 14, -8, sy - 30, l), arm(10, sy, 16, sy - 14, 8, sy - 30, l));
      break;
    case 'point':
      parts.push(arm(-10, sy, -13, sy + 16, -12, sy + 30, l), arm(10, sy, 22, sy + 2, 34, sy - 8, l));
      break;
    case 'hold':
    case 'sit':
      parts.push(arm(-10, sy, -12, sy + 14, 0, sy + 20, l), arm(10, sy, 12, sy + 14, 2, sy + 20, l));
      break;
    case 'bat':
      parts.push(arm(-10, sy, -4, sy + 14, 10, sy + 16, l), arm(10, sy, 12, sy + 14, 12, sy + 16, l));
      parts.push(path(`M12 ${sy + 16}L30 ${sy - 12}`, 'none', stroke('#c99a55', 5)), path(`M24 ${sy - 3}L40 ${sy - 28}`, 'none', stroke('#e6c38a', 8)));
      break;
    case 'bowl':
      parts.push(arm(-10, sy, -22, sy + 6, -30, sy + 2, l), arm(10, sy, 18, sy - 14, 14, sy - 30, l), circle(14, sy - 34, 3.4, color.maroon500));
      break;
    default:
      parts.push(arm(-10, sy, -13, sy + 16, -12, sy + 30, l), arm(10, sy, 13, sy + 16, 12, sy + 30, l));
  }
  parts.push(g(head(l), { transform: shift ? `translate(0 ${shift})` : undefined }));
  const k = h / 100;
  return g(parts, { transform: `translate(${n(x)} ${n(y)}) scale(${n(flip ? -k : k)} ${n(k)})` });
}
