// Stage "endpoints": route files such as feed.xml.ts whose default export returns a file's content.
import { BuildError, Errors, isBuildError } from '../../errors.ts';
import type { EndpointContext } from '../../runtime/paths.ts';
import type { BuildContext } from '../context.ts';
import type { ServerBundle } from './bundle-server.ts';
import type { Route } from './routes.ts';

export interface EndpointFile {
  route: Route;
  content: string;
}

export async function renderEndpoints(ctx: BuildContext, input: { routes: Route[]; server: ServerBundle }): Promise<EndpointFile[]> {
  const { siteUrl } = ctx.config;
  const bundle = input.server;
  const out: EndpointFile[] = [];
  const problems: string[] = [];
  for (const route of input.routes.filter((r) => r.kind === 'endpoint')) {
    const where = `${route.file} (${route.url})`;
    const fn = bundle.routes.get(route.file)?.default as unknown;
    if (typeof fn !== 'function') {
      problems.push(`${where}: no default export of a function returning the file's content`);
      continue;
    }
    const context: EndpointContext = { site: siteUrl, url: route.url, params: route.values, props: route.props };
    try {
      const content: unknown = await fn(context);
      if (typeof content !== 'string') problems.push(`${where}: returned ${typeof content}, not a string`);
      else out.push({ route, content });
    } catch (e) {
      if (isBuildError(e)) throw e;
      problems.push(`${where}: ${(e as Error)?.message ?? e}`);
    }
  }
  if (problems.length) throw new BuildError(Errors.EndpointFailed, `${problems.length} endpoint(s) failed`, { details: problems });
  return out;
}
