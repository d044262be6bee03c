// Names for values a page's props may hold that are not data: a collection entry's `render` function is
// named by the Markdown it renders. A full build keeps each page's render for the next one while the
// page's props are the same (pipeline/lib/kept-renders.ts); props are compared by their data, and a
// function can be compared only by such a name. A function without one makes its page render every time.
//
// The names live on globalThis: the route bundle and the generator may hold separate copies of this module.

const slots = globalThis as unknown as Record<symbol, WeakMap<object, string> | undefined>;
const KEY = Symbol.for('site.valueKeys');

function names(): WeakMap<object, string> {
  let map = slots[KEY];
  if (!map) {
    map = new WeakMap();
    slots[KEY] = map;
  }
  return map;
}

/** Names `value` by `key`: everything the function's result depends on besides its arguments. Returns the value. */
export function nameValue<T extends object>(value: T, key: string): T {
  names().set(value, key);
  return value;
}

/** The name `nameValue` gave `value`, if any. */
export const valueName = (value: object): string | undefined => names().get(value);
