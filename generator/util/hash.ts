import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** SHA-256 of a string or bytes, hex (content-hashed file and class names) or base64 (CSP source hashes). */
export const sha256 = (data: string | Buffer, encoding: 'hex' | 'base64' = 'hex') => crypto.createHash('sha256').update(data).digest(encoding);

/** Hex SHA-1 of a string or bytes: cache keys and change detection, not security. */
export const sha1 = (data: string | Buffer) => crypto.createHash('sha1').update(data).digest('hex');

/** SHA-1 of a file's content; a missing file hashes like an empty one (it reads as "changed"). */
export const fileSha1 = async (file: string) => sha1(await readFile(file).catch(() => Buffer.alloc(0)));

/**
 * `compute(text)`, kept in `cache` by the text itself: serve rebuilds on each edit, and most inputs
 * come out the same. A Map keyed by the string costs one string hash, which V8 keeps on the string,
 * so the same string asked again is found without reading it (a SHA-1 key read every byte each time).
 * The cache is emptied past `limit` entries. For caches the session rotates at each build, see
 * ContentCache below.
 */
export function byContent<T>(cache: Map<string, T>, text: string, compute: (text: string) => T, limit = 2000): T {
  let value = cache.get(text);
  if (value === undefined) {
    if (cache.size > limit) cache.clear();
    value = compute(text);
    cache.set(text, value);
  }
  return value;
}

/**
 * Values computed from texts, kept by the text itself for the current build and the one before it:
 * what a build asks for again (an unchanged page's CSS or HTML) is found, and what no build asked for
 * since the one before is dropped, so the cache holds at most two builds' texts, however long serve runs.
 */
export class ContentCache<T> {
  private current = new Map<string, T>();
  private previous = new Map<string, T>();

  get(text: string, compute: (text: string) => T): T {
    let value = this.current.get(text);
    if (value !== undefined) return value;
    value = this.previous.get(text);
    if (value === undefined) value = compute(text);
    this.current.set(text, value);
    return value;
  }

  /** Starts a new build: what the last one did not ask for goes. */
  rotate(): void {
    this.previous = this.current;
    this.current = new Map();
  }
}
