// The generator's own folder, found by walking up from the calling module rather than by a fixed '..':
// the sources and the prebundled CLI (.bundle/) sit at different depths under it.
// Imports nothing but Node's own modules: the CLI's up-to-date check loads it.
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
