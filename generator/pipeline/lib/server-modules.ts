// `site serve`'s server modules, loaded through its own loader hook (module-runner.ts), and the
// per-module update of the server bundle after an edit. An edit to project modules that keeps each
// module's imports, its published files and whether it has CSS at all changes nothing but those
// modules' code and CSS: they are transformed alone, they and their importers up to the routes are
// evaluated again, and each one's CSS part is replaced where esbuild placed it (the cascade order
// depends on the import graph alone, which did not change). Anything else (a stylesheet, a new import,
// a route or island added) goes to esbuild's rebuild of the whole graph, after which the runner
// loads what changed.
import fs from 'node:fs';
import type { ComponentType } from 'react';
import type { SiteSeo } from '../../runtime/seo.ts';
import type { CssPart, RouteModule, ServerBundle } from '../stages/bundle-server.ts';
import type { RouteFile } from '../stages/routes.ts';
import type { ModuleRunner } from './module-runner.ts';
import type { TransformedModule } from './module-transform.ts';
import { BuildError, Errors } from '../../errors.ts';
import { generatorDir } from '../../util/generator-dir.ts';
import { sourcePosition } from './source-position.ts';

/** The modules the server bundle exports: each route, each island, the site's SEO module. */
export interface ServerEntries {
  routes: RouteFile[];
  islandFiles: Map<string, string>;
  seoFile?: string;
}

const entryFiles = (entries: ServerEntries) => [
  ...entries.routes.map((r) => r.absFile),
  ...entries.islandFiles.values(),
  ...(entries.seoFile ? [entries.seoFile] : []),
];

/** The route, island and SEO modules as the runner evaluates them now. */
export async function importEntries(runner: ModuleRunner, entries: ServerEntries): Promise<Pick<ServerBundle, 'routes' | 'islands' | 'seo'>> {
  try {
    const routes = new Map<string, RouteModule>();
    for (const r of entries.routes) routes.set(r.file, await runner.import<RouteModule>(r.absFile));
    // biome-ignore lint/suspicious/noExplicitAny: each island's props are its own type
    const islands = new Map<string, ComponentType<any>>();
    // biome-ignore lint/suspicious/noExplicitAny: as above
    for (const [name, file] of entries.islandFiles) islands.set(name, (await runner.import<{ default: ComponentType<any> }>(file)).default);
    const seo = entries.seoFile ? (await runner.import<{ default: SiteSeo }>(entries.seoFile)).default : undefined;
    return { routes, islands, seo };
  } catch (e) {
    if (e instanceof BuildError) throw e;
    const at = sourcePosition(e, runner.root, (file) => runner.mapOf(file), [generatorDir(import.meta.url)]);
    throw new BuildError(Errors.ServerImportFailed, `Importing the site's modules failed: ${(e as Error).message}`, {
      details: at ? [`thrown at ${at}`] : [],
      cause: e,
    });
  }
}

/** Serve: brings the runner up to date after `changed` (all of a new graph when it has none) and imports the entries. */
export async function loadEntries(
  runner: ModuleRunner,
  entries: ServerEntries,
  changed?: ReadonlySet<string>,
): Promise<Pick<ServerBundle, 'routes' | 'islands' | 'seo'>> {
  const stale = await runner.stale(changed);
  const transformed = new Map(await Promise.all(stale.map(async (f) => [f, await runner.transform(f)] as const)));
  await runner.commit(transformed, entryFiles(entries));
  return importEntries(runner, entries);
}

/**
 * The last bundle brought up to date module by module, or undefined when the edit needs esbuild's
 * rebuild (see the top of this file). `minify` is the bundle's own CSS minifier.
 */
export async function updateModules(
  runner: ModuleRunner,
  last: ServerBundle,
  entries: ServerEntries,
  changed: ReadonlySet<string>,
  minify: (css: string) => Promise<string>,
): Promise<ServerBundle | undefined> {
  const inputs = new Set(last.inputs);
  // A stylesheet or a file a url() names: its CSS part or an /assets/ name changes. A deleted module: the
  // bundle says which import fails.
  if ([...changed].some((f) => (inputs.has(f) && !runner.get(f)) || (runner.get(f) && !fs.existsSync(f)))) return undefined;
  const stale = await runner.stale(changed);
  if (!stale.length) return { ...last, madeBy: 'modules' };
  const transformed = new Map<string, TransformedModule>();
  await Promise.all(stale.map(async (f) => transformed.set(f, await runner.transform(f))));
  const cssParts: CssPart[] = [...last.cssParts];
  for (const [file, next] of transformed) {
    const before = runner.get(file)!;
    if (next.imports !== before.imports || !samePublished(before, next) || !next.css !== !before.css) return undefined;
    if (!before.css || !next.css) continue;
    const at = cssParts.findIndex((p) => p.input === before.css!.input);
    if (at < 0) return undefined;
    cssParts[at] = { input: next.css.input, css: (await minify(next.css.text)).trim() };
  }
  await runner.commit(transformed, entryFiles(entries));
  return { ...last, ...(await importEntries(runner, entries)), cssParts, madeBy: 'modules' };
}

const samePublished = (a: TransformedModule, b: TransformedModule) =>
  a.emitted.map((e) => `${e.abs} ${e.publicPath}`).join('\n') === b.emitted.map((e) => `${e.abs} ${e.publicPath}`).join('\n');
