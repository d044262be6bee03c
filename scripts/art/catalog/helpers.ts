// Shorthand for declaring scene entries in the catalog files.
import type { SceneItem } from './types.ts';
import { seedOf } from './types.ts';
import type { LayoutName } from '../compose/scene.ts';
import type { MotifName } from '../../../site/lib/drawing/motifs/index.ts';
import type { ThemeName } from '../../../site/lib/drawing/palette.ts';

export const WIDE: [number, number] = [1600, 1000];
export const CARD: [number, number] = [1200, 800];

/** [file name without extension, layout, main motif, supporting motifs, theme, alt text, mirror] */
export type SceneRow = [string, LayoutName, MotifName, MotifName[], ThemeName, string, boolean?];

/**
 * One scene per row, written to `${dir}/${name}.jpg`. The seed derives from the output path
 * (plus `salt`), so reordering rows never changes a picture; change the salt to re-roll a group.
 */
export function scenes(dir: string, size: [number, number], rows: SceneRow[], salt = 0): SceneItem[] {
  return rows.map(([name, layout, main, extras, theme, alt, mirror]) => {
    const out = `${dir}/${name}.jpg`;
    return { kind: 'scene', out, size, seed: seedOf(out) + salt, alt, scene: { layout, main, extras, theme, mirror: mirror ?? false } };
  });
}
