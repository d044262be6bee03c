// Writes the output folder. Files that already hold the right content are left alone (a hard
// link to the same cached file, or identical bytes), and files the build no longer produces are
// removed, so a warm build touches almost nothing on disk.
import path from 'node:path';
import fs from 'fs-extra';
import { globby } from 'globby';
import { sha1 } from '../../util/hash.ts';
import { eachLimited } from '../../util/each-limited.ts';
import { writeCacheFileSync } from '../../util/cache-file.ts';
import { RACY_MS } from '../../util/racy-stamp.ts';
import type { BuildContext } from '../context.ts';
import type { Assembled } from './assemble.ts';

/**
 * What an output file holds: its content, or a file to take it from. A file taken from the cache is a hard
 * link to it, unless `copy` is set: a page's HTML is copied, since people and deploy scripts edit pages in
 * place, and an edit through a link would change the cached file too; so is every file of the project's own
 * (its assets), whose source such an edit would change.
 */
export type OutputFile =
  | { content: string | Buffer }
  | {
      copyFrom: string;
      copy?: boolean;
      /** The SHA-1 (hex) of the file's content, when its maker knows it (a stored page: its name), so it need not be read to be named. */
      hash?: string;
    };

export interface WriteState {
  /** Output path → content signature written last time in this process (serve mode). */
  written: Map<string, string>;
  /** Output path → the content last signed and its signature: serve hands the same string again for an unchanged page, which then is not hashed again. */
  signed: Map<string, { content: string | Buffer; signature: string }>;
  /**
   * Copied file → its stamp (serve): stated again only when the watcher saw the file change. The
   * other copies are cached image variants and bundle chunks, named by their content, and files under
   * the watched assets folder; stating all ~1,400 of them took ~8 ms of every edit.
   */
  copies: Map<string, string>;
  /**
   * Whether `written` describes the output folder: false until this session's first write. Until then a
   * write compares with the disk, as a fresh build does: a session whose first build failed (serve started
   * on an error, or restarted for a new site.config.json) would otherwise never remove what an earlier
   * session left there (a deleted post's page, served on).
   */
  synced: boolean;
}

export function createWriteState(): WriteState {
  return { written: new Map(), signed: new Map(), copies: new Map(), synced: false };
}

function signature(file: OutputFile, rel: string, state: WriteState, changed: ReadonlySet<string> | undefined): string {
  // A stored page is named by its content's hash: its signature is a text's, with no file to look at.
  if ('copyFrom' in file && file.hash) return `sha1:${file.hash}`;
  if ('copyFrom' in file) {
    // How the file is taken is part of it: a link left by an older build is made a copy when one is asked for.
    const how = file.copy ? 'copy' : 'link';
    const known = changed && !changed.has(file.copyFrom) ? state.copies.get(file.copyFrom) : undefined;
    if (known) return `${how}:${known}`;
    const st = fs.statSync(file.copyFrom);
    const stamp = `${file.copyFrom}:${st.ino}:${st.size}:${st.mtimeMs}`;
    state.copies.set(file.copyFrom, stamp);
    return `${how}:${stamp}`;
  }
  const kept = state.signed.get(rel);
  if (kept && kept.content === file.content) return kept.signature;
  const sig = `sha1:${sha1(file.content)}`;
  state.signed.set(rel, { content: file.content, signature: sig });
  return sig;
}

/** Whether two stats are of one file (a hard link and its source). */
const sameFile = (a: fs.Stats, b: fs.Stats) => a.ino === b.ino && a.dev === b.dev;

/** Whether `dest` is `src` itself (a hard link to it). */
function isLinkTo(dest: string, src: string): boolean {
  const st = fs.statSync(dest, { throwIfNoEntry: false });
  const from = st && fs.statSync(src, { throwIfNoEntry: false });
  return Boolean(st && from && sameFile(st, from));
}

/** Whether `dest` on disk already holds what `file` would write. */
async function upToDate(dest: string, file: OutputFile): Promise<boolean> {
  const st = await fs.stat(dest).catch(() => null);
  if (!st) return false;
  if ('copyFrom' in file) {
    const src = await fs.stat(file.copyFrom);
    // The file itself: right for a link, and for a copy the link an older build left, to be made a copy.
    if (sameFile(st, src)) return !file.copy;
    return st.size === src.size && (await fs.readFile(dest)).equals(await fs.readFile(file.copyFrom));
  }
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
  return st.size === bytes.length && (await fs.readFile(dest)).equals(bytes);
}

/**
 * Files compared and written at a time. A fresh build compares each file with what is on disk, reading
 * both; with every file started at once, all their bytes were in memory together (720 MB at 4,000 posts,
 * the build's peak).
 */
const IN_FLIGHT = 16;

export interface WriteStats {
  written: number;
  unchanged: number;
  removed: number;
}

/** The stage: the output folder holds exactly the output files afterwards. */
export async function writeOutput(ctx: BuildContext, input: { output: Assembled }): Promise<WriteStats> {
  const { config, session, fresh, changed } = ctx;
  // A full build keeps a record of what it wrote for the next (WriteRecord); serve knows what it wrote.
  const record = session.incremental ? undefined : path.join(config.bundleDir, 'written.json');
  return writeFiles(config.abs(config.outDir), input.output.files, { state: session.write, fresh, changed, record });
}

/**
 * Makes `outDir` hold exactly `files`. With `fresh` (a full build in a new process) the folder is
 * compared with what is on disk; otherwise with what this process wrote last time. `changed` (serve:
 * the files the watcher saw change) lets copied files outside it keep their last signature.
 */
export async function writeFiles(
  outDir: string,
  files: Map<string, OutputFile>,
  how: { state: WriteState; fresh: boolean; changed?: ReadonlySet<string>; record?: string },
): Promise<WriteStats> {
  const { state, changed, record } = how;
  const fresh = how.fresh || !state.synced;
  // A fresh write trusts the last one's record for a file still as it was written (WriteRecord).
  const last = fresh && record ? readRecord(record) : undefined;
  const kept: WriteRecord['files'] = {};
  const stats: WriteStats = { written: 0, unchanged: 0, removed: 0 };
  const previous = fresh ? new Set(await globby('**/*', { cwd: outDir, dot: true }).catch(() => [] as string[])) : new Set(state.written.keys());
  const next = new Map<string, string>();
  // Serve compares signatures alone, synchronously: an edit writes a few of ~1,700 files, and a promise
  // for each of the others cost ~2 ms.
  const toWrite: [string, OutputFile][] = [];
  for (const [rel, file] of files) {
    const sig = signature(file, rel, state, fresh ? undefined : changed);
    next.set(rel, sig);
    if (!fresh && state.written.get(rel) === sig) stats.unchanged++;
    else toWrite.push([rel, file]);
  }
  // A fresh write first takes, synchronously, every file its stamps show unchanged: a promise for each of a
  // large site's files (65,000 at 10,000 posts: pages, compressed copies, share pictures) cost more than the
  // stat it waited for. What is left is compared byte for byte, or written, a few at a time.
  const heldByStamps = (rel: string, file: OutputFile): boolean => {
    const dest = path.join(outDir, rel);
    const id = contentId(file, next.get(rel)!);
    const before = id && last?.files[rel];
    if (before && before[0] === id && before[2] < last!.takenAt - RACY_MS) {
      const st = fs.statSync(dest, { throwIfNoEntry: false });
      if (st && st.size === before[1] && st.mtimeMs === before[2]) {
        kept[rel] = before;
        stats.unchanged++;
        return true;
      }
    }
    // A link asked for and found: the file itself (upToDate's first answer, without reading anything).
    if ('copyFrom' in file && !file.copy && isLinkTo(dest, file.copyFrom)) {
      stats.unchanged++;
      return true;
    }
    return false;
  };
  const rest = fresh ? toWrite.filter(([rel, file]) => !heldByStamps(rel, file)) : toWrite;
  await eachLimited(rest, IN_FLIGHT, async ([rel, file]) => {
    const dest = path.join(outDir, rel);
    if (fresh && (await upToDate(dest, file))) {
      stats.unchanged++;
      return;
    }
    await fs.ensureDir(path.dirname(dest));
    if ('copyFrom' in file) {
      await fs.remove(dest);
      // Hard links make copying cached images free; fall back to a copy across devices. A copy shares the
      // blocks where the file system can (a reflink), and is a plain copy where it cannot.
      if (file.copy) await fs.copyFile(file.copyFrom, dest, fs.constants.COPYFILE_FICLONE);
      else await fs.link(file.copyFrom, dest).catch(() => fs.copyFile(file.copyFrom, dest));
    } else {
      await fs.writeFile(dest, file.content);
    }
    stats.written++;
  });
  const emptied = new Set<string>();
  for (const rel of previous) {
    if (next.has(rel)) continue;
    await fs.remove(path.join(outDir, rel));
    emptied.add(path.dirname(rel));
    stats.removed++;
  }
  // Only the folders that lost a file can have become empty (a style edit removes one stylesheet;
  // walking the whole output for empty folders took ~10 ms of that edit).
  for (const dir of emptied) await removeIfEmpty(outDir, dir);
  if (record) await writeRecord(record, outDir, files, next, kept);
  state.written = next;
  state.synced = true;
  for (const rel of state.signed.keys()) if (!next.has(rel)) state.signed.delete(rel);
  const copied = new Set([...files.values()].flatMap((f) => ('copyFrom' in f ? [f.copyFrom] : [])));
  for (const from of state.copies.keys()) if (!copied.has(from)) state.copies.delete(from);
  return stats;
}

/**
 * What a full build wrote, kept for the next in its output folder's bundle folder (`written.json`): each
 * file whose content has an id (a stored page's hash, a text's SHA-1), with the file's size and time once
 * written. A file that still has that size and time holds that content, and is not read to be compared
 * (at 10,000 posts, reading every page and its source took 5 to 10 s of each build). A file written
 * within RACY_MS of the record is compared all the same: it may have been changed again since without
 * its time moving. Another copy of the output (rsync -a of an older one) has other times, and is compared.
 */
interface WriteRecord {
  takenAt: number;
  files: Record<string, [id: string, size: number, mtimeMs: number]>;
}

/** A file's content id, when known without reading it: a stored page's hash, or a text's (both their signatures). */
function contentId(file: OutputFile, sig: string): string | undefined {
  return 'copyFrom' in file && !file.hash ? undefined : sig;
}

function readRecord(file: string): WriteRecord | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as WriteRecord;
    return typeof record.takenAt === 'number' && record.files ? record : undefined;
  } catch {
    return undefined;
  }
}

async function writeRecord(
  file: string,
  outDir: string,
  files: Map<string, OutputFile>,
  signatures: Map<string, string>,
  kept: WriteRecord['files'],
): Promise<void> {
  const record: WriteRecord = { takenAt: 0, files: {} };
  await eachLimited([...files], IN_FLIGHT, async ([rel, out]) => {
    const id = contentId(out, signatures.get(rel)!);
    if (!id) return;
    if (kept[rel]) {
      record.files[rel] = kept[rel];
      return;
    }
    const st = await fs.stat(path.join(outDir, rel)).catch(() => null);
    if (st) record.files[rel] = [id, st.size, st.mtimeMs];
  });
  // After every stat: a file changed from now on moves its time past this.
  record.takenAt = Date.now();
  writeCacheFileSync(file, JSON.stringify(record));
}

/** Removes `rel` (a folder under `outDir`) if it is empty, then its parents while they are empty. */
async function removeIfEmpty(outDir: string, rel: string): Promise<void> {
  for (let dir = rel; dir !== '.' && dir !== '' && !path.isAbsolute(dir); dir = path.dirname(dir)) {
    const abs = path.join(outDir, dir);
    const entries = await fs.readdir(abs).catch(() => undefined);
    if (!entries || entries.length > 0) return;
    await fs.rmdir(abs);
  }
}
