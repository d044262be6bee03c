// The build manifest: what the last full build read and wrote, kept per output folder in the
// bundle folder. build-manifest.json is the proof `site build` reads first: every input file under
// the source folders with its size, mtime and content hash, the files whose change touches every
// page (the generator's own sources, site.config.json, package manifests and lock files), and every
// file and folder in the output folder as written; past 10,000 output files, a share of the files is
// in build-outputs-beside.json, which a worker reads and checks beside it. build-pages.json records,
// for every page, the route file, the modules the route imports, the content files it rendered, the
// assets it used and the files it produced; the no-change exit never reads it.
//
// `site build` asks `compareWithLastBuild` first: when no input's stat or hash changed, no file
// appeared or vanished, and the output folder still holds exactly what was written, it exits without
// loading the build.
//
// This module is on the CLI's fast path: it imports nothing but Node's own modules (and util/hash.ts, util/generator-dir.ts and util/racy-stamp.ts, which do the same).
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';
import { generatorDir } from '../../util/generator-dir.ts';
import { RACY_MS } from '../../util/racy-stamp.ts';
import { sha1 } from '../../util/hash.ts';
import type { ResolvedConfig } from '../../config.ts';

/**
 * 2: a route's modules recorded once, not with each of its pages (at 10,000 posts they were 69 of the manifest's 76 MB).
 * 3: the pages in a file of their own; the output folder's files and folders as parallel lists.
 * 4: the worker's share of the output files in a file of its own; the folders to list, with their entries.
 */
const VERSION = 4;

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
  /** The output folder as written: every folder, and the files this thread checks (the worker's share is in `beside`). */
  outputs: ProofOutputs;
}

/**
 * Every file and folder in the output folder, relative to it ('/'-separated; '' is the folder itself), with
 * lstat's size and mtime: lists side by side, which JSON parses three times as fast as an object per file
 * (20 against 67 ms for 64,000 files).
 */
export interface OutputStamps {
  files: string[];
  size: number[];
  mtimeMs: number[];
  dirs: string[];
  dirMtimeMs: number[];
  /**
   * Date.now() when the stamps were taken. A folder changed since RACY_MS before then may have changed again
   * within the file system's clock tick with its time unchanged: its entries are listed, not trusted.
   */
  takenAt: number;
}

/**
 * The output folder as the proof holds it. Every folder with its time, and the expected entries of each folder
 * stamped within RACY_MS of `takenAt` (listed, not trusted: see outputsIntact). Past WORKER_FROM files, the first
 * WORKER_SHARE of them are in a file of their own (`beside`, build-outputs-beside.json), which a worker reads and
 * checks while this thread reads the proof and checks the inputs; the rest are here.
 */
export interface ProofOutputs extends OutputStamps {
  /** Folders (relative, '' the output folder) that must be listed, with the names they held, sorted. */
  racy: Record<string, string[]>;
  /** The worker's share: the id its file carries (written by the same build) and how many files it holds. */
  beside?: { id: string; count: number };
}

/** build-outputs-beside.json: the worker's share of the output files. */
interface BesideShare extends Pick<OutputStamps, 'files' | 'size' | 'mtimeMs'> {
  id: string;
}

/** What each page read and wrote (build-pages.json): for telling which pages an edit reaches. */
export interface PagesRecord {
  version: number;
  /** The proof's key: pages recorded by another build than the proof's are not read. */
  key: string;
  /** Each route file's project modules, imported directly or not (itself included), relative to the root: the same for every page of the route. */
  routes: Record<string, string[]>;
  pages: PageInputs[];
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

export function pagesFile(config: ResolvedConfig): string {
  return path.join(config.bundleDir, 'build-pages.json');
}

export function besideFile(config: ResolvedConfig): string {
  return path.join(config.bundleDir, 'build-outputs-beside.json');
}

/** Source files under `rel` (a folder relative to `root`), as paths relative to `root`; dot entries and node_modules are skipped. */
function walkSources(root: string, rel: string, out: string[] = []): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(rel === '.' ? root : `${root}${path.sep}${rel}`, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const child = rel === '.' ? e.name : `${rel}${path.sep}${e.name}`;
    if (e.isDirectory()) walkSources(root, child, out);
    else if (e.isFile()) out.push(child);
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

/** A file's stamp as the proof records it: size, mtime and (up to HASH_LIMIT) its content hash. */
function stampOf(abs: string): Stamp | undefined {
  try {
    const st = fs.statSync(abs);
    const stamp: Stamp = { size: st.size, mtimeMs: st.mtimeMs };
    if (st.size <= HASH_LIMIT) stamp.hash = sha1(fs.readFileSync(abs));
    return stamp;
  } catch {
    return undefined;
  }
}

/** Every input file now (relative paths): the files under the roots, the project files, and any input recorded outside the roots. */
function currentInputs(config: ResolvedConfig, roots: string[], extra: string[]): Set<string> {
  const files = new Set<string>();
  for (const r of roots) for (const f of walkSources(config.root, r)) files.add(f);
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
    const abs = `${config.root}${path.sep}${f}`;
    const st = fs.statSync(abs, { throwIfNoEntry: false });
    if (!st) changed.add(f);
    else if (st.size !== before.size) changed.add(f);
    else if (st.mtimeMs !== before.mtimeMs && (!before.hash || sha1(fs.readFileSync(abs)) !== before.hash)) changed.add(f);
  }
  return changed;
}

// An input (or output folder) whose time is within RACY_MS of the build's start, or later, may have changed
// while the build read it, or be changed again within the file system's clock tick with its size and time
// unchanged (util/racy-stamp.ts): its stamp proves nothing about what the build read.

/**
 * The output folder's files and folders with their lstat stamps. A folder is stamped before it is listed, so
 * an entry added while it is listed moves its time past the stamp (or within RACY_MS of takenAt).
 */
function stampOutputs(outDir: string): OutputStamps {
  const stamps: OutputStamps = { files: [], size: [], mtimeMs: [], dirs: [], dirMtimeMs: [], takenAt: Date.now() };
  const visit = (rel: string) => {
    const abs = rel ? `${outDir}/${rel}` : outDir;
    const st = fs.lstatSync(abs, { throwIfNoEntry: false });
    if (!st) return;
    stamps.dirs.push(rel);
    stamps.dirMtimeMs.push(st.mtimeMs);
    const entries = fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) visit(child);
      else {
        const fst = fs.lstatSync(`${outDir}/${child}`, { throwIfNoEntry: false });
        if (!fst) continue;
        stamps.files.push(child);
        stamps.size.push(fst.size);
        stamps.mtimeMs.push(fst.mtimeMs);
      }
    }
  };
  visit('');
  return stamps;
}

/**
 * Whether files[from..to) are in `outDir` with their recorded size and mtime. Self-contained (it reaches
 * nothing outside its parameters), so a worker runs its source text too.
 */
function filesIntact(nodeFs: typeof fs, outDir: string, stamps: Pick<OutputStamps, 'files' | 'size' | 'mtimeMs'>, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const st = nodeFs.lstatSync(`${outDir}/${stamps.files[i]}`, { throwIfNoEntry: false });
    if (!st || st.isDirectory() || st.size !== stamps.size[i] || st.mtimeMs !== stamps.mtimeMs[i]) return false;
  }
  return true;
}

/** Below this many files, starting a worker (30–60 ms) costs more than the share of the stats it takes. */
const WORKER_FROM = 10_000;
/**
 * The worker's share of the files. It starts, reads and parses them while this thread reads the proof, checks the
 * inputs and stats the folders. At 10,000 posts (64,000 files, 13,000 folders, 10,700 inputs) shares of 0.5, 0.6
 * and 0.7 took the same time within this machine's noise.
 */
const WORKER_SHARE = 0.6;

/** A check of the worker's share under way: its file's id and whether its files are intact. */
interface BesideCheck {
  result: Promise<{ id: string; intact: boolean }>;
  stop: () => void;
}

/** Reads the share in `file` and checks it with filesIntact, on a worker thread. */
function checkBeside(file: string, outDir: string): BesideCheck {
  const source = `const { parentPort, workerData: w } = require('node:worker_threads');
const fs = require('node:fs');
let share;
try { share = JSON.parse(fs.readFileSync(w.file, 'utf8')); } catch {}
parentPort.postMessage(share ? { id: share.id, intact: (${filesIntact.toString()})(fs, w.outDir, share, 0, share.files.length) } : { id: '', intact: false });`;
  const worker = new Worker(source, { eval: true, workerData: { file, outDir } });
  const result = new Promise<{ id: string; intact: boolean }>((resolve) => {
    worker.once('message', resolve);
    // A worker that cannot run proves nothing: the build runs.
    worker.once('error', () => resolve({ id: '', intact: false }));
    worker.once('exit', () => resolve({ id: '', intact: false }));
  });
  return { result, stop: () => void worker.terminate() };
}

/**
 * Whether the output folder holds exactly the recorded files, each with its size and mtime. A file added,
 * removed or renamed changes the time of the folder it is in, so the folders are checked by their stamps
 * rather than listed: at 10,000 posts, listing 13,000 folders took 310 ms and stamping them 40. Only a folder
 * stamped within RACY_MS of its last change is listed, and its entries compared with those the proof recorded.
 * `beside`: the worker's check of its share, started with checkBeside before the proof was read; its answer
 * counts only when its file carries the proof's id.
 */
async function outputsIntact(outDir: string, outputs: ProofOutputs, beside?: BesideCheck): Promise<boolean> {
  if (outputs.beside && !beside) return false;
  if (!filesIntact(fs, outDir, outputs, 0, outputs.files.length) || !foldersIntact(outDir, outputs)) return false;
  if (!outputs.beside) return true;
  const answer = await beside!.result;
  return answer.intact && answer.id === outputs.beside.id;
}

/** The folders' part of outputsIntact: each with its recorded time, and a racy one with its recorded entries. */
function foldersIntact(outDir: string, { dirs, dirMtimeMs, racy }: ProofOutputs): boolean {
  for (let i = 0; i < dirs.length; i++) {
    const st = fs.lstatSync(dirs[i] ? `${outDir}/${dirs[i]}` : outDir, { throwIfNoEntry: false });
    if (!st?.isDirectory() || st.mtimeMs !== dirMtimeMs[i]) return false;
  }
  for (const [rel, names] of Object.entries(racy)) {
    const found = fs.readdirSync(rel ? `${outDir}/${rel}` : outDir).sort();
    if (found.length !== names.length || found.some((n, i) => n !== names[i])) return false;
  }
  return true;
}

/**
 * Stamps the output folder in the proof's form: every folder, the folders that must be listed with their entries,
 * and the files. Past `workerFrom` files, the worker's share goes to build-outputs-beside.json, written here (a
 * proof is written after it, or none counts); below, any such file is removed.
 */
export function recordOutputs(config: ResolvedConfig, workerFrom = WORKER_FROM): ProofOutputs {
  const { files, size, mtimeMs, dirs, dirMtimeMs, takenAt } = stampOutputs(config.abs(config.outDir));
  const racy: Record<string, string[]> = {};
  for (let i = 0; i < dirs.length; i++) if (dirMtimeMs[i] > takenAt - RACY_MS) racy[dirs[i]] = [];
  const parentOf = (rel: string) => rel.slice(0, Math.max(0, rel.lastIndexOf('/')));
  for (const list of [files, dirs]) for (const rel of list) if (rel) racy[parentOf(rel)]?.push(rel.slice(rel.lastIndexOf('/') + 1));
  for (const names of Object.values(racy)) names.sort();
  const count = files.length >= workerFrom ? Math.floor(files.length * WORKER_SHARE) : 0;
  const outputs: ProofOutputs = { files: files.slice(count), size: size.slice(count), mtimeMs: mtimeMs.slice(count), dirs, dirMtimeMs, takenAt, racy };
  if (!count) {
    fs.rmSync(besideFile(config), { force: true });
    return outputs;
  }
  outputs.beside = { id: randomUUID(), count };
  const share: BesideShare = { id: outputs.beside.id, files: files.slice(0, count), size: size.slice(0, count), mtimeMs: mtimeMs.slice(0, count) };
  writeAtomically(besideFile(config), JSON.stringify(share));
  return outputs;
}

export function readManifest(config: ResolvedConfig): BuildManifest | undefined {
  try {
    const m = JSON.parse(fs.readFileSync(manifestFile(config), 'utf8')) as BuildManifest;
    return m.version === VERSION ? m : undefined;
  } catch {
    return undefined;
  }
}

/** What each page of the last full build read and wrote, when it belongs to the current proof. */
export function readPages(config: ResolvedConfig): PagesRecord | undefined {
  const manifest = readManifest(config);
  try {
    const pages = JSON.parse(fs.readFileSync(pagesFile(config), 'utf8')) as PagesRecord;
    return manifest && pages.version === VERSION && pages.key === manifest.key ? pages : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the manifest (a build is under way: until it finishes, the output folder proves nothing). */
export function dropBuildManifest(config: ResolvedConfig): void {
  fs.rmSync(manifestFile(config), { force: true });
  fs.rmSync(pagesFile(config), { force: true });
  fs.rmSync(besideFile(config), { force: true });
}

/**
 * What the last build's proof says of this one: whether it is up to date (nothing the last build read or
 * wrote has changed: the build can be skipped).
 */
export async function compareWithLastBuild(config: ResolvedConfig, options: ManifestOptions): Promise<{ upToDate: boolean }> {
  const outDir = config.abs(config.outDir);
  // Started first: the worker reads and checks its share of the output files while this thread reads the proof and checks the inputs.
  const beside = fs.existsSync(besideFile(config)) ? checkBeside(besideFile(config), outDir) : undefined;
  try {
    const manifest = readManifest(config);
    if (!manifest) return { upToDate: false };
    if (changedInputs(config, manifest).size > 0 || manifest.key !== manifestKey(config, options)) return { upToDate: false };
    return { upToDate: await outputsIntact(outDir, manifest.outputs, beside) };
  } finally {
    beside?.stop();
  }
}

/** True when nothing the last build read or wrote has changed: the build can be skipped. */
export async function upToDate(config: ResolvedConfig, options: ManifestOptions): Promise<boolean> {
  return (await compareWithLastBuild(config, options)).upToDate;
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
    const stamp = stampOf(path.resolve(config.root, f));
    if (!stamp) continue;
    if (stamp.mtimeMs > build.startedAt - RACY_MS) return undefined;
    inputs[f] = stamp;
  }
  const manifest: BuildManifest = {
    version: VERSION,
    key: manifestKey(config, options),
    global: [...projectFiles(config), ...Object.keys(inputs).filter((f) => underAny(f, [generator]))],
    generator,
    data: [...build.dataDirs].map(rel).sort(),
    roots,
    inputs,
    outputs: recordOutputs(config),
  };
  const record: PagesRecord = {
    version: VERSION,
    key: manifest.key,
    routes: {},
    pages: build.pages.map((p) => ({
      url: p.url,
      route: rel(p.route),
      content: [...p.content].map(rel).sort(),
      assets: [...p.assets].map(rel).sort(),
      outputs: p.outputs,
    })),
  };
  for (const p of build.pages) record.routes[rel(p.route)] ??= [...p.modules].map(rel).sort();
  // The pages and the worker's share first: the proof, written last, is what makes them count.
  writeAtomically(pagesFile(config), JSON.stringify(record));
  writeAtomically(manifestFile(config), JSON.stringify(manifest));
  return manifest;
}

function writeAtomically(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}
