// Files and folders a process keeps under a cache folder are named after its pid ("<pid>.html",
// "<pid>-3"), so two builds or a build and serve of one project never share one. A process that was
// killed leaves its entries behind; the next one to use the folder removes them.
import fs from 'node:fs';
import path from 'node:path';

/** Whether process `pid` is running (as any user). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists, as another user's.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the entries under `root` whose process is no longer running (and any not named after a pid), then makes sure `root` exists. */
export function clearDeadEntries(root: string): void {
  if (fs.existsSync(root)) {
    for (const name of fs.readdirSync(root)) {
      const pid = Number.parseInt(name, 10);
      if (pid !== process.pid && (!Number.isInteger(pid) || !alive(pid))) fs.rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
  fs.mkdirSync(root, { recursive: true });
}
