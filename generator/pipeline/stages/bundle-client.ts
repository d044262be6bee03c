// The browser build: one small entry per distinct combination of islands and enhancements that
// pages use, with code splitting so React and shared code are chunks loaded once. Islands are
// dynamic imports, so React is fetched only when an island's strategy fires.
import path from 'node:path';
import { generatorDir } from '../../util/generator-dir.ts';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import fs from 'fs-extra';
import { BuildError, Errors } from '../../errors.ts';
import { BROWSER_TARGETS, formatEsbuildError, projectResolution } from '../lib/esbuild-options.ts';
import { globImportsPlugin } from '../lib/glob-imports.ts';
import { linariaPlugin } from '../lib/linaria.ts';
import { PAGE_READY_ATTR } from '../lib/page-script.ts';
import type { BuildContext } from '../context.ts';
import type { ServerBundle } from './bundle-server.ts';
import type { RenderedPage } from './render.ts';
import { fileSha1, sha1 } from '../../util/hash.ts';

const CLIENT_DIR = path.join(generatorDir(import.meta.url), 'client');

export interface ScriptSet {
  islands: string[];
  enhancements: string[];
}

export interface ClientBundle {
  /** Output files to publish: path under the output folder → absolute file. */
  files: Map<string, string>;
  /** Script set key → public URL of its entry. */
  entries: Map<string, string>;
  /** Script set key → gzipped bytes loaded up front (the entry and its static imports). */
  upfrontGzip: Map<string, number>;
  /** Script set key → gzipped bytes including the islands' dynamic chunks. */
  totalGzip: Map<string, number>;
  /** Script set key → each file it may load, gzipped bytes, lazy when only reached by dynamic import. */
  chunks: Map<string, { name: string; bytes: number; lazy: boolean }[]>;
}

export function scriptSetKey(set: ScriptSet): string {
  return [...set.islands.map((i) => `i:${i}`), ...set.enhancements.map((e) => `e:${e}`)].sort().join(',');
}

/**
 * An import specifier for `file` from the project root, where the virtual modules resolve. An absolute
 * path would go into their source maps' text, and through it into every file name's hash: the same site
 * built from another folder would publish its scripts under other names.
 */
function fromRoot(root: string, file: string): string {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return JSON.stringify(rel.startsWith('../') ? rel : `./${rel}`);
}

function entryCode(root: string, set: ScriptSet, enhancementFiles: Map<string, string>): string {
  const lines: string[] = [];
  if (set.enhancements.length) {
    lines.push(`import { attachEnhancements } from ${fromRoot(root, path.join(CLIENT_DIR, 'enhancements.ts'))};`);
    set.enhancements.forEach((name, i) => lines.push(`import e${i} from ${fromRoot(root, enhancementFiles.get(name)!)};`));
    lines.push(`attachEnhancements({ ${set.enhancements.map((n, i) => `${JSON.stringify(n)}: e${i}`).join(', ')} });`);
  }
  if (set.islands.length) {
    lines.push(`import { startIslands } from ${fromRoot(root, path.join(CLIENT_DIR, 'islands.ts'))};`);
    const loaders = set.islands.map((n) => `${JSON.stringify(n)}: () => import(${JSON.stringify(`site-island:${n}`)})`);
    lines.push(`startIslands({ ${loaders.join(', ')} });`);
  }
  // The page is ready: its enhancements are attached and its islands wait on their strategies.
  lines.push(`document.documentElement.setAttribute(${JSON.stringify(PAGE_READY_ATTR)}, '');`);
  return lines.join('\n');
}

/**
 * An island's chunk. `hydrate` resolves once the island has committed and run its effects: Live's effect
 * runs after its child's. A one-child wrapper leaves useId's ids as the server rendered them.
 */
function islandModule(root: string, file: string): string {
  return [
    `import Component from ${fromRoot(root, file)};`,
    `import { createElement, useEffect } from 'react';`,
    `import { hydrateRoot } from 'react-dom/client';`,
    `function Live({ done, children }) {`,
    `  useEffect(() => done(), []);`,
    `  return children;`,
    `}`,
    `export function hydrate(el, props, identifierPrefix) {`,
    `  return new Promise((done) => {`,
    `    hydrateRoot(el, createElement(Live, { done }, createElement(Component, props)), { identifierPrefix });`,
    `  });`,
    `}`,
  ].join('\n');
}

/** Kept by serve mode between builds: the last result, reused while its entries and source files are unchanged. */
export interface ClientBundleState {
  key?: string;
  inputs?: { file: string; hash: string }[];
  result?: ClientBundle;
}

async function unchanged(state: ClientBundleState, key: string, changed?: ReadonlySet<string>): Promise<boolean> {
  if (state.key !== key || !state.inputs || !state.result) return false;
  // Serve knows which files changed: only those of the inputs need reading again.
  const suspects = changed ? state.inputs.filter((i) => changed.has(i.file)) : state.inputs;
  const hashes = await Promise.all(suspects.map((i) => fileSha1(i.file)));
  return suspects.every((input, i) => hashes[i] === input.hash);
}

/** The islands and enhancements a page uses, each list sorted. */
export function scriptSetOf(page: RenderedPage): ScriptSet {
  return { islands: [...page.islands].sort(), enhancements: [...page.enhancements].sort() };
}

/** The stage: one entry per distinct set of the pages' islands and enhancements, from their files in the server bundle. */
export async function bundleClient(ctx: BuildContext, input: { rendered: RenderedPage[]; server: ServerBundle }): Promise<ClientBundle> {
  const { config, mode } = ctx;
  const { islandFiles, enhancementFiles } = input.server;
  const sets = input.rendered.map(scriptSetOf);
  const linaria = ctx.session.linaria;
  const state = ctx.session.incremental?.client;
  const empty: ClientBundle = { files: new Map(), entries: new Map(), upfrontGzip: new Map(), totalGzip: new Map(), chunks: new Map() };
  const unique = new Map(sets.filter((s) => s.islands.length || s.enhancements.length).map((s) => [scriptSetKey(s), s]));
  if (unique.size === 0) return empty;
  const stateKey = JSON.stringify([mode, [...unique.keys()].sort(), [...islandFiles], [...enhancementFiles]]);
  if (state && (await unchanged(state, stateKey, ctx.changed))) return state.result!;
  const outdir = path.join(config.bundleDir, 'client');
  await fs.emptyDir(outdir);
  const entryNames = new Map<string, string>();
  for (const key of unique.keys()) entryNames.set(`p-${sha1(key).slice(0, 8)}`, key);

  const virtualPlugin: esbuild.Plugin = {
    name: 'site-virtual',
    setup(build) {
      build.onResolve({ filter: /^site-(page|island):/ }, (args) => ({ path: args.path, namespace: 'site-virtual' }));
      build.onLoad({ filter: /.*/, namespace: 'site-virtual' }, (args) => {
        const [kind, name] = args.path.split(':');
        if (kind === 'site-island') return { contents: islandModule(config.root, islandFiles.get(name)!), loader: 'js', resolveDir: config.root };
        const set = unique.get(entryNames.get(name)!)!;
        return { contents: entryCode(config.root, set, enhancementFiles), loader: 'js', resolveDir: config.root };
      });
    },
  };

  let result: esbuild.BuildResult<{ metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints: Object.fromEntries([...entryNames.keys()].map((n) => [n, `site-page:${n}`])),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', ...BROWSER_TARGETS],
      jsx: 'automatic',
      minify: mode === 'production',
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      outdir,
      // Beside the scripts in the bundle folder, never published: serve maps an error a page reports
      // back to the source with them (serve/client-errors.ts). No comment is added to the scripts.
      sourcemap: 'external',
      entryNames: '[name]-[hash]',
      chunkNames: 'c-[hash]',
      loader: { '.woff2': 'empty', '.woff': 'empty', '.css': 'empty' },
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: config.root,
      ...projectResolution(config.root),
      plugins: [virtualPlugin, globImportsPlugin(), linariaPlugin(linaria, { emitCss: false })],
    });
  } catch (e) {
    throw new BuildError(Errors.BundleFailed, formatEsbuildError(e, config.root), { cause: e });
  }

  const bundle: ClientBundle = { files: new Map(), entries: new Map(), upfrontGzip: new Map(), totalGzip: new Map(), chunks: new Map() };
  const outputs = result.metafile.outputs;
  const gz = new Map<string, number>();
  for (const out of Object.keys(outputs)) {
    if (!out.endsWith('.js')) continue;
    const abs = path.resolve(config.root, out);
    bundle.files.set(`assets/js/${path.basename(out)}`, abs);
    gz.set(out, gzipSync(await fs.readFile(abs)).length);
  }
  const closure = (start: string, includeDynamic: boolean) => {
    const seen = new Set<string>();
    const visit = (o: string) => {
      if (seen.has(o) || !outputs[o]) return;
      seen.add(o);
      for (const imp of outputs[o].imports) if (imp.kind === 'import-statement' || (includeDynamic && imp.kind === 'dynamic-import')) visit(imp.path);
    };
    visit(start);
    return seen;
  };
  const sum = (files: Set<string>) => [...files].reduce((s, o) => s + (gz.get(o) ?? 0), 0);
  for (const [out, meta] of Object.entries(outputs)) {
    const name = meta.entryPoint?.replace(/^site-virtual:site-page:/, '');
    const key = name ? entryNames.get(name) : undefined;
    if (!key) continue;
    bundle.entries.set(key, `/assets/js/${path.basename(out)}`);
    const upfront = closure(out, false);
    const all = closure(out, true);
    bundle.upfrontGzip.set(key, sum(upfront));
    bundle.totalGzip.set(key, sum(all));
    bundle.chunks.set(
      key,
      [...all].map((o) => ({ name: path.basename(o), bytes: gz.get(o) ?? 0, lazy: !upfront.has(o) })),
    );
  }
  if (state) {
    const files = Object.keys(result.metafile.inputs).filter((p) => !p.includes(':') && !p.includes('node_modules'));
    state.key = stateKey;
    state.inputs = await Promise.all(files.map(async (p) => ({ file: path.resolve(config.root, p), hash: await fileSha1(path.resolve(config.root, p)) })));
    state.result = bundle;
  }
  return bundle;
}
