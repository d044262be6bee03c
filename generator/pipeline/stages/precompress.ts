// Precompressed copies for servers that send files as they are on disk (nginx gzip_static, the
// generated .htaccess rewrite rules): `<file>.br` and `<file>.gz` beside every text file over
// 1 KB. Both are made once per content at the highest setting and cached like encoded images, so
// a warm build compresses nothing and only hard-links the cached files into the output.
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fs from 'fs-extra';
import { sha1 } from '../../util/hash.ts';
import { eachLimited } from '../../util/each-limited.ts';
import type { BuildContext } from '../context.ts';
import type { Assembled } from './assemble.ts';
import type { OutputFile } from './write.ts';
import { cacheTmpPath } from '../../util/cache-file.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions that get compressed copies (text formats; images and fonts are compressed already). */
export const COMPRESSIBLE = ['html', 'css', 'js', 'mjs', 'svg', 'xml', 'json', 'webmanifest', 'txt'];
/** Smaller files are sent as they are: the saving is below one packet. */
const MIN_BYTES = 1024;
/** Bump when the settings change, so cached copies are made again. */
const VERSION = 1;
/** Part of every cached copy's name: VERSION and the zlib and brotli that Node links (another version may compress to other bytes). */
const ENCODER_KEY = sha1(`${VERSION}:zlib ${process.versions.zlib}:brotli ${process.versions.brotli}`).slice(0, 8);

const ENCODINGS = {
  br: (b: Buffer) =>
    brotli(b, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: b.length,
      },
    }),
  gz: (b: Buffer) => gz(b, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
} as const;

export interface CompressStats {
  compressed: number;
  cached: number;
}

const isCompressible = (rel: string) => COMPRESSIBLE.includes(path.extname(rel).slice(1).toLowerCase());

async function bytesOf(file: OutputFile): Promise<Buffer> {
  if ('copyFrom' in file) return fs.readFile(file.copyFrom);
  return typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
}

/**
 * Adds `<name>.br` and `<name>.gz` entries to `files` for every compressible file of at least
 * MIN_BYTES whose compressed copy is smaller than the original. Returns how many were made.
 */
/** The stage (full builds; serve compresses on the fly): the output's compressed copies, from the cache when made before. */
export async function precompress(ctx: BuildContext, input: { output: Assembled }): Promise<CompressStats> {
  return precompressFiles(input.output.files, ctx.config.abs(ctx.config.cacheDir));
}

export async function precompressFiles(files: Map<string, OutputFile>, cacheDir: string): Promise<CompressStats> {
  const dir = path.join(cacheDir, 'compressed');
  await fs.ensureDir(dir);
  const stats: CompressStats = { compressed: 0, cached: 0 };
  const targets = [...files].filter(([rel]) => isCompressible(rel));
  const added: [string, OutputFile][] = [];
  // Two files at a time keeps memory flat; zlib runs off the main thread anyway.
  // What the cache holds, listed once: asking the disk for each copy took 4 calls a file.
  const present = new Set(await fs.readdir(dir));
  await eachLimited(targets, 2, async ([rel, file]) => {
    // A file whose content hash is known (a stored page) is read only if a copy must be made.
    let bytes: Buffer | undefined;
    const known = 'copyFrom' in file ? file.hash : undefined;
    if (!known) {
      bytes = await bytesOf(file);
      if (bytes.length < MIN_BYTES) return;
    }
    const key = `${known ?? sha1(bytes!)}-${ENCODER_KEY}`;
    for (const [ext, encode] of Object.entries(ENCODINGS)) {
      const name = `${key}.${ext}`;
      const cached = path.join(dir, name);
      const skip = `${cached}.none`;
      if (present.has(`${name}.none`)) continue;
      if (present.has(name)) {
        stats.cached++;
      } else {
        bytes ??= await bytesOf(file);
        if (bytes.length < MIN_BYTES) return;
        const out = await encode(bytes);
        if (out.length >= bytes.length) {
          await fs.writeFile(skip, '');
          continue;
        }
        const tmp = cacheTmpPath(cached);
        await fs.writeFile(tmp, out);
        await fs.move(tmp, cached, { overwrite: true });
        stats.compressed++;
      }
      added.push([`${rel}.${ext}`, { copyFrom: cached }]);
    }
  });
  for (const [rel, file] of added) files.set(rel, file);
  return stats;
}
