// A value's fingerprint: a hash of everything in it that code can read (a page's props, a collection's
// entries), so a render made from an equal value can be reused (lib/kept-renders.ts). Data is compared by
// content: strings, numbers, booleans, null and undefined, dates, arrays, plain objects (their keys in
// order: code can iterate them), maps and sets. A function is compared by the name the runtime gave it
// (runtime/value-key.ts), and anything else (a class instance, a symbol, a React element, a cycle) has
// no fingerprint: its page is rendered every time.
import crypto from 'node:crypto';
import { valueName } from '../../runtime/value-key.ts';

/** Past this many values the fingerprint is given up (the page renders every time): a bound on the work. */
const MAX_VALUES = 2_000_000;

class NoFingerprint extends Error {}

/** The SHA-1 (hex) of `value`'s content, or undefined when it holds something that cannot be compared. */
export function fingerprint(value: unknown): string | undefined {
  const hash = crypto.createHash('sha1');
  try {
    feed(value, hash, new Set(), { left: MAX_VALUES });
  } catch (e) {
    if (e instanceof NoFingerprint) return undefined;
    throw e;
  }
  return hash.digest('hex');
}

function feed(value: unknown, hash: crypto.Hash, path: Set<object>, budget: { left: number }): void {
  if (--budget.left < 0) throw new NoFingerprint();
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
  if (path.has(object)) throw new NoFingerprint();
  path.add(object);
  const proto = Object.getPrototypeOf(object);
  if (Array.isArray(object)) {
    hash.update(`[${object.length};`);
    for (const item of object) feed(item, hash, path, budget);
  } else if (object instanceof Date) {
    hash.update(`D${object.getTime()};`);
  } else if (object instanceof Map) {
    hash.update(`M${object.size};`);
    for (const [k, v] of object) {
      feed(k, hash, path, budget);
      feed(v, hash, path, budget);
    }
  } else if (object instanceof Set) {
    hash.update(`S${object.size};`);
    for (const item of object) feed(item, hash, path, budget);
  } else if (proto === Object.prototype || proto === null) {
    // Symbol keys and accessors are beyond comparison.
    if (Object.getOwnPropertySymbols(object).length) throw new NoFingerprint();
    const keys = Object.keys(object);
    hash.update(`{${keys.length};`);
    for (const key of keys) {
      const property = Object.getOwnPropertyDescriptor(object, key)!;
      if (!('value' in property)) throw new NoFingerprint();
      hash.update(`${key.length}:`).update(key);
      feed(property.value, hash, path, budget);
    }
  } else throw new NoFingerprint();
  path.delete(object);
}
