// What content loaders (collections, runtime/collections.ts) need while the generator builds: the
// project's folders, whether drafts show, and where to report the folders they read. Set by the
// pipeline's paths stage (generator/pipeline/stages/paths.ts). Not the pipeline's build context
// (generator/pipeline/context.ts), which stages get. Node only: no browser code imports this.

/** The context lives on globalThis: the route bundle and the generator may hold separate copies of this module. */
const slots = globalThis as unknown as Record<symbol, unknown>;

/** What content loaders need during a build (dynamic routes' paths() and page renders). */
export interface LoaderContext {
  /** Absolute project root. */
  root: string;
  /** Folder of the content collections, relative to the root ("content"). */
  contentDir: string;
  /** `site serve` shows draft entries; `site build` leaves them out. */
  drafts: boolean;
  /** Called with every folder a loader read, so serve mode re-renders when it changes. */
  read: (dir: string) => void;
  /**
   * Full builds: called on every getCollection(), with the entries it answers, so a page's render is
   * known to depend on them (pipeline/lib/kept-renders.ts).
   */
  used?: (collection: string, entries: readonly unknown[]) => void;
  /**
   * `compute()` kept by `key` across the builds of a serve session (the runtime itself is bundled
   * again on every edit, so it cannot keep anything); a full build computes every time.
   */
  keep?: <T>(key: string, compute: () => T) => T;
  /**
   * Full builds: JSON values kept on disk between builds (pipeline/lib/loader-store.ts), read when asked
   * for and never held. The key must name everything the value was made from.
   */
  store?: {
    read<T>(key: string): T | undefined;
    write(key: string, value: unknown): void;
    /** Keeps an entry this build does not read (pruning removes what a full build neither read nor kept). */
    keep(key: string): void;
  };
}

const KEY = Symbol.for('site.loaderContext');

export function setLoaderContext(ctx: LoaderContext | undefined): void {
  slots[KEY] = ctx;
}

export function getLoaderContext(caller: string): LoaderContext {
  const ctx = slots[KEY] as LoaderContext | undefined;
  if (!ctx) throw new Error(`${caller} can only be used while the generator builds the site`);
  return ctx;
}
