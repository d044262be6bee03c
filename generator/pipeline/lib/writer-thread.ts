// Files written on a thread of their own, in the order asked, so the thread that asks (a full build's
// documents) spends no time in the file system. Made for the pages the search index is given: making
// each page's folder and writing it cost the documents 2 to 4 s at 4,000 posts, on this thread or (the
// promise API) in the calls that hand the work to libuv's threads. A page already on disk (a full build's
// stored page) is copied by the thread from its file, with any text to insert: handing its HTML over
// copied it once more on the asking thread (0.4 ms a page of 65 KB).
import { Worker } from 'node:worker_threads';

// The thread: writes or copies each file (making its folder first), removes folders, and answers each
// flush once everything asked before it is done, with the first failure since the last flush.
const THREAD = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const made = new Set();
let failure;
parentPort.on('message', (m) => {
  try {
    if (m.write) {
      const dir = path.dirname(m.write);
      if (!made.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      if (m.from === undefined) fs.writeFileSync(m.write, m.content);
      else if (m.insert === undefined) fs.copyFileSync(m.from, m.write);
      else {
        const text = fs.readFileSync(m.from, 'utf8');
        fs.writeFileSync(m.write, text.slice(0, m.at) + m.insert + text.slice(m.at));
      }
    } else if (m.remove) {
      fs.rmSync(m.remove, { recursive: true, force: true });
      made.clear();
    }
  } catch (e) {
    failure ??= String(e && e.message || e);
  }
  if (m.flush !== undefined) {
    parentPort.postMessage({ flush: m.flush, failure });
    failure = undefined;
  }
});
`;

export class WriterThread {
  private worker: Worker | undefined;
  /** Why the thread stopped before it was closed: what was asked since may not be done. */
  private broken: Error | undefined;
  private flushes = 0;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();

  private thread(): Worker {
    if (!this.worker) {
      const worker = new Worker(THREAD, { eval: true });
      worker.on('message', (m: { flush: number; failure?: string }) => {
        const waiter = this.waiting.get(m.flush);
        this.waiting.delete(m.flush);
        if (!this.waiting.size) worker.unref();
        if (m.failure) waiter?.reject(new Error(m.failure));
        else waiter?.resolve();
      });
      const stop = (e: Error) => {
        this.broken ??= e;
        for (const waiter of this.waiting.values()) waiter.reject(this.broken);
        this.waiting.clear();
      };
      worker.on('error', stop);
      worker.on('exit', (code) => {
        if (this.worker === worker) stop(new Error(`the writer thread stopped (exit code ${code})`));
      });
      // The thread keeps the process alive only while a flush waits for it (a build that failed ends
      // without waiting for the rest of its writes).
      worker.unref();
      this.worker = worker;
    }
    return this.worker;
  }

  /** Writes `content` to `file` (its folder made if need be), after everything asked before. */
  write(file: string, content: string): void {
    this.thread().postMessage({ write: file, content });
  }

  /**
   * Writes to `file` the text of the file `from` (UTF-8), with `insert.text` put in at the character
   * offset `insert.at`, after everything asked before. `from` must not change until
   * the next flush has resolved.
   */
  copy(from: string, file: string, insert?: { at: number; text: string }): void {
    this.thread().postMessage({ write: file, from, at: insert?.at, insert: insert?.text });
  }

  /** Removes the folder `dir` and all in it, after everything asked before. */
  remove(dir: string): void {
    this.thread().postMessage({ remove: dir });
  }

  /** Resolves once everything asked so far is done; rejects with the first failure since the last flush. */
  flush(): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.flushes++;
    return new Promise<void>((resolve, reject) => {
      const worker = this.thread();
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ flush: id });
    });
  }

  /** Waits for everything asked, then stops the thread. */
  async close(): Promise<void> {
    if (!this.worker) return;
    try {
      await this.flush();
    } finally {
      const worker = this.worker;
      this.worker = undefined;
      await worker?.terminate();
    }
  }
}
