// The not-found picture: a folded map with a wandering dashed route, a signpost and a puzzled pin.
import { circle, g, path, rect, n, stroke, poly } from '../../../site/lib/drawing/svg.ts';
import { mix } from '../../../site/lib/drawing/palette.ts';
import { lettering } from '../../../site/lib/drawing/font.ts';
import { shadow } from '../../../site/lib/drawing/motifs/parts.ts';
import { motif } from './widgets.ts';
import type { Layout } from './layouts.ts';

export const lost: Layout = (d) => {
  const { w: W, h: H } = d;
  const p = d.p;
  const out: string[] = [];
  // folded map: three panels in a zigzag
  const mx = W * 0.12;
  const my = H * 0.2;
  const pw = W * 0.2;
  const ph = H * 0.58;
  const tones = [p.surface, mix(p.surface, p.lineSoft, 0.5), p.surface];
  out.push(shadow(d, W * 0.42, my + ph + H * 0.08, W * 0.34, H * 0.05, 0.3));
  for (let i = 0; i < 3; i++) {
    const x0 = mx + i * pw;
    const dy = i % 2 ? H * 0.04 : 0;
    const dy2 = i % 2 ? 0 : H * 0.04;
    out.push(
      poly(
        [
          [x0, my + dy],
          [x0 + pw, my + dy2],
          [x0 + pw, my + ph + dy2],
          [x0, my + ph + dy],
        ],
        tones[i]!,
        { stroke: p.edge, 'stroke-width': 2 },
      ),
    );
  }
  // terrain blobs and roads on the map
  out.push(circle(mx + pw * 0.7, my + ph * 0.3, H * 0.07, mix(p.lineSoft, '#ffffff', 0.2)), circle(mx + pw * 2.2, my + ph * 0.7, H * 0.09, mix('#cfe3d6', '#ffffff', 0.2)));
  out.push(path(`M${n(mx)} ${n(my + ph * 0.55)}L${n(mx + pw * 3)} ${n(my + ph * 0.4)}`, 'none', stroke(p.edge, 6)));
  // wandering route that loops back on itself
  const route = `M${n(mx + pw * 0.25)} ${n(my + ph * 0.85)}C${n(mx + pw * 0.9)} ${n(my + ph * 0.9)} ${n(mx + pw * 0.6)} ${n(my + ph * 0.45)} ${n(mx + pw * 1.2)} ${n(my + ph * 0.5)}S${n(mx + pw * 1.9)} ${n(my + ph * 0.95)} ${n(mx + pw * 1.7)} ${n(my + ph * 0.6)}S${n(mx + pw * 1.3)} ${n(my + ph * 0.15)} ${n(mx + pw * 2.4)} ${n(my + ph * 0.25)}`;
  out.push(path(route, 'none', stroke(p.second, H * 0.007, { 'stroke-dasharray': `${n(H * 0.015)} ${n(H * 0.015)}` })));
  out.push(circle(mx + pw * 0.25, my + ph * 0.85, H * 0.014, p.main));
  // question pin at the end of the route
  const qx = mx + pw * 2.4;
  const qy = my + ph * 0.25;
  out.push(motif(d, 'mapPin', qx, qy - H * 0.08, H * 0.2));
  out.push(circle(qx, qy - H * 0.105, H * 0.028, p.surface));
  out.push(lettering('?', qx, qy - H * 0.12, { size: H * 0.032, color: p.second, weight: 2.4, anchor: 'middle' }));
  // signpost
  const sx = W * 0.8;
  const base = H * 0.86;
  out.push(shadow(d, sx, base, W * 0.08, H * 0.02, 0.35));
  out.push(rect(sx - W * 0.007, H * 0.2, W * 0.014, base - H * 0.2, 4, p.mainLight));
  const sign = (y: number, dir: 1 | -1, c: string, text: string) => {
    const w = W * 0.16;
    const x0 = dir === 1 ? sx - W * 0.02 : sx + W * 0.02 - w;
    const tip = dir === 1 ? x0 + w + H * 0.04 : x0 - H * 0.04;
    const edge = dir === 1 ? x0 + w : x0;
    const back = dir === 1 ? x0 : x0 + w;
    return g([path(`M${n(back)} ${n(y)}H${n(edge)}L${n(tip)} ${n(y + H * 0.045)}L${n(edge)} ${n(y + H * 0.09)}H${n(back)}Z`, c), lettering(text, (back + edge) / 2, y + H * 0.028, { size: H * 0.034, color: p.white, weight: 2, anchor: 'middle' })]);
  };
  out.push(sign(H * 0.24, 1, p.main, 'HOME'), sign(H * 0.36, -1, p.second, '404'), sign(H * 0.48, 1, p.mainLight, 'HELP'));
  out.push(motif(d, 'compass', W * 0.64, H * 0.78, H * 0.16, -12));
  return { svg: g(out), focus: [0.5, 0.5] };
};
