// Responsive images: every raster source is measured before rendering (so <Image> can write
// width/height synchronously), then the variants pages asked for are encoded with sharp.
// Encoded files are cached outside the output folder, keyed by source content and options,
// so a rebuild with unchanged images does no image work.
import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';
import { globby } from 'globby';
import sharp from 'sharp';
import { BuildError, Errors } from '../../errors.ts';
import type { FileHashes } from './assets.ts';
import { sha256 } from '../../util/hash.ts';
import { eachLimited } from '../../util/each-limited.ts';
import type { ImageRequest, ImageVariantSet } from '../../runtime/context.ts';
import { cacheTmpPath, readCacheJson, writeCacheJson } from '../../util/cache-file.ts';

export interface ImageMeta {
  abs: string;
  hash: string;
  width: number;
  height: number;
}

export interface Variant {
  out: string;
  source: ImageMeta;
  width: number;
  format: 'avif' | 'webp';
}

const FORMATS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;
/** Bump when encoder settings change, so cached variants are re-encoded. */
const ENCODER_VERSION = 2;

const RASTER = '**/*.{jpg,jpeg,png,webp,avif}';

/** Reads the dimensions of every raster source, reusing a metadata cache keyed by content hash. */
export async function scanImages(assetsDir: string, cacheDir: string, hashes: FileHashes): Promise<Map<string, ImageMeta>> {
  const cacheFile = path.join(cacheDir, 'images', 'meta.json');
  const cached: Record<string, { width: number; height: number }> = (await readCacheJson(cacheFile)) ?? {};
  const files = (await fs.pathExists(assetsDir)) ? (await globby(RASTER, { cwd: assetsDir })).sort() : [];
  const metas = new Map<string, ImageMeta>();
  let changed = false;
  await Promise.all(
    files.map(async (rel) => {
      const abs = path.join(assetsDir, rel);
      const hash = hashes.of(abs);
      let dims = cached[hash];
      if (!dims) {
        const m = await sharp(abs).metadata();
        dims = { width: m.width ?? 0, height: m.height ?? 0 };
        cached[hash] = dims;
        changed = true;
      }
      metas.set(rel, { abs, hash, ...dims });
    }),
  );
  if (changed) await writeCacheJson(cacheFile, cached);
  return metas;
}

export class ImageRegistry {
  readonly variants = new Map<string, Variant>();
  constructor(
    private readonly metas: Map<string, ImageMeta>,
    private readonly defaultWidths: number[],
  ) {}

  request({ src, widths }: ImageRequest, route: string): ImageVariantSet {
    const rel = src.replace(/^\/+/, '');
    const meta = this.metas.get(rel);
    if (!meta) throw new BuildError(Errors.AssetMissing, `${route}: image "${src}" not found in the assets folder`);
    const wanted = (widths ?? this.defaultWidths).filter((w) => w < meta.width);
    if (wanted.length === 0 || Math.max(...(widths ?? this.defaultWidths)) >= meta.width) wanted.push(meta.width);
    const base = rel.replace(/\.\w+$/, '');
    const sources = FORMATS.map(({ format, type }) => {
      const entries = wanted.map((w) => {
        const out = `assets/${base}-${meta.hash.slice(0, 8)}-${w}.${format}`;
        this.variants.set(out, { out, source: meta, width: w, format });
        return `/${out} ${w}w`;
      });
      return { type, srcset: entries.join(', ') };
    });
    const largest = Math.max(...wanted);
    return {
      width: meta.width,
      height: meta.height,
      src: `/assets/${base}-${meta.hash.slice(0, 8)}-${largest}.webp`,
      sources,
    };
  }
}

export interface ImageStats {
  encoded: number;
  cached: number;
  /** Sources decoded to encode them (each once per build, however many variants it has). */
  decoded: number;
  /** Serve mode: variants left to the background encoder (pages show the source until they are ready). */
  pending?: number;
}

/**
 * What an encoded variant depends on besides its source's bytes and its width: the encoder's settings and
 * ENCODER_VERSION, and the versions of sharp and of the libvips and codecs it runs (another libaom encodes
 * other bytes). Part of every cached variant's name.
 */
let encoderKey: string | undefined;
const cachePath = (dir: string, v: Variant) => {
  encoderKey ??= sha256(JSON.stringify({ ENCODER_VERSION, AVIF, WEBP, sharp: sharp.versions })).slice(0, 8);
  return path.join(dir, `${v.source.hash}-${v.width}-${encoderKey}.${v.format}`);
};

/** Encoders running at once: one per core, at most 4 (each holds one decoded source). */
const concurrency = () => Math.max(1, Math.min(4, os.availableParallelism()));

interface Decoded {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Decodes each source once and hands the pixels to every variant of it. The few most recent
 * decodes are kept (memory stays bounded: a 1600 px photo is 5 MB of pixels); callers that work
 * through variants grouped by source therefore decode each source exactly once.
 */
export class SourceDecoder {
  private readonly recent = new Map<string, Promise<Decoded>>();
  decodes = 0;
  constructor(private readonly keep = concurrency() + 1) {}

  pixels(source: ImageMeta): Promise<Decoded> {
    // By content as well as path: a picture replaced under the same name must never give the old pixels.
    const key = `${source.abs}\0${source.hash}`;
    let decoded = this.recent.get(key);
    if (decoded) {
      this.recent.delete(key); // re-inserted below: most recently used last
    } else {
      this.decodes++;
      decoded = sharp(source.abs)
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) => ({ data, raw: { width: info.width, height: info.height, channels: info.channels } }));
      decoded.catch(() => this.recent.delete(key));
    }
    this.recent.set(key, decoded);
    for (const key of this.recent.keys()) {
      if (this.recent.size <= this.keep) break;
      this.recent.delete(key);
    }
    return decoded;
  }
}

/**
 * AVIF in 4:2:0 like the JPEG sources themselves (4:4:4, sharp's default, encoded chroma the
 * sources never had: 12 % slower and 6 % bigger). Effort 2: effort 1 is 40 % faster but 15 %
 * bigger, effort 3 2.4 times as slow for 3 % less (measured on the site's photos, docs/generator.md).
 */
const AVIF = { quality: 52, effort: 2, chromaSubsampling: '4:2:0' } as const;
const WEBP = { quality: 74, effort: 4 } as const;

async function encodeOne(v: Variant, cached: string, decoder: SourceDecoder): Promise<void> {
  try {
    const { data, raw } = await decoder.pixels(v.source);
    const pipeline = sharp(data, { raw }).resize({ width: v.width, withoutEnlargement: true });
    const encoded = v.format === 'avif' ? pipeline.avif(AVIF) : pipeline.webp(WEBP);
    const tmp = cacheTmpPath(cached);
    await encoded.toFile(tmp);
    await fs.move(tmp, cached, { overwrite: true });
  } catch (e) {
    throw new BuildError(Errors.ImageFailed, `${path.basename(v.source.abs)} → ${v.out}: ${(e as Error).message}`, { cause: e });
  }
}

interface EncodeJob {
  v: Variant;
  cached: string;
  started: boolean;
  done: boolean;
}

/**
 * Serve mode: encodes the variants a build found missing in the background, so pages come up at
 * once. Until a variant is ready, `fileFor` answers its URL with the source picture (the browser
 * scales it); a request for a pending variant moves it to the front of the queue.
 */
export class BackgroundEncoder {
  private readonly queue: EncodeJob[] = [];
  private readonly known = new Map<string, EncodeJob>();
  private running = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly decoder = new SourceDecoder();

  /**
   * `eager` (the default) encodes every variant it is given; otherwise only those a request asks for.
   */
  constructor(
    private readonly eager = true,
    private readonly onError: (e: unknown) => void = (e) => console.error(e),
  ) {}

  add(v: Variant, cached: string): void {
    if (this.known.has(v.out)) return;
    const job = { v, cached, started: false, done: false };
    this.known.set(v.out, job);
    if (!this.eager) return;
    this.queue.push(job);
    this.pump();
  }

  /** The file to answer an output path with while its variant is not in the output folder: the encoded file, or the source. */
  fileFor(out: string): string | undefined {
    const job = this.known.get(out);
    if (!job) return undefined;
    if (job.done) return job.cached;
    if (!job.started) {
      const i = this.queue.indexOf(job);
      if (i >= 0) this.queue.splice(i, 1);
      this.queue.unshift(job);
      this.pump();
    }
    return job.v.source.abs;
  }

  /** Resolves when the queue is empty (tests and benchmarks). */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    while (this.running < concurrency() && this.queue.length) {
      const job = this.queue.shift()!;
      job.started = true;
      this.running++;
      encodeOne(job.v, job.cached, this.decoder)
        .then(() => {
          job.done = true;
        })
        .catch((e) => {
          this.known.delete(job.v.out);
          this.onError(e);
        })
        .finally(() => {
          this.running--;
          this.pump();
          if (this.running === 0 && this.queue.length === 0) for (const w of this.idleWaiters.splice(0)) w();
        });
    }
  }
}

export interface EncodedVariants {
  /** Output path → the encoded file in the cache. */
  files: Map<string, string>;
  stats: ImageStats;
  /** Serve mode: output paths left to the background encoder. */
  pending: string[];
}

/**
 * Makes sure every requested variant exists in the cache; returns cache paths by output path.
 * With `background` (serve mode), missing variants are handed to it instead and listed in `pending`.
 */
export async function encodeVariants(variants: Iterable<Variant>, cacheDir: string, background?: BackgroundEncoder): Promise<EncodedVariants> {
  const dir = path.join(cacheDir, 'images');
  await fs.ensureDir(dir);
  const files = new Map<string, string>();
  const pending: string[] = [];
  const stats: ImageStats = { encoded: 0, cached: 0, decoded: 0 };
  // Grouped by source, so the workers share each decode (SourceDecoder keeps the latest few).
  const ordered = [...variants].sort((a, b) => (a.source.abs < b.source.abs ? -1 : a.source.abs > b.source.abs ? 1 : 0));
  const decoder = new SourceDecoder();
  // One listing of the cache instead of a stat per variant (serve checks all of them on every edit).
  const present = new Set(await fs.readdir(dir));
  await eachLimited(ordered, concurrency(), async (v) => {
    const cached = cachePath(dir, v);
    if (present.has(path.basename(cached))) {
      stats.cached++;
    } else if (background) {
      background.add(v, cached);
      pending.push(v.out);
      return;
    } else {
      await encodeOne(v, cached, decoder);
      stats.encoded++;
    }
    files.set(v.out, cached);
  });
  stats.decoded = decoder.decodes;
  if (background) stats.pending = pending.length;
  return { files, stats, pending };
}
