// What content loaders keep between full builds (LoaderContext.store): JSON values on disk under
// `<cacheDir>/loaders/`, each in a file named by the hash of its key and of the loader code's version.
// Collections keep each Markdown body's parse there (runtime/collections.ts): parsing was most of a
// large blog's build, and a warm build now reads a small summary per post, then each post's tree once,
// when its page renders. Nothing is held in memory: a value is read when asked for.
//
// The key a loader gives must hold everything its value was made from (collections give the file, its
// first body line and the body). The version covers the code that makes values: the runtime's own
// sources and npm's lock of what is installed (unified, remark and the rest). Entries a full build did
// not read or write are removed at its end, so the folder holds one build's worth.
import fs from 'node:fs';
import path from 'node:path';
import { sha1 } from '../../util/hash.ts';
import { pruneSharded, shardedPath, writeCacheFileSync } from '../../util/cache-file.ts';
import { generatorDir } from '../../util/generator-dir.ts';

export interface LoaderStore {
  read<T>(key: string): T | undefined;
  write(key: string, value: unknown): void;
  /** Marks an entry as used without reading it, so prune() leaves it (a draft's tree, say, which a build without drafts never reads). */
  keep(key: string): void;
  /** Removes the entries this store neither read nor wrote (after a full build that succeeded). */
  prune(): number;
}

/** Bump when the store's format changes. */
const FORMAT = '1';

/** The version every key is combined with: the runtime's sources (which make the values) and the installed packages. */
function codeVersion(root: string): string {
  const runtime = path.join(generatorDir(import.meta.url), 'runtime');
  const parts = [FORMAT];
  for (const name of fs.readdirSync(runtime).sort()) parts.push(name, sha1(fs.readFileSync(path.join(runtime, name))));
  try {
    parts.push(sha1(fs.readFileSync(path.join(root, 'node_modules', '.package-lock.json'))));
  } catch {
    parts.push('no lock');
  }
  return sha1(parts.join('\0'));
}

export function createLoaderStore(cacheDir: string, root: string): LoaderStore {
  const dir = path.join(cacheDir, 'loaders');
  const version = codeVersion(root);
  const used = new Set<string>();
  const fileOf = (key: string) => {
    const name = `${sha1(`${version}\0${key}`)}.json`;
    used.add(name);
    return shardedPath(dir, name);
  };
  return {
    read<T>(key: string): T | undefined {
      try {
        return JSON.parse(fs.readFileSync(fileOf(key), 'utf8')) as T;
      } catch {
        // Missing or unreadable (a build killed mid-write by an older version): made again.
        return undefined;
      }
    },
    write: (key, value) => writeCacheFileSync(fileOf(key), JSON.stringify(value)),
    keep(key) {
      fileOf(key);
    },
    prune: () => pruneSharded(dir, used),
  };
}
