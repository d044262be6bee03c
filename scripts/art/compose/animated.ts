// Animated versions of scenes for the hero videos: the same layouts rendered at phase t in [0, 1),
// plus an optional drifting constellation overlay. Every motion is periodic so clips loop.
import { Doc, g, circle, line, n } from '../../../site/lib/drawing/svg.ts';
import { rng } from '../../../site/lib/drawing/prng.ts';
import { themes } from '../../../site/lib/drawing/palette.ts';
import { sceneSvg, type SceneSpec } from './scene.ts';

export interface AnimSpec {
  scene: SceneSpec;
  overlay?: 'constellation';
}

/** Nodes on small closed orbits; links fade in and out with distance. */
export function constellation(d: Doc, seed: number, count = 26): string {
  const r = rng(seed);
  const TAU = Math.PI * 2;
  const pts = [...Array(count)].map(() => {
    const cx = r.range(0, d.w);
    const cy = r.range(0, d.h);
    const rad = r.range(d.h * 0.02, d.h * 0.07);
    const ph = r.range(0, TAU);
    const dir = r.chance(0.5) ? 1 : -1;
    const a = ph + dir * d.t * TAU;
    return [cx + Math.cos(a) * rad, cy + Math.sin(a) * rad * 0.7] as const;
  });
  const maxD = d.h * 0.22;
  const out: string[] = [];
  const p = d.p;
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++) {
      const dx = pts[i]![0] - pts[j]![0];
      const dy = pts[i]![1] - pts[j]![1];
      const dist = Math.hypot(dx, dy);
      if (dist < maxD) out.push(line(pts[i]![0], pts[i]![1], pts[j]![0], pts[j]![1], p.line, 1.2, { opacity: n(0.45 * (1 - dist / maxD)) }));
    }
  pts.forEach(([x, y], i) => out.push(circle(x, y, i % 5 === 0 ? 3.5 : 2.2, i % 5 === 0 ? p.accent : p.line, { opacity: 0.8 })));
  return g(out);
}

export function animFrameSvg(a: AnimSpec, w: number, h: number, seed: number, t: number): string {
  const svg = sceneSvg(a.scene, w, h, seed, t);
  if (!a.overlay) return svg;
  const d = new Doc(w, h, themes[a.scene.theme], rng(seed), t);
  // Overlay sits between the background and the subject would need layout changes; drawing it
  // on top at low opacity reads as ambient motion without hiding the subject.
  return svg.replace(/<\/svg>$/, `${g(constellation(d, seed ^ 0xabc), { opacity: 0.6 })}</svg>`);
}
