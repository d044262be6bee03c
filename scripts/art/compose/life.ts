// Team-life scenes entry point.
import { Doc } from '../../../site/lib/drawing/svg.ts';
import { rng } from '../../../site/lib/drawing/prng.ts';
import { themes } from '../../../site/lib/drawing/palette.ts';
import { lifeScenes, type LifeSceneName } from './life/scenes.ts';

export interface LifeSpec {
  scene: LifeSceneName;
}

export function lifeSvg(spec: LifeSpec, w: number, h: number, seed: number): string {
  const d = new Doc(w, h, themes.light, rng(seed));
  return d.render(lifeScenes[spec.scene](d));
}
