// A value's fingerprint: a hash of everything in it that code can read (a page's props, a collection's
// entries), so a render made from an equal value can be reused (lib/kept-renders.ts). Data is compared by
// content: strings, numbers, booleans, null and undefined, dates, arrays, plain objects (their keys in
// order: code can iterate them), maps and sets. A function is compared by the name the runtime gave it
// (runtime/value-key.ts), and anything else (a class instance, a symbol, a React element, a cycle) has
// no fingerprint: its page is rendered every time.
//
// One `Fingerprints` serves a build: each object's fingerprint is worked out once and reused wherever the
// object is met again. Pages share objects (a post's entry is in the collection, on its page, among
// another post's related posts; one list of a tag's posts is in the props of each of its pages): at
// 10,000 posts, hashing each page's props from scratch went through thousands of entries a list page. So
// a value must not change during the build once its page has been rendered (as serve requires too).
import crypto from 'node:crypto';
import { valueName } from '../../runtime/value-key.ts';

/** Past this many values met for the first time, a fingerprint is given up (its page renders every time): a bound on the work. */
const MAX_VALUES = 2_000_000;

class NoFingerprint extends Error {}

export class Fingerprints {
  /** Each object met: its fingerprint, or null when it has none. */
  private readonly known = new WeakMap<object, string | null>();
  private path = new Set<object>();
  private left = MAX_VALUES;

  /** The SHA-1 (hex) of `value`'s content, or undefined when it holds something that cannot be compared. */
  of(value: unknown): string | undefined {
    const hash = crypto.createHash('sha1');
    this.path = new Set();
    this.left = MAX_VALUES;
    try {
      this.feed(value, hash);
    } catch (e) {
      if (e instanceof NoFingerprint) return undefined;
      throw e;
    }
    return hash.digest('hex');
  }

  private feed(value: unknown, hash: crypto.Hash): void {
    if (--this.left < 0) throw new NoFingerprint();
    switch (typeof value) {
      case 'string':
        // The length first: no string can end early and pass for another's start.
        hash.update(`s${value.length}:`).update(value);
        return;
      case 'number':
        hash.update(`d${Object.is(value, -0) ? '-0' : String(value)};`);
        return;
      case 'boolean':
        hash.update(value ? 't' : 'f');
        return;
      case 'undefined':
        hash.update('u');
        return;
      case 'bigint':
        hash.update(`i${value};`);
        return;
      case 'function': {
        const name = valueName(value);
        if (name === undefined) throw new NoFingerprint();
        hash.update(`F${name.length}:`).update(name);
        return;
      }
      case 'symbol':
        throw new NoFingerprint();
    }
    if (value === null) {
      hash.update('n');
      return;
    }
    const object = value as object;
    let known = this.known.get(object);
    if (known === undefined) {
      if (this.path.has(object)) throw new NoFingerprint();
      this.path.add(object);
      const own = crypto.createHash('sha1');
      try {
        this.contents(object, own);
        known = own.digest('hex');
      } catch (e) {
        // Remembered only when the object itself holds what cannot be compared, not when the budget ran out.
        if (e instanceof NoFingerprint && this.left >= 0) this.known.set(object, null);
        throw e;
      } finally {
        this.path.delete(object);
      }
      this.known.set(object, known);
    }
    if (known === null) throw new NoFingerprint();
    hash.update(`#${known}`);
  }

  private contents(object: object, hash: crypto.Hash): void {
    const proto = Object.getPrototypeOf(object);
    if (Array.isArray(object)) {
      hash.update(`[${object.length};`);
      for (const item of object) this.feed(item, hash);
    } else if (object instanceof Date) {
      hash.update(`D${object.getTime()};`);
    } else if (object instanceof Map) {
      hash.update(`M${object.size};`);
      for (const [k, v] of object) {
        this.feed(k, hash);
        this.feed(v, hash);
      }
    } else if (object instanceof Set) {
      hash.update(`S${object.size};`);
      for (const item of object) this.feed(item, hash);
    } else if (proto === Object.prototype || proto === null) {
      // Symbol keys and accessors are beyond comparison.
      if (Object.getOwnPropertySymbols(object).length) throw new NoFingerprint();
      const keys = Object.keys(object);
      hash.update(`{${keys.length};`);
      for (const key of keys) {
        const property = Object.getOwnPropertyDescriptor(object, key)!;
        if (!('value' in property)) throw new NoFingerprint();
        hash.update(`${key.length}:`).update(key);
        this.feed(property.value, hash);
      }
    } else throw new NoFingerprint();
  }
}
