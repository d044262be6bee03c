// Brand files: logos, mark, favicon set.
import type { Group } from './types.ts';
import { appIconSvg, logoSvg, markFileSvg, maskableIconSvg, touchIconSvg } from '../../../site/lib/drawing/brand.ts';
import { icoFromPngs, svgToPng } from '../lib/output.ts';
import sharp from 'sharp';

export const brand: Group = {
  name: 'brand',
  items: [
    { kind: 'svg', out: 'assets/brand/logo.svg', make: () => logoSvg('light-bg') },
    { kind: 'svg', out: 'assets/brand/logo-light.svg', make: () => logoSvg('dark-bg') },
    { kind: 'svg', out: 'assets/brand/mark.svg', make: () => markFileSvg(40) },
    { kind: 'svg', out: 'assets/icon.svg', make: () => markFileSvg(32) },
    {
      kind: 'binary',
      out: 'assets/favicon.ico',
      make: async () => icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await svgToPng(markFileSvg(size)) })))),
    },
    {
      kind: 'binary',
      out: 'assets/apple-touch-icon.png',
      make: async () => sharp(Buffer.from(touchIconSvg())).flatten({ background: '#0b1f3a' }).png({ compressionLevel: 9 }).toBuffer(),
    },
    // Web manifest icons (site.webmanifest): the mark at 192 and 512 px, and a maskable one.
    { kind: 'binary', out: 'assets/icon-192.png', make: () => svgToPng(appIconSvg(192)) },
    { kind: 'binary', out: 'assets/icon-512.png', make: () => svgToPng(appIconSvg(512)) },
    { kind: 'binary', out: 'assets/icon-maskable-512.png', make: () => svgToPng(maskableIconSvg(512)) },
  ],
};
