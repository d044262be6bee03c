// `site build`: the pipeline, one stage per file, in order.
import crypto from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fs from 'fs-extra';
import { globby } from 'globby';
import type { ResolvedConfig } from '../config.ts';
import { BuildError, Errors } from '../errors.ts';
import { AssetRegistry, fixedAssets } from './assets.ts';
import { bundleClient, scriptSetKey, type ClientBundleState, type ScriptSet } from './bundle-client.ts';
import { bundleServer, disposeServerBundle, type ServerBundleState } from './bundle-server.ts';
import { checkOutput } from './check.ts';
import { renderDocument } from './document.ts';
import { encodeVariants, ImageRegistry, scanImages } from './images.ts';
import { createLinariaCache, type LinariaCache } from './linaria.ts';
import { renderPages, type CachedRender } from './render.ts';
import { affectedRoutes, createChangeTracker, type ChangeTracker } from './affected.ts';
import { collectRoutes } from './routes.ts';
import { expandRoutes } from './paths.ts';
import { renderEndpoints } from './endpoints.ts';
import { setBuildContext } from '../runtime/context.ts';
import { searchAndSharing } from './seo.ts';
import { createWriteState, writeOutput, type OutputFile, type WriteState } from './write.ts';
import { hoistInlineStyles } from './inline-styles.ts';
import { hostFiles, hostFilesInput } from './host-files.ts';
import { precompress } from './precompress.ts';

export interface BuildOptions {
  /** Client build mode; development keeps React's hydration warnings (used by tests). */
  mode?: 'production' | 'development';
  /** A full build in a new process: compare the output folder with the disk (serve mode compares with its previous build). */
  fresh?: boolean;
  /** Include content entries marked `draft: true` (serve mode). */
  drafts?: boolean;
}

interface PageReport {
  url: string;
  file: string;
  htmlBytes: number;
  cssGzip: number;
  jsUpfrontGzip: number;
  jsTotalGzip: number;
  islands: string[];
  enhancements: string[];
}

export interface BuildResult {
  pages: PageReport[];
  timings: Record<string, number>;
  totalMs: number;
  images: { encoded: number; cached: number };
  /** Share pictures (og:image) rendered this build and reused from the cache. */
  shareImages: { encoded: number; cached: number };
  /** Things the build wants the user to know that are not errors. */
  notes: string[];
  linaria: { transformed: number; cached: number; skipped: number };
  write: { written: number; unchanged: number; removed: number };
  /** Source files that fed the build (for watch mode). */
  inputs: string[];
}

/** State kept between builds in one process (serve mode and benchmarks). */
export interface BuildSession {
  config: ResolvedConfig;
  linaria: LinariaCache;
  write: WriteState;
  /** Present in incremental sessions (serve): esbuild contexts and the last client bundle. */
  incremental?: { server: ServerBundleState; client: ClientBundleState; changes: ChangeTracker; renders: Map<string, CachedRender> };
}

/**
 * `incremental` keeps an esbuild context open between builds (serve mode); call disposeSession
 * when done, or the process will not exit.
 */
export function createSession(config: ResolvedConfig, options: { incremental?: boolean } = {}): BuildSession {
  return {
    config,
    linaria: createLinariaCache(config.abs(config.cacheDir)),
    write: createWriteState(),
    incremental: options.incremental ? { server: {}, client: {}, changes: createChangeTracker(), renders: new Map() } : undefined,
  };
}

export async function disposeSession(session: BuildSession): Promise<void> {
  if (session.incremental) await disposeServerBundle(session.incremental.server);
}

async function enhancementFilesOf(config: ResolvedConfig): Promise<Map<string, string>> {
  const dir = config.abs(config.enhancementsDir);
  const files = (await fs.pathExists(dir)) ? await globby('*.ts', { cwd: dir }) : [];
  return new Map(files.map((f) => [f.replace(/\.ts$/, ''), path.join(dir, f)]));
}

export async function build(session: BuildSession, options: BuildOptions = {}): Promise<BuildResult> {
  const { config } = session;
  const mode = options.mode ?? 'production';
  const timings: Record<string, number> = {};
  const started = performance.now();
  const stage = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await fn();
    } finally {
      timings[name] = Math.round(performance.now() - t);
    }
  };
  session.linaria.stats = { transformed: 0, cached: 0, skipped: 0 };

  const routeFiles = await stage('routes', () => collectRoutes(config.root, config.routesDir));
  const server = await stage('bundle', () => bundleServer(config, routeFiles, session.linaria, session.incremental?.server));
  // Content loaders (collections) read files during paths() and render; they report the folders
  // they read. The context stays set until the next build.
  const dataDirs = new Set<string>();
  setBuildContext({ root: config.root, contentDir: config.contentDir, drafts: options.drafts ?? false, read: (dir) => dataDirs.add(dir) });
  const routes = await stage('paths', () => expandRoutes(routeFiles, server.routes));
  const pageRoutes = routes.filter((r) => r.kind === 'page');
  const assetsDir = config.abs(config.assetsDir);
  const imageMetas = await stage('scanImages', () => scanImages(assetsDir, config.abs(config.cacheDir)));
  const assets = new AssetRegistry(assetsDir);
  const images = new ImageRegistry(imageMetas, config.imageWidths);
  const enhancementFiles = await enhancementFilesOf(config);
  const inc = session.incremental;
  const reuse = inc && {
    cache: inc.renders,
    render: await affectedRoutes(inc.changes, routeFiles.map((r) => r.absFile), server.imports, assetsDir, [...dataDirs]),
  };
  const rendered = await stage('render', () => renderPages(config, pageRoutes, server, assets, images, new Set(enhancementFiles.keys()), reuse));
  const endpoints = await stage('endpoints', () => renderEndpoints(routes.filter((r) => r.kind === 'endpoint'), server, config.siteUrl));

  const sets = rendered.map((p): ScriptSet => ({ islands: [...p.islands].sort(), enhancements: [...p.enhancements].sort() }));
  const client = await stage('bundleClient', () => bundleClient(config, sets, server.islandFiles, enhancementFiles, session.linaria, mode, session.incremental?.client));
  const encoded = await stage('images', () => encodeVariants(images.variants.values(), config.abs(config.cacheDir)));

  // Assemble the output.
  const files = new Map<string, OutputFile>();
  const hoisted = hoistInlineStyles(rendered.map((p) => p.body), rendered.map((p) => p.route.file));
  const siteCss = server.css + hoisted.css;
  const cssName = `assets/site-${crypto.createHash('sha256').update(siteCss).digest('hex').slice(0, 10)}.css`;
  files.set(cssName, { content: siteCss });
  for (const e of server.emitted) files.set(e.publicPath.slice(1), { copyFrom: e.abs });
  const fixed = await fixedAssets(assetsDir);
  for (const f of fixed) files.set(f.out, { copyFrom: f.from });
  for (const f of assets.published.values()) files.set(f.out, { copyFrom: f.from });
  for (const [out, from] of encoded.files) files.set(out, { copyFrom: from });
  for (const [out, from] of client.files) files.set(out, { copyFrom: from });
  for (const e of endpoints) files.set(e.route.outFile, { content: e.content });

  const fixedNames = new Set(fixed.map((f) => f.out));
  const seo = await stage('seo', () => searchAndSharing(config, rendered, { seo: server.seo, imports: server.imports, fixedAssets: fixedNames, now: new Date() }));
  for (const [out, file] of seo.files) files.set(out, file);
  type Favicon = { rel: string; href: string; type?: string; sizes?: string };
  const favicons: Favicon[] = [];
  if (fixedNames.has('favicon.ico')) favicons.push({ rel: 'icon', href: '/favicon.ico', sizes: '32x32' });
  if (fixedNames.has('icon.svg')) favicons.push({ rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' });
  if (fixedNames.has('apple-touch-icon.png')) favicons.push({ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' });
  const fontPreloads = server.emitted
    .filter((e) => e.publicPath.endsWith('.woff2') && config.preloadFonts.some((p) => path.basename(e.abs).includes(p)))
    .map((e) => e.publicPath);

  const cssGzip = gzipSync(siteCss).length;
  const pageReports: PageReport[] = [];
  const htmlByUrl: { url: string; file: string; html: string }[] = [];
  rendered.forEach((page, i) => {
    const key = scriptSetKey(sets[i]);
    const entry = client.entries.get(key);
    const html = renderDocument({
      lang: config.lang,
      title: page.meta.title,
      description: page.meta.description,
      canonical: page.route.listed ? new URL(page.route.url.slice(1), config.siteUrl).href : undefined,
      cssHref: `/${cssName}`,
      fontPreloads,
      favicons,
      head: [...(seo.heads.get(page.route.url)?.tags ?? []), ...(page.meta.head ?? [])],
      jsonLd: seo.heads.get(page.route.url)?.jsonLd,
      scripts: entry ? [entry] : [],
      body: hoisted.bodies[i],
    });
    files.set(page.route.outFile, { content: html });
    // A page that renders Markdown names it too: that is usually the file to fix.
    htmlByUrl.push({ url: page.route.url, file: [page.route.file, ...page.sources].join(', '), html });
    pageReports.push({
      url: page.route.url,
      file: page.route.file,
      htmlBytes: Buffer.byteLength(html),
      cssGzip,
      jsUpfrontGzip: client.upfrontGzip.get(key) ?? 0,
      jsTotalGzip: client.totalGzip.get(key) ?? 0,
      islands: sets[i].islands,
      enhancements: sets[i].enhancements,
    });
  });

  const problems = await stage('checks', async () =>
    checkOutput({
      pages: htmlByUrl,
      files: new Set([...files.keys()].filter((f) => !f.endsWith('.html')).map((f) => `/${f}`)),
      ignore: config.checkIgnore,
    }),
  );
  problems.unshift(...hoisted.problems);
  if (problems.length) {
    throw new BuildError(Errors.ChecksFailed, `${problems.length} problem(s) found; nothing was written.`, { details: problems });
  }

  for (const [out, content] of hostFiles(hostFilesInput(config, htmlByUrl, files))) files.set(out, { content });
  // Serve mode compresses on the fly; precompressed copies are for production servers.
  if (!session.incremental) await stage('precompress', () => precompress(files, config.abs(config.cacheDir)));

  const write = await stage('write', () => writeOutput(config.abs(config.outDir), files, session.write, options.fresh ?? false));
  return {
    pages: pageReports,
    timings,
    totalMs: Math.round(performance.now() - started),
    images: encoded.stats,
    shareImages: seo.shareImages,
    notes: seo.notes,
    linaria: { ...session.linaria.stats },
    write,
    inputs: server.inputs,
  };
}
