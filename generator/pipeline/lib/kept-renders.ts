// Full builds: each page's render, kept for the next full build, which renders again only the pages whose
// inputs changed. At 10,000 posts, rendering every page was 20 s of a 44 s build after one post's edit.
//
// A render is reused when everything it read is the same. What a page's render may read, and how each is
// compared:
//  - its route's code: the route file and every project module it imports, by content, and the imports'
//    paths (render.ts: `codeOf`); the generator, the packages installed, the site's settings and the day
//    are in `version`, and a change to any of them renders every page;
//  - its props (what paths() gave it), by content (lib/value-fingerprint.ts); a collection entry's
//    Markdown by its `render`'s name, which holds the body's hash;
//  - a collection it asked for while rendering (a list of every post), by its entries' content;
//  - the assets it used, replayed in order: each asset() answer (its URL holds the file's hash), each
//    assetText() answer's hash, each image's variant set (their URLs hold the source's hash).
// Together these are the `key` and the `reads` of a page's record. Anything else a render reads (a file
// read directly, the environment, the time of day) is not seen, as in `site serve`: a page must read its
// inputs through its props, its imports and the runtime. The differential test
// (test/build/generator/incremental-differential.test.ts) checks every warm build against a clean one.
//
// The bodies are in the packs of lib/spilled-bodies.ts: a reused page's body stays where an earlier build
// put it. A pack mostly of bodies no page uses any more has its bodies that are still used copied into
// the build's own, so the folder holds about one build's bodies. `record.json` names the packs it uses;
// the others are removed once a build has written its record.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../config.ts';
import { generatorSourcesHash } from '../../util/generator-dir.ts';
import { KeyedLines } from '../../util/keyed-lines.ts';
import { alive } from '../../util/process-entries.ts';
import type { SpilledBodies, SpilledBody } from './spilled-bodies.ts';

/**
 * One thing a render read, in the order it read them, and its answer: an asset's URL ('a'), an asset text's
 * hash ('t'), an image's variant set's hash ('i', the request as JSON) or a collection's fingerprint ('c').
 */
export type RenderRead = [kind: 'a' | 't' | 'i' | 'c', arg: string, answer: string];

/** What a page's record holds: its key and reads, and what its render made besides the meta (worked out again, from the props). */
export interface RenderRecord {
  key: string;
  reads: RenderRead[];
  /** The classes its style attributes became, and the ones that could not be moved. */
  rules: [string, string][];
  problems: string[];
  islands: string[];
  enhancements: string[];
  sources: string[];
  /** The body's SHA-1 (its document is kept by it: lib/kept-documents.ts). */
  bodyHash: string;
  body: SpilledBody;
}

/** Bump when the record's format changes. */
const FORMAT = 3;

/** A pack is emptied into the build's own when less than this share of it is bodies still used. */
const MIN_LIVE = 0.5;
/** And when there are more packs than this, all but the largest are. */
const MAX_PACKS = 8;

const hashFile = (file: string) => {
  try {
    return crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return 'none';
  }
};

/**
 * What every render depends on besides its own inputs: the generator's code, the packages installed
 * (React renders, valibot parses dates), the project's manifest, the settings, the build's options (and
 * NODE_ENV, which picks React's build), the day (a footer's year) and what formats dates (Node's ICU, the
 * time zone).
 */
export function renderVersion(config: ResolvedConfig, options: { drafts: boolean; mode: string }): string {
  const now = new Date();
  return JSON.stringify([
    FORMAT,
    generatorSourcesHash(import.meta.url),
    hashFile(path.join(config.root, 'node_modules', '.package-lock.json')),
    hashFile(path.join(config.root, 'package.json')),
    config,
    options.drafts,
    options.mode,
    process.env.NODE_ENV,
    now.toISOString().slice(0, 10),
    [now.getFullYear(), now.getMonth(), now.getDate()],
    process.version,
    process.versions.icu,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ]);
}

/** A pack's file name: `<pid>-<n>.bin`; the process that made it. */
const packOwner = (name: string) => Number.parseInt(name, 10);

export class KeptRenders {
  private readonly file: KeyedLines;
  /** The last build's records by URL: `<pack>\t<offset>\t<bytes>\t<the rest as JSON>`, parsed when asked for (dropped once the render is done). */
  private last: Map<string, string>;
  /** Packs whose used bodies this build copies into its own. */
  private readonly emptied = new Set<string>();
  /** The packs this build's records name. */
  private readonly named = new Set<string>();
  readonly counts = { kept: 0, rendered: 0, unkept: 0 };

  constructor(
    private readonly bodies: SpilledBodies,
    version: string,
  ) {
    this.file = new KeyedLines(path.join(bodies.dir, 'record.json'), version);
    this.last = this.file.read();
    // How many bytes each pack holds of bodies still recorded.
    const live = new Map<string, number>();
    for (const value of this.last.values()) {
      const [pack, , bytes] = value.split('\t', 3);
      live.set(pack, (live.get(pack) ?? 0) + Number(bytes));
    }
    const sizes = new Map<string, number>();
    for (const pack of live.keys()) if (this.bodies.open(pack)) sizes.set(pack, this.bodies.size(pack));
    // A record naming a pack that is gone is no record.
    if (sizes.size < live.size) this.last.clear();
    const largest = [...sizes.keys()].reduce<string | undefined>((a, b) => (a === undefined || sizes.get(b)! > sizes.get(a)! ? b : a), undefined);
    for (const [pack, size] of sizes) {
      if (live.get(pack)! < size * MIN_LIVE || (sizes.size > MAX_PACKS && pack !== largest)) this.emptied.add(pack);
    }
  }

  /** The last build's record of the page at `url`. */
  get(url: string): RenderRecord | undefined {
    const value = this.last.get(url);
    if (value === undefined) return undefined;
    const [pack, at, bytes, rest] = value.split('\t');
    try {
      return { ...(JSON.parse(rest) as Omit<RenderRecord, 'body'>), body: { pack, at: Number(at), bytes: Number(bytes) } };
    } catch {
      return undefined;
    }
  }

  /** A record kept as it was: its body is where it was, or copied into this build's pack when its own is being emptied. */
  reuse(url: string, record: RenderRecord): SpilledBody {
    if (this.emptied.has(record.body.pack)) record.body = this.bodies.put(this.bodies.read(record.body));
    this.counts.kept++;
    this.add(url, record);
    return record.body;
  }

  /** A page rendered now: its record for the next build (none when it has no key). */
  rendered(url: string, record: RenderRecord | undefined): void {
    if (!record) {
      this.counts.unkept++;
      return;
    }
    this.counts.rendered++;
    this.add(url, record);
  }

  private add(url: string, record: RenderRecord): void {
    const { body, ...rest } = record;
    if (this.file.add(url, `${body.pack}\t${body.at}\t${body.bytes}\t${JSON.stringify(rest)}`)) this.named.add(body.pack);
  }

  /** The render stage is over: the last build's records are not needed any more. */
  doneRendering(): void {
    this.last = new Map();
  }

  /**
   * The build succeeded: writes this build's records (the next build reuses them) and removes the packs no
   * record names, nor a build still running. Whether the record names this build's own pack (to keep).
   */
  save(): boolean {
    this.file.save();
    for (const name of fs.readdirSync(this.bodies.dir)) {
      if (!name.endsWith('.bin') || this.named.has(name) || name === this.bodies.pack) continue;
      const owner = packOwner(name);
      if (owner === process.pid || !alive(owner)) fs.rmSync(path.join(this.bodies.dir, name), { force: true });
    }
    return this.named.has(this.bodies.pack);
  }
}
