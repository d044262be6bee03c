// `site build`: the pipeline, in order. Each stage is a file of its own under stages/ and takes
// (ctx, input): the build context (context.ts) and what earlier stages made; docs/generator.md
// describes what each reads and writes. Helpers the stages share are under lib/.
import path from 'node:path';
import { dropBuildManifest } from './lib/build-manifest.ts';
import { createBuildContext, stage, type BuildContext, type BuildOptions, type BuildSession } from './context.ts';
import { startTypeCheck, type TypeCheckRun } from './lib/typecheck.ts';
import { KeptSearchIndex } from './lib/kept-search-index.ts';
import { SpilledBodies } from './lib/spilled-bodies.ts';
import { KeptRenders, renderVersion } from './lib/kept-renders.ts';
import { checkTypes } from './stages/types.ts';
import { affectedRoutes } from './stages/affected.ts';
import { assembleOutput } from './stages/assemble.ts';
import { writeBuildManifest } from './stages/build-manifest.ts';
import { bundleClient } from './stages/bundle-client.ts';
import { bundleServer, disposeServerBundle } from './stages/bundle-server.ts';
import { checkSite } from './stages/checks.ts';
import { type Documents, renderDocuments, type PageReport } from './stages/documents.ts';
import { encodeImages } from './stages/encode-images.ts';
import { renderEndpoints } from './stages/endpoints.ts';
import { hostFiles } from './stages/host-files.ts';
import { expandRoutes } from './stages/paths.ts';
import { precompress } from './stages/precompress.ts';
import { renderPages } from './stages/render.ts';
import { collectRoutes } from './stages/routes.ts';
import { scanAssets } from './stages/scan-assets.ts';
import { closeSearch, indexedCount, indexSearch, searchFolder, startSearch, type SearchSummary } from './stages/search-index.ts';
import { searchAndSharing } from './stages/seo.ts';
import { writeOutput, type WriteStats } from './stages/write.ts';
import type { ImageStats } from './lib/images.ts';

export { createSession, type BuildOptions, type BuildSession } from './context.ts';
export type { PageReport } from './stages/documents.ts';

export interface BuildResult {
  pages: PageReport[];
  timings: Record<string, number>;
  /** The heap in use after each stage, in bytes. */
  heapAfter: Record<string, number>;
  totalMs: number;
  /** Image variants encoded, reused from the cache, and (serve) left to the background encoder. */
  images: ImageStats;
  /** Share pictures (og:image) rendered this build and reused from the cache. */
  shareImages: { encoded: number; cached: number };
  /** Things the build wants the user to know that are not errors. */
  notes: string[];
  linaria: { transformed: number; reused: number; cached: number; skipped: number };
  write: WriteStats;
  /** Source files that fed the build (for watch mode). */
  inputs: string[];
  /** How the server modules were made: esbuild's bundle, or (serve, an edit to modules alone) module by module. */
  serverModules: 'esbuild' | 'modules';
  /** The search index (when `search` is configured; not in serve, which indexes after the build): pages indexed, its files and their bytes. */
  search?: SearchSummary;
  /** A full build: what it worked out from its pages (sizes, scans), taken from the last build's same pages or worked out now (lib/kept-page-facts.ts). */
  pageFacts?: { kept: number; made: number };
  /**
   * A full build: pages whose last render was reused (`kept`), rendered with a record for the next build
   * (`rendered`), and rendered without one, their props holding what cannot be compared (`unkept`) (lib/kept-renders.ts).
   */
  renders?: { kept: number; rendered: number; unkept: number };
  /** A full build: documents taken as the last build stored them, and made (lib/kept-documents.ts). */
  documents?: { kept: number; made: number };
}

export async function disposeSession(session: BuildSession): Promise<void> {
  if (session.incremental) await disposeServerBundle(session.incremental.server);
  if (session.config.search) await closeSearch(session.incremental?.search);
}

export async function build(session: BuildSession, options: BuildOptions = {}): Promise<BuildResult> {
  const ctx = createBuildContext(session, options);
  const started = performance.now();
  const full = !session.incremental;
  // Until this build has written its output, the last build's manifest proves nothing.
  if (full) dropBuildManifest(ctx.config);
  // On the other core while this one builds; serve runs its own `tsc --watch` (serve/index.ts).
  const types = full && ctx.config.typecheck && options.typecheck !== false ? startTypeCheck(ctx.config) : undefined;
  // A full build's page bodies wait on disk between render and documents, so memory holds one at a time;
  // the next full build reuses the renders of the pages whose inputs are the same (lib/kept-renders.ts).
  const spill = full ? new SpilledBodies(path.join(ctx.config.abs(ctx.config.cacheDir), 'renders')) : undefined;
  const kept = spill && new KeptRenders(spill, renderVersion(ctx.config, { drafts: ctx.drafts, mode: ctx.mode }));
  // Whether the record the build wrote names its pack, which is then kept.
  let saved = false;
  try {
    const result = await buildWith(ctx, session, { full, started, types, spill, kept });
    saved = kept?.save() ?? false;
    return result;
  } finally {
    types?.stop();
    spill?.dispose({ keep: saved });
  }
}

async function buildWith(
  ctx: BuildContext,
  session: BuildSession,
  { full, started, types, spill, kept }: { full: boolean; started: number; types?: TypeCheckRun; spill?: SpilledBodies; kept?: KeptRenders },
): Promise<BuildResult> {
  const routeFiles = await stage(ctx, 'routes', collectRoutes, {});
  const server = await stage(ctx, 'bundle', bundleServer, { routeFiles });
  const { routes, dataDirs, store, collections } = await stage(ctx, 'paths', expandRoutes, { routeFiles, server });
  const { assets, images } = await stage(ctx, 'scanAssets', scanAssets, {});
  // Serve re-renders only the routes an edit can reach.
  const reuse = full ? undefined : await stage(ctx, 'affected', affectedRoutes, { routeFiles, server, dataDirs });
  const rendered = await stage(ctx, 'render', renderPages, { routes, server, assets, images, reuse, spill, kept, collections });
  const endpoints = await stage(ctx, 'endpoints', renderEndpoints, { routes, server });
  const client = await stage(ctx, 'bundleClient', bundleClient, { rendered, server });
  const encoded = await stage(ctx, 'images', encodeImages, { images });
  const output = await stage(ctx, 'assemble', assembleOutput, { rendered, server, client, assets, encoded: encoded.files, endpoints });
  const seo = await stage(ctx, 'seo', searchAndSharing, { rendered, server, output });
  // A full build's search index is made while its documents are made and checked: Pagefind indexes
  // the pages a part of them at a time, each in a process of its own, once the last page is made (stages/search-index.ts).
  // A part of the last build's is reused when its pages are all the same (lib/kept-search-index.ts).
  const cacheDir = ctx.config.abs(ctx.config.cacheDir);
  const job =
    full && ctx.config.search
      ? startSearch(ctx.config.search, {
          folder: searchFolder(cacheDir),
          expected: indexedCount(
            ctx.config.search,
            rendered.map((page) => page.route),
          ),
          kept: new KeptSearchIndex(cacheDir, ctx.config.search),
        })
      : undefined;
  let documents: Documents;
  try {
    documents = await stage(ctx, 'documents', renderDocuments, { rendered, server, client, seo, output, search: job, spill });
    job?.end();
    // Nothing is written when a check fails.
    await stage(ctx, 'checks', checkSite, { documents, output, pending: encoded.pending, rendered, server });
  } catch (e) {
    await job?.stop();
    throw e;
  }
  const search = ctx.config.search ? await stage(ctx, 'search', indexSearch, { documents, output, job }) : undefined;
  await stage(ctx, 'hostFiles', hostFiles, { documents, output });
  // Like the checks above: nothing is written when the types fail.
  if (types) await stage(ctx, 'types', checkTypes, { types });
  if (full) await stage(ctx, 'precompress', precompress, { output });
  const write = await stage(ctx, 'write', writeOutput, { output });
  if (full) await stage(ctx, 'manifest', writeBuildManifest, { rendered, server, assets, images, dataDirs });
  store?.prune();
  documents.staged?.prune();
  session.incremental?.unsettled.clear();

  return {
    pages: documents.reports,
    timings: ctx.timings,
    heapAfter: ctx.heapAfter,
    totalMs: Math.round(performance.now() - started),
    images: encoded.stats,
    shareImages: seo.shareImages,
    notes: seo.notes,
    linaria: { ...session.linaria.stats },
    write,
    inputs: server.inputs,
    serverModules: server.madeBy,
    search,
    pageFacts: documents.staged?.factCounts,
    renders: kept && { ...kept.counts },
    documents: documents.staged && { ...documents.staged.documents.counts },
  };
}
