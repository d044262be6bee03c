// The generator's own folder, found by walking up from the calling module rather than by a fixed '..':
// the sources and the prebundled CLI (.bundle/) sit at different depths under it.
// Imports nothing but Node's own modules: the CLI's up-to-date check loads it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest parent of `moduleUrl` (import.meta.url) that holds cli/prebundle.mjs. */
export function generatorDir(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  while (!fs.existsSync(path.join(dir, 'cli', 'prebundle.mjs'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`cannot find the generator folder above ${fileURLToPath(moduleUrl)}`);
    dir = up;
  }
  return dir;
}

let sourcesHash: string | undefined;

/**
 * A hash of the generator's own sources (every file under its folder but the prebundled `.bundle/`): the
 * version of the code that made a value kept between builds, for caches whose values many modules shape.
 */
export function generatorSourcesHash(moduleUrl: string): string {
  if (sourcesHash) return sourcesHash;
  const root = generatorDir(moduleUrl);
  const hash = crypto.createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.name === '.bundle' || entry.name === 'node_modules') continue;
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(at);
      else if (entry.isFile())
        hash
          .update(`${path.relative(root, at)}\0`)
          .update(fs.readFileSync(at))
          .update('\0');
    }
  };
  walk(root);
  sourcesHash = hash.digest('hex');
  return sourcesHash;
}
