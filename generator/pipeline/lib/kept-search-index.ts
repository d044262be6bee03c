// The last full build's search index, kept in the cache folder with what it was made from, so that a
// build whose indexed pages are all the same, in the same order, reuses it instead of running Pagefind
// again (Pagefind was the longest part of a warm build: 21 s of processor time at 4,000 posts).
//
// What an index is made from: the `search` settings, Pagefind's version, and each indexed page's URL
// and HTML, in order. The HTML is named by the page's stored file (lib/staged-pages.ts: the hash of its
// content), so the record holds `[url, name]` pairs. The files come back byte for byte as Pagefind made
// them: `index-<hash>.bin` holds them one after another and `record.json` (written last, so a build
// killed between the two leaves the old record, which names the old pack) says where each one is.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeCacheFileSync } from '../../util/cache-file.ts';
import { sha1 } from '../../util/hash.ts';

/** A page as the index knows it: its URL and its stored file's name (the hash of its HTML). */
export type IndexedPage = readonly [url: string, name: string];

interface Record {
  key: string;
  pages: IndexedPage[];
  pack: string;
  files: [path: string, bytes: number][];
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

export class KeptSearchIndex {
  private readonly dir: string;
  /** Everything an index is made from but its pages: the settings, Pagefind's version, the record's format. */
  private readonly key: string;
  private record: Record | undefined;

  /** The index kept under `cacheDir`, if it was made with these `search` settings by this Pagefind. */
  constructor(cacheDir: string, settings: unknown) {
    this.dir = path.join(cacheDir, 'search-index');
    if (version === undefined) version = pagefindVersion();
    this.key = JSON.stringify([settings, version, 1]);
    try {
      const record = JSON.parse(fs.readFileSync(path.join(this.dir, 'record.json'), 'utf8')) as Record;
      if (record.key === this.key) this.record = record;
    } catch {
      // No index kept, or one that cannot be read: nothing to reuse.
    }
  }

  /** Whether the kept index has `page` at place `at` (from 0). */
  has(at: number, page: IndexedPage): boolean {
    const kept = this.record?.pages[at];
    return kept !== undefined && kept[0] === page[0] && kept[1] === page[1];
  }

  /** The kept index's files, when it was made from exactly `count` pages (each checked by `has`); undefined otherwise. */
  files(count: number): Map<string, Buffer> | undefined {
    const record = this.record;
    if (!record || record.pages.length !== count) return undefined;
    let pack: Buffer;
    try {
      pack = fs.readFileSync(path.join(this.dir, record.pack));
    } catch {
      return undefined;
    }
    if (pack.length !== record.files.reduce((sum, [, bytes]) => sum + bytes, 0)) return undefined;
    const files = new Map<string, Buffer>();
    let at = 0;
    for (const [name, bytes] of record.files) {
      files.set(name, pack.subarray(at, at + bytes));
      at += bytes;
    }
    return files;
  }

  /** Keeps `files`, the index made from `pages` in this order, for the next build (replacing the last). */
  keep(pages: IndexedPage[], files: Map<string, Buffer>): void {
    const pack = Buffer.concat([...files.values()]);
    const name = `index-${sha1(pack)}.bin`;
    const at = path.join(this.dir, name);
    if (!fs.existsSync(at)) writeCacheFileSync(at, pack);
    const record: Record = { key: this.key, pages, pack: name, files: [...files].map(([file, bytes]) => [file, bytes.length]) };
    writeCacheFileSync(path.join(this.dir, 'record.json'), JSON.stringify(record));
    this.record = record;
    for (const entry of fs.readdirSync(this.dir)) if (entry.startsWith('index-') && entry !== name) fs.rmSync(path.join(this.dir, entry), { force: true });
  }
}
