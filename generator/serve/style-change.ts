// Decides whether a rebuild changed nothing but styles, so the browser can swap its stylesheets in
// place instead of reloading: every changed file is CSS, a host file (headers, redirects), or an
// HTML page that reads the same once its stylesheet URLs are set aside.
import fs from 'node:fs';
import path from 'node:path';
import { sha1 } from '../util/hash.ts';

const STYLESHEET_HREF = /(<link rel="stylesheet"[^>]*?href=")[^"]*(")/g;
const HOST_FILES = new Set(['.htaccess', '.nginx-headers.conf', '_headers', '_redirects']);

const pageKey = (html: string) => sha1(html.replace(STYLESHEET_HREF, '$1$2'));

export class StyleChangeDetector {
  /** HTML page → hash of its content without stylesheet URLs. */
  private readonly pages = new Map<string, string>();

  constructor(private readonly outDir: string) {}

  /**
   * Compares two write states (output path → content signature) and updates the page hashes.
   * Returns true when only styles changed.
   */
  update(before: Map<string, string>, after: Map<string, string>): boolean {
    const changed = new Set<string>();
    for (const [rel, sig] of after) if (before.get(rel) !== sig) changed.add(rel);
    for (const rel of before.keys()) if (!after.has(rel)) changed.add(rel);
    let cssOnly = changed.size > 0;
    let sawCss = false;
    for (const rel of changed) {
      if (rel.endsWith('.css')) {
        sawCss = true;
        continue;
      }
      if (HOST_FILES.has(rel)) continue;
      if (!rel.endsWith('.html') || !after.has(rel)) {
        cssOnly = false;
        continue;
      }
      const key = pageKey(fs.readFileSync(path.join(this.outDir, rel), 'utf8'));
      if (this.pages.get(rel) !== key) cssOnly = false;
      this.pages.set(rel, key);
    }
    for (const rel of before.keys()) if (!after.has(rel)) this.pages.delete(rel);
    return cssOnly && sawCss;
  }

  /** Records every page of the output (after the first build). */
  snapshot(written: Map<string, string>): void {
    for (const rel of written.keys()) {
      if (rel.endsWith('.html')) this.pages.set(rel, pageKey(fs.readFileSync(path.join(this.outDir, rel), 'utf8')));
    }
  }
}
