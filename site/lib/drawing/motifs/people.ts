// Simple rounded people silhouettes (busts) used inside scenes. Detailed faces live in compose/portrait.ts.
import { circle, g, path, rect, n } from '../svg.ts';
import { skinTones, hairColors, clothColors } from '../palette.ts';
import type { Motif } from './types.ts';

export interface BustLook {
  skin: string;
  hair: string;
  shirt: string;
  /** 0 short, 1 long, 2 bun, 3 bald, 4 curly */
  style: number;
}

/** A bust centred on the origin: head around y=-16, shoulders to y=46. */
/** A bust centred on the origin; `fromBehind` shows the back of the head (people facing a screen). */
export function bust(b: BustLook, scale = 1, fromBehind = false): string {
  const s = (v: number) => n(v * scale);
  const head = circle(0, -16 * scale, 15 * scale, b.skin);
  const body = path(`M${s(-30)} ${s(46)}V${s(28)}C${s(-30)} ${s(10)} ${s(-18)} ${s(4)} 0 ${s(4)}C${s(18)} ${s(4)} ${s(30)} ${s(10)} ${s(30)} ${s(28)}V${s(46)}Z`, b.shirt);
  const neck = rect(-5 * scale, -4 * scale, 10 * scale, 10 * scale, 3 * scale, b.skin);
  let hair = '';
  let back = '';
  switch (b.style) {
    case 0:
      hair = path(`M${s(-15)} ${s(-16)}C${s(-16)} ${s(-34)} ${s(14)} ${s(-38)} ${s(15)} ${s(-18)}C${s(8)} ${s(-24)} ${s(-6)} ${s(-24)} ${s(-15)} ${s(-16)}Z`, b.hair);
      break;
    case 1:
      back = path(`M${s(-17)} ${s(-16)}C${s(-18)} ${s(-38)} ${s(18)} ${s(-38)} ${s(17)} ${s(-16)}V${s(8)}H${s(-17)}Z`, b.hair);
      hair = path(`M${s(-15)} ${s(-14)}C${s(-14)} ${s(-34)} ${s(14)} ${s(-34)} ${s(15)} ${s(-14)}C${s(4)} ${s(-22)} ${s(-6)} ${s(-24)} ${s(-15)} ${s(-14)}Z`, b.hair);
      break;
    case 2:
      back = circle(0, -34 * scale, 7 * scale, b.hair);
      hair = path(`M${s(-15)} ${s(-15)}C${s(-15)} ${s(-34)} ${s(15)} ${s(-34)} ${s(15)} ${s(-15)}C${s(6)} ${s(-24)} ${s(-6)} ${s(-24)} ${s(-15)} ${s(-15)}Z`, b.hair);
      break;
    case 4:
      hair = [-12, -6, 0, 6, 12].map((x, i) => circle(x * scale, (-28 + (i % 2) * 2) * scale, 7 * scale, b.hair)).join('') + circle(-14 * scale, -20 * scale, 5 * scale, b.hair) + circle(14 * scale, -20 * scale, 5 * scale, b.hair);
      break;
    default:
      hair = '';
  }
  if (fromBehind) {
    const ears = circle(-15 * scale, -14 * scale, 3.5 * scale, b.skin) + circle(15 * scale, -14 * scale, 3.5 * scale, b.skin);
    const cover = b.style === 3 ? '' : b.style === 4 ? hair + circle(0, -18 * scale, 15.5 * scale, b.hair) : back + path(`M${s(-15.5)} ${s(-14)}C${s(-16)} ${s(-36)} ${s(16)} ${s(-36)} ${s(15.5)} ${s(-14)}C${s(15)} ${s(b.style === 1 ? 8 : -2)} ${s(-15)} ${s(b.style === 1 ? 8 : -2)} ${s(-15.5)} ${s(-14)}Z`, b.hair);
    return g([body, neck, ears, head, cover]);
  }
  return g([back, body, neck, head, hair]);
}

export function looks(r: { int(a: number, b: number): number; pick<T>(x: readonly T[]): T }, count: number, offset = 0): BustLook[] {
  const out: BustLook[] = [];
  for (let i = 0; i < count; i++) {
    out.push({
      skin: skinTones[(i * 2 + offset + r.int(0, 1)) % skinTones.length]!,
      hair: hairColors[(i + offset) % 4]!,
      shirt: clothColors[(i * 3 + offset) % clothColors.length]!,
      style: (i + offset) % 5,
    });
  }
  return out;
}

export const people: Motif = (d) => {
  const L = looks(d.r.fork('people'), 3);
  return g([g(bust(L[1]!, 0.8), { transform: 'translate(-28 4)' }), g(bust(L[2]!, 0.8), { transform: 'translate(28 4)' }), g(bust(L[0]!, 0.95), { transform: 'translate(0 2)' })]);
};

export const person: Motif = (d) => {
  const L = looks(d.r.fork('person'), 1, d.r.int(0, 5));
  return g([circle(0, 0, 46, d.p.lineSoft, { opacity: 0.6 }), bust(L[0]!, 1)]);
};

export const team: Motif = (d) => {
  const L = looks(d.r.fork('team'), 5, 1);
  return g([g(bust(L[3]!, 0.55), { transform: 'translate(-36 -8)' }), g(bust(L[4]!, 0.55), { transform: 'translate(36 -8)' }), g(bust(L[1]!, 0.7), { transform: 'translate(-20 6)' }), g(bust(L[2]!, 0.7), { transform: 'translate(20 6)' }), g(bust(L[0]!, 0.8), { transform: 'translate(0 10)' })]);
};
