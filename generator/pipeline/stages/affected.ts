// Serve mode re-renders only the routes an edit can affect: those whose import closure contains
// a changed source file. Anything it cannot trace (assets, content folders that loaders read,
// islands added or removed, the first build) renders everything.
import { globby } from 'globby';
import { sha1 } from '../../util/hash.ts';
import type { FileHashes } from '../lib/assets.ts';
import type { BuildContext } from '../context.ts';
import type { ServerBundle } from './bundle-server.ts';
import type { RenderReuse } from './render.ts';
import type { RouteFile } from './routes.ts';
import { importClosure } from '../lib/import-graph.ts';
import { isInside } from '../../util/paths.ts';

export interface ChangeTracker {
  /** Source file → content hash at the last build. */
  hashes: Map<string, string>;
  /** The last build's import graph: a module it no longer has was imported there (a file that a glob listed, say). */
  imports?: Map<string, string[]>;
  /** Signature of the assets folder (names, sizes, times) at the last build. */
  assets?: string;
  /** Folders content loaders read (collections), kept across builds, and their signature. */
  dataDirs: Set<string>;
  data?: string;
}

export function createChangeTracker(): ChangeTracker {
  return { hashes: new Map(), dataDirs: new Set() };
}

async function assetsSignature(assetsDir: string): Promise<string> {
  const entries = await globby('**/*', { cwd: assetsDir, stats: true }).catch(() => []);
  const parts = entries.map((e) => `${e.path}:${e.stats?.size}:${e.stats?.mtimeMs}`).sort();
  return sha1(parts.join('\n'));
}

/** What affectedRoutes compares: the route files, the server bundle's import graph, and the folders content loaders read. */
export interface AffectedInput {
  routeFiles: RouteFile[];
  server: ServerBundle;
  /** Content folders read by loaders during the build. */
  dataDirs: Set<string>;
}

/** A missing file hashes as '' (it reads as changed). */
const hashOf = (hashes: FileHashes, file: string) => {
  try {
    return hashes.of(file);
  } catch {
    return '';
  }
};

/**
 * The stage (serve only): which routes to render again, with the session's earlier renders to reuse for
 * the others. Updates the session's change tracker to the current state.
 */
export async function affectedRoutes(ctx: BuildContext, input: AffectedInput): Promise<RenderReuse> {
  const inc = ctx.session.incremental!;
  const { config, session } = ctx;
  return { cache: inc.renders, render: await routesToRender(inc.changes, session.fileHashes, config.abs(config.assetsDir), input, ctx.changed) };
}

/**
 * The route files to render, or 'all'. With `edited` (the files the watcher saw change), only those are
 * hashed again and folders are listed again only when an edit lies in them.
 */
async function routesToRender(
  tracker: ChangeTracker,
  hashes: FileHashes,
  assetsDir: string,
  input: AffectedInput,
  edited?: ReadonlySet<string>,
): Promise<Set<string> | 'all'> {
  const routeFiles = input.routeFiles.map((r) => r.absFile);
  const { imports } = input.server;
  const first = tracker.hashes.size === 0;
  const next = new Map<string, string>();
  for (const file of imports.keys()) next.set(file, (edited && !edited.has(file) && tracker.hashes.get(file)) || hashOf(hashes, file));
  const editedIn = (dir: string) => !edited || [...edited].some((f) => isInside(f, dir));
  const changed = new Set([...next].filter(([file, hash]) => tracker.hashes.get(file) !== hash).map(([file]) => file));
  for (const file of tracker.hashes.keys()) if (!next.has(file)) changed.add(file);
  const assets = tracker.assets !== undefined && !editedIn(assetsDir) ? tracker.assets : await assetsSignature(assetsDir);
  const assetsChanged = tracker.assets !== assets;
  const newDirs = [...input.dataDirs].filter((d) => !tracker.dataDirs.has(d));
  for (const dir of newDirs) tracker.dataDirs.add(dir);
  const dataEdited = tracker.data === undefined || newDirs.length > 0 || [...tracker.dataDirs].some(editedIn);
  const data = dataEdited ? (await Promise.all([...tracker.dataDirs].sort().map(assetsSignature))).join() : tracker.data!;
  const dataChanged = tracker.data !== data;
  const before = tracker.imports ?? imports;
  tracker.hashes = next;
  tracker.imports = imports;
  tracker.assets = assets;
  tracker.data = data;
  if (first || assetsChanged || dataChanged) return 'all';
  // The old graph too: a module removed (or no longer listed by a glob) is only in the graph that had it.
  const reaches = (r: string, graph: Map<string, string[]>) => [...importClosure(r, graph)].some((f) => changed.has(f));
  return new Set(routeFiles.filter((r) => reaches(r, imports) || (before !== imports && reaches(r, before))));
}
