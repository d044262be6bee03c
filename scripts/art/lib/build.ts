// Turns one catalog item into files on disk.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Item } from '../catalog/types.ts';
import { svgToJpeg, writeFile } from './output.ts';
import { encodeVideo } from './video.ts';
import { Doc } from '../../../site/lib/drawing/svg.ts';
import { rng } from '../../../site/lib/drawing/prng.ts';
import { themes } from '../../../site/lib/drawing/palette.ts';
import { sceneSvg } from '../compose/scene.ts';
import { portraitSvg } from '../compose/portrait.ts';
import { lifeSvg } from '../compose/life.ts';
import { animFrameSvg } from '../compose/animated.ts';

/** Every file an item writes (videos also write a poster). */
export function outputsOf(item: Item): string[] {
  return item.kind === 'video' ? [item.out, item.poster] : [item.out];
}

/** Whether the item needs building. Text items are rebuilt whenever their content would change. */
export function isStale(root: string, item: Item, force: boolean): boolean {
  if (item.kind === 'text') {
    const file = join(root, item.out);
    return !existsSync(file) || readFileSync(file, 'utf8') !== item.make();
  }
  return force || outputsOf(item).some((o) => !existsSync(join(root, o)));
}

export async function frameSvgOf(item: Extract<Item, { kind: 'video' }>, t: number): Promise<string> {
  const [w, h] = item.size;
  if (item.anim === 'intro') {
    const { introFrameSvg } = await import('../compose/intro.ts');
    return introFrameSvg(w, h, item.seed, t * item.seconds);
  }
  return animFrameSvg(item.anim, w, h, item.seed, t);
}

export async function build(root: string, item: Item): Promise<string> {
  const file = join(root, item.out);
  switch (item.kind) {
    case 'svg':
    case 'text':
      writeFile(file, item.make());
      return '';
    case 'binary':
      writeFile(file, await item.make());
      return '';
    case 'scene': {
      const [w, h] = item.size;
      writeFile(file, await svgToJpeg(sceneSvg(item.scene, w, h, item.seed)));
      return '';
    }
    case 'portrait': {
      const [w, h] = item.size;
      const d = new Doc(w, h, themes.light, rng(item.seed));
      writeFile(file, await svgToJpeg(d.render(portraitSvg(d, item.look))));
      return '';
    }
    case 'life': {
      const [w, h] = item.size;
      writeFile(file, await svgToJpeg(lifeSvg(item.life, w, h, item.seed)));
      return '';
    }
    case 'video': {
      const [w, h] = item.size;
      const frames = Math.round(item.seconds * item.fps);
      const svgs: string[] = [];
      for (let i = 0; i < frames; i++) svgs.push(await frameSvgOf(item, i / frames));
      const { mp4, crf } = await encodeVideo({ width: w, height: h, fps: item.fps, frames, crf: item.crf, maxBytes: item.maxBytes, frame: (i) => svgs[i]! });
      writeFile(file, mp4);
      const posterSvg = item.posterAt ? await frameSvgOf(item, item.posterAt) : svgs[0]!;
      writeFile(join(root, item.poster), await svgToJpeg(posterSvg));
      return `crf ${crf}, ${(mp4.length / 1024).toFixed(0)} KB`;
    }
  }
}
