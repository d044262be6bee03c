import fs from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ResolvedConfig } from '../../config.ts';
import { BuildError, Errors, isBuildError } from '../../errors.ts';
import { setRenderContext, type RenderContext } from '../../runtime/context.ts';
import type { AssetRegistry, PublishedFile } from '../lib/assets.ts';
import type { PageMeta } from '../../runtime/index.ts';
import type { RouteModule, ServerBundle } from './bundle-server.ts';
import type { ImageRegistry, Variant } from '../lib/images.ts';
import type { Route } from './routes.ts';
import { componentStackOf } from '../lib/component-stack.ts';
import { mapComponentStack, sourcePosition } from '../lib/source-position.ts';
import { importClosure } from '../lib/import-graph.ts';
import { searchOrder, ValueOrigins } from '../lib/value-origin.ts';
import { generatorDir } from '../../util/generator-dir.ts';
import type { BuildContext } from '../context.ts';
import { detached } from '../../util/detached-string.ts';
import { hoistPage, type HoistedPage } from '../lib/inline-styles.ts';
import type { SpilledBodies, SpilledBody } from '../lib/spilled-bodies.ts';

export interface RenderedPage {
  route: Route;
  meta: PageMeta;
  /**
   * The page's body HTML, without document shell or scripts, its style attributes moved into classes
   * (lib/inline-styles.ts). Empty in a full build, whose bodies wait on disk (`spilled`) for their documents.
   */
  body: string;
  /** A full build: where the body waits on disk until the page's document reads it (lib/spilled-bodies.ts). */
  spilled?: SpilledBody;
  /** The classes made from the page's style attributes, and the ones that could not be moved. */
  styles: Pick<HoistedPage, 'rules' | 'problems'>;
  islands: Set<string>;
  enhancements: Set<string>;
  /** Content files (Markdown) the page rendered, named in check messages beside the route file. */
  sources: string[];
  /** Asset files (absolute) the page used through asset() and <Image> (the build manifest records them). */
  assets: string[];
}

/** What enhancementsIn looks for: /\sdata-enhance="([^"]*)"/g. */
const ENHANCE_OPEN = 'data-enhance="';

/** The enhancement names used in a piece of HTML (data-enhance="a b"). */
export function enhancementsIn(html: string): Set<string> {
  const names = new Set<string>();
  // Found by the attribute's text, not by a regular expression tried at every space of the page (0.1 ms a
  // page): each mention preceded by a space, up to the next quote, as ENHANCE_ATTR says.
  let at = html.indexOf(ENHANCE_OPEN);
  while (at >= 0) {
    const start = at + ENHANCE_OPEN.length;
    if (at > 0 && /\s/.test(html[at - 1])) {
      const end = html.indexOf('"', start);
      if (end < 0) break;
      // Copies, not slices of the page: the page's names live to the end of the build, its body does not.
      for (const n of html.slice(start, end).split(/\s+/)) if (n) names.add(detached(n));
      at = html.indexOf(ENHANCE_OPEN, end + 1);
    } else at = html.indexOf(ENHANCE_OPEN, at + 1);
  }
  return names;
}

/** The page's meta: the exported object, or for dynamic routes a function of the page's props. */
function checkRouteModule(route: Route, mod: RouteModule | undefined): PageMeta {
  const problems: string[] = [];
  if (!mod || typeof mod.default !== 'function') problems.push('no default export of a page component');
  let meta = mod?.meta as PageMeta | ((props: unknown) => PageMeta) | undefined;
  if (typeof meta === 'function') {
    try {
      meta = meta(route.props);
    } catch (e) {
      meta = undefined;
      problems.push(`meta(props) threw: ${(e as Error).message}`);
    }
  }
  if (!meta || typeof meta.title !== 'string' || !meta.title.trim()) problems.push('meta.title is missing');
  if (!meta || typeof meta.description !== 'string' || !meta.description.trim()) problems.push('meta.description is missing');
  if (problems.length) throw new BuildError(Errors.RouteExports, `${route.file} (${route.url})`, { details: problems });
  return meta as PageMeta;
}

/** Serve mode: earlier renders, and the route files to render again ('all' for every one). */
export interface RenderReuse {
  cache: Map<string, CachedRender>;
  render: Set<string> | 'all';
}

/** What the stage reads: every route (endpoints are left to their own stage), the server bundle, the registries pages add to. */
export interface RenderInput {
  routes: Route[];
  server: ServerBundle;
  assets: AssetRegistry;
  images: ImageRegistry;
  reuse?: RenderReuse;
  /** A full build: where each body waits for its document. */
  spill?: SpilledBodies;
}

interface PageRenderer extends Omit<RenderInput, 'routes'> {
  config: ResolvedConfig;
  origins: ValueOrigins;
  /** Every file under the content folder, listed when a missing asset first asks (lib/value-origin.ts). */
  contentFiles?: string[];
  islandNames: Map<unknown, string>;
  /** Names of the files in the enhancements folder. */
  enhancements: Set<string>;
  /**
   * For this render only: each asset path's file, and each file's text, found once (a site's icons are drawn
   * inline on every page: at 4,000 posts, 0.8 s of looking up and reading the same few files again).
   */
  assetFiles: Map<string, string>;
  assetTexts: Map<string, string>;
}

async function renderPage(r: PageRenderer, route: Route): Promise<CachedRender> {
  const { config, server: bundle, islandNames, assets, images, enhancements: knownEnhancements } = r;
  const mod = bundle.routes.get(route.file)!;
  const meta = checkRouteModule(route, mod);
  const used = new Set<string>();
  const sources = new Set<string>();
  let islandId = 0;
  const where = `${route.file} (${route.url})`;
  // Everything this page publishes, so serve mode can reuse the render when the page is unaffected.
  const published: PublishedFile[] = [];
  const inlined: string[] = [];
  const variants: Variant[] = [];
  // A missing asset or picture names the file that asks for it (a post's Markdown, a content module),
  // searched for the path as written (lib/value-origin.ts), then the route.
  const named = <T>(value: string, get: () => T): T => {
    try {
      return get();
    } catch (e) {
      if (!isBuildError(e) || e.code !== Errors.AssetMissing.code) throw e;
      // A list page shows a post's picture without rendering its Markdown: the content folder's files come next.
      r.contentFiles ??= globbySync('**/*', { cwd: config.abs(config.contentDir), absolute: true }).map((f) => path.resolve(f));
      const modules = [...importClosure(route.absFile, bundle.imports), ...r.contentFiles];
      const files = searchOrder(
        route.absFile,
        [...sources].map((f) => config.abs(f)),
        modules,
        config.abs(config.contentDir),
      );
      const at = r.origins.find(value, files);
      throw at ? new BuildError(Errors.AssetMissing, `${at}: ${e.message.slice(where.length + 2)} — on ${where}`, { cause: e }) : e;
    }
  };
  setRenderContext({
    route: where,
    islandNames: islandNames as RenderContext['islandNames'],
    usedIslands: used,
    nextIslandId: () => islandId++,
    asset: (p) => {
      const url = named(p, () => assets.url(p, where));
      const file = assets.published.get(url.slice(1));
      if (file) published.push(file);
      return url;
    },
    assetText: (p) => {
      const file = r.assetFiles.get(p) ?? named(p, () => assets.file(p, where));
      r.assetFiles.set(p, file);
      inlined.push(file);
      let text = r.assetTexts.get(file);
      if (text === undefined) {
        text = fs.readFileSync(file, 'utf8');
        r.assetTexts.set(file, text);
      }
      return text;
    },
    image: (req) => {
      const set = named(req.src, () => images.request(req, where));
      for (const source of set.sources) {
        for (const entry of source.srcset.split(', ')) {
          const variant = images.variants.get(entry.split(' ')[0].slice(1));
          if (variant) variants.push(variant);
        }
      }
      return set;
    },
    renderToString: (node: ReactNode, identifierPrefix: string) => renderToString(node, { identifierPrefix }),
    addSource: (file) => sources.add(file),
  });
  let body: string;
  const element = createElement(mod.default, route.props);
  try {
    body = renderToString(element);
  } catch (e) {
    if (isBuildError(e)) throw e;
    const stack = mapComponentStack(await componentStackOf(element), config.root, bundle.sourceMaps);
    const at = sourcePosition(e, config.root, bundle.sourceMaps, [generatorDir(import.meta.url)]);
    throw new BuildError(Errors.RenderFailed, `${where}: ${(e as Error).message}`, { details: [...(at ? [`thrown at ${at}`] : []), ...stack], cause: e });
  }
  const enhancements = enhancementsIn(body);
  for (const name of enhancements) {
    if (!knownEnhancements.has(name)) {
      throw new BuildError(Errors.RenderFailed, `${where}: data-enhance="${name}" names no file in ${config.enhancementsDir}/`);
    }
  }
  const hoisted = hoistPage(body, route.file);
  return {
    page: {
      route,
      meta,
      body: r.spill ? '' : hoisted.body,
      spilled: r.spill?.put(hoisted.body),
      styles: { rules: hoisted.rules, problems: hoisted.problems },
      islands: used,
      enhancements,
      sources: [...sources],
      assets: [...new Set([...published.map((f) => f.from), ...inlined, ...variants.map((v) => v.source.abs)])],
    },
    published,
    variants,
  };
}

/** What one route's render produced, kept in serve mode to reuse for routes an edit cannot affect. */
export interface CachedRender {
  page: RenderedPage;
  published: PublishedFile[];
  variants: Variant[];
}

export async function renderPages(ctx: BuildContext, input: RenderInput): Promise<RenderedPage[]> {
  const { server, assets, images, reuse, spill } = input;
  const routes = input.routes.filter((r) => r.kind === 'page');
  const islandNames = new Map([...server.islands].map(([name, component]) => [component, name]));
  const renderer: PageRenderer = {
    server,
    assets,
    images,
    reuse,
    spill,
    config: ctx.config,
    origins: new ValueOrigins(ctx.config.root),
    islandNames,
    enhancements: new Set(server.enhancementFiles.keys()),
    assetFiles: new Map(),
    assetTexts: new Map(),
  };
  const pages: RenderedPage[] = [];
  // Keep going after a failing page, so one build reports every broken page at once.
  const failures: BuildError[] = [];
  for (const route of routes) {
    // Keyed by URL: a dynamic route renders several pages from one file.
    const cached = reuse?.cache.get(route.url);
    if (cached && reuse!.render !== 'all' && !reuse!.render.has(route.absFile)) {
      for (const f of cached.published) assets.published.set(f.out, f);
      for (const v of cached.variants) images.variants.set(v.out, v);
      pages.push(cached.page);
      continue;
    }
    try {
      const rendered = await renderPage(renderer, route);
      pages.push(rendered.page);
      reuse?.cache.set(route.url, rendered);
    } catch (e) {
      reuse?.cache.delete(route.url);
      if (!isBuildError(e)) throw e;
      failures.push(e);
    } finally {
      setRenderContext(undefined);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) {
    // One missing picture in a post fails every page that lists the post: one line for the file to fix.
    const byOrigin = new Map<string, string[]>();
    const details: string[] = [];
    for (const f of failures) {
      const [problem, page] = f.message.split(' — on ');
      if (page && !f.details.length) byOrigin.set(problem, [...(byOrigin.get(problem) ?? []), page]);
      else details.push(f.message, ...f.details.map((d) => `    ${d}`));
    }
    for (const [problem, pages] of byOrigin)
      details.unshift(pages.length === 1 ? `${problem} — on ${pages[0]}` : `${problem} — on ${pages.length} pages: ${pages.join(', ')}`);
    throw new BuildError(Errors.RenderFailed, `${failures.length} pages failed to render`, { details });
  }
  return pages;
}
