// Share pictures (og:image): one 1200×630 JPEG per listed page, either rendered from the site's
// SVG template or cropped from a picture the page names. Encoded files are cached by the hash of
// their input (the SVG markup, or the source file), so a warm build only checks that they exist.
import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';
import sharp, { type Sharp } from 'sharp';
import { BuildError, Errors } from '../../errors.ts';
import { SHARE_IMAGE, type SeoPage, type SiteSeo } from '../../runtime/seo.ts';
import { sha1 } from '../../util/hash.ts';
import type { FileHashes } from './assets.ts';
import { cacheTmpPath } from '../../util/cache-file.ts';

/** Bump when the encoder settings change, so cached pictures are re-encoded. */
const ENCODER_VERSION = 1;
/** Link previews are fetched by chat apps on slow connections: stay well under 100 KB. */
const SHARE_IMAGE_MAX_BYTES = 100 * 1024;
/** Part of every cached picture's key: the settings, and the versions of sharp and the libvips it runs. */
const encoderKey = () => JSON.stringify({ ENCODER_VERSION, SHARE_IMAGE_MAX_BYTES, sharp: sharp.versions });

export interface ShareImage {
  /** Path in the output folder. */
  out: string;
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface ShareImageResult {
  byUrl: Map<string, ShareImage>;
  /** Output path → cached file. */
  files: Map<string, string>;
  stats: { encoded: number; cached: number };
}

type Job = { page: SeoPage; cached: string; out: string; alt: string; make: () => Sharp };

/** "/" → "home", "/why-onas/about-us/" → "why-onas-about-us". */
function slugOf(url: string): string {
  return url.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9]+/g, '-') || 'home';
}

/** JPEG at the highest quality that fits the byte budget. */
async function encode(image: Sharp): Promise<Buffer> {
  const { data, info } = await image.flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let quality = 84; ; quality -= 6) {
    const jpeg = await sharp(data, { raw: info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= SHARE_IMAGE_MAX_BYTES) return jpeg;
    if (quality <= 48) throw new Error(`still ${Math.round(jpeg.length / 1024)} KB at JPEG quality ${quality}`);
  }
}

export async function shareImages(
  pages: SeoPage[],
  seo: SiteSeo,
  dirs: { assetsDir: string; cacheDir: string; hashes: FileHashes; where: (url: string) => string },
): Promise<ShareImageResult> {
  const { where } = dirs;
  const { width, height } = SHARE_IMAGE;
  const cacheDir = path.join(dirs.cacheDir, 'share');
  await fs.ensureDir(cacheDir);
  const jobs: Job[] = pages.map((page) => {
    const own = page.meta.image;
    let key: string;
    let alt: string;
    let make: () => Sharp;
    if (own) {
      const abs = path.join(dirs.assetsDir, own.src.replace(/^\/+/, ''));
      if (!fs.existsSync(abs)) throw new BuildError(Errors.AssetMissing, `${where(page.url)}: meta.image "${own.src}" not found in the assets folder`);
      key = sha1(`${encoderKey()}:${width}x${height}:file:${dirs.hashes.of(abs)}`);
      alt = own.alt;
      make = () => sharp(abs).resize(width, height, { fit: 'cover', position: 'attention' });
    } else {
      let art: { svg: string; alt: string };
      try {
        art = seo.shareImage(page);
      } catch (e) {
        throw new BuildError(Errors.RenderFailed, `${where(page.url)}: the site's shareImage() failed: ${(e as Error).message}`, { cause: e });
      }
      key = sha1(`${encoderKey()}:${width}x${height}:svg:${art.svg}`);
      alt = art.alt;
      make = () => sharp(Buffer.from(art.svg)).resize(width, height, { fit: 'fill' });
    }
    return { page, alt, make, cached: path.join(cacheDir, `${key}.jpg`), out: `assets/share/${slugOf(page.url)}-${key.slice(0, 8)}.jpg` };
  });

  const result: ShareImageResult = { byUrl: new Map(), files: new Map(), stats: { encoded: 0, cached: 0 } };
  const queue = [...jobs];
  // One listing of the cache instead of a check per page (serve asks on every edit).
  const present = new Set(await fs.readdir(cacheDir));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (present.has(path.basename(job.cached))) {
        result.stats.cached++;
      } else {
        try {
          const tmp = cacheTmpPath(job.cached);
          await fs.writeFile(tmp, await encode(job.make()));
          await fs.move(tmp, job.cached, { overwrite: true });
          result.stats.encoded++;
        } catch (e) {
          throw new BuildError(Errors.ImageFailed, `${where(job.page.url)}: share picture: ${(e as Error).message}`, { cause: e });
        }
      }
      result.files.set(job.out, job.cached);
      result.byUrl.set(job.page.url, { out: job.out, url: new URL(job.out, job.page.siteUrl).href, width, height, alt: job.alt });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(2, os.availableParallelism())) }, worker));
  return result;
}
