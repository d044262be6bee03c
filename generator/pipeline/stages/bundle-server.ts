import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import fs from 'fs-extra';
import { globby } from 'globby';
import type { ComponentType } from 'react';
import type { ResolvedConfig } from '../../config.ts';
import { BuildError, Errors } from '../../errors.ts';
import type { BuildContext } from '../context.ts';
import { globImportsPlugin } from '../lib/glob-imports.ts';
import { linariaPlugin } from '../lib/linaria.ts';
import { generatorDir } from '../../util/generator-dir.ts';
import { mapsBesideFiles, sourcePosition, type MapLookup } from '../lib/source-position.ts';
import type { PageMeta } from '../../runtime/index.ts';
import type { SiteSeo } from '../../runtime/seo.ts';
import type { RouteFile } from './routes.ts';
import {
  assetUrlPlugin,
  BROWSER_TARGETS,
  formatEsbuildError,
  packageCssPlugin,
  projectResolution,
  type EmittedFile,
  splitCssByInput,
} from '../lib/esbuild-options.ts';
import { byContent, sha1 } from '../../util/hash.ts';
import { ModuleRunner } from '../lib/module-runner.ts';
import { loadEntries, updateModules, type ServerEntries } from '../lib/server-modules.ts';

export interface RouteModule {
  /** A page component, or an endpoint's function returning the file's content. */
  // biome-ignore lint/suspicious/noExplicitAny: each route's props are its own type; the generator only passes them through
  default: ComponentType<any>;
  /** An object, or (dynamic routes) a function of the page's props. */
  // biome-ignore lint/suspicious/noExplicitAny: as above
  meta: PageMeta | ((props: any) => PageMeta);
  /** Dynamic routes: every page to build. */
  paths?: () => unknown;
}

export interface ServerBundle {
  routes: Map<string, RouteModule>;
  /** Island name → component. */
  // biome-ignore lint/suspicious/noExplicitAny: as above, for islands
  islands: Map<string, ComponentType<any>>;
  /** Island name → source file (absolute). */
  islandFiles: Map<string, string>;
  /** Enhancement name → source file (absolute): bundled for the browser only, found here with the islands. */
  enhancementFiles: Map<string, string>;
  /**
   * The site's CSS split by the module it came from (a styled module's extracted rules, an imported
   * stylesheet), minified, in cascade order: joining them in this order gives the whole site's CSS.
   */
  cssParts: CssPart[];
  /** Route file (absolute) → indexes into cssParts of the CSS its module graph pulls in, ascending. */
  cssOfRoute: Map<string, number[]>;
  /** Files that CSS url()s and imports point at (fonts, images), published under /assets/ by content. */
  emitted: EmittedFile[];
  /** Source files that went into the bundle (for watch mode). */
  inputs: string[];
  /** Import graph of the project's own source files (absolute paths), from esbuild's metafile. */
  imports: Map<string, string[]>;
  /** The site's search and sharing module (config.seo), if it has one. */
  seo?: SiteSeo;
  /** How it was made: esbuild's bundle of the whole graph, or (serve) the last one updated module by module. */
  madeBy: 'esbuild' | 'modules';
  /** The source maps of the code the pages run, to report where in the source an error was thrown. */
  sourceMaps: MapLookup;
}

export interface CssPart {
  /** The bundle input it came from ("linaria:Header_1x2y.linaria.css", "node_modules/x/y.css"). */
  input: string;
  css: string;
}

/** Minified, with the vendor prefixes the browser targets need. */
const minifyCss = async (css: string) => (await esbuild.transform(css, { loader: 'css', minify: true, target: BROWSER_TARGETS })).code;

/** esbuild's unminified CSS bundle split by input (splitCssByInput), each part minified. */
export async function splitCssBundle(raw: string, inputs: string[], minify: (css: string) => Promise<string> = minifyCss): Promise<CssPart[]> {
  const { parts, leading } = splitCssByInput(raw, new Set(inputs));
  if (leading) throw new BuildError(Errors.NoCss, `The CSS bundle has rules before its first input comment: ${leading.split('\n')[0].slice(0, 80)}`);
  return Promise.all(parts.map(async (p) => ({ input: p.input, css: (await minify(p.text)).trim() })));
}

/** Each route's CSS parts: every CSS input reachable from the route module through static imports. */
function cssOfRoutes(metafile: esbuild.Metafile, routes: RouteFile[], root: string, parts: CssPart[]): Map<string, number[]> {
  const index = new Map(parts.map((p, i) => [p.input, i]));
  const result = new Map<string, number[]>();
  for (const route of routes) {
    const start = path.relative(root, route.absFile).split(path.sep).join('/');
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const p = stack.pop()!;
      if (seen.has(p) || !metafile.inputs[p]) continue;
      seen.add(p);
      for (const imp of metafile.inputs[p].imports) if (imp.kind === 'import-statement' || imp.kind === 'import-rule') stack.push(imp.path);
    }
    const found = [...seen].map((p) => index.get(p)).filter((i): i is number => i !== undefined);
    result.set(
      route.absFile,
      found.sort((a, b) => a - b),
    );
  }
  return result;
}

/** Island files: default export is the component; the file name is the island's name. */
async function collectIslands(config: ResolvedConfig): Promise<Map<string, string>> {
  const dir = config.abs(config.islandsDir);
  const files = (await fs.pathExists(dir)) ? await globby('*.tsx', { cwd: dir }) : [];
  return new Map(files.sort().map((f) => [f.replace(/\.tsx$/, ''), path.join(dir, f)]));
}

async function collectEnhancements(config: ResolvedConfig): Promise<Map<string, string>> {
  const dir = config.abs(config.enhancementsDir);
  const files = (await fs.pathExists(dir)) ? await globby('*.ts', { cwd: dir }) : [];
  return new Map(files.sort().map((f) => [f.replace(/\.ts$/, ''), path.join(dir, f)]));
}

/** Kept by serve mode between builds: an esbuild context rebuilds incrementally while the entry stays the same. */
export interface ServerBundleState {
  entry?: string;
  /** Minified CSS by the content it came from. */
  minified: Map<string, Promise<string>>;
  /** What the open context's asset plugin published in its last build (the plugin lives as long as the context). */
  emitted: Map<string, EmittedFile>;
  context?: esbuild.BuildContext<esbuild.BuildOptions & { metafile: true }>;
  /** The project's modules, loaded through serve's loader hook rather than from the bundle's chunks. */
  runner?: ModuleRunner;
  /** The last bundle, which an edit to modules alone updates module by module (server-modules.ts). */
  last?: ServerBundle;
}

/** Serve mode: each rebuild names its changed chunks anew; the ones no output uses any more go. */
async function removeStaleChunks(outdir: string, metafile: esbuild.Metafile, root: string): Promise<void> {
  const dir = path.join(outdir, 'chunks');
  const current = new Set(Object.keys(metafile.outputs).map((p) => path.resolve(root, p)));
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .map((n) => path.join(dir, n))
      .filter((f) => !current.has(f))
      .map((f) => fs.remove(f)),
  );
}

export async function disposeServerBundle(state: ServerBundleState): Promise<void> {
  await state.context?.dispose();
  state.context = undefined;
  state.entry = undefined;
  state.last = undefined;
}

const ENTRY = 'site-server:entry';

/** The virtual module that imports every route and island and exports them by name. */
function entryPlugin(contents: string, resolveDir: string): esbuild.Plugin {
  return {
    name: 'site-server-entry',
    setup(build) {
      build.onResolve({ filter: /^site-server:entry$/ }, (args) => ({ path: args.path, namespace: 'site-server' }));
      build.onLoad({ filter: /.*/, namespace: 'site-server' }, () => ({ contents, loader: 'js', resolveDir }));
    },
  };
}

/**
 * Bundles every route and island for Node, extracting Linaria CSS on the way. Each route is also an
 * entry of its own, so with code splitting every route's code lands in content-named chunks that the
 * entry (server.js) imports. The entry's stylesheet (server.css) is the whole site's CSS in cascade
 * order. Serve loads the modules through its own loader hook instead of the chunks, and updates the
 * last bundle module by module when an edit allows it (lib/server-modules.ts).
 */
export async function bundleServer(ctx: BuildContext, input: { routeFiles: RouteFile[] }): Promise<ServerBundle> {
  const { config } = ctx;
  const routes = input.routeFiles;
  const linaria = ctx.session.linaria;
  const state = ctx.session.incremental?.server;
  const islandFiles = await collectIslands(config);
  const outdir = path.join(config.bundleDir, 'server');
  const emitted = state?.emitted ?? new Map<string, EmittedFile>();
  const entry = [
    ...routes.map((r, i) => `import * as r${i} from ${JSON.stringify(r.absFile)};`),
    ...[...islandFiles.values()].map((f, i) => `import i${i} from ${JSON.stringify(f)};`),
    `export const routes = { ${routes.map((r, i) => `${JSON.stringify(r.file)}: r${i}`).join(', ')} };`,
    `export const islands = { ${[...islandFiles.keys()].map((n, i) => `${JSON.stringify(n)}: i${i}`).join(', ')} };`,
    config.seo ? `export { default as seo } from ${JSON.stringify(config.abs(config.seo.module))};` : 'export const seo = undefined;',
  ].join('\n');
  const entries: ServerEntries = { routes, islandFiles, seoFile: config.seo && config.abs(config.seo.module) };
  // Serve keeps each minified part by content: an edit changes one module's CSS or none, and each of
  // the site's hundred or so parts is a round trip to esbuild.
  const minify = state ? (text: string) => byContent(state.minified, text, minifyCss) : minifyCss;
  // Serve: what changed since the last build that succeeded (undefined: not known, compare sources).
  const { changed } = ctx;
  if (state?.last && state.runner && changed && state.entry === entry) {
    const updated = await updateModules(state.runner, state.last, entries, changed, minify);
    if (updated) {
      state.last = { ...updated, enhancementFiles: await collectEnhancements(config) };
      return state.last;
    }
  }

  const options = {
    // The routes and the SEO module are entries too, only so that each lands in chunks of its own.
    entryPoints: {
      server: ENTRY,
      ...Object.fromEntries(routes.map((r, i) => [`routes/r${i}`, r.absFile])),
      ...(config.seo ? { 'routes/seo': config.abs(config.seo.module) } : {}),
    },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    outdir,
    chunkNames: 'chunks/[hash]',
    minify: false,
    // Beside each chunk, read only when an error needs its source position (lib/source-position.ts).
    sourcemap: 'external',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: config.root,
    ...projectResolution(config.root),
    plugins: [
      entryPlugin(entry, config.root),
      assetUrlPlugin(emitted),
      packageCssPlugin(config.root),
      globImportsPlugin(), // before Linaria's: the first plugin that loads a file wins
      linariaPlugin(linaria, { emitCss: true, reuse: Boolean(state) }),
    ],
  } satisfies esbuild.BuildOptions;

  let result: esbuild.BuildResult<{ metafile: true }>;
  try {
    if (!state) {
      await fs.emptyDir(outdir);
      result = await esbuild.build(options);
    } else {
      if (state.entry !== entry) {
        await disposeServerBundle(state);
        await fs.emptyDir(outdir);
        state.context = await esbuild.context(options);
        state.entry = entry;
      }
      result = await state.context!.rebuild();
      await removeStaleChunks(outdir, result.metafile, config.root);
    }
  } catch (e) {
    throw new BuildError(Errors.BundleFailed, formatEsbuildError(e, config.root), { cause: e });
  }

  if (state && !state.runner) state.runner = new ModuleRunner({ root: config.root, linaria });
  const modules = state?.runner ? await loadEntries(state.runner, entries, changed) : await importChunks(path.join(outdir, 'server.js'), config.root);
  const cssFile = path.join(outdir, 'server.css');
  const rawCss = (await fs.pathExists(cssFile)) ? await fs.readFile(cssFile, 'utf8') : '';
  if (!rawCss.trim()) throw new BuildError(Errors.NoCss, 'The server bundle produced no CSS.');
  const cssOutput = Object.entries(result.metafile.outputs).find(([p]) => path.resolve(config.root, p) === cssFile);
  const cssParts = await splitCssBundle(rawCss, cssOutput ? Object.keys(cssOutput[1].inputs) : [], minify);
  const cssOfRoute = cssOfRoutes(result.metafile, routes, config.root, cssParts);

  const own = (p: string) => !p.includes(':') && !p.includes('node_modules');
  const imports = new Map(
    Object.entries(result.metafile.inputs)
      .filter(([p]) => own(p))
      .map(([p, meta]) => [path.resolve(config.root, p), meta.imports.filter((i) => own(i.path)).map((i) => path.resolve(config.root, i.path))]),
  );
  // Files only: not the virtual modules (the entry, Linaria's CSS), which esbuild names "namespace:path".
  // The files that CSS url()s name are inputs too, though esbuild never reads them.
  const inputs = [
    ...Object.keys(result.metafile.inputs)
      .filter(own)
      .map((p) => path.resolve(config.root, p)),
    ...[...emitted.keys()].filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`)),
  ];

  const besideChunks = mapsBesideFiles();
  const runner = state?.runner;
  const bundle: ServerBundle = {
    madeBy: 'esbuild',
    sourceMaps: runner ? (file) => runner.mapOf(file) ?? besideChunks(file) : besideChunks,
    ...modules,
    islandFiles,
    enhancementFiles: await collectEnhancements(config),
    cssParts,
    cssOfRoute,
    emitted: [...emitted.values()].sort((a, b) => a.publicPath.localeCompare(b.publicPath)),
    inputs,
    imports,
  };
  if (state) state.last = bundle;
  return bundle;
}

/** `site build`: the route, island and SEO modules from the bundle's entry, which imports its chunks. */
async function importChunks(serverFile: string, root: string): Promise<Pick<ServerBundle, 'routes' | 'islands' | 'seo'>> {
  let mod: { routes: Record<string, RouteModule>; islands: ServerBundle['islands'] extends Map<string, infer C> ? Record<string, C> : never; seo?: SiteSeo };
  try {
    // Imported by its content: another build in the same process (tests, the benchmark) gets its own module.
    mod = await import(`${pathToFileURL(serverFile).href}?v=${sha1(await fs.readFile(serverFile))}`);
  } catch (e) {
    const at = sourcePosition(e, root, mapsBesideFiles(), [generatorDir(import.meta.url)]);
    throw new BuildError(Errors.ServerImportFailed, `Importing the server bundle failed: ${(e as Error).message}`, {
      details: at ? [`thrown at ${at}`] : [],
      cause: e,
    });
  }
  return { routes: new Map(Object.entries(mod.routes)), islands: new Map(Object.entries(mod.islands)), seo: mod.seo };
}
