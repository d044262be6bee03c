// The cache folder (`cacheDir`, normally .site-cache/): everything the generator keeps between builds and
// serve sessions lives under it, so removing it is the whole of "start from nothing" (`site clean`,
// `site build --force`). docs/generator.md's "Caches" table lists what is in it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../../config.ts';
import { BuildError, Errors } from '../../errors.ts';

/** Removes the cache folder; returns its path relative to the root, or undefined when there was none. */
export async function removeCaches(config: ResolvedConfig): Promise<string | undefined> {
  const dir = config.abs(config.cacheDir);
  const rel = path.relative(config.root, dir) || '.';
  // A cache folder that holds the project (cacheDir "." or ".."), or lies outside it, is never removed.
  if (rel === '.' || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new BuildError(Errors.ConfigInvalid, `cacheDir "${config.cacheDir}" must be a folder inside the project; not removing ${dir}`);
  }
  try {
    await fs.access(dir);
  } catch {
    return undefined;
  }
  await fs.rm(dir, { recursive: true, force: true });
  return rel;
}
