// Full builds: the collections content loaders answered (LoaderContext.used), each with its fingerprint
// (lib/value-fingerprint.ts), taken when it is first asked for, before any page can see it. A page that
// asks for a collection while it renders (a list of every post) depends on all of it (lib/kept-renders.ts).
import { Fingerprints } from './value-fingerprint.ts';

export class CollectionReads {
  /** The build's fingerprints, which the pages' props share (an entry is hashed once). */
  readonly fingerprints = new Fingerprints();
  private readonly prints = new Map<string, string | undefined>();
  /** Told of each collection asked for while a page renders. */
  listener?: (name: string) => void;

  /** LoaderContext.used. */
  readonly used = (name: string, entries: readonly unknown[]): void => {
    if (!this.prints.has(name)) this.prints.set(name, this.fingerprints.of(entries));
    this.listener?.(name);
  };

  /** The collection's fingerprint; undefined when it has none or no one has asked for it in this build. */
  fingerprint(name: string): string | undefined {
    return this.prints.get(name);
  }
}
