// sitemap.xml <lastmod>: the date of the last commit that touched any file a page is made of.
// One `git log` for every file at once keeps the warm build fast. Without git (a tarball, or git
// not installed) every page gets the build date, and the build says so.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { importClosure } from './import-graph.ts';

const run = promisify(execFile);

export interface LastmodResult {
  /** URL → YYYY-MM-DD. */
  dates: Map<string, string>;
  /** Set when the dates could not come from git. */
  note?: string;
}

/** YYYY-MM-DD of a Date in UTC. */
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The files a page is made of: its route file plus what it imports (directly or through other
 * such files) from the `from` folders; with no folders, everything it imports.
 */
export function pageInputs(routeFile: string, imports: Map<string, string[]>, root: string, from?: string[]): string[] {
  return pageInputsOf(imports, root, from)(routeFile);
}

/** pageInputs for many pages of one import graph: the graph is narrowed to the `from` folders once. */
export function pageInputsOf(imports: Map<string, string[]>, root: string, from?: string[]): (routeFile: string) => string[] {
  if (!from?.length) return (routeFile) => [...importClosure(routeFile, imports)];
  const dirs = from.map((d) => path.resolve(root, d) + path.sep);
  const inside = (f: string) => dirs.some((d) => f.startsWith(d));
  const restricted = new Map([...imports].map(([file, deps]) => [file, deps.filter(inside)]));
  return (routeFile) => [...importClosure(routeFile, restricted)];
}

/** Latest commit date (YYYY-MM-DD) of each file, from one `git log`; null when git has no answer. */
export async function gitDates(root: string, files: string[]): Promise<Map<string, string> | null> {
  const rel = [...new Set(files.map((f) => path.relative(root, f).split(path.sep).join('/')))];
  let stdout: string;
  try {
    // --relative: paths come back relative to `root` even when it sits inside a bigger repository.
    ({ stdout } = await run('git', ['log', '--format=%x01%cs', '--name-only', '--no-renames', '--relative', '--', ...rel], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch {
    return null;
  }
  const dates = new Map<string, string>();
  for (const commit of stdout.split('\x01').slice(1)) {
    const [date, ...names] = commit.split('\n');
    // Newest first: the first commit that names a file is its latest change.
    for (const name of names) {
      const abs = name && path.resolve(root, name);
      if (abs && !dates.has(abs)) dates.set(abs, date.trim());
    }
  }
  return dates;
}

export type GitDates = (root: string, files: string[]) => Promise<Map<string, string> | null>;

/** Where HEAD stands: its content and the time and size of its reflog; undefined outside a repository. */
function headState(root: string): string | undefined {
  try {
    for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
      const dotGit = path.join(dir, '.git');
      if (fs.existsSync(dotGit)) {
        // A worktree's .git is a file naming its git directory.
        const gitDir = fs.statSync(dotGit).isFile()
          ? path.resolve(
              dir,
              fs
                .readFileSync(dotGit, 'utf8')
                .replace(/^gitdir:\s*/, '')
                .trim(),
            )
          : dotGit;
        const log = fs.statSync(path.join(gitDir, 'logs', 'HEAD'));
        return `${fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim()} ${log.mtimeMs} ${log.size}`;
      }
      if (path.dirname(dir) === dir) return undefined;
    }
  } catch {
    return undefined;
  }
}

/**
 * gitDates for a serve session: an edit is not a commit, so the answer is kept until HEAD moves (a
 * commit, checkout or reset writes HEAD's reflog) or a file not asked about before comes in.
 */
export function sessionGitDates(dates: GitDates = gitDates): GitDates {
  let kept: { state: string; files: Set<string>; dates: Map<string, string> | null } | undefined;
  return async (root, files) => {
    const state = headState(root);
    if (state && kept?.state === state && files.every((f) => kept!.files.has(f))) return kept.dates;
    const answer = await dates(root, files);
    kept = state ? { state, files: new Set(files), dates: answer } : undefined;
    return answer;
  };
}

/**
 * The lastmod of each page: `updated` when the page sets one, else the newest git date of its
 * files (a file git does not know yet is new: the build date).
 */
export async function lastModified(
  root: string,
  pages: { url: string; inputs: string[]; updated?: string }[],
  now: Date,
  dates: GitDates = gitDates,
): Promise<LastmodResult> {
  const today = day(now);
  const fromGit = await dates(
    root,
    pages.filter((p) => !p.updated).flatMap((p) => p.inputs),
  );
  const result = new Map<string, string>();
  for (const p of pages) {
    if (p.updated) result.set(p.url, p.updated);
    else if (!fromGit) result.set(p.url, today);
    else
      result.set(
        p.url,
        p.inputs.map((f) => fromGit.get(f) ?? today).reduce((a, b) => (a > b ? a : b), '0000-00-00'),
      );
  }
  const needsGit = pages.some((p) => !p.updated);
  return {
    dates: result,
    note: needsGit && !fromGit ? `sitemap: no git history here, so <lastmod> is the build date (${today}) for pages without an "updated" date` : undefined,
  };
}
