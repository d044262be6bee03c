// A full scene: background + layout, rendered to an SVG string.
import { Doc, g } from '../../../site/lib/drawing/svg.ts';
import { rng } from '../../../site/lib/drawing/prng.ts';
import { themes, type ThemeName } from '../../../site/lib/drawing/palette.ts';
import type { MotifName } from '../../../site/lib/drawing/motifs/index.ts';
import { background } from './background.ts';
import { duo, orbit, split, stage, tiles, type Layout } from './layouts.ts';
import { horizon, isogrid, screen } from './layouts-wide.ts';
import { lost } from './lost.ts';

export const layouts = { stage, orbit, split, tiles, duo, isogrid, horizon, screen, lost } satisfies Record<string, Layout>;
export type LayoutName = keyof typeof layouts;

export interface SceneSpec {
  layout: LayoutName;
  main: MotifName;
  extras: MotifName[];
  theme: ThemeName;
  mirror?: boolean;
}

export function sceneSvg(spec: SceneSpec, w: number, h: number, seed: number, t = 0): string {
  const d = new Doc(w, h, themes[spec.theme], rng(seed), t);
  const bgR = rng(seed ^ 0x5bd1e995);
  const lay = layouts[spec.layout](d, { main: spec.main, extras: spec.extras, mirror: spec.mirror ?? false });
  // The background uses its own stream so layouts stay stable when background rules change.
  const bgDoc = Object.assign(Object.create(Object.getPrototypeOf(d)), d, { r: bgR }) as Doc;
  const bg = spec.layout === 'horizon' ? '' : background(bgDoc, { focus: lay.focus });
  return d.render(g([bg, lay.svg]));
}
