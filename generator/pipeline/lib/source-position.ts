// Where in the project's own source an error was thrown. Pages run as esbuild's output (the server
// bundle's chunks in a build, one module at a time in serve), so a stack names compiled lines: each
// frame is mapped back through the source map of the code it names (esbuild's, which carries Linaria's
// and the TypeScript transform's maps within it). Nothing is mapped until an error asks, so a build
// that does not fail pays only for writing the maps.
import fs from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A source map, and the folder its `sources` are relative to. */
export interface MapAt {
  payload: SourceMapPayload;
  dir: string;
}

/** The source map of compiled code at `file` (an absolute path; serve's module URLs without their ?v=), if there is one. */
export type MapLookup = (file: string) => MapAt | undefined;

/** Reads `<file>.map` beside a compiled file (esbuild's external maps), parsed once per file. */
export function mapsBesideFiles(): MapLookup {
  const seen = new Map<string, MapAt | undefined>();
  return (file) => {
    if (!seen.has(file)) {
      let found: MapAt | undefined;
      try {
        found = { payload: JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')), dir: path.dirname(file) };
      } catch {
        found = undefined;
      }
      seen.set(file, found);
    }
    return seen.get(file);
  };
}

const FRAME = /(?:\(|\s|@)((?:file:\/\/)?\/[^\s()@]+?):(\d+):(\d+)\)?$/;

/** One frame's place in the source, relative to `root`; undefined when its code has a map that does not reach a source. */
function mapFrame(
  url: string,
  line: number,
  column: number,
  root: string,
  lookup: MapLookup,
): { file: string; rel: string; line: number; column: number } | undefined {
  const file = url.startsWith('file://') ? fileURLToPath(url.replace(/\?.*$/, '')) : url;
  let at = { file, line, column };
  const map = lookup(file);
  if (map) {
    const entry = new SourceMap(map.payload).findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (!entry.originalSource) return undefined;
    // esbuild writes a source's path URL-encoded ("[slug].tsx" as "%5Bslug%5D.tsx").
    const source = entry.originalSource.startsWith('file://')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(map.dir, decodeURIComponent(entry.originalSource));
    at = { file: source, line: (entry.originalLine ?? 0) + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return { ...at, rel: path.relative(root, at.file).split(path.sep).join('/') };
}

/** A component stack's lines ("in Card (file:///…/chunks/X.js:17:41)") with each place mapped to the source. */
export function mapComponentStack(lines: string[], root: string, lookup: MapLookup): string[] {
  return lines.map((text) =>
    text.replace(/\(((?:file:\/\/)?\/[^\s()]+?):(\d+):(\d+)\)$/, (whole, url: string, line: string, column: string) => {
      const at = mapFrame(url, Number(line), Number(column), root, lookup);
      return at && !at.rel.startsWith('..') ? `(${at.rel}:${at.line}:${at.column})` : whole;
    }),
  );
}

/**
 * The first frame of `error`'s stack that lies in the project's own files (not a package, not the
 * generator), as "site/components/Card.tsx:9:11" relative to `root`; undefined when none does.
 */
export function sourcePosition(error: unknown, root: string, lookup: MapLookup, ignore: string[] = []): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  for (const line of stack.split('\n').slice(1)) {
    const m = FRAME.exec(line.trim());
    if (!m) continue;
    const at = mapFrame(m[1], Number(m[2]), Number(m[3]), root, lookup);
    if (!at || at.rel.startsWith('..') || path.isAbsolute(at.rel) || at.rel.split('/').includes('node_modules')) continue;
    if (ignore.some((dir) => at.file.startsWith(dir))) continue;
    return `${at.rel}:${at.line}:${at.column}`;
  }
  return undefined;
}

/**
 * Every frame of a stack that a map leads to the project's own source, as "name (file:line:column)" or
 * "file:line:column"; frames in packages or without a map are left out (at most 12).
 */
export function mapStack(stack: string, root: string, lookup: MapLookup): string[] {
  const out: string[] = [];
  for (const line of stack.split('\n')) {
    const m = FRAME.exec(line.trim());
    if (!m) continue;
    const at = mapFrame(m[1], Number(m[2]), Number(m[3]), root, lookup);
    if (!at || at.rel.startsWith('..') || path.isAbsolute(at.rel) || at.rel.split('/').includes('node_modules')) continue;
    // Chromium writes "at name (place)", Firefox and WebKit "name@place".
    const name = /^at (\S+) \(/.exec(line.trim())?.[1] ?? /^([^@\s]+)@/.exec(line.trim())?.[1];
    out.push(name ? `${name} (${at.rel}:${at.line}:${at.column})` : `${at.rel}:${at.line}:${at.column}`);
    if (out.length === 12) break;
  }
  return out;
}
