// Full builds: which stored document (lib/staged-pages.ts) each page's document was, and what it was made
// from, for the next full build: a page whose body (by its hash, lib/kept-renders.ts) and every other part
// of its document (meta, CSS, head tags, JSON-LD, script entry, the site's settings) are the same takes the
// stored file as it is, without reading its body or making the document again. At 10,000 posts, after one
// post's edit, making every document again was 5.7 s of a 24 s build.
//
// `<cacheDir>/documents.json`: a line of its version (the generator's sources: the code that makes
// documents), then a line a page: its URL, its document's key, the stored file's name.
import path from 'node:path';
import { generatorSourcesHash } from '../../util/generator-dir.ts';
import { KeyedLines } from '../../util/keyed-lines.ts';

/** Bump when the file's format changes. */
const FORMAT = 1;

export class KeptDocuments {
  private readonly file: KeyedLines;
  /** The last build's documents: by URL, `<key>\t<name>`. */
  private readonly last: Map<string, string>;
  readonly counts = { kept: 0, made: 0 };

  constructor(cacheDir: string) {
    this.file = new KeyedLines(path.join(cacheDir, 'documents.json'), JSON.stringify([FORMAT, generatorSourcesHash(import.meta.url)]));
    this.last = this.file.read();
  }

  /** The stored file's name of the page's last document, if it was made from `key`. */
  get(url: string, key: string): string | undefined {
    const line = this.last.get(url);
    return line?.startsWith(`${key}\t`) ? line.slice(key.length + 1) : undefined;
  }

  /** The page's document this build: made from `key`, stored as `name`. */
  set(url: string, key: string, name: string, kept: boolean): void {
    this.counts[kept ? 'kept' : 'made']++;
    this.file.add(url, `${key}\t${name}`);
  }

  /** The build succeeded: this build's documents, for the next. */
  save(): void {
    this.file.save();
  }
}
