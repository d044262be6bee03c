// The modules of a folder, by a pattern relative to the calling module:
//
//   export const pages = globImport<ServicePage>(import.meta.url, './*.ts', { import: 'default' });
//
// Keys are the matched paths ("./sap.ts"), sorted; values the modules' namespaces, or with
// `import: 'default'` their default exports. The calling module itself is left out. When the site is built
// or served, each call is replaced by static imports of the files it matches then
// (generator/pipeline/lib/glob-imports.ts), so browsers and the bundles never run this function. It
// runs only where the module is loaded as it is written: a test or a script under Node with tsx, where
// it lists the folder and requires each file.
type NodeRequire = (id: string) => Record<string, unknown>;

export function globImport<T = Record<string, unknown>>(base: string, pattern: string, options: { import?: 'default' } = {}): Record<string, T> {
  const get = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  if (!get) throw new Error(`globImport('${pattern}') was not expanded by the build, and this is not Node`);
  const { createRequire } = get('node:module') as { createRequire: (from: string) => NodeRequire };
  const { fileURLToPath } = get('node:url') as { fileURLToPath: (url: string) => string };
  const fs = get('node:fs') as { readdirSync: (dir: string, o: { recursive: boolean }) => string[] };
  const path = get('node:path') as typeof import('node:path');
  const self = fileURLToPath(base);
  const dir = path.dirname(self);
  const matches = globMatcher(pattern);
  const files = fs
    .readdirSync(dir, { recursive: true })
    .map((f) => `./${f.split(path.sep).join('/')}`)
    .filter((f) => matches(f) && !f.split('/').some((part) => part.startsWith('.') && part !== '.') && path.resolve(dir, f) !== self)
    .sort();
  const require = createRequire(base);
  return Object.fromEntries(
    files.map((f) => {
      const mod = require(f);
      return [f, (options.import === 'default' ? mod.default : mod) as T];
    }),
  );
}

/** A matcher for the patterns globImport accepts: "./*.ts", "./**\/*.ts", "./sub/*.tsx" (`*` within a name, `**` any folders). */
export function globMatcher(pattern: string): (relative: string) => boolean {
  const source = pattern
    .split('/')
    .map((part) => (part === '**' ? '(?:[^/]+/)*' : `${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}/`))
    .join('')
    .slice(0, -1);
  const re = new RegExp(`^${source}$`);
  return (relative) => re.test(relative);
}
