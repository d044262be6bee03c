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
// Each page's gzip size (the budgets' figure) is kept by the same name in `<cacheDir>/page-gzip-sizes.json`,
// written with the pages it names when the build ends: a warm build gzips only the pages that changed
// (gzipping every page was half of the documents' time, 1.9 s at 1,000 posts).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sha1 } from '../../util/hash.ts';
import { pruneSharded, shardedPath, writeCacheFileSync } from '../../util/cache-file.ts';

/** A page's gzip size, as the budgets count it. */
export const gzipSize = (html: string): number => gzipSync(html).length;

/** What a kept size depends on besides the page: gzipSize's settings (zlib's defaults) and the zlib that Node links. */
const SIZES_KEY = `gzipSync defaults, zlib ${process.versions.zlib}`;

function readSizes(file: string): Map<string, number> {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { key: string; sizes: Record<string, number> };
    return kept.key === SIZES_KEY ? new Map(Object.entries(kept.sizes)) : new Map();
  } catch {
    return new Map();
  }
}

/** A page whose HTML is on disk: `html` reads it each time it is asked for. */
export interface StagedPage {
  url: string;
  file: string;
  readonly html: string;
}

export class StagedPages {
  private readonly dir: string;
  private readonly used = new Set<string>();
  private readonly sizesFile: string;
  /** The last build's gzip sizes, by file name. */
  private readonly keptSizes: Map<string, number>;
  /** This build's, by file name. */
  private readonly sizes = new Map<string, number>();

  constructor(cacheDir: string) {
    this.dir = path.join(cacheDir, 'pages');
    this.sizesFile = path.join(cacheDir, 'page-gzip-sizes.json');
    this.keptSizes = readSizes(this.sizesFile);
  }

  /** Stores `html` (if no file holds it yet) and returns the file's path. */
  put(html: string): string {
    const name = `${sha1(html)}.html`;
    this.used.add(name);
    const file = shardedPath(this.dir, name);
    if (!fs.existsSync(file)) writeCacheFileSync(file, html);
    return file;
  }

  /** The gzip size of `html`, stored at `file` (put's answer): the last build's when it made the same page. */
  gzipSize(file: string, html: string): number {
    const name = path.basename(file);
    const size = this.sizes.get(name) ?? this.keptSizes.get(name) ?? gzipSize(html);
    this.sizes.set(name, size);
    return size;
  }

  /** The page as the later stages read it. */
  page(url: string, file: string, staged: string): StagedPage {
    return {
      url,
      file,
      get html() {
        return fs.readFileSync(staged, 'utf8');
      },
    };
  }

  /** Removes the files this build did not make or reuse, and keeps this build's gzip sizes for the next. */
  prune(): number {
    writeCacheFileSync(this.sizesFile, JSON.stringify({ key: SIZES_KEY, sizes: Object.fromEntries(this.sizes) }));
    return pruneSharded(this.dir, this.used);
  }
}
