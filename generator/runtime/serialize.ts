/**
 * Serialises island props to JSON, refusing anything that would not survive the trip to the
 * browser unchanged (functions, class instances, undefined inside arrays, NaN, cycles...).
 * `where` names the route and island in the error.
 */
export function serializeProps(props: unknown, where: string): string {
  check(props, 'props', where, new Set());
  return JSON.stringify(props);
}

function check(value: unknown, path: string, where: string, seen: Set<object>): void {
  const fail = (what: string) => {
    throw new Error(`${where}: prop ${path} is ${what}, which cannot be serialised for hydration`);
  };
  if (value === null) return;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(value)) fail(String(value));
      return;
    case 'undefined':
      fail('undefined');
      return;
    case 'function':
      fail('a function');
      return;
    case 'symbol':
    case 'bigint':
      fail(`a ${typeof value}`);
      return;
  }
  const obj = value as object;
  if (seen.has(obj)) fail('a circular reference');
  seen.add(obj);
  if (Array.isArray(obj)) {
    obj.forEach((item, i) => {
      check(item, `${path}[${i}]`, where, seen);
    });
  } else {
    const proto = Object.getPrototypeOf(obj);
    if (proto !== Object.prototype && proto !== null) fail(`an instance of ${proto?.constructor?.name ?? 'a class'}`);
    for (const [key, item] of Object.entries(obj)) {
      // An undefined object property is simply absent after JSON; treat it as omitted.
      if (item !== undefined) check(item, `${path}.${key}`, where, seen);
    }
  }
  seen.delete(obj);
}
