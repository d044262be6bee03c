// What a full build works out from each finished page (its gzip size and first-view images for the size
// report, its links and ids for the checks), kept by the page's stored name (lib/staged-pages.ts: the
// hash of its HTML) for the next full build, which works it out again only for the pages that changed.
// At 4,000 posts, scanning every page for the checks and the report took 6.6 s of a 37 s warm build.
//
// A fact depends on the page's HTML and on the code that works it out: the file is trusted only when it
// was written with the same `version` (the callers give the generator's sources and what else they read).
// It keeps the facts of the last build's pages alone. Facts are JSON values; every string in them is
// written once, in a table, and named by its place (the header's and footer's links are on every page).
import fs from 'node:fs';
import { writeCacheFileSync } from '../../util/cache-file.ts';

type Facts = Record<string, unknown>;

/** A value read back: each string in it (its place in the table, in base 36) replaced by the string, in place. */
function resolve(value: unknown, strings: string[]): unknown {
  if (typeof value === 'string') return strings[Number.parseInt(value, 36)];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = resolve(value[i], strings);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = resolve(record[key], strings);
  }
  return value;
}

interface Kept {
  strings: string[];
  /** The facts by page, their strings not yet resolved (resolve() when asked for: a reviver took 4 times as long). */
  pages: Map<string, Facts>;
}

function read(file: string, version: string): Kept | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    // Line 1: the version and the strings; line 2: the facts by page, each string as its place in base 36.
    const split = text.indexOf('\n');
    const head = JSON.parse(text.slice(0, split)) as { version: string; strings: string[] };
    if (head.version !== version) return undefined;
    return { strings: head.strings, pages: new Map(Object.entries(JSON.parse(text.slice(split + 1)) as Record<string, Facts>)) };
  } catch {
    // Cut short or written by another format: every fact is worked out again.
    return undefined;
  }
}

export class KeptPageFacts {
  private readonly kept: Kept | undefined;
  private readonly now = new Map<string, Facts>();
  /** Facts taken from the last build, and worked out by this one. */
  readonly counts = { kept: 0, made: 0 };

  constructor(
    private readonly file: string,
    private readonly version: string,
  ) {
    this.kept = read(file, version);
  }

  /** The `kind` fact of the page stored as `name`: the last build's, or `make()`'s (kept for the next). */
  get<T>(name: string, kind: string, make: () => T): T {
    let facts = this.now.get(name);
    if (!facts) {
      facts = {};
      this.now.set(name, facts);
    }
    if (kind in facts) return facts[kind] as T;
    const last = this.kept?.pages.get(name);
    const found = last !== undefined && kind in last;
    const value = found ? (resolve(last[kind], this.kept!.strings) as T) : make();
    this.counts[found ? 'kept' : 'made']++;
    facts[kind] = value;
    return value;
  }

  /** Writes this build's facts, and only them, for the next build. */
  save(): void {
    const places = new Map<string, string>();
    const strings: string[] = [];
    const pages = JSON.stringify(Object.fromEntries(this.now), (_key, value) => {
      if (typeof value !== 'string') return value;
      let at = places.get(value);
      if (at === undefined) {
        at = strings.length.toString(36);
        places.set(value, at);
        strings.push(value);
      }
      return at;
    });
    writeCacheFileSync(this.file, `${JSON.stringify({ version: this.version, strings })}\n${pages}`);
  }
}
