// Bundles the generator's CLI (TypeScript) into ESM that plain Node 20 runs quickly: a small entry
// (commander and the argument parsing) and chunks each command imports when it runs, so
// `site --help` loads almost nothing. Runs from npm's `prepare` script, and from bin/site.js
// whenever a generator source is newer than the entry.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GENERATOR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTDIR = path.join(GENERATOR, '.bundle');
export const BUNDLE = path.join(OUTDIR, 'cli.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

export function isStale() {
  if (!fs.existsSync(BUNDLE)) return true;
  return newestSource(GENERATOR) > fs.statSync(BUNDLE).mtimeMs;
}

// commander is bundled into the entry rather than imported from node_modules: every command parses its
// arguments with it, and as one ESM file it loads in about a third of the time (measured: `site --help`).
const bundleCommander = {
  name: 'bundle-commander',
  setup(build) {
    build.onResolve({ filter: /^commander$/ }, () => ({ path: createRequire(import.meta.url).resolve('commander') }));
  },
};

export async function prebundle() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: { cli: path.join(GENERATOR, 'cli', 'index.ts') },
    outdir: OUTDIR,
    outExtension: { '.js': '.mjs' },
    // Chunks sit beside the entry: generator modules find their neighbours (runtime/, client/) one folder up.
    chunkNames: '[name]-[hash]',
    splitting: true,
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
    plugins: [bundleCommander],
    // commander is CommonJS and requires Node's modules; in ESM output that needs a require of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  });
  // Chunks of earlier bundles are removed (a process still running one has already loaded it).
  const current = new Set(Object.keys(result.metafile.outputs).map((p) => path.resolve(p)));
  for (const name of fs.readdirSync(OUTDIR)) {
    if (!current.has(path.join(OUTDIR, name))) fs.rmSync(path.join(OUTDIR, name), { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await prebundle();
}
