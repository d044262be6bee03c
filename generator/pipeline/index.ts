// `site build`: the pipeline, in order. Each stage is a file of its own and takes the build context
// (context.ts); docs/generator.md describes what each reads and writes.
import path from 'node:path';
import fs from 'fs-extra';
import { globby } from 'globby';
import type { ResolvedConfig } from '../config.ts';
import { BuildError, Errors } from '../errors.ts';
import { setBuildContext } from '../runtime/context.ts';
import { affectedRoutes, importClosure } from './stages/affected.ts';
import { dropManifest, writeManifest } from './stages/build-manifest.ts';
import { assembleOutput } from './stages/assemble.ts';
import { AssetRegistry } from './lib/assets.ts';
import { bundleClient, type ScriptSet } from './stages/bundle-client.ts';
import { bundleServer, disposeServerBundle } from './stages/bundle-server.ts';
import { checkBudgets } from './lib/budgets.ts';
import { checkOutput } from './lib/output-checks.ts';
import { createBuildContext, stage, type BuildOptions, type BuildSession } from './context.ts';
import { renderDocuments, type PageReport } from './stages/documents.ts';
import { renderEndpoints } from './stages/endpoints.ts';
import { hostFiles, hostFilesInput } from './stages/host-files.ts';
import { byContent } from '../util/hash.ts';
import { encodeVariants, ImageRegistry, type ImageStats, scanImages } from './stages/images.ts';
import { expandRoutes } from './stages/paths.ts';
import { precompress } from './stages/precompress.ts';
import { renderPages } from './stages/render.ts';
import { collectRoutes } from './stages/routes.ts';
import { searchAndSharing } from './stages/seo.ts';
import { closeSearch, indexSearch } from './stages/search-index.ts';
import { writeOutput } from './stages/write.ts';

export { createSession, type BuildOptions, type BuildSession } from './context.ts';
export type { PageReport } from './stages/documents.ts';

export interface BuildResult {
  pages: PageReport[];
  timings: Record<string, number>;
  totalMs: number;
  /** Image variants encoded, reused from the cache, and (serve) left to the background encoder. */
  images: ImageStats;
  /** Share pictures (og:image) rendered this build and reused from the cache. */
  shareImages: { encoded: number; cached: number };
  /** Things the build wants the user to know that are not errors. */
  notes: string[];
  linaria: { transformed: number; cached: number; skipped: number };
  write: { written: number; unchanged: number; removed: number };
  /** Source files that fed the build (for watch mode). */
  inputs: string[];
  /** The search index (when `search` is configured): pages indexed, its files and their bytes. */
  search?: { pages: number; files: number; bytes: number };
}

export async function disposeSession(session: BuildSession): Promise<void> {
  if (session.incremental) await disposeServerBundle(session.incremental.server);
  if (session.config.search) await closeSearch();
}

async function enhancementFilesOf(config: ResolvedConfig): Promise<Map<string, string>> {
  const dir = config.abs(config.enhancementsDir);
  const files = (await fs.pathExists(dir)) ? await globby('*.ts', { cwd: dir }) : [];
  return new Map(files.map((f) => [f.replace(/\.ts$/, ''), path.join(dir, f)]));
}

export async function build(session: BuildSession, options: BuildOptions = {}): Promise<BuildResult> {
  const ctx = createBuildContext(session, options);
  const { config } = ctx;
  const started = performance.now();
  session.linaria.stats = { transformed: 0, cached: 0, skipped: 0 };
  // Until this build has written its output, the last build's manifest proves nothing.
  if (!session.incremental) dropManifest(config);

  // 1. Routes and the server bundle (every route module, compiled once).
  const routeFiles = await stage(ctx, 'routes', () => collectRoutes(config.root, config.routesDir));
  const server = await stage(ctx, 'bundle', () => bundleServer(ctx, routeFiles));

  // 2. Dynamic routes expand to pages. Content loaders (collections) read files during paths() and
  //    render; they report the folders they read. The runtime context stays set until the next build.
  const dataDirs = new Set<string>();
  const kept = session.incremental?.kept;
  setBuildContext({
    root: config.root,
    contentDir: config.contentDir,
    drafts: ctx.drafts,
    read: (dir) => dataDirs.add(dir),
    keep: kept && (<T>(key: string, compute: () => T) => byContent(kept, key, compute) as T),
  });
  const routes = await stage(ctx, 'paths', () => expandRoutes(routeFiles, server.routes));

  // 3. Render pages (serve mode re-renders only the routes an edit can affect) and endpoints.
  const assetsDir = config.abs(config.assetsDir);
  const imageMetas = await stage(ctx, 'scanImages', () => scanImages(assetsDir, config.abs(config.cacheDir), session.fileHashes));
  const assets = new AssetRegistry(assetsDir, session.fileHashes);
  const images = new ImageRegistry(imageMetas, config.imageWidths);
  const enhancementFiles = await enhancementFilesOf(config);
  const inc = session.incremental;
  const reuse = inc && {
    cache: inc.renders,
    render: await stage(ctx, 'affected', () =>
      affectedRoutes(inc.changes, {
        routeFiles: routeFiles.map((r) => r.absFile),
        imports: server.imports,
        assetsDir,
        dataDirs: [...dataDirs],
        hashes: session.fileHashes,
      }),
    ),
  };
  const pageRoutes = routes.filter((r) => r.kind === 'page');
  const enhancements = new Set(enhancementFiles.keys());
  const rendered = await stage(ctx, 'render', () => renderPages(ctx, pageRoutes, { server, assets, images, enhancements, reuse }));
  const endpoints = await stage(ctx, 'endpoints', () =>
    renderEndpoints(
      routes.filter((r) => r.kind === 'endpoint'),
      server,
      config.siteUrl,
    ),
  );

  // 4. The client bundle (one entry per set of islands and enhancements) and image variants.
  const sets = rendered.map((p): ScriptSet => ({ islands: [...p.islands].sort(), enhancements: [...p.enhancements].sort() }));
  const client = await stage(ctx, 'bundleClient', () => bundleClient(ctx, sets, { islandFiles: server.islandFiles, enhancementFiles }));
  const encoded = await stage(ctx, 'images', () => encodeVariants(images.variants.values(), config.abs(config.cacheDir), session.incremental?.images));

  // 5. Output files, search and sharing (sitemap, robots, feeds, share pictures, head tags), documents.
  const output = await stage(ctx, 'assemble', () => assembleOutput(ctx, { rendered, server, client, assets, encoded: encoded.files, endpoints }));
  const seoInputs = {
    seo: server.seo,
    imports: server.imports,
    fixedAssets: output.fixedNames,
    now: new Date(),
    hashes: session.fileHashes,
    gitDates: session.incremental?.gitDates,
    shareArt: session.incremental?.shareArt,
  };
  const seo = await stage(ctx, 'seo', () => searchAndSharing(config, rendered, seoInputs));
  for (const [out, file] of seo.files) output.files.set(out, file);
  const documents = await stage(ctx, 'documents', async () => renderDocuments(ctx, { rendered, sets, server, client, seo, output }));

  // 6. Checks over the whole output; nothing is written when one fails.
  const problems = await stage(ctx, 'checks', async () =>
    checkOutput({
      pages: documents.pages,
      // Variants still being encoded (serve mode) are served from their sources until ready.
      files: new Set([...output.files.keys(), ...encoded.pending].filter((f) => !f.endsWith('.html')).map((f) => `/${f}`)),
      ignore: config.checkIgnore,
      state: session.checks,
    }),
  );
  problems.unshift(...output.problems);
  if (problems.length) {
    throw new BuildError(Errors.ChecksFailed, `${problems.length} problem(s) found; nothing was written.`, { details: problems });
  }
  checkBudgets(documents.reports, config.budgets);

  // 6b. The search index of the finished pages: published by a build; serve mode keeps it in memory
  //     (session.incremental.search) and answers it from there (serve/middlewares/search-index.ts).
  let search: BuildResult['search'];
  if (config.search) {
    const index = await stage(ctx, 'search', () => indexSearch(config.search!, documents.pages, session.incremental?.search));
    if (!session.incremental) {
      await closeSearch();
      for (const [out, content] of index.files) output.files.set(out, { content });
    }
    search = { pages: index.pages, files: index.files.size, bytes: [...index.files.values()].reduce((s, b) => s + b.length, 0) };
  }

  // 7. Host files (headers, CSP), precompressed copies (serve mode compresses on the fly), write.
  const host = await stage(ctx, 'hostFiles', async () => hostFiles(hostFilesInput(config, documents.pages, output.files)));
  for (const [out, content] of host) output.files.set(out, { content });
  if (!session.incremental) await stage(ctx, 'precompress', () => precompress(output.files, config.abs(config.cacheDir)));
  const write = await stage(ctx, 'write', () => writeOutput(config.abs(config.outDir), output.files, { state: session.write, fresh: ctx.fresh }));

  // 8. The build manifest (full builds): what each page read and wrote, so the next `site build`
  //    can prove nothing changed (stages/build-manifest.ts).
  if (!session.incremental) {
    await stage(ctx, 'manifest', async () => {
      // Output files by the source they come from: published asset copies and image variants.
      const outsOf = new Map<string, string[]>();
      const add = (from: string, out: string) => outsOf.set(from, [...(outsOf.get(from) ?? []), out]);
      for (const f of assets.published.values()) add(f.from, f.out);
      for (const v of images.variants.values()) add(v.source.abs, v.out);
      const producedBy = (r: (typeof rendered)[number]) => {
        const html = r.route.url.endsWith('/') ? `${r.route.url.slice(1)}index.html` : r.route.url.slice(1);
        return [html, ...r.assets.flatMap((a) => outsOf.get(a) ?? [])].sort();
      };
      writeManifest(config, ctx, {
        pages: rendered.map((r) => ({
          url: r.route.url,
          route: r.route.absFile,
          modules: importClosure(r.route.absFile, server.imports),
          content: r.sources.map((f) => path.resolve(config.root, f)),
          assets: r.assets,
          outputs: producedBy(r),
        })),
        inputs: server.inputs,
        dataDirs: [...dataDirs].map((d) => path.resolve(config.root, d)),
      });
    });
  }

  return {
    pages: documents.reports,
    timings: ctx.timings,
    totalMs: Math.round(performance.now() - started),
    images: encoded.stats,
    shareImages: seo.shareImages,
    notes: seo.notes,
    linaria: { ...session.linaria.stats },
    write,
    inputs: server.inputs,
    search,
  };
}
