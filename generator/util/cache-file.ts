// Cache entries are written to a temporary name and then moved into place, so a reader never sees half a
// file. The temporary name is unique per write: two workers of one process (or two processes) that make the
// same entry at once must not share it, or the second move finds nothing to move.
import crypto from 'node:crypto';
import nodeFs from 'node:fs';
import path from 'node:path';
import fs from 'fs-extra';

export function cacheTmpPath(file: string): string {
  return `${file}.${process.pid}-${crypto.randomBytes(6).toString('hex')}.tmp`;
}

/** Writes a JSON cache entry atomically. */
export async function writeCacheJson(file: string, value: unknown): Promise<void> {
  const tmp = cacheTmpPath(file);
  await fs.outputJson(tmp, value);
  await fs.move(tmp, file, { overwrite: true });
}

/**
 * Reads a JSON cache entry; a missing or unreadable one (a build killed mid-write by an older version,
 * a full disk) is a miss, never an error: the entry is made again.
 */
export async function readCacheJson<T>(file: string): Promise<T | undefined> {
  try {
    return (await fs.readJson(file)) as T;
  } catch {
    return undefined;
  }
}

/** Writes a cache entry atomically, synchronously (for code that runs inside a synchronous render or load). */
export function writeCacheFileSync(file: string, data: string | NodeJS.ArrayBufferView): void {
  nodeFs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = cacheTmpPath(file);
  nodeFs.writeFileSync(tmp, data);
  nodeFs.renameSync(tmp, file);
}

/** An entry's path in a cache folder sharded by the first two characters of its names: `<dir>/ab/abcdef…`. */
export const shardedPath = (dir: string, name: string) => path.join(dir, name.slice(0, 2), name);

/** Removes every entry of a sharded cache folder whose name is not in `used`; returns how many. */
export function pruneSharded(dir: string, used: ReadonlySet<string>): number {
  let shards: string[];
  try {
    shards = nodeFs.readdirSync(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const shard of shards) {
    for (const name of nodeFs.readdirSync(path.join(dir, shard))) {
      if (used.has(name)) continue;
      nodeFs.rmSync(path.join(dir, shard, name), { force: true });
      removed++;
    }
  }
  return removed;
}
