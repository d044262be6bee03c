// The last full build's search index, kept in the cache folder part by part (stages/search-index.ts splits
// the index into parts), each with what it was made from, so that a build reuses every part whose pages are
// all the same instead of running Pagefind on them again (Pagefind was the longest part of a warm build: 21 s
// of processor time at 4,000 posts, and one edited post re-indexed all 13,000 pages of 10,000 posts).
//
// What a part is made from: the `search` settings, Pagefind's version, and each of its pages' URL and HTML.
// The HTML is named by a hash of it (a full build's stored file: lib/staged-pages.ts), so a part is named by
// the hash of its `[url, name]` pairs with the settings (`keyOf`). The files come back byte for byte as
// Pagefind made them: `part-<key>.bin` holds them one after another, and `record.json` says where each one
// is. Packs are written as parts are made; the record is written last (`commit`), naming the parts of the
// build that wrote it, and the packs it does not name are removed then.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeCacheFileSync } from '../../util/cache-file.ts';
import { sha1 } from '../../util/hash.ts';

/** A page as the index knows it: its URL and the name of its HTML (a hash of it). */
export type IndexedPage = readonly [url: string, name: string];

/** A part's index files: Pagefind's paths ("pagefind-entry.json", "index/…") → bytes. */
export type PartFiles = Map<string, Buffer>;

/** Where parts made before are found: kept on disk across builds (KeptSearchIndex) or, in serve, in memory (PartsInMemory). */
export interface KeptParts {
  /** The name of the part made of `pages` (with these settings and this Pagefind). */
  keyOf(pages: readonly IndexedPage[]): string;
  /** The files of the part named `key`, if one was kept. */
  part(key: string): PartFiles | undefined;
  /** Keeps a part that was just made. */
  keepPart(key: string, files: PartFiles): void;
  /** The index is done: the parts named in `keys` are the ones to keep; the others may go. */
  commit(keys: readonly string[]): void;
}

interface PackEntry {
  pack: string;
  files: [path: string, bytes: number][];
}

interface Record {
  key: string;
  parts: { [key: string]: PackEntry };
}

/** Pagefind's version: a new one may make other bytes from the same pages. */
function pagefindVersion(): string {
  try {
    const file = new URL('../package.json', import.meta.resolve('pagefind'));
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    // Unknown: never reused.
    return crypto.randomUUID();
  }
}

let version: string | undefined;

/** Everything a part is made from but its pages: the settings, Pagefind's version, the format of what is kept. */
function settingsKey(settings: unknown): string {
  if (version === undefined) version = pagefindVersion();
  return JSON.stringify([settings, version, 2]);
}

const partKey = (settings: string, pages: readonly IndexedPage[]) => sha1(JSON.stringify([settings, pages]));

export class KeptSearchIndex implements KeptParts {
  private readonly dir: string;
  private readonly key: string;
  private readonly record: Record;
  /** Parts made by this build, not in the record yet. */
  private readonly made = new Map<string, PackEntry>();

  /** The parts kept under `cacheDir` that were made with these `search` settings by this Pagefind. */
  constructor(cacheDir: string, settings: unknown) {
    this.dir = path.join(cacheDir, 'search-index');
    this.key = settingsKey(settings);
    let record: Record | undefined;
    try {
      record = JSON.parse(fs.readFileSync(path.join(this.dir, 'record.json'), 'utf8')) as Record;
    } catch {
      // No index kept, or one that cannot be read: nothing to reuse.
    }
    this.record = record?.key === this.key && record.parts ? record : { key: this.key, parts: {} };
  }

  keyOf(pages: readonly IndexedPage[]): string {
    return partKey(this.key, pages);
  }

  part(key: string): PartFiles | undefined {
    const entry = this.made.get(key) ?? this.record.parts[key];
    if (!entry) return undefined;
    let pack: Buffer;
    try {
      pack = fs.readFileSync(path.join(this.dir, entry.pack));
    } catch {
      return undefined;
    }
    if (pack.length !== entry.files.reduce((sum, [, bytes]) => sum + bytes, 0)) return undefined;
    const files: PartFiles = new Map();
    let at = 0;
    for (const [name, bytes] of entry.files) {
      files.set(name, pack.subarray(at, at + bytes));
      at += bytes;
    }
    return files;
  }

  keepPart(key: string, files: PartFiles): void {
    const pack = `part-${key}.bin`;
    writeCacheFileSync(path.join(this.dir, pack), Buffer.concat([...files.values()]));
    this.made.set(key, { pack, files: [...files].map(([file, bytes]) => [file, bytes.length]) });
  }

  commit(keys: readonly string[]): void {
    const parts: Record['parts'] = {};
    for (const key of keys) {
      const entry = this.made.get(key) ?? this.record.parts[key];
      if (entry) parts[key] = entry;
    }
    Object.assign(this.record, { parts });
    this.made.clear();
    writeCacheFileSync(path.join(this.dir, 'record.json'), JSON.stringify(this.record));
    const packs = new Set(Object.values(parts).map((entry) => entry.pack));
    for (const entry of fs.readdirSync(this.dir))
      if (/^(?:part|index)-.*\.bin$/.test(entry) && !packs.has(entry)) fs.rmSync(path.join(this.dir, entry), { force: true });
  }
}

/** Serve's parts: the last index's, in memory, so an edit re-indexes only the parts whose pages changed. */
export class PartsInMemory implements KeptParts {
  private readonly key: string;
  private parts = new Map<string, PartFiles>();

  constructor(settings: unknown) {
    this.key = settingsKey(settings);
  }

  keyOf(pages: readonly IndexedPage[]): string {
    return partKey(this.key, pages);
  }

  part(key: string): PartFiles | undefined {
    return this.parts.get(key);
  }

  keepPart(key: string, files: PartFiles): void {
    this.parts.set(key, files);
  }

  commit(keys: readonly string[]): void {
    this.parts = new Map(keys.flatMap((key) => (this.parts.has(key) ? [[key, this.parts.get(key)!] as const] : [])));
  }
}
