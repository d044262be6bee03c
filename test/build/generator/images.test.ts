// Image variants: each source is decoded once however many widths and formats a build asks of
// it, the variants come out at the width asked for in the format named, a transparent source
// stays transparent, and a second build finds everything in the cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FileHashes } from '../../../generator/pipeline/lib/assets.ts';
import { encodeVariants, ImageRegistry, scanImages, SourceDecoder } from '../../../generator/pipeline/lib/images.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
const assets = path.join(dir, 'assets');
const cache = path.join(dir, 'cache');

test.before(async () => {
  fs.mkdirSync(path.join(assets, 'img'), { recursive: true });
  // A photo-like JPEG (noise, so the encoders have work) and a PNG whose left half is transparent.
  const noise = Buffer.alloc(1000 * 600 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  await sharp(noise, { raw: { width: 1000, height: 600, channels: 3 } })
    .jpeg()
    .toFile(path.join(assets, 'img/photo.jpg'));
  const rgba = Buffer.alloc(400 * 300 * 4, 200);
  for (let y = 0; y < 300; y++) for (let x = 0; x < 400; x++) rgba[(y * 400 + x) * 4 + 3] = x < 200 ? 0 : 255;
  await sharp(rgba, { raw: { width: 400, height: 300, channels: 4 } })
    .png()
    .toFile(path.join(assets, 'img/mark.png'));
});

test.after(() => fs.rmSync(dir, { recursive: true, force: true }));

async function build() {
  const metas = await scanImages(assets, cache, new FileHashes());
  const registry = new ImageRegistry(metas, [320, 640, 1600]);
  registry.request({ src: '/img/photo.jpg' }, '/');
  registry.request({ src: '/img/mark.png', widths: [160] }, '/');
  registry.request({ src: '/img/photo.jpg', widths: [320] }, '/other/');
  return { registry, ...(await encodeVariants(registry.variants.values(), cache)) };
}

test('each source is decoded once for all of its variants, and each variant has its width and format', async () => {
  const { registry, files, stats } = await build();
  // photo: 320, 640 and its own 1000 (1600 is wider than it); mark: 160; each as AVIF and WebP.
  assert.is(registry.variants.size, 8);
  assert.is(stats.encoded, 8);
  assert.is(stats.decoded, 2);
  for (const [out, file] of files) {
    const v = registry.variants.get(out)!;
    const meta = await sharp(file).metadata();
    assert.is(meta.width, v.width, out);
    assert.is(meta.format === 'heif' ? 'avif' : meta.format, v.format, out);
  }
});

test('a transparent source keeps its transparency in every variant', async () => {
  const { registry, files } = await build();
  const marks = [...registry.variants.values()].filter((v) => v.source.abs.endsWith('mark.png'));
  assert.is(marks.length, 2);
  for (const v of marks) {
    const { data, info } = await sharp(files.get(v.out)!).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    const w = info.width;
    assert.ok(alphaAt(Math.floor(w / 8), 10) < 16, `${v.out}: left half transparent`);
    assert.ok(alphaAt(Math.floor((w * 7) / 8), 10) > 240, `${v.out}: right half opaque`);
  }
});

test('a second build takes every variant from the cache and decodes nothing', async () => {
  const { stats } = await build();
  assert.is(stats.encoded, 0);
  assert.is(stats.cached, 8);
  assert.is(stats.decoded, 0);
});

test('the decoder keeps only its most recent few decodes', async () => {
  const metas = await scanImages(assets, cache, new FileHashes());
  const photo = metas.get('img/photo.jpg')!;
  const mark = metas.get('img/mark.png')!;
  const decoder = new SourceDecoder(1);
  await decoder.pixels(photo);
  await decoder.pixels(photo);
  assert.is(decoder.decodes, 1);
  const { raw } = await decoder.pixels(mark);
  assert.equal(raw, { width: 400, height: 300, channels: 4 });
  await decoder.pixels(photo); // evicted by mark: decoded again
  assert.is(decoder.decodes, 3);
});

test.run();
