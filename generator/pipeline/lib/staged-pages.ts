// Full builds: each page's HTML goes to disk as soon as its document is made, into a file under
// `<cacheDir>/pages/` named by the hash of its content, and the write stage copies it into the output
// when the output's page differs (never a hard link: an edit of the output in place would reach the
// cache). The build then holds no page's HTML: the checks and the host files read each page back when
// they come to it (the search index is handed each page as it is made, and writes it out at once). At 1,000 posts the documents held
// 90 MB of HTML as strings, twice that in the heap; a blog of 10,000 posts would not fit.
//
// Nothing reaches the output folder before the checks pass: these files are in the cache folder. A file
// is written under a temporary name and moved into place, so a reader never sees half of one. Files the
// build did not make are removed once it has written its output, so the folder holds one build's pages.
//
// What the build works out from each page (its gzip size, the budgets' figure; its first-view images; its
// links and ids for the checks) is kept by the same name (lib/kept-page-facts.ts) in
// `<cacheDir>/page-facts.json`, written with the pages it names when the build ends: a warm build works it
// out only for the pages that changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pruneSharded, shardedPath, writeCacheFileSync } from '../../util/cache-file.ts';
import { generatorSourcesHash } from '../../util/generator-dir.ts';
import { KeptDocuments } from './kept-documents.ts';
import { KeptPageFacts } from './kept-page-facts.ts';

/** A page's gzip size, as the budgets count it. */
export const gzipSize = (html: string): number => gzipSync(html).length;

/**
 * What kept facts depend on besides the page: the generator's code (which works them out) and the zlib
 * Node links (gzipSize's figure). Bump FORMAT when the file's format changes.
 */
const FORMAT = 1;
const factsVersion = () => JSON.stringify([FORMAT, process.versions.zlib, generatorSourcesHash(import.meta.url)]);

/** A page whose HTML is on disk: `html` reads it each time it is asked for. */
export interface StagedPage {
  url: string;
  file: string;
  /** The stored file's path. */
  stored: string;
  readonly html: string;
}

export class StagedPages {
  private readonly dir: string;
  private readonly used = new Set<string>();
  private readonly facts: KeptPageFacts;
  /** Which stored page each page's document was, and what it was made from (lib/kept-documents.ts). */
  readonly documents: KeptDocuments;

  constructor(cacheDir: string) {
    this.dir = path.join(cacheDir, 'pages');
    this.documents = new KeptDocuments(cacheDir);
    this.facts = new KeptPageFacts(path.join(cacheDir, 'page-facts.json'), factsVersion());
  }

  /**
   * Stores the page whose HTML is `pieces` joined (if no file holds it yet) and returns the file's path. The
   * pieces are hashed one after another, never joined: see DocumentPieces (lib/html-document.ts).
   */
  put(pieces: readonly string[]): string {
    const hash = crypto.createHash('sha1');
    for (const piece of pieces) hash.update(piece);
    const name = `${hash.digest('hex')}.html`;
    this.used.add(name);
    const file = shardedPath(this.dir, name);
    if (!fs.existsSync(file)) writeCacheFileSync(file, Buffer.concat(pieces.map((piece) => Buffer.from(piece))));
    return file;
  }

  /** The path of the page stored as `name` by an earlier build, kept for this one; undefined when it is gone. */
  adopt(name: string): string | undefined {
    const file = shardedPath(this.dir, name);
    if (!fs.existsSync(file)) return undefined;
    this.used.add(name);
    return file;
  }

  /**
   * The `kind` fact of the page stored at `file` (put's answer): the last build's, when it made the same
   * page, or `make()`'s. `make` must read nothing but the page's HTML.
   */
  fact<T>(file: string, kind: string, make: () => T): T {
    return this.facts.get(path.basename(file), kind, make);
  }

  /** The SHA-1 (hex) of the HTML stored at `file` (put's answer): its name. */
  hashOf(file: string): string {
    return path.basename(file, '.html');
  }

  /** Facts taken from the last build, and worked out by this one. */
  get factCounts(): { kept: number; made: number } {
    return { ...this.facts.counts };
  }

  /** The page as the later stages read it. */
  page(url: string, file: string, stored: string): StagedPage {
    return {
      url,
      file,
      stored,
      get html() {
        return fs.readFileSync(stored, 'utf8');
      },
    };
  }

  /** Removes the files this build did not make or reuse, and keeps this build's facts for the next. */
  prune(): number {
    this.facts.save();
    this.documents.save();
    return pruneSharded(this.dir, this.used);
  }
}
