// A caching esbuild plugin around wyw-in-js (Linaria's transform).
// The official @wyw-in-js/esbuild plugin runs Babel over every file and redoes all of it on each
// rebuild; the transform is ~35 ms per styled file. This wrapper:
//   - passes files that do not import Linaria straight to esbuild,
//   - caches results in memory and on disk, keyed by the file's content, the tools' versions and this
//     code's own text (`toolKey`), and checked against the content of every project module the styles can
//     evaluate: the import closure of what wyw evaluated (a mixin's tokens too), not only its direct imports,
//   - in serve, reuses a file's last transform for a style or a markup edit (linaria-reuse.ts),
//   - is shared between the server and client builds (one cache object, see createLinariaCache).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'fs-extra';
import { transform as esbuildTransform, type OnLoadResult, type Plugin } from 'esbuild';
import { slugify, transform, TransformCacheCollection } from '@wyw-in-js/transform';
import { sha1 } from '../../util/hash.ts';
import { readCacheJson, writeCacheJson } from '../../util/cache-file.ts';
import { reuseTransform, snapshotOf, type StyleSnapshot, type WywResult } from './linaria-reuse.ts';

const LINARIA_IMPORT = /from\s+['"]@linaria\/(core|react)['"]/;
const CSS_SUFFIX = '.linaria.css';
/**
 * What every result depends on besides its file: the format of a result (4: dependencies are the import
 * closure), the project root (wyw names classes by the path from it), the versions of the packages that
 * make or shape the CSS (from npm's lock of what is installed), and the text of this file and of
 * linaria-reuse.ts. A change to any of them misses every cached result.
 */
function toolKey(root: string): string {
  const require = createRequire(import.meta.url);
  const parts = ['4', root];
  for (const pkg of ['@wyw-in-js/transform', '@linaria/core', '@linaria/react', 'esbuild', '@babel/preset-typescript', '@babel/preset-react']) {
    try {
      parts.push(`${pkg}@${JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version}`);
    } catch {
      parts.push(`${pkg}@?`);
    }
  }
  // The installed tree as npm recorded it (a dependency of a style's helpers, say); absent outside npm.
  try {
    parts.push(sha1(readFileSync(path.join(root, 'node_modules', '.package-lock.json'))));
  } catch {
    parts.push('no lock');
  }
  for (const own of ['linaria.ts', 'linaria-reuse.ts']) {
    try {
      parts.push(sha1(readFileSync(path.join(import.meta.dirname, own))));
    } catch {
      // the prebundled CLI: its own file stands for this code
      parts.push(sha1(readFileSync(new URL(import.meta.url))));
    }
  }
  return sha1(parts.join('\0'));
}

interface CachedResult {
  code: string;
  cssText: string;
  /** The source map from the file's text to `code` (TypeScript's and wyw's transforms), for error positions. */
  map?: string;
  /** Dependencies Linaria evaluated, with the hash of their content at the time. */
  deps: { file: string; hash: string }[];
  /** wyw's rules (selector → the rule's text, class and variable name), for linaria-reuse.ts. */
  rules?: WywResult['rules'];
}

export interface LinariaCache {
  dir: string;
  /** The project root: wyw's root (class names come from the path from it). */
  root: string;
  /** toolKey(root): part of every result's key. */
  tools: string;
  memory: Map<string, CachedResult>;
  /** Content hashes of dependency files, memoised for one build (many styled files share the theme). */
  depHashes: Map<string, Promise<string>>;
  /** The project modules each file imports, resolved, memoised for one build (importClosure; the same reason). */
  imports: Map<string, Promise<string[]>>;
  /** transformed: by wyw; reused: from the file's last transform (serve, linaria-reuse.ts); cached: by content. */
  stats: { transformed: number; reused: number; cached: number; skipped: number };
  /** wyw's own cache of the modules it evaluated, kept for the session. */
  wyw: TransformCacheCollection;
  /**
   * Every project module a transform's styles could evaluate, with its content hash then. When one changed,
   * `wyw` is dropped whole: wyw keeps each module's evaluated exports, and a mixin evaluated with the old
   * tokens keeps their values though its own text is unchanged.
   */
  wywHashes: Map<string, string>;
  /**
   * Serve: each styled file's last transform (wyw's, from the cache or reused) and the text it was made from,
   * for linaria-reuse.ts; the snapshot is made at the file's first edit (null: the file is not one it can read).
   */
  last: Map<string, { raw: string; result: CachedResult; snapshot?: StyleSnapshot | null }>;
}

export function createLinariaCache(cacheDir: string, root: string): LinariaCache {
  return {
    dir: path.join(cacheDir, 'linaria'),
    root,
    tools: toolKey(root),
    memory: new Map(),
    depHashes: new Map(),
    imports: new Map(),
    stats: { transformed: 0, reused: 0, cached: 0, skipped: 0 },
    wyw: new TransformCacheCollection(),
    wywHashes: new Map(),
    last: new Map(),
  };
}

/** A result's key in the memory and disk caches: the tools, its file and its text. */
const keyOf = (cache: LinariaCache, file: string, raw: string) => sha1(`${cache.tools}\0${file}\0${raw}`);

/** The content hash of a file, read once per build ('' when it cannot be read). */
function hashOf(depHashes: LinariaCache['depHashes'], file: string): Promise<string> {
  let h = depHashes.get(file);
  if (!h) {
    h = fs.readFile(file, 'utf8').then(sha1, () => '');
    depHashes.set(file, h);
  }
  return h;
}

async function depsUnchanged(depHashes: LinariaCache['depHashes'], deps: CachedResult['deps']): Promise<boolean> {
  for (const d of deps) if ((await hashOf(depHashes, d.file)) !== d.hash) return false;
  return true;
}

/** Import specifiers a module names: static imports and re-exports, and dynamic imports with a literal. */
const SPECIFIERS = /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The project modules reachable from `files` through their imports (node_modules left out: the lock's hash
 * covers them). wyw reports the modules a file's styles import; what those import in turn (tokens behind a
 * mixin) is evaluated too, so a result depends on all of it. A superset of what was evaluated is safe.
 */
async function importClosure(
  files: string[],
  imports: LinariaCache['imports'],
  resolve: (token: string, importer: string) => Promise<string>,
): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    seen.add(file);
    let deps = imports.get(file);
    if (!deps) {
      deps = importsOf(file, resolve);
      imports.set(file, deps);
    }
    for (const dep of await deps) if (!seen.has(dep)) queue.push(dep);
  }
  return [...seen].sort();
}

/** The files `file` imports, resolved (none when it cannot be read). */
async function importsOf(file: string, resolve: (token: string, importer: string) => Promise<string>): Promise<string[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return [];
  }
  const deps: string[] = [];
  for (const m of text.matchAll(SPECIFIERS)) {
    const token = m[1] ?? m[2] ?? m[3];
    if (!token) continue;
    const dep = await resolve(token, file).catch(() => '');
    if (dep && path.isAbsolute(dep)) deps.push(dep);
  }
  return deps;
}

/**
 * `reuse` (serve's module-by-module transforms): a style or markup edit to a file of css tags reuses its
 * last transform (linaria-reuse.ts) instead of running wyw. Such a result stays in memory: the disk cache,
 * which `site build` reads, only ever holds wyw's own output.
 *
 * `emitCss`: the CSS is imported for esbuild to bundle (the server side; the browser bundles need
 * none). Both get the transform's source map, so esbuild's maps lead to the file as written (error
 * positions: lib/source-position.ts, serve/client-errors.ts).
 */
export function linariaPlugin(cache: LinariaCache, options: { emitCss: boolean; reuse?: boolean }): Plugin {
  return {
    name: 'linaria-cached',
    setup(build) {
      const cssByPath = new Map<string, string>();
      // Between rebuilds (serve), what each file gave, kept by its size and time (and its Linaria
      // dependencies' for styled files): most files are unchanged, and this skips reading and hashing them.
      /** Files without Linaria: left to esbuild. */
      const plain = new Map<string, string>();
      /** Styled files: the answer given, and the dependencies it was computed from. */
      const styled = new Map<string, { stamp: string; deps: { file: string; stamp: string }[]; answer: OnLoadResult }>();
      /**
       * Files' stamps (size and time), read once per build. A file changed in the last two seconds gets a
       * stamp that matches nothing: a second edit of the same size within the file system's clock tick would
       * otherwise keep the first one's stamp (git's "racy clean" files), so such a file is read again.
       */
      let stamps = new Map<string, Promise<string>>();
      let racy = 0;
      const stampOf = (file: string) => {
        let stamp = stamps.get(file);
        if (!stamp) {
          stamp = fs.stat(file).then(
            (st) => (Date.now() - st.mtimeMs < 2000 ? `racy ${++racy}` : `${st.size}:${st.mtimeMs}`),
            () => '',
          );
          stamps.set(file, stamp);
        }
        return stamp;
      };
      // wyw keeps the modules it evaluated in cache.wyw, one for the session, while none of them changed
      // (see wywHashes); the file being transformed is dropped from it first. Kept, a styled file's edit
      // re-evaluates only that file.
      build.onStart(() => {
        cache.depHashes.clear();
        cache.imports.clear();
        stamps = new Map();
      });
      const asyncResolve = async (token: string, importer: string) => {
        const result = await build.resolve(token, { resolveDir: path.dirname(importer), kind: 'import-statement' });
        if (result.errors.length > 0) throw new Error(`Cannot resolve ${token} from ${importer}`);
        return result.path;
      };

      build.onResolve({ filter: /\.linaria\.css$/ }, (args) => ({ path: args.path, namespace: 'linaria' }));
      build.onLoad({ filter: /.*/, namespace: 'linaria' }, (args) => ({ contents: cssByPath.get(args.path) ?? '', loader: 'css' }));

      build.onLoad({ filter: /\.(ts|tsx|js|jsx)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        // A file without Linaria is left to esbuild, which reads it itself and, in serve's rebuilds,
        // parses it again only when it changed. The answer is kept by the file's size and time.
        const stamp = await stampOf(args.path);
        if (plain.get(args.path) === stamp) {
          cache.stats.skipped++;
          return undefined;
        }
        const kept = styled.get(args.path);
        if (kept && kept.stamp === stamp && (await Promise.all(kept.deps.map(async (d) => (await stampOf(d.file)) === d.stamp))).every(Boolean)) {
          cache.stats.cached++;
          return kept.answer;
        }
        const raw = await fs.readFile(args.path, 'utf8');
        const loader = path.extname(args.path).slice(1) as 'ts' | 'tsx' | 'js' | 'jsx';
        if (!LINARIA_IMPORT.test(raw)) {
          cache.stats.skipped++;
          plain.set(args.path, stamp);
          return undefined;
        }
        plain.delete(args.path);
        const key = keyOf(cache, args.path, raw);
        const diskFile = path.join(cache.dir, `${key}.json`);
        let result = cache.memory.get(key);
        if (result && !(await depsUnchanged(cache.depHashes, result.deps))) result = undefined;
        if (!result) {
          const fromDisk = await readCacheJson<CachedResult>(diskFile);
          if (fromDisk && (await depsUnchanged(cache.depHashes, fromDisk.deps))) result = fromDisk;
        }
        if (result) {
          cache.stats.cached++;
          if (options.reuse) remember(cache, args.path, raw, result);
        }
        if (!result && options.reuse) {
          result = await reuseLast(cache, args.path, raw, loader);
          if (result) cache.stats.reused++;
        }
        if (!result) {
          // wyw checks a module's content only when it is handed the code, and keeps what the modules it
          // evaluated exported: once any of them changed, nothing it kept can be trusted.
          for (const [file, was] of cache.wywHashes) {
            if ((await hashOf(cache.depHashes, file)) === was) continue;
            cache.wyw = new TransformCacheCollection();
            cache.wywHashes.clear();
            break;
          }
          cache.wyw.invalidateForFile(args.path);
          try {
            result = await runTransform(args.path, raw, loader, cache, asyncResolve);
          } catch (e) {
            // A transform that failed (a syntax error in a module its styles import) leaves in wyw's cache
            // modules that no result lists, the broken one among them: nothing it kept is kept.
            cache.wyw = new TransformCacheCollection();
            cache.wywHashes.clear();
            throw e;
          }
          for (const d of result.deps) cache.wywHashes.set(d.file, d.hash);
          cache.stats.transformed++;
          await writeCacheJson(diskFile, result);
          if (options.reuse) remember(cache, args.path, raw, result);
        }
        cache.memory.set(key, result);
        const resolveDir = path.dirname(args.path);
        // esbuild reads an input's inline map, so its own maps lead back to the file as written.
        const code = result.map
          ? `${result.code}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(result.map).toString('base64')}\n`
          : result.code;
        let answer: OnLoadResult = { contents: code, loader: 'js', resolveDir };
        if (result.cssText && options.emitCss) {
          const cssName = `${path.basename(args.path).replace(/\.\w+$/, '')}_${slugify(result.cssText)}${CSS_SUFFIX}`;
          cssByPath.set(cssName, result.cssText);
          // On the import's own line, so the map's lines still match.
          answer = { contents: `import ${JSON.stringify(cssName)};${code}`, loader: 'js', resolveDir };
        }
        const deps = await Promise.all(result.deps.map(async (d) => ({ file: d.file, stamp: await stampOf(d.file) })));
        styled.set(args.path, { stamp, deps, answer });
        return answer;
      });
    },
  };
}

/** The files wyw evaluates (theme tokens, say) are TypeScript: Babel parses them with these. */
const BABEL_OPTIONS = { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] };
/**
 * What the styles are evaluated without:
 *  - a happy-dom window, which wyw otherwise makes for every evaluation: ~40 MB of heap, and the first
 *    styled edit in serve waited ~0.5 s for happy-dom to load (no style reads the DOM; one that did
 *    would fail the build, naming its file);
 *  - a search for Babel config files: BABEL_OPTIONS is the whole configuration.
 * The output is byte-identical with and without them.
 */
const WYW_FEATURES = { happyDOM: false, useBabelConfigs: false };

/** The file's transform from its last one, when its dependencies are unchanged and the edit allows (linaria-reuse.ts). */
async function reuseLast(cache: LinariaCache, file: string, raw: string, loader: 'ts' | 'tsx' | 'js' | 'jsx'): Promise<CachedResult | undefined> {
  const last = cache.last.get(file);
  if (!last || !(await depsUnchanged(cache.depHashes, last.result.deps))) return undefined;
  last.snapshot ??= snapshotOf(file, last.raw, last.result) ?? null;
  const reused = last.snapshot && (await reuseTransform(file, raw, loader, last.snapshot));
  if (!reused) return undefined;
  const result = { code: reused.result.code, cssText: reused.result.cssText, deps: last.result.deps };
  cache.last.set(file, { raw, result, snapshot: reused.snapshot });
  return result;
}

/** Keeps a styled file's transform for its next edit (the snapshot waits for that edit). */
function remember(cache: LinariaCache, file: string, raw: string, result: CachedResult): void {
  if (cache.last.get(file)?.raw !== raw) cache.last.set(file, { raw, result });
}

async function runTransform(
  file: string,
  raw: string,
  loader: 'ts' | 'tsx' | 'js' | 'jsx',
  cache: LinariaCache,
  asyncResolve: (token: string, importer: string) => Promise<string>,
): Promise<CachedResult> {
  // esbuild strips types and JSX first; wyw then evaluates only what the css/styled tags need.
  const { code, map } = await esbuildTransform(raw, { loader, jsx: 'automatic', sourcefile: file, format: 'esm', sourcemap: 'external' });
  const result = await transform(
    {
      options: {
        filename: file,
        root: cache.root,
        inputSourceMap: JSON.parse(map),
        // Not stylis's prefixes for every browser ever (display:-ms-flexbox, -moz-transform...: a third
        // of the CSS bytes): the CSS minifier adds the ones the browser targets need (BROWSER_TARGETS).
        prefixer: false,
        pluginOptions: {
          babelOptions: BABEL_OPTIONS,
          features: WYW_FEATURES,
        },
      },
      cache: cache.wyw,
    },
    code,
    asyncResolve,
  );
  const direct: string[] = [];
  for (const dep of result.dependencies ?? []) {
    const depFile = path.isAbsolute(dep) ? dep : await asyncResolve(dep, file).catch(() => '');
    if (depFile && !depFile.includes(`${path.sep}node_modules${path.sep}`) && (await fs.pathExists(depFile))) direct.push(depFile);
  }
  // The file's own text is the key; what its styles evaluated, and all that imports, are its dependencies.
  const deps: CachedResult['deps'] = [];
  for (const depFile of await importClosure(direct, cache.imports, asyncResolve)) {
    if (depFile !== file) deps.push({ file: depFile, hash: await hashOf(cache.depHashes, depFile) });
  }
  const rules = Object.fromEntries(
    Object.entries(result.rules ?? {}).map(([selector, r]) => [selector, { cssText: r.cssText, className: r.className, displayName: r.displayName }]),
  );
  const outMap = result.sourceMap ? JSON.stringify({ ...result.sourceMap, sources: [file], sourcesContent: undefined }) : undefined;
  return { code: result.code, cssText: result.cssText ?? '', map: outMap, deps, rules };
}

/** The files a styled module's transform evaluated (its CSS depends on them), once the plugin has seen it; none for a file without Linaria. */
export function linariaDeps(cache: LinariaCache, file: string, raw: string): string[] {
  return cache.memory.get(keyOf(cache, file, raw))?.deps.map((d) => d.file) ?? [];
}
