// Cache entries are written to a temporary name and then moved into place, so a reader never sees half a
// file. The temporary name is unique per write: two workers of one process (or two processes) that make the
// same entry at once must not share it, or the second move finds nothing to move.
import crypto from 'node:crypto';
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
