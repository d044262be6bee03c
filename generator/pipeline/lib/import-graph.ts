// The project's import graph (source file → the project files it imports, from esbuild's metafile),
// read by serve's change tracking, sitemap dates and the build manifest.

/** Files reachable from `start` through the import graph (including itself). */
export function importClosure(start: string, imports: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of imports.get(file) ?? []) stack.push(dep);
  }
  return seen;
}
