// Full builds: each page's body waits on disk between its render and its document. The stages in
// between (the client bundle, the page CSS plan, the SEO tags) need only what the render learned about
// the page (its islands, its style classes, its meta), never its HTML; a body held in memory from render
// to documents made the heap grow with the site (1.3 GB after render at 10,000 posts). Now each body is
// appended to a file of this build's own as it is rendered, and read back when its document is made, so
// memory holds one body at a time.
//
// One file, appended to: a file per body cost 0.8 ms a page to create on this machine's disk, against
// 0.2 ms to append (1,373 pages: 1.1 s against 0.25 s). The file is `<cacheDir>/spill/<pid>.html`: two
// builds of one project never share it. A build removes it when it ends, failed or not; one left by a
// process that was killed is removed by the next full build (util/process-entries.ts).
import fs from 'node:fs';
import path from 'node:path';
import { clearDeadEntries } from '../../util/process-entries.ts';

/** Where a body is in the file. */
export interface SpilledBody {
  at: number;
  bytes: number;
}

export class SpilledBodies {
  private readonly file: string;
  private readonly fd: number;
  private end = 0;

  constructor(cacheDir: string) {
    const root = path.join(cacheDir, 'spill');
    this.file = path.join(root, `${process.pid}.html`);
    clearDeadEntries(root);
    // 'w+' empties this process's own file, if an earlier build of it left one.
    this.fd = fs.openSync(this.file, 'w+');
  }

  /** Appends a body to the file; where it is. */
  put(body: string): SpilledBody {
    const bytes = Buffer.from(body);
    for (let done = 0; done < bytes.length; ) done += fs.writeSync(this.fd, bytes, done, bytes.length - done, this.end + done);
    const at = this.end;
    this.end += bytes.length;
    return { at, bytes: bytes.length };
  }

  /** Reads a body back (each is read once, by its page's document). */
  take(body: SpilledBody): string {
    const bytes = Buffer.allocUnsafe(body.bytes);
    for (let done = 0; done < body.bytes; ) {
      const read = fs.readSync(this.fd, bytes, done, body.bytes - done, body.at + done);
      if (read === 0) throw new Error(`${this.file}: ends before the body at ${body.at}`);
      done += read;
    }
    return bytes.toString('utf8');
  }

  /** Closes and removes the file. */
  dispose(): void {
    fs.closeSync(this.fd);
    fs.rmSync(this.file, { force: true });
  }
}
