// Bundles the generator's CLI (TypeScript) into one ESM file that plain Node 20 runs quickly.
// Runs from npm's `prepare` script, and from bin/site.js whenever a generator source is newer.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GENERATOR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = path.join(GENERATOR, '.bundle', 'cli.mjs');

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

export async function prebundle() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(GENERATOR, 'cli', 'index.ts')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await prebundle();
}
