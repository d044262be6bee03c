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
import type { ImageRequest, ImageVariantSet } from '../../runtime/context.ts';
import type { CollectionReads } from '../lib/collection-reads.ts';
import type { KeptRenders, RenderRead, RenderRecord } from '../lib/kept-renders.ts';
import { sha1 } from '../../util/hash.ts';

export interface RenderedPage {
  route: Route;
  meta: PageMeta;
  /**
   * The page's body HTML, without document shell or scripts, its style attributes moved into classes
   * (lib/inline-styles.ts). Empty in a full build, whose bodies wait on disk (`spilled`) for their documents.
   */
  body: string;
  /** A full build: where the body waits on disk until the page's document reads it (lib/spilled-bodies.ts), and its SHA-1. */
  spilled?: SpilledBody;
  bodyHash?: string;
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
  /** A full build: the last full build's renders, reused for the pages whose inputs are the same (lib/kept-renders.ts). */
  kept?: KeptRenders;
  /** A full build: the collections loaders answered, with their fingerprints. */
  collections?: CollectionReads;
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
  /** Each asset text's hash, and each route file's code fingerprint (codeOf), found once for this render. */
  textHashes: Map<string, string>;
  code: Map<string, string>;
}

/** What a page read through the render context: what its render publishes, and (for its record) each read in order. */
interface PageReads {
  published: PublishedFile[];
  inlined: string[];
  variants: Variant[];
  asset: (p: string) => string;
  assetText: (p: string) => string;
  image: (req: ImageRequest) => ImageVariantSet;
}

const textHash = (r: PageRenderer, text: string) => r.textHashes.get(text) ?? r.textHashes.set(text, sha1(text)).get(text)!;
const setHash = (set: ImageVariantSet) => sha1(JSON.stringify(set));

/** The render context's asset, text and image answers for one page; `named` turns a missing file into an error naming where it was asked for. */
function pageReads(r: PageRenderer, where: string, named: <T>(value: string, get: () => T) => T, log?: RenderRead[]): PageReads {
  const { assets, images } = r;
  const reads: PageReads = {
    published: [],
    inlined: [],
    variants: [],
    asset: (p) => {
      const url = named(p, () => assets.url(p, where));
      const file = assets.published.get(url.slice(1));
      if (file) reads.published.push(file);
      log?.push(['a', p, url]);
      return url;
    },
    assetText: (p) => {
      const file = r.assetFiles.get(p) ?? named(p, () => assets.file(p, where));
      r.assetFiles.set(p, file);
      reads.inlined.push(file);
      let text = r.assetTexts.get(file);
      if (text === undefined) {
        text = fs.readFileSync(file, 'utf8');
        r.assetTexts.set(file, text);
      }
      log?.push(['t', p, textHash(r, text)]);
      return text;
    },
    image: (req) => {
      const set = named(req.src, () => images.request(req, where));
      for (const source of set.sources) {
        for (const entry of source.srcset.split(', ')) {
          const variant = images.variants.get(entry.split(' ')[0].slice(1));
          if (variant) reads.variants.push(variant);
        }
      }
      log?.push(['i', JSON.stringify(req), setHash(set)]);
      return set;
    },
  };
  return reads;
}

/** The asset files a page used (the build manifest records them). */
const assetFilesOf = (reads: PageReads) => [...new Set([...reads.published.map((f) => f.from), ...reads.inlined, ...reads.variants.map((v) => v.source.abs)])];

/** A route file's code: every project module it imports, by path and content (kept-renders.ts). */
function codeOf(r: PageRenderer, ctx: BuildContext, absFile: string): string {
  let code = r.code.get(absFile);
  if (code === undefined) {
    const parts = [...importClosure(absFile, r.server.imports)].sort().map((file) => {
      let hash: string;
      try {
        hash = ctx.session.fileHashes.of(file);
      } catch {
        hash = 'missing';
      }
      return [path.relative(ctx.config.root, file), hash];
    });
    code = sha1(JSON.stringify(parts));
    r.code.set(absFile, code);
  }
  return code;
}

/** What a page's render is made from besides its reads: its route, its code and its props. None when the props cannot be compared. */
function renderKey(r: PageRenderer, ctx: BuildContext, route: Route): string | undefined {
  const props = r.collections?.fingerprints.of(route.props);
  return props && sha1(JSON.stringify([route.file, route.url, codeOf(r, ctx, route.absFile), props]));
}

/**
 * The last build's render of the page, when it read the same: its reads are asked again in order (which
 * publishes the assets and images it used) until one answers otherwise. A render that read the same
 * things asks the same questions up to the first different answer, so what was published before it is
 * what the render made now would publish.
 */
function replay(r: PageRenderer, route: Route, record: RenderRecord, meta: PageMeta): CachedRender | undefined {
  const reads = pageReads(r, `${route.file} (${route.url})`, (_value, get) => get());
  try {
    for (const [kind, arg, answer] of record.reads) {
      const now =
        kind === 'a'
          ? reads.asset(arg)
          : kind === 't'
            ? textHash(r, reads.assetText(arg))
            : kind === 'i'
              ? setHash(reads.image(JSON.parse(arg) as ImageRequest))
              : r.collections?.fingerprint(arg);
      if (now !== answer) return undefined;
    }
  } catch {
    // A file gone, say: the render says so.
    return undefined;
  }
  if (record.enhancements.some((name) => !r.enhancements.has(name))) return undefined;
  const spilled = r.kept!.reuse(route.url, record);
  return {
    page: {
      route,
      meta,
      body: '',
      spilled,
      bodyHash: record.bodyHash,
      styles: { rules: new Map(record.rules), problems: record.problems },
      islands: new Set(record.islands),
      enhancements: new Set(record.enhancements),
      sources: record.sources,
      assets: assetFilesOf(reads),
    },
    published: reads.published,
    variants: reads.variants,
  };
}

async function renderPage(r: PageRenderer, route: Route, meta: PageMeta, key?: string): Promise<CachedRender> {
  const { config, server: bundle, islandNames, enhancements: knownEnhancements } = r;
  const mod = bundle.routes.get(route.file)!;
  const used = new Set<string>();
  const sources = new Set<string>();
  let islandId = 0;
  const where = `${route.file} (${route.url})`;
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
  // Everything this page publishes, so a later build can reuse the render when the page is unaffected; in a
  // full build, each read in order, for its record.
  const log: RenderRead[] | undefined = key ? [] : undefined;
  const reads = pageReads(r, where, named, log);
  if (log && r.collections) r.collections.listener = (name) => log.push(['c', name, r.collections!.fingerprint(name) ?? '']);
  setRenderContext({
    route: where,
    islandNames: islandNames as RenderContext['islandNames'],
    usedIslands: used,
    nextIslandId: () => islandId++,
    asset: reads.asset,
    assetText: reads.assetText,
    image: reads.image,
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
  const spilled = r.spill?.put(hoisted.body);
  const bodyHash = r.spill && sha1(hoisted.body);
  if (r.kept) {
    // A collection without a fingerprint ('') makes a record no later build could reuse.
    const keepable = key && spilled && log && !log.some(([kind, , answer]) => kind === 'c' && !answer);
    r.kept.rendered(
      route.url,
      keepable
        ? {
            key,
            reads: log,
            rules: [...hoisted.rules],
            problems: hoisted.problems,
            islands: [...used],
            enhancements: [...enhancements],
            sources: [...sources],
            bodyHash: bodyHash!,
            body: spilled,
          }
        : undefined,
    );
  }
  return {
    page: {
      route,
      meta,
      body: r.spill ? '' : hoisted.body,
      spilled,
      bodyHash,
      styles: { rules: hoisted.rules, problems: hoisted.problems },
      islands: used,
      enhancements,
      sources: [...sources],
      assets: assetFilesOf(reads),
    },
    published: reads.published,
    variants: reads.variants,
  };
}

/** What one route's render produced, kept in serve mode to reuse for routes an edit cannot affect. */
export interface CachedRender {
  page: RenderedPage;
  published: PublishedFile[];
  variants: Variant[];
}

export async function renderPages(ctx: BuildContext, input: RenderInput): Promise<RenderedPage[]> {
  const { server, assets, images, reuse, spill, kept, collections } = input;
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
    textHashes: new Map(),
    code: new Map(),
    kept,
    collections,
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
      const meta = checkRouteModule(route, server.routes.get(route.file));
      // A full build: the last one's render, when the page read the same (lib/kept-renders.ts).
      const key = kept && renderKey(renderer, ctx, route);
      const last = key ? kept!.get(route.url) : undefined;
      const rendered = (last?.key === key && replay(renderer, route, last!, meta)) || (await renderPage(renderer, route, meta, key));
      pages.push(rendered.page);
      reuse?.cache.set(route.url, rendered);
    } catch (e) {
      reuse?.cache.delete(route.url);
      if (!isBuildError(e)) throw e;
      failures.push(e);
    } finally {
      setRenderContext(undefined);
      if (collections) collections.listener = undefined;
    }
  }
  kept?.doneRendering();
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
