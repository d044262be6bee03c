// Team-life scenes entry point.
import { Doc } from '../lib/svg.ts';
import { rng } from '../lib/prng.ts';
import { themes } from '../lib/palette.ts';
import { lifeScenes, type LifeSceneName } from './life/scenes.ts';

export interface LifeSpec {
  scene: LifeSceneName;
}

export function lifeSvg(spec: LifeSpec, w: number, h: number, seed: number): string {
  const d = new Doc(w, h, themes.light, rng(seed));
  return d.render(lifeScenes[spec.scene](d));
}
