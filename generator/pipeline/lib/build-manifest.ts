// The build manifest: what the last full build read and wrote, kept per output folder in the
// bundle folder. For every page it records the route file, the modules the route imports, the
// content files it rendered, the assets it used and the files it produced; for the whole build,
// every input file under the source folders with its size, mtime and content hash, the files whose
// change touches every page (the generator's own sources, site.config.json, package manifests and
// lock files), and every file in the output folder as written.
//
// `site build` asks `upToDate` first: when no input's stat or hash changed, no file appeared or
// vanished, and the output folder still holds exactly what was written, it exits without loading
// the build.
//
// This module is on the CLI's fast path: it imports nothing but Node's own modules (and util/hash.ts and util/generator-dir.ts, which do the same).
import fs from 'node:fs';
import path from 'node:path';
import { generatorDir } from '../../util/generator-dir.ts';
import { sha1 } from '../../util/hash.ts';
import type { ResolvedConfig } from '../../config.ts';

/** 2: a route's modules recorded once, not with each of its pages (at 10,000 posts they were 69 of the manifest's 76 MB). */
const VERSION = 2;

export interface Stamp {
  size: number;
  mtimeMs: number;
  /** SHA-1 of the content; absent for large files (a changed stat then counts as a change). */
  hash?: string;
}

export interface PageInputs {
  url: string;
  /** Route file, relative to the project root (its modules are under `routes` in the manifest). */
  route: string;
  /** Content files (Markdown) the page rendered. */
  content: string[];
  /** Asset files the page used (asset(), <Image>). */
  assets: string[];
  /** Files in the output folder this page produced (its HTML, published assets, image variants). */
  outputs: string[];
}

export interface BuildManifest {
  version: number;
  /** Build options, git commit and build day (sitemap dates depend on them): any change rebuilds all. */
  key: string;
  /** Inputs whose change touches every page: generator sources, config, package manifests, lock files. */
  global: string[];
  /** The generator's folder, relative to the root: any change under it touches every page. */
  generator: string;
  /** Folders content loaders read (collections): a change under them touches every page. */
  data: string[];
  /** Folders walked for files that appear or vanish, relative to the root. */
  roots: string[];
  /** Every input file, relative to the root. */
  inputs: Record<string, Stamp>;
  /** Each route file's project modules, imported directly or not (itself included), relative to the root: the same for every page of the route. */
  routes: Record<string, string[]>;
  pages: PageInputs[];
  /** Every file in the output folder as written: size and mtime. */
  outputs: Record<string, { size: number; mtimeMs: number }>;
}

export interface ManifestOptions {
  mode?: 'production' | 'development';
  drafts?: boolean;
  typecheck?: boolean;
}

/** Files above this size are compared by stat alone (videos, PDFs): hashing them costs more than a rebuild saves. */
const HASH_LIMIT = 2 * 1024 * 1024;

export function manifestFile(config: ResolvedConfig): string {
  return path.join(config.bundleDir, 'build-manifest.json');
}

/**
 * Files under `dir`. Sources skip dot entries and node_modules; the output folder is read whole
 * (`all`: it holds .htaccess and other dot files).
 */
function walk(dir: string, all = false, out: string[] = []): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (!all && (e.name.startsWith('.') || e.name === 'node_modules')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, all, out);
    else if (all || e.isFile()) out.push(p);
  }
  return out;
}

/** The commit git has checked out (sitemap dates come from git history), or '' outside git. */
function gitHead(root: string): string {
  try {
    let gitDir = path.join(root, '.git');
    if (fs.statSync(gitDir).isFile())
      gitDir = path.resolve(
        root,
        fs
          .readFileSync(gitDir, 'utf8')
          .replace(/^gitdir:\s*/, '')
          .trim(),
      );
    const head = fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    const ref = head.slice(5);
    const common = fs.existsSync(path.join(gitDir, 'commondir'))
      ? path.resolve(gitDir, fs.readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim())
      : gitDir;
    for (const dir of [gitDir, common]) {
      const file = path.join(dir, ref);
      if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
    }
    const packed = fs.readFileSync(path.join(common, 'packed-refs'), 'utf8');
    return (
      packed
        .split('\n')
        .find((l) => l.endsWith(` ${ref}`))
        ?.split(' ')[0] ?? ref
    );
  } catch {
    return '';
  }
}

export function manifestKey(config: ResolvedConfig, options: ManifestOptions, now = new Date()): string {
  return sha1(
    JSON.stringify({
      version: VERSION,
      mode: options.mode ?? 'production',
      drafts: options.drafts ?? false,
      // A build that skipped the type check proves nothing to one that asks for it.
      typecheck: Boolean(config.typecheck) && options.typecheck !== false,
      out: config.abs(config.outDir),
      git: gitHead(config.root),
      day: now.toISOString().slice(0, 10),
    }),
  );
}

/** Source folders whose files are inputs (relative to the root), and the generator's folder. */
function sourceRoots(config: ResolvedConfig): string[] {
  const dirs = [config.routesDir, config.islandsDir, config.enhancementsDir, config.assetsDir, config.contentDir, ...config.watch].map((d) => config.abs(d));
  dirs.push(generatorDir(import.meta.url));
  const unique = [...new Set(dirs)].filter((d) => fs.existsSync(d));
  // A folder inside another one is walked with it (site/routes inside site).
  const outer = unique.filter((d) => !unique.some((o) => o !== d && d.startsWith(o + path.sep)));
  return outer.map((d) => path.relative(config.root, d) || '.');
}

/** Files outside the source folders that change every page (config, package manifests, lock files), relative to the root. */
const PROJECT_FILES = ['site.config.json', 'package.json', 'package-lock.json', path.join('node_modules', '.package-lock.json')];

function projectFiles(config: ResolvedConfig): string[] {
  // The type check's settings: its tsconfig and the one it usually extends.
  const typecheck = config.typecheck ? [path.normalize(config.typecheck), 'tsconfig.json'] : [];
  return [...PROJECT_FILES, ...typecheck].filter((n) => fs.existsSync(path.join(config.root, n)));
}

function stampOf(abs: string, withHash: boolean): Stamp | undefined {
  try {
    const st = fs.statSync(abs);
    const stamp: Stamp = { size: st.size, mtimeMs: st.mtimeMs };
    if (withHash && st.size <= HASH_LIMIT) stamp.hash = sha1(fs.readFileSync(abs));
    return stamp;
  } catch {
    return undefined;
  }
}

/** Every input file now (relative paths): the files under the roots, the project files, and any input recorded outside the roots. */
function currentInputs(config: ResolvedConfig, roots: string[], extra: string[]): Set<string> {
  const files = new Set<string>();
  for (const r of roots) for (const abs of walk(path.resolve(config.root, r))) files.add(path.relative(config.root, abs));
  for (const f of projectFiles(config)) files.add(f);
  for (const f of extra) files.add(f);
  return files;
}

const underAny = (file: string, roots: string[]) =>
  roots.some((r) => r === '.' || file === r || file.startsWith(`${r}/`) || file.startsWith(`${r}${path.sep}`));

/**
 * Input files that changed since the manifest was written: added, removed, or with another stat
 * and (when the stat moved but a hash was recorded) another content hash.
 */
export function changedInputs(config: ResolvedConfig, manifest: BuildManifest): Set<string> {
  const recorded = Object.keys(manifest.inputs);
  const outside = recorded.filter((f) => !underAny(f, manifest.roots));
  const now = currentInputs(config, manifest.roots, outside);
  const changed = new Set<string>();
  for (const f of recorded) if (!now.has(f)) changed.add(f);
  for (const f of now) {
    const before = manifest.inputs[f];
    if (!before) {
      changed.add(f);
      continue;
    }
    const abs = path.resolve(config.root, f);
    const st = stampOf(abs, false);
    if (!st) changed.add(f);
    else if (st.size !== before.size) changed.add(f);
    else if (st.mtimeMs !== before.mtimeMs && (!before.hash || sha1(fs.readFileSync(abs)) !== before.hash)) changed.add(f);
  }
  return changed;
}

/** Whether the output folder holds exactly the files the manifest recorded, with the same size and mtime. */
function outputsIntact(outDir: string, manifest: BuildManifest): boolean {
  const files = walk(outDir, true);
  if (files.length !== Object.keys(manifest.outputs).length) return false;
  for (const abs of files) {
    const rel = path.relative(outDir, abs).split(path.sep).join('/');
    const want = manifest.outputs[rel];
    if (!want) return false;
    const st = fs.statSync(abs);
    if (st.size !== want.size || st.mtimeMs !== want.mtimeMs) return false;
  }
  return true;
}

export function readManifest(config: ResolvedConfig): BuildManifest | undefined {
  try {
    const m = JSON.parse(fs.readFileSync(manifestFile(config), 'utf8')) as BuildManifest;
    return m.version === VERSION ? m : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the manifest (a build is under way: until it finishes, the output folder proves nothing). */
export function dropBuildManifest(config: ResolvedConfig): void {
  fs.rmSync(manifestFile(config), { force: true });
}

/** True when nothing the last build read or wrote has changed: the build can be skipped. */
export async function upToDate(config: ResolvedConfig, options: ManifestOptions): Promise<boolean> {
  const manifest = readManifest(config);
  if (!manifest || manifest.key !== manifestKey(config, options)) return false;
  if (changedInputs(config, manifest).size > 0) return false;
  return outputsIntact(config.abs(config.outDir), manifest);
}

export interface ManifestPage {
  url: string;
  /** Absolute paths. */
  route: string;
  modules: Iterable<string>;
  content: Iterable<string>;
  assets: Iterable<string>;
  outputs: string[];
}

/**
 * An input whose time is this close to the build's start, or later, may have changed while the build read
 * it, or be changed again within the file system's clock tick with its size and time unchanged (git's
 * "racy clean" files): its stamp proves nothing about what the build read.
 */
const RACY_MS = 2000;

/**
 * Records a finished build. `inputs`: absolute source files the build read besides those under the source
 * folders. `startedAt` (Date.now() when the build began): when an input was changed since RACY_MS before
 * it, no manifest is written (undefined), and the next build runs instead of trusting a stamp.
 */
export function writeManifest(
  config: ResolvedConfig,
  options: ManifestOptions,
  build: { pages: ManifestPage[]; inputs: Iterable<string>; dataDirs: Iterable<string>; startedAt: number },
): BuildManifest | undefined {
  const rel = (abs: string) => path.relative(config.root, abs);
  const roots = sourceRoots(config);
  const generator = path.relative(config.root, generatorDir(import.meta.url));
  const extra = [...build.inputs].map(rel).filter((f) => !f.split(path.sep).includes('node_modules'));
  const files = currentInputs(config, roots, extra);
  const inputs: Record<string, Stamp> = {};
  for (const f of [...files].sort()) {
    const stamp = stampOf(path.resolve(config.root, f), true);
    if (!stamp) continue;
    if (stamp.mtimeMs > build.startedAt - RACY_MS) return undefined;
    inputs[f] = stamp;
  }
  const outDir = config.abs(config.outDir);
  const outputs: BuildManifest['outputs'] = {};
  for (const abs of walk(outDir, true).sort()) {
    const st = fs.statSync(abs);
    outputs[path.relative(outDir, abs).split(path.sep).join('/')] = { size: st.size, mtimeMs: st.mtimeMs };
  }
  const manifest: BuildManifest = {
    version: VERSION,
    key: manifestKey(config, options),
    global: [...projectFiles(config), ...Object.keys(inputs).filter((f) => underAny(f, [generator]))],
    generator,
    data: [...build.dataDirs].map(rel).sort(),
    roots,
    inputs,
    routes: {},
    pages: build.pages.map((p) => ({
      url: p.url,
      route: rel(p.route),
      content: [...p.content].map(rel).sort(),
      assets: [...p.assets].map(rel).sort(),
      outputs: p.outputs,
    })),
    outputs,
  };
  for (const p of build.pages) manifest.routes[rel(p.route)] ??= [...p.modules].map(rel).sort();
  const file = manifestFile(config);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(manifest));
  fs.renameSync(tmp, file);
  return manifest;
}
