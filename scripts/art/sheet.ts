// Development aid: tile raster files into one PNG contact sheet for quick review.
// node --import tsx scripts/art/sheet.ts out.png <cols> <cellWidth> file...
import sharp from 'sharp';

const [out = 'sheet.png', colsArg = '3', cellArg = '480', ...files] = process.argv.slice(2);
const cols = Number(colsArg);
const cw = Number(cellArg);
const metas = await Promise.all(files.map((f) => sharp(f).metadata()));
const ch = Math.round(cw * Math.max(...metas.map((m) => (m.height ?? 1) / (m.width ?? 1))));
const rows = Math.ceil(files.length / cols);
const tiles = await Promise.all(
  files.map(async (f, i) => ({
    input: await sharp(f).resize(cw, ch, { fit: 'contain', background: '#ffffff' }).png().toBuffer(),
    left: (i % cols) * (cw + 6),
    top: Math.floor(i / cols) * (ch + 6),
  })),
);
await sharp({ create: { width: cols * (cw + 6), height: rows * (ch + 6), channels: 3, background: '#888888' } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(out, files.length);
