import path from 'node:path';
import { globby } from 'globby';
import { BuildError, Errors } from '../errors.ts';

export interface Route {
  /** Route file relative to the project root, e.g. site/routes/why-onas/about-us.tsx. */
  file: string;
  /** Absolute file path. */
  absFile: string;
  /** URL path with a trailing slash ("/why-onas/about-us/"), or "/404.html" for the not-found page. */
  url: string;
  /** Output file relative to the output folder ("why-onas/about-us/index.html", "404.html"). */
  outFile: string;
  /** Whether the page is listed in the sitemap (false for 404). */
  listed: boolean;
}

/** Maps a route file path (relative to the routes folder, forward slashes) to its URL and output file. */
export function routeFromFile(relFile: string): Pick<Route, 'url' | 'outFile' | 'listed'> {
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

/** Finds every page under the routes folder. Files and folders starting with "_" are not routes. */
export async function collectRoutes(root: string, routesDir: string): Promise<Route[]> {
  const absDir = path.resolve(root, routesDir);
  const files = (await globby('**/*.tsx', { cwd: absDir, ignore: ['**/_*', '**/_*/**'] })).sort();
  if (files.length === 0) throw new BuildError(Errors.NoRoutes, `No .tsx files in ${routesDir}`);
  const byUrl = new Map<string, Route>();
  for (const rel of files) {
    const route: Route = {
      file: path.posix.join(routesDir, rel),
      absFile: path.join(absDir, rel),
      ...routeFromFile(rel),
    };
    const other = byUrl.get(route.url);
    if (other) throw new BuildError(Errors.RouteConflict, `${other.file} and ${route.file} both map to ${route.url}`);
    byUrl.set(route.url, route);
  }
  return [...byUrl.values()];
}
