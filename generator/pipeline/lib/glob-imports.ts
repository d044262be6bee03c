// `globImport(import.meta.url, './*.ts', { import: 'default' })` (generator/runtime/glob-import.ts) in the
// project's modules: the modules of a folder, imported by a pattern, so that adding a file to the folder
// is the whole edit (a service page, an industry) instead of a file plus a line in a list. Each call
// becomes static imports of the files the pattern matches now, sorted by path, and an object literal of
// their namespaces (or their default exports). Literal arguments and patterns under the module's own
// folder only: enough for content lists. Where a module runs unbuilt (a test under tsx), the runtime
// function reads the folder instead, with the same result.
//
// The folders a module globbed are part of what its transform read: serve transforms it again when a
// file is added to or removed from one of them (module-runner.ts), and esbuild's rebuild runs the plugin
// again each time.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { globbySync } from 'globby';
import { BuildError, Errors } from '../../errors.ts';
import { RACY_MS } from '../../util/racy-stamp.ts';

const CALL = /\bglobImport\s*(?:<[^>()]*>)?\s*\(\s*import\.meta\.url\s*,\s*(['"])([^'"]+)\1\s*(?:,\s*(\{[^}]*\}))?\s*\)/g;
const LINARIA = /from\s+['"]@linaria\/(core|react)['"]/;

export interface Expanded {
  code: string;
  /** The folders whose listing the code now depends on (absolute). */
  dirs: string[];
}

/** The module's code with each globImport call expanded; undefined when it has none. */
export function expandGlobImports(code: string, file: string): Expanded | undefined {
  if (!code.includes('globImport')) return undefined;
  CALL.lastIndex = 0;
  if (!CALL.test(code)) return undefined;
  CALL.lastIndex = 0;
  const where = (index: number) => `${file}:${code.slice(0, index).split('\n').length}`;
  if (LINARIA.test(code)) {
    throw new BuildError(Errors.BundleFailed, `${where(code.indexOf('globImport'))}: a module with globImport cannot also hold css or styled tags`, {
      details: ['Keep the list of modules in a module of its own and import it where the styles are.'],
    });
  }
  const dir = path.dirname(file);
  const imports: string[] = [];
  const dirs = new Set<string>();
  let n = 0;
  const out = code.replace(CALL, (_whole, _q: string, pattern: string, optionsText: string | undefined, index: number) => {
    if (!pattern.startsWith('./') || pattern.includes('/../')) {
      throw new BuildError(Errors.BundleFailed, `${where(index)}: globImport('${pattern}') must name files under the module's own folder ("./…")`);
    }
    const options = optionsText ?? '{}';
    const named = /\bimport\s*:\s*(['"])default\1/.test(options);
    const base = path.resolve(dir, path.dirname(pattern.replace(/\*.*$/, 'x')));
    dirs.add(base);
    if (pattern.includes('**')) for (const sub of globbySync('**/', { cwd: base, onlyDirectories: true, absolute: true })) dirs.add(path.resolve(sub));
    const files = globbySync(pattern, { cwd: dir, absolute: true })
      .map((f) => path.resolve(f))
      .filter((f) => f !== path.resolve(file))
      .sort();
    const entries = files.map((f) => {
      const name = `__glob_${n++}`;
      let spec = path.relative(dir, f).split(path.sep).join('/');
      if (!spec.startsWith('.')) spec = `./${spec}`;
      imports.push(named ? `import ${name} from ${JSON.stringify(spec)};` : `import * as ${name} from ${JSON.stringify(spec)};`);
      return `${JSON.stringify(spec)}: ${name}`;
    });
    return `{ ${entries.join(', ')} }`;
  });
  // The imports go on the first line, so the module's own lines (and its error positions) stay where they are.
  return { code: `${imports.join(' ')}${out}`, dirs: [...dirs] };
}

/** Modules seen without a call, by path → their stamp then (kept for the process: serve's rebuilds). */
const plain = new Map<string, string>();

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx', '.mts': 'ts', '.mjs': 'js' } as const;

/**
 * The esbuild side: expands the calls in the project's own modules. `onDirs` hears which folders a
 * module globbed (serve's transforms keep them to know when to transform it again).
 */
export function globImportsPlugin(onDirs?: (file: string, dirs: string[]) => void): Plugin {
  return {
    name: 'site-glob-imports',
    setup(build) {
      build.onLoad({ filter: /\.(?:[cm]?[jt]sx?)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`) || args.namespace !== 'file') return undefined;
        const loader = LOADERS[path.extname(args.path) as keyof typeof LOADERS];
        if (!loader) return undefined;
        // A module without a call, by its size and time (a stamp younger than RACY_MS proves nothing).
        const st = await fs.promises.stat(args.path);
        const stamp = `${st.size}:${st.mtimeMs}`;
        if (plain.get(args.path) === stamp) return undefined;
        const code = await fs.promises.readFile(args.path, 'utf8');
        let expanded: Expanded | undefined;
        try {
          expanded = expandGlobImports(code, args.path);
        } catch (e) {
          // esbuild reports it at the file and line, as it does its own errors.
          const m = /^.*?:(\d+): ([\s\S]*)$/.exec((e as Error).message);
          return { errors: [{ text: m ? m[2] : (e as Error).message, location: { file: args.path, line: m ? Number(m[1]) : 1 } }] };
        }
        if (!expanded) {
          if (Date.now() - st.mtimeMs > RACY_MS) plain.set(args.path, stamp);
          return undefined;
        }
        onDirs?.(args.path, expanded.dirs);
        return { contents: expanded.code, loader, resolveDir: path.dirname(args.path), watchDirs: expanded.dirs };
      });
    },
  };
}
