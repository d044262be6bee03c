import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** SHA-256 of a string or bytes, hex (content-hashed file and class names) or base64 (CSP source hashes). */
export const sha256 = (data: string | Buffer, encoding: 'hex' | 'base64' = 'hex') => crypto.createHash('sha256').update(data).digest(encoding);

/** Hex SHA-1 of a string or bytes: cache keys and change detection, not security. */
export const sha1 = (data: string | Buffer) => crypto.createHash('sha1').update(data).digest('hex');

/** SHA-1 of a file's content; a missing file hashes like an empty one (it reads as "changed"). */
export const fileSha1 = async (file: string) => sha1(await readFile(file).catch(() => Buffer.alloc(0)));

/**
 * `compute(text)`, kept in `cache` by the text's SHA-1: serve re-assembles every page on each edit,
 * and most pages come out the same. The cache is emptied past `limit` entries.
 */
export function byContent<T>(cache: Map<string, T>, text: string, compute: (text: string) => T, limit = 2000): T {
  const key = sha1(text);
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size > limit) cache.clear();
    value = compute(text);
    cache.set(key, value);
  }
  return value;
}
