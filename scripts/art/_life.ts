import { lifeSvg } from './compose/life.ts';
import { lifeScenes } from './compose/life/scenes.ts';
import { svgToJpeg, writeFile } from './lib/output.ts';
const names = Object.keys(lifeScenes) as (keyof typeof lifeScenes)[];
for (const [i, s] of names.entries()) {
  const buf = await svgToJpeg(lifeSvg({ scene: s }, 1600, 1067, 900 + i));
  writeFile(`/tmp/life/${String(i).padStart(2, '0')}-${s}.jpg`, buf);
  console.log(s, buf.length);
}
