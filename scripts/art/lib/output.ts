// Rasterising and writing files. sharp renders the SVG (librsvg) and encodes with mozjpeg.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';

sharp.cache(false);
sharp.concurrency(1);

export const JPEG_LIMIT = 150 * 1024;

export function ensureDir(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
}

/** Encode an SVG string as JPEG, lowering quality step by step until it fits the byte budget. */
export async function svgToJpeg(svg: string, quality = 80, limit = JPEG_LIMIT): Promise<Buffer> {
  const raster = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  let q = quality;
  for (;;) {
    const buf = await sharp(raster.data, { raw: raster.info }).jpeg({ quality: q, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (buf.length <= limit || q <= 50) return buf;
    q -= 5;
  }
}

export async function svgToPng(svg: string, size?: number): Promise<Buffer> {
  let img = sharp(Buffer.from(svg));
  if (size) img = img.resize(size, size);
  return img.png({ compressionLevel: 9, palette: false }).toBuffer();
}

/** Raw RGB pixels of an SVG frame (for piping into ffmpeg). */
export async function svgToRgb(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#000000' }).removeAlpha().raw().toBuffer();
}

export function writeFile(file: string, data: string | Buffer): void {
  ensureDir(file);
  writeFileSync(file, data);
}

/** An .ico container holding PNG images (Vista+ format, accepted by every current browser). */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const dir = Buffer.alloc(16 * images.length);
  let offset = 6 + dir.length;
  images.forEach(({ size, png }, i) => {
    const o = i * 16;
    dir.writeUInt8(size >= 256 ? 0 : size, o); // width
    dir.writeUInt8(size >= 256 ? 0 : size, o + 1); // height
    dir.writeUInt8(0, o + 2); // palette colours
    dir.writeUInt8(0, o + 3); // reserved
    dir.writeUInt16LE(1, o + 4); // colour planes
    dir.writeUInt16LE(32, o + 6); // bits per pixel
    dir.writeUInt32LE(png.length, o + 8);
    dir.writeUInt32LE(offset, o + 12);
    offset += png.length;
  });
  return Buffer.concat([header, dir, ...images.map((im) => im.png)]);
}
