// A cache file of records by key, one a line: the version of what wrote it, then `key<TAB>value` lines.
// Read back only by the same version; a file missing, cut short or of another version reads as empty.
// The kept renders and the kept documents (pipeline/lib/kept-renders.ts, kept-documents.ts) are such files,
// keyed by page URL: a line a page, so the file is read and written without a JSON value of every page.
import fs from 'node:fs';
import { writeCacheFileSync } from './cache-file.ts';

export class KeyedLines {
  /** This run's lines, written by save(). */
  private readonly lines: string[] = [];

  constructor(
    private readonly file: string,
    private readonly version: string,
  ) {}

  /** The last saved file's values by key (empty when there is none of this version). */
  read(): Map<string, string> {
    const values = new Map<string, string>();
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return values;
    }
    const lines = text.split('\n');
    if (lines[0] !== this.version) return values;
    for (let i = 1; i < lines.length; i++) {
      const tab = lines[i].indexOf('\t');
      if (tab > 0) values.set(lines[i].slice(0, tab), lines[i].slice(tab + 1));
    }
    return values;
  }

  /** A record for the next run; false (left out) when the key holds a tab or a line break, which could not be read back. */
  add(key: string, value: string): boolean {
    if (/[\t\n]/.test(key) || value.includes('\n')) return false;
    this.lines.push(`${key}\t${value}`);
    return true;
  }

  /** Writes this run's records (and only them), atomically. */
  save(): void {
    writeCacheFileSync(this.file, [this.version, ...this.lines].join('\n'));
  }
}
