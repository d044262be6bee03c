// The build context: one object handed to every stage (the way Astro threads its build internals),
// holding the settings, this build's options and timings, and the session kept between builds.
import type { SearchState } from './stages/search-index.ts';
import type { ResolvedConfig } from '../config.ts';
import { FileHashes } from './lib/assets.ts';
import type { ServerBundleState } from './stages/bundle-server.ts';
import type { ClientBundleState } from './stages/bundle-client.ts';
import { createCheckState, type CheckState } from './lib/output-checks.ts';
import { createLinariaCache, type LinariaCache } from './lib/linaria.ts';
import type { CachedRender, RenderedPage } from './stages/render.ts';
import type { RouteFile } from './stages/routes.ts';
import type { KeptDocument } from './stages/documents.ts';
import { createChangeTracker, type ChangeTracker } from './stages/affected.ts';
import { BackgroundEncoder, type ImageMeta } from './lib/images.ts';
import { type GitDates, sessionGitDates } from './lib/lastmod.ts';
import type { ShareArtCache } from './stages/seo.ts';
import { createWriteState, type WriteState } from './stages/write.ts';
import { ContentCache } from '../util/hash.ts';
import type { InlineCode } from './lib/http-headers.ts';

/**
 * State kept between builds in one process (serve mode and benchmarks). Every cache lives here, none
 * in a module: a new session starts cold.
 */
export interface BuildSession {
  config: ResolvedConfig;
  linaria: LinariaCache;
  write: WriteState;
  /** Content hashes of source files (assets, images, share pictures), by size and mtime. */
  fileHashes: FileHashes;
  /** What the output checks keep between builds: each page's scan, and the last check's results. */
  checks: CheckState;
  /** Gzip sizes of pages' HTML and CSS (the budgets' figures), by content. */
  gzipSizes: ContentCache<number>;
  /** SHA-256 (hex) of stylesheets' text, by content: the per-page CSS files' names. */
  cssHashes: ContentCache<string>;
  /** Each page's inline scripts and styles (their hashes go into the Content-Security-Policy), by its HTML. */
  inlineCode: ContentCache<InlineCode>;
  /** Present in incremental sessions (serve): esbuild contexts and the last client bundle. */
  incremental?: {
    server: ServerBundleState;
    client: ClientBundleState;
    changes: ChangeTracker;
    renders: Map<string, CachedRender>;
    /** Image variants not encoded yet, encoded after the build while pages show their sources. */
    images: BackgroundEncoder;
    /** The sitemap's git dates, kept until HEAD moves. */
    gitDates: GitDates;
    /** What the runtime keeps between builds (LoaderContext.keep in runtime/context.ts), by key. */
    kept: Map<string, unknown>;
    /** Share picture drawings, by the SEO module, every page's meta and the page. */
    shareArt: ShareArtCache;
    /**
     * Per rendered page (the same object while the page's route is unaffected by an edit, its style
     * attributes hoisted by its render): its document with what else it was made of. So the stages
     * after render do work in proportion to the pages an edit reaches.
     */
    documents: WeakMap<RenderedPage, KeptDocument>;
    /** The route files as last listed, reused while no edit is inside the routes folder. */
    routeFiles?: RouteFile[];
    /** Files the watcher saw change since the last build that succeeded: a failed build's edits count for the next. */
    unsettled: Set<string>;
    /** The assets folder's images as last scanned (size, hash), reused while an edit is outside that folder. */
    imageMetas?: Map<string, ImageMeta>;
    /** The search index, served from memory (never written to the output folder) and its inputs' key. */
    search: SearchState;
  };
}

/**
 * `incremental` keeps an esbuild context open between builds (serve mode); call disposeSession
 * when done, or the process will not exit.
 */
export function createSession(config: ResolvedConfig, options: { incremental?: boolean; imagesInBackground?: boolean } = {}): BuildSession {
  return {
    config,
    linaria: createLinariaCache(config.abs(config.cacheDir), config.root),
    write: createWriteState(),
    fileHashes: new FileHashes(),
    // A one-off build keeps nothing for a next check.
    checks: createCheckState(options.incremental === true),
    gzipSizes: new ContentCache(),
    cssHashes: new ContentCache(),
    inlineCode: new ContentCache(),
    incremental: options.incremental
      ? {
          server: { minified: new Map(), emitted: new Map() },
          unsettled: new Set(),
          client: {},
          changes: createChangeTracker(),
          renders: new Map(),
          images: new BackgroundEncoder(options.imagesInBackground ?? true),
          gitDates: sessionGitDates(),
          kept: new Map(),
          documents: new WeakMap(),
          search: {},
          shareArt: new WeakMap(),
        }
      : undefined,
  };
}

export interface BuildOptions {
  /** Client build mode; development keeps React's hydration warnings (used by tests). */
  mode?: 'production' | 'development';
  /** A full build in a new process: compare the output folder with the disk (serve mode compares with its previous build). */
  fresh?: boolean;
  /** Include content entries marked `draft: true` (serve mode). */
  drafts?: boolean;
  /** Serve: the files the watcher saw change since the last build (unset: not known). */
  changed?: ReadonlySet<string>;
  /** false: skip the type check that config.typecheck asks for (`--no-typecheck`). Serve checks on its own. */
  typecheck?: boolean;
}

/** One build: what every stage reads. */
export interface BuildContext {
  config: ResolvedConfig;
  session: BuildSession;
  mode: 'production' | 'development';
  fresh: boolean;
  drafts: boolean;
  /** Whether the type check config.typecheck asks for runs (BuildOptions.typecheck). */
  typecheck: boolean;
  /**
   * Serve: the files changed since the last build that succeeded, as the watcher saw them (unset: not
   * known, and the stages compare everything). Stages that know what an edit touched do only that.
   */
  changed?: ReadonlySet<string>;
  /** Milliseconds per stage, filled in by `stage`. */
  timings: Record<string, number>;
  /**
   * The JavaScript heap in use after each stage (bytes), filled in by `stage`: where a build's memory goes.
   * Under `node --expose-gc`, measured after a full collection: what the build keeps, without the garbage
   * V8 has not collected yet (which varies from run to run).
   */
  heapAfter: Record<string, number>;
  /** Date.now() when the build began (the build manifest trusts no input changed since shortly before). */
  startedAt: number;
}

export function createBuildContext(session: BuildSession, options: BuildOptions): BuildContext {
  session.linaria.stats = { transformed: 0, reused: 0, cached: 0, skipped: 0 };
  for (const cache of [session.gzipSizes, session.cssHashes, session.inlineCode]) cache.rotate();
  const unsettled = session.incremental?.unsettled;
  if (unsettled && options.changed) for (const file of options.changed) unsettled.add(file);
  return {
    config: session.config,
    session,
    mode: options.mode ?? 'production',
    fresh: options.fresh ?? false,
    drafts: options.drafts ?? false,
    typecheck: options.typecheck !== false,
    changed: options.changed && unsettled ? new Set(unsettled) : options.changed,
    timings: {},
    heapAfter: {},
    startedAt: Date.now(),
  };
}

/** A pipeline stage: what it reads beyond the context comes in `input`, from the stages before it. */
export type Stage<I, O> = (ctx: BuildContext, input: I) => O | Promise<O>;

/** SITE_TRACE_STAGES=1: each stage's start and end on stderr, for telling a slow build from a stuck one. */
const traceStages = process.env.SITE_TRACE_STAGES === '1';

/** Runs one stage and records its time under `name`. */
export async function stage<I, O>(ctx: BuildContext, name: string, run: Stage<I, O>, input: I): Promise<O> {
  const t = performance.now();
  if (traceStages) process.stderr.write(`[stage] ${name} started at ${Math.round(t)} ms\n`);
  try {
    return await run(ctx, input);
  } finally {
    ctx.timings[name] = Math.round(performance.now() - t);
    if (traceStages) process.stderr.write(`[stage] ${name} ended after ${ctx.timings[name]} ms\n`);
    (globalThis as { gc?: () => void }).gc?.();
    ctx.heapAfter[name] = process.memoryUsage().heapUsed;
  }
}
