// Full builds: each page's body waits on disk between its render and its document. The stages in
// between (the client bundle, the page CSS plan, the SEO tags) need only what the render learned about
// the page (its islands, its style classes, its meta), never its HTML; a body held in memory from render
// to documents made the heap grow with the site (1.3 GB after render at 10,000 posts). Now each body is
// written to a file of this build's own as it is rendered, and read back (and the file removed) when its
// document is made, so memory holds one body at a time and the disk at most one build's bodies.
//
// The folder is `<cacheDir>/spill/<pid>/`: two builds of one project never share it. A build removes it
// when it ends, failed or not; one left by a process that was killed is removed by the next full build.
import fs from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists, as another user's.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class SpilledBodies {
  private readonly dir: string;
  private next = 0;

  constructor(cacheDir: string) {
    const root = path.join(cacheDir, 'spill');
    this.dir = path.join(root, String(process.pid));
    if (fs.existsSync(root)) {
      for (const name of fs.readdirSync(root)) {
        const pid = Number(name);
        if (pid === process.pid || !Number.isInteger(pid) || !alive(pid)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
      }
    }
    fs.mkdirSync(this.dir, { recursive: true });
  }

  /** Writes a body to a file of its own and returns the file. */
  put(body: string): string {
    const file = path.join(this.dir, `${this.next++}.html`);
    fs.writeFileSync(file, body);
    return file;
  }

  /** Reads a body back and removes its file: each is read once, by its page's document. */
  take(file: string): string {
    const body = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    return body;
  }

  /** Removes the folder and whatever is left in it. */
  dispose(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
