// Full builds: each page's HTML goes to disk as soon as its document is made, into a file under
// `<cacheDir>/pages/` named by the hash of its content, and the write stage copies it into the output
// when the output's page differs (never a hard link: an edit of the output in place would reach the
// cache). The build then holds no page's HTML: the checks, the search index and the host files read each
// page back when they come to it. At 1,000 posts the documents held
// 90 MB of HTML as strings, twice that in the heap; a blog of 10,000 posts would not fit.
//
// Nothing reaches the output folder before the checks pass: these files are in the cache folder. A file
// is written under a temporary name and moved into place, so a reader never sees half of one. Files the
// build did not make are removed once it has written its output, so the folder holds one build's pages.
import fs from 'node:fs';
import path from 'node:path';
import { sha1 } from '../../util/hash.ts';
import { pruneSharded, shardedPath, writeCacheFileSync } from '../../util/cache-file.ts';

/** A page whose HTML is on disk: `html` reads it each time it is asked for. */
export interface StagedPage {
  url: string;
  file: string;
  readonly html: string;
}

export class StagedPages {
  private readonly dir: string;
  private readonly used = new Set<string>();

  constructor(cacheDir: string) {
    this.dir = path.join(cacheDir, 'pages');
  }

  /** Stores `html` (if no file holds it yet) and returns the file's path. */
  put(html: string): string {
    const name = `${sha1(html)}.html`;
    this.used.add(name);
    const file = shardedPath(this.dir, name);
    if (!fs.existsSync(file)) writeCacheFileSync(file, html);
    return file;
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

  /** Removes the files this build did not make or reuse. */
  prune(): number {
    return pruneSharded(this.dir, this.used);
  }
}
