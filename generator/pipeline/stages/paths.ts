// Stage "paths": route files become the pages and files to build. A route file with [segments]
// exports paths(), and builds one page per entry; every way an entry can be wrong fails the build
// with the route file named. Content loaders (collections) read files during paths() and render:
// the loader context set here lets them, and collects the folders they read.
import { BuildError, Errors, isBuildError } from '../../errors.ts';
import { setLoaderContext } from '../../runtime/loader-context.ts';
import { byContent } from '../../util/hash.ts';
import { CollectionReads } from '../lib/collection-reads.ts';
import { createLoaderStore, type LoaderStore } from '../lib/loader-store.ts';
import type { BuildContext } from '../context.ts';
import type { ServerBundle } from './bundle-server.ts';
import { fillSegments, type Route, type RouteFile } from './routes.ts';

/** What the build reads from a route module to expand it. */
export interface PathsModule {
  paths?: unknown;
}

/** Unreserved URL characters (RFC 3986): a value needs no escaping and cannot change the path's shape. */
const URL_SEGMENT = /^[A-Za-z0-9._~-]+$/;

export function invalidSegment(value: unknown): string | null {
  if (typeof value !== 'string') return `is ${value === undefined ? 'undefined' : (JSON.stringify(value) ?? typeof value)}, not a string`;
  if (value === '') return 'is empty';
  if (value === '.' || value === '..') return `"${value}" would change the folder`;
  if (!URL_SEGMENT.test(value)) return `"${value}" is not a valid URL segment (use letters, digits, "-", "_", "." or "~"; no spaces or "/")`;
  return null;
}

/** Checks one dynamic route's paths() result; returns its routes and "file: problem" lines. */
function validatePaths(route: RouteFile, result: unknown): { routes: Route[]; problems: string[] } {
  const problems: string[] = [];
  const routes: Route[] = [];
  const at = (i: number) => `${route.file}: paths()[${i}]`;
  if (!Array.isArray(result)) {
    return { routes, problems: [`${route.file}: paths() must return an array of { params, props }, got ${result === null ? 'null' : typeof result}`] };
  }
  const seen = new Map<string, number>();
  result.forEach((entry: unknown, i) => {
    const params = (entry as { params?: unknown } | null)?.params;
    if (typeof entry !== 'object' || entry === null || typeof params !== 'object' || params === null) {
      problems.push(`${at(i)} is not { params: { ${route.params.join(', ')} }, props }`);
      return;
    }
    const values = params as Record<string, unknown>;
    const before = problems.length;
    for (const name of route.params) {
      if (!(name in values)) problems.push(`${at(i)} has no value for [${name}]`);
      else {
        const bad = invalidSegment(values[name]);
        if (bad) problems.push(`${at(i)}: [${name}] ${bad}`);
      }
    }
    for (const name of Object.keys(values)) {
      if (!route.params.includes(name)) {
        problems.push(`${at(i)} has param "${name}", which is not a segment of this route (segments: ${route.params.map((p) => `[${p}]`).join(', ')})`);
      }
    }
    if (problems.length > before) return;
    const strings = values as Record<string, string>;
    const url = fillSegments(route.url, strings);
    const other = seen.get(url);
    if (other !== undefined) {
      problems.push(`${at(i)} and paths()[${other}] both produce ${url}`);
      return;
    }
    seen.set(url, i);
    const props = (entry as { props?: unknown }).props ?? {};
    routes.push({ ...route, url, outFile: fillSegments(route.outFile, strings), values: strings, props: props as Record<string, unknown> });
  });
  return { routes, problems };
}

export interface ExpandedRoutes {
  routes: Route[];
  /** Folders content loaders read, during paths() and (added to later) while pages render. */
  dataDirs: Set<string>;
  /** Full builds: what loaders keep on disk; pruned to what this build used once it has written its output. */
  store?: LoaderStore;
  /** Full builds: the collections asked for, with their fingerprints (a page's render is reused while they are the same). */
  collections?: CollectionReads;
}

/** The stage: sets the content loaders' context (it stays set until the next build) and expands the routes. */
export async function expandRoutes(ctx: BuildContext, input: { routeFiles: RouteFile[]; server: ServerBundle }): Promise<ExpandedRoutes> {
  const dataDirs = new Set<string>();
  const kept = ctx.session.incremental?.kept;
  // Full builds keep parsed content on disk; serve keeps it in memory (`keep`).
  const store = kept ? undefined : createLoaderStore(ctx.config.abs(ctx.config.cacheDir), ctx.config.root);
  const collections = kept ? undefined : new CollectionReads();
  setLoaderContext({
    root: ctx.config.root,
    contentDir: ctx.config.contentDir,
    drafts: ctx.drafts,
    read: (dir) => dataDirs.add(dir),
    used: collections?.used,
    keep: kept && (<T>(key: string, compute: () => T) => byContent(kept, key, compute) as T),
    store,
  });
  return { routes: await expandRouteFiles(input.routeFiles, input.server.routes), dataDirs, store, collections };
}

/**
 * Turns route files into the pages and files to build: static routes as they are, dynamic routes
 * once per paths() entry. Reports every problem of every route at once.
 */
export async function expandRouteFiles(files: RouteFile[], modules: Map<string, PathsModule>): Promise<Route[]> {
  const problems: string[] = [];
  const routes: Route[] = [];
  const staticUrls = new Map<string, string>();
  for (const file of files) if (file.params.length === 0) staticUrls.set(file.url, file.file);

  for (const file of files) {
    const paths = modules.get(file.file)?.paths;
    if (file.params.length === 0) {
      if (paths !== undefined) problems.push(`${file.file}: exports paths() but its name has no [segment]; rename it (e.g. [slug].tsx) or drop paths()`);
      else routes.push({ ...file, values: {}, props: {} });
      continue;
    }
    if (typeof paths !== 'function') {
      problems.push(`${file.file}: has ${file.params.map((p) => `[${p}]`).join(', ')} in its name but exports no paths() function`);
      continue;
    }
    let result: unknown;
    try {
      result = await paths();
    } catch (e) {
      // A content error (e.g. a frontmatter mistake) already names its file and line.
      if (isBuildError(e)) throw e;
      problems.push(`${file.file}: paths() threw: ${(e as Error)?.message ?? e}`);
      continue;
    }
    const checked = validatePaths(file, result);
    problems.push(...checked.problems);
    for (const route of checked.routes) {
      const owner = staticUrls.get(route.url);
      if (owner) problems.push(`${file.file}: paths() produces ${route.url}, which ${owner} already builds`);
      else routes.push(route);
    }
  }
  // Two dynamic routes can also meet at one URL (e.g. [a].tsx and [b]/index.tsx).
  const byUrl = new Map<string, Route>();
  for (const route of routes) {
    const other = byUrl.get(route.url);
    if (other && other.file !== route.file) problems.push(`${route.file}: paths() produces ${route.url}, which ${other.file} also produces`);
    byUrl.set(route.url, route);
  }
  if (problems.length) {
    throw new BuildError(Errors.PathsInvalid, `${problems.length} problem(s) with dynamic routes`, { details: problems });
  }
  return routes;
}
