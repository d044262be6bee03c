// Development aid: a contact sheet of every motif on light and dark grounds.
// node --import tsx scripts/art/preview.ts [out.png]
import sharp from 'sharp';
import { Doc, place, rect, g } from '../../site/lib/drawing/svg.ts';
import { rng } from '../../site/lib/drawing/prng.ts';
import { themes } from '../../site/lib/drawing/palette.ts';
import { motifs, motifNames } from '../../site/lib/drawing/motifs/index.ts';

const out = process.argv[2] ?? 'motifs.png';
const cols = 12;
const cell = 130;
const rows = Math.ceil(motifNames.length / cols);
const parts: string[] = [];
for (const [ti, tn] of (['light', 'dark'] as const).entries()) {
  const d = new Doc(cols * cell, rows * cell, themes[tn], rng(1));
  const body = [rect(0, 0, d.w, d.h, 0, themes[tn].bg[0])];
  motifNames.forEach((name, i) => {
    const x = (i % cols) * cell + cell / 2;
    const y = Math.floor(i / cols) * cell + cell / 2;
    body.push(place(motifs[name](d, {}), x, y, cell * 0.8));
  });
  parts.push(`<image href="data:image/svg+xml;base64,${Buffer.from(d.render(g(body))).toString('base64')}" x="0" y="${ti * rows * cell}" width="${cols * cell}" height="${rows * cell}"/>`);
}
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cell}" height="${rows * cell * 2}">${parts.join('')}</svg>`;
await sharp(Buffer.from(svg)).png().toFile(out);
console.log(out);
