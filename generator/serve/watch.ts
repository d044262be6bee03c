import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config.ts';

/** Hidden entries (.git, editors' swap files), node_modules and backup files (name~) start no rebuild. */
const ignored = (name: string) => name.startsWith('.') || name === 'node_modules' || name.endsWith('~');

/**
 * How long the folder stays quiet before a rebuild starts. One save is one burst of events: a rename
 * (an atomic save), or a truncate and a write microseconds apart (an in-place save). 10 ms covers the
 * burst; each ms here is a ms of every edit's wait (it was 25 ms, a fifth of an edit's 120 ms).
 * When a burst is split anyway (a writer descheduled between truncate and write), the first rebuild may
 * see the file half-written and show that briefly; the rebuild the second event starts puts it right.
 */
const QUIET_MS = 10;

export interface SourceWatcher {
  /** Stops watching; resolves once a rebuild in progress has finished. */
  stop: () => Promise<void>;
  /** Whether a change is waiting out the quiet time or a rebuild is running (tests wait for it to end). */
  busy: () => boolean;
}

/**
 * Watches the source folders, and `files` (site.config.json) by their folder, and calls `rebuild` with
 * the paths that changed since the last call (debounced, never two at once).
 *
 * Each folder gets a watcher of its own rather than one recursive watcher per root: on Linux,
 * Node 20's recursive watch follows files, and after a file is replaced by a rename (an editor's
 * atomic save, `sed -i`) it no longer sees in-place writes to it. A folder's watcher sees every
 * change to any name in it. Folders created later are watched as they appear.
 */
export function watchSources(config: ResolvedConfig, rebuild: (changed: ReadonlySet<string>) => Promise<void>, files: string[] = []): SourceWatcher {
  const roots = [...new Set([config.routesDir, config.islandsDir, config.enhancementsDir, config.assetsDir, config.contentDir, ...config.watch])]
    .map((d) => config.abs(d))
    .filter((d) => fs.existsSync(d));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;
  let changed = new Set<string>();
  const trigger = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      timer = undefined;
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      const batch = changed;
      changed = new Set();
      running = rebuild(batch);
      try {
        await running;
      } finally {
        running = undefined;
        if (again && !stopped) {
          again = false;
          trigger();
        }
      }
    }, QUIET_MS);
  };

  const watchers = new Map<string, fs.FSWatcher>();
  const unwatch = (dir: string) => {
    for (const [watched, watcher] of watchers) {
      if (watched === dir || watched.startsWith(`${dir}${path.sep}`)) {
        watcher.close();
        watchers.delete(watched);
      }
    }
  };
  const watchDir = (dir: string) => {
    if (stopped || watchers.has(dir)) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(dir, (_event, name) => {
        if (!name || ignored(String(name))) return;
        const entry = path.join(dir, String(name));
        let isDir = false;
        try {
          isDir = fs.statSync(entry).isDirectory();
        } catch {
          unwatch(entry); // gone: a folder that was watched, or a file
        }
        if (isDir) watchDir(entry);
        changed.add(entry);
        trigger();
      });
    } catch {
      return; // removed before it could be watched
    }
    watcher.on('error', () => unwatch(dir));
    watchers.set(dir, watcher);
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      // removed meanwhile; its parent's watcher reports that
    }
    for (const e of entries) if (e.isDirectory() && !ignored(e.name)) watchDir(path.join(dir, e.name));
  };
  // Roots inside other roots ("site" holds "site/routes") are watched once.
  for (const root of roots) watchDir(root);
  // Single files (site.config.json): their folder (the project root) is watched for their names alone.
  const fileWatchers: fs.FSWatcher[] = [];
  const byDir = new Map<string, Set<string>>();
  for (const f of files) byDir.set(path.dirname(f), (byDir.get(path.dirname(f)) ?? new Set()).add(path.basename(f)));
  for (const [dir, wanted] of byDir) {
    try {
      const watcher = fs.watch(dir, (_event, name) => {
        if (!name || !wanted.has(String(name))) return;
        changed.add(path.join(dir, String(name)));
        trigger();
      });
      watcher.on('error', () => watcher.close());
      fileWatchers.push(watcher);
    } catch {
      // the folder is gone: nothing to watch
    }
  }

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      for (const w of [...watchers.values(), ...fileWatchers]) w.close();
      watchers.clear();
      await running?.catch(() => {});
    },
    busy: () => !stopped && (timer !== undefined || running !== undefined),
  };
}
