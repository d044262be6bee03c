import path from 'node:path';
import { globby } from 'globby';
import { BuildError, Errors } from '../../errors.ts';
import type { BuildContext } from '../context.ts';

/** A file under the routes folder: a page (.tsx) or an endpoint (name.ext.ts, e.g. feed.xml.ts). */
export interface RouteFile {
  /** Route file relative to the project root, e.g. site/routes/why-onas/about-us.tsx. */
  file: string;
  /** Absolute file path. */
  absFile: string;
  kind: 'page' | 'endpoint';
  /**
   * URL path with a trailing slash for pages ("/why-onas/about-us/"), "/404.html" for the
   * not-found page, the file's URL for endpoints ("/blog/feed.xml"). Dynamic routes keep their
   * [segments] here ("/how-we-help/[area]/[service]/").
   */
  url: string;
  /** Output file relative to the output folder ("why-onas/about-us/index.html", "404.html"). */
  outFile: string;
  /** Whether the page is listed in the sitemap (false for 404 and endpoints). */
  listed: boolean;
  /** Names of the [segments] in the path, in order; empty for a static route. */
  params: string[];
}

/** One page or file to build: a static route, or one entry of a dynamic route's paths(). */
export interface Route extends RouteFile {
  /** The [segment] values (empty for a static route). */
  values: Record<string, string>;
  /** Props for the page component or endpoint (empty for a static route). */
  props: Record<string, unknown>;
}

const SEGMENT = /\[([^\]/]*)\]/g;

/** Maps a route file path (relative to the routes folder, forward slashes) to its URL and output file. */
export function routeFromFile(relFile: string): Pick<RouteFile, 'url' | 'outFile' | 'listed'> {
  if (!relFile.endsWith('.tsx')) {
    // An endpoint: feed.xml.ts is written as feed.xml.
    const out = relFile.replace(/\.ts$/, '');
    return { url: `/${out}`, outFile: out, listed: false };
  }
  const noExt = relFile.replace(/\.tsx$/, '');
  if (noExt === '404') return { url: '/404.html', outFile: '404.html', listed: false };
  const segments = noExt.split('/');
  if (segments[segments.length - 1] === 'index') segments.pop();
  const dir = segments.join('/');
  return {
    url: dir ? `/${dir}/` : '/',
    outFile: dir ? `${dir}/index.html` : 'index.html',
    listed: true,
  };
}

/** The [segment] names in a route path, checked: word characters, each used once. */
export function segmentsOf(file: string, relFile: string): string[] {
  const names = [...relFile.matchAll(SEGMENT)].map((m) => m[1]);
  for (const [i, name] of names.entries()) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new BuildError(Errors.PathsInvalid, `${file}: [${name}] is not a valid segment name (letters, digits and _ only)`);
    }
    if (names.indexOf(name) !== i) throw new BuildError(Errors.PathsInvalid, `${file}: [${name}] appears twice in the path`);
  }
  return names;
}

/** Puts the values into a route's [segments] (URL and output file). */
export function fillSegments(pattern: string, values: Record<string, string>): string {
  return pattern.replace(SEGMENT, (_, name: string) => values[name]);
}

/**
 * Finds every route under the routes folder: pages (*.tsx) and endpoints (*.<ext>.ts). Files and
 * folders starting with "_" are not routes.
 */
export async function collectRoutes(ctx: BuildContext): Promise<RouteFile[]> {
  const { routesDir } = ctx.config;
  const absDir = ctx.config.abs(routesDir);
  // Serve lists the folder again only after an edit inside it (a route added, removed or renamed).
  const kept = ctx.session.incremental;
  const inside = (file: string) => file === absDir || file.startsWith(`${absDir}${path.sep}`);
  if (kept?.routeFiles && ctx.changed && ![...ctx.changed].some(inside)) return kept.routeFiles;
  const routes = await listRoutes(routesDir, absDir);
  if (kept) kept.routeFiles = routes;
  return routes;
}

async function listRoutes(routesDir: string, absDir: string): Promise<RouteFile[]> {
  const files = (await globby(['**/*.tsx', '**/*.*.ts'], { cwd: absDir, ignore: ['**/_*', '**/_*/**', '**/*.d.ts'] })).sort();
  if (files.length === 0) throw new BuildError(Errors.NoRoutes, `No .tsx files in ${routesDir}`);
  const byUrl = new Map<string, RouteFile>();
  for (const rel of files) {
    const file = path.posix.join(routesDir, rel);
    const route: RouteFile = {
      file,
      absFile: path.join(absDir, rel),
      kind: rel.endsWith('.tsx') ? 'page' : 'endpoint',
      ...routeFromFile(rel),
      params: segmentsOf(file, rel),
    };
    const other = byUrl.get(route.url);
    if (other) throw new BuildError(Errors.RouteConflict, `${other.file} and ${route.file} both map to ${route.url}`);
    byUrl.set(route.url, route);
  }
  return [...byUrl.values()];
}
