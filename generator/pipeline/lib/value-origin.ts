// Which source file holds a value that a check found wrong: a broken link, a missing picture. The value
// reached the page from a Markdown post, a content module or a component; the route alone does not say
// which file to open. The page's own files are searched for the value as written, Markdown and content
// first, and the first that holds it is named with its line ("content/home/hero.ts:12"). Only asked
// when a check fails, so a passing build reads nothing more.
import fs from 'node:fs';
import path from 'node:path';

/** Files larger than this are not searched (a value is written in a source file, not a data dump). */
const MAX_BYTES = 2 * 1024 * 1024;

export class ValueOrigins {
  private readonly texts = new Map<string, string | undefined>();

  constructor(private readonly root: string) {}

  private text(file: string): string | undefined {
    if (!this.texts.has(file)) {
      let text: string | undefined;
      try {
        text = fs.statSync(file).size <= MAX_BYTES ? fs.readFileSync(file, 'utf8') : undefined;
      } catch {
        text = undefined;
      }
      this.texts.set(file, text);
    }
    return this.texts.get(file);
  }

  /** "file:line" (relative to the root) of the first of `files` that holds `value`; undefined when none does. */
  find(value: string, files: Iterable<string>): string | undefined {
    if (value.length < 2) return undefined;
    // The whole value, not the start of a longer one: "/about" is not found in "/about/#team".
    const whole = new RegExp(`(?<![\\w/.#?&=%~+-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/.#?&=%~+-])`);
    for (const file of files) {
      const text = this.text(file);
      const at = text === undefined ? -1 : text.search(whole);
      if (at < 0) continue;
      const line = text!.slice(0, at).split('\n').length;
      return `${path.relative(this.root, file).split(path.sep).join('/')}:${line}`;
    }
    return undefined;
  }
}

/**
 * The files to search for a page's values, most likely holder first: the Markdown and other content it
 * read, the modules under the content folder it imports, its other modules, and the route file last.
 */
export function searchOrder(route: string, sources: Iterable<string>, modules: Iterable<string>, contentDir: string): string[] {
  const own = [...modules].filter((f) => f !== route && !f.split(path.sep).includes('node_modules'));
  const inContent = (f: string) => f.startsWith(contentDir + path.sep);
  return [...new Set([...sources, ...own.filter(inContent), ...own.filter((f) => !inContent(f)), route])];
}
