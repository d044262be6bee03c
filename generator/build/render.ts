import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ResolvedConfig } from '../config.ts';
import { BuildError, Errors, isBuildError } from '../errors.ts';
import { setRenderContext, type RenderContext } from '../runtime/context.ts';
import type { AssetRegistry } from './assets.ts';
import type { RouteModule, ServerBundle } from './bundle-server.ts';
import type { ImageRegistry } from './images.ts';
import type { Route } from './routes.ts';
import { componentStackOf } from './component-stack.ts';

export interface RenderedPage {
  route: Route;
  meta: RouteModule['meta'];
  /** The page's body HTML, without document shell or scripts. */
  body: string;
  islands: Set<string>;
  enhancements: Set<string>;
}

const ENHANCE_ATTR = /\sdata-enhance="([^"]*)"/g;

/** The enhancement names used in a piece of HTML (data-enhance="a b"). */
export function enhancementsIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const m of html.matchAll(ENHANCE_ATTR)) for (const n of m[1].split(/\s+/)) if (n) names.add(n);
  return names;
}

function checkRouteModule(route: Route, mod: RouteModule | undefined): asserts mod is RouteModule {
  const problems: string[] = [];
  if (!mod || typeof mod.default !== 'function') problems.push('no default export of a page component');
  const meta = mod?.meta;
  if (!meta || typeof meta.title !== 'string' || !meta.title.trim()) problems.push('meta.title is missing');
  if (!meta || typeof meta.description !== 'string' || !meta.description.trim()) problems.push('meta.description is missing');
  if (problems.length) throw new BuildError(Errors.RouteExports, `${route.file} (${route.url})`, { details: problems });
}

async function renderPage(
  config: ResolvedConfig,
  route: Route,
  bundle: ServerBundle,
  islandNames: Map<unknown, string>,
  assets: AssetRegistry,
  images: ImageRegistry,
  knownEnhancements: Set<string>,
): Promise<RenderedPage> {
  const mod = bundle.routes.get(route.file);
  checkRouteModule(route, mod);
  const used = new Set<string>();
  let islandId = 0;
  const where = `${route.file} (${route.url})`;
  setRenderContext({
    route: where,
    islandNames: islandNames as RenderContext['islandNames'],
    usedIslands: used,
    nextIslandId: () => islandId++,
    asset: (p) => assets.url(p, where),
    image: (req) => images.request(req, where),
    renderToString: (node: ReactNode, identifierPrefix: string) => renderToString(node, { identifierPrefix }),
  });
  let body: string;
  try {
    body = renderToString(createElement(mod.default));
  } catch (e) {
    if (isBuildError(e)) throw e;
    const stack = await componentStackOf(createElement(mod.default));
    throw new BuildError(Errors.RenderFailed, `${where}: ${(e as Error).message}`, { details: stack, cause: e });
  }
  const enhancements = enhancementsIn(body);
  for (const name of enhancements) {
    if (!knownEnhancements.has(name)) {
      throw new BuildError(Errors.RenderFailed, `${where}: data-enhance="${name}" names no file in ${config.enhancementsDir}/`);
    }
  }
  return { route, meta: mod.meta, body, islands: used, enhancements };
}

export async function renderPages(
  config: ResolvedConfig,
  routes: Route[],
  bundle: ServerBundle,
  assets: AssetRegistry,
  images: ImageRegistry,
  knownEnhancements: Set<string>,
): Promise<RenderedPage[]> {
  const islandNames = new Map([...bundle.islands].map(([name, component]) => [component, name]));
  const pages: RenderedPage[] = [];
  // Keep going after a failing page, so one build reports every broken page at once.
  const failures: BuildError[] = [];
  for (const route of routes) {
    try {
      pages.push(await renderPage(config, route, bundle, islandNames, assets, images, knownEnhancements));
    } catch (e) {
      if (!isBuildError(e)) throw e;
      failures.push(e);
    } finally {
      setRenderContext(undefined);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) {
    const details = failures.flatMap((f) => [f.message, ...f.details.map((d) => `    ${d}`)]);
    throw new BuildError(Errors.RenderFailed, `${failures.length} pages failed to render`, { details });
  }
  return pages;
}
