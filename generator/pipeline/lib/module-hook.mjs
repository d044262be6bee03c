// A Node loader hook (module.register, Node 20.6+) for `site serve`: it answers the project's modules
// with the code the main thread transformed for them (lib/module-runner.ts), by URL. Each URL carries
// a version, so an edited module and its importers load as new modules while every other module
// (and React, once) stays the instance Node already has. Anything it was not given goes to Node.
// Plain JavaScript: Node loads it in its hooks thread, with no TypeScript loader there.

/** Module URL → source, until Node has loaded it. */
const sources = new Map();

export function initialize({ port }) {
  port.on('message', ({ id, modules }) => {
    for (const [url, source] of modules) sources.set(url, source);
    port.postMessage(id);
  });
  port.unref();
}

export async function load(url, context, nextLoad) {
  const source = sources.get(url);
  if (source === undefined) return nextLoad(url, context);
  // Node keeps the module by its URL from now on.
  sources.delete(url);
  return { format: 'module', source, shortCircuit: true };
}
