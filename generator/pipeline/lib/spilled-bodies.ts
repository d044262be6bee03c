// Full builds: each page's body waits on disk between its render and its document. The stages in
// between (the client bundle, the page CSS plan, the SEO tags) need only what the render learned about
// the page (its islands, its style classes, its meta), never its HTML; a body held in memory from render
// to documents made the heap grow with the site (1.3 GB after render at 10,000 posts). Now each body is
// appended to a file of this build's own (its pack) as it is rendered, and read back when its document is
// made, so memory holds one body at a time.
//
// One file, appended to: a file per body cost 0.8 ms a page to create on this machine's disk, against
// 0.2 ms to append (1,373 pages: 1.1 s against 0.25 s). Packs are `<cacheDir>/renders/<pid>-<n>.bin`: two
// builds of one project never share one. A build that fails removes its pack; one that succeeds keeps it,
// and the next build reuses the bodies in it of the pages it need not render again (lib/kept-renders.ts).
import fs from 'node:fs';
import path from 'node:path';

/** Where a body is: its pack (a file name in the renders folder) and its place in it. */
export interface SpilledBody {
  pack: string;
  at: number;
  bytes: number;
}

export class SpilledBodies {
  /** This build's pack: the bodies it renders (and those it moves out of packs mostly emptied). */
  readonly pack: string;
  private readonly fd: number;
  private end = 0;
  /** Packs of earlier builds, open for reading. */
  private readonly others = new Map<string, number>();

  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    for (let n = 0; ; n++) {
      const name = `${process.pid}-${n}.bin`;
      try {
        // 'wx': a name no earlier build of this process left (a kept pack is never written again).
        this.fd = fs.openSync(path.join(dir, name), 'wx+');
        this.pack = name;
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
  }

  /** Opens an earlier build's pack for reading (at once: a pack removed later stays readable through it). False when it is gone. */
  open(pack: string): boolean {
    if (pack === this.pack || this.others.has(pack)) return true;
    try {
      this.others.set(pack, fs.openSync(path.join(this.dir, pack), 'r'));
      return true;
    } catch {
      return false;
    }
  }

  /** Bytes in an open pack. */
  size(pack: string): number {
    return fs.fstatSync(pack === this.pack ? this.fd : this.others.get(pack)!).size;
  }

  /** Appends a body to this build's pack; where it is. */
  put(body: string | Buffer): SpilledBody {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    for (let done = 0; done < bytes.length; ) done += fs.writeSync(this.fd, bytes, done, bytes.length - done, this.end + done);
    const at = this.end;
    this.end += bytes.length;
    return { pack: this.pack, at, bytes: bytes.length };
  }

  /** A body's bytes. */
  read(body: SpilledBody): Buffer {
    const fd = body.pack === this.pack ? this.fd : this.others.get(body.pack);
    if (fd === undefined) throw new Error(`${path.join(this.dir, body.pack)}: not open`);
    const bytes = Buffer.allocUnsafe(body.bytes);
    for (let done = 0; done < body.bytes; ) {
      const read = fs.readSync(fd, bytes, done, body.bytes - done, body.at + done);
      if (read === 0) throw new Error(`${path.join(this.dir, body.pack)}: ends before the body at ${body.at}`);
      done += read;
    }
    return bytes;
  }

  /** Reads a body back (each is read once, by its page's document). */
  take(body: SpilledBody): string {
    return this.read(body).toString('utf8');
  }

  /** Closes the packs; removes this build's own unless `keep` (the build succeeded and its record names it). */
  dispose({ keep = false } = {}): void {
    fs.closeSync(this.fd);
    for (const fd of this.others.values()) fs.closeSync(fd);
    this.others.clear();
    if (!keep) fs.rmSync(path.join(this.dir, this.pack), { force: true });
  }
}
