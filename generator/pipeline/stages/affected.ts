// Serve mode re-renders only the routes an edit can affect: those whose import closure contains
// a changed source file. Anything it cannot trace (assets, content folders that loaders read,
// islands added or removed, the first build) renders everything.
import { globby } from 'globby';
import { sha1 } from '../../util/hash.ts';
import type { FileHashes } from '../lib/assets.ts';

export interface ChangeTracker {
  /** Source file → content hash at the last build. */
  hashes: Map<string, string>;
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

/** Files reachable from `start` through the import graph (including itself). */
export function importClosure(start: string, imports: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of imports.get(file) ?? []) stack.push(dep);
  }
  return seen;
}

/**
 * Returns the route files to render, or 'all'. Updates the tracker to the current state.
 */
/** What affectedRoutes compares: the route files, the server bundle's import graph, and the folders the files came from. */
export interface AffectedInput {
  routeFiles: string[];
  imports: Map<string, string[]>;
  assetsDir: string;
  /** Content folders read by loaders during the build. */
  dataDirs?: string[];
  /** The session's file hashes: a file is read again only when its size or time changed. */
  hashes: FileHashes;
}

/** A missing file hashes as '' (it reads as changed). */
const hashOf = (hashes: FileHashes, file: string) => {
  try {
    return hashes.of(file);
  } catch {
    return '';
  }
};

export async function affectedRoutes(tracker: ChangeTracker, input: AffectedInput): Promise<Set<string> | 'all'> {
  const { routeFiles, imports, assetsDir, dataDirs = [] } = input;
  const first = tracker.hashes.size === 0;
  const next = new Map<string, string>();
  for (const file of imports.keys()) next.set(file, hashOf(input.hashes, file));
  const changed = new Set([...next].filter(([file, hash]) => tracker.hashes.get(file) !== hash).map(([file]) => file));
  for (const file of tracker.hashes.keys()) if (!next.has(file)) changed.add(file);
  const assets = await assetsSignature(assetsDir);
  const assetsChanged = tracker.assets !== assets;
  for (const dir of dataDirs) tracker.dataDirs.add(dir);
  const data = (await Promise.all([...tracker.dataDirs].sort().map(assetsSignature))).join();
  const dataChanged = tracker.data !== data;
  tracker.hashes = next;
  tracker.assets = assets;
  tracker.data = data;
  if (first || assetsChanged || dataChanged) return 'all';
  return new Set(routeFiles.filter((r) => [...importClosure(r, imports)].some((f) => changed.has(f))));
}
