// Per-page CSS: each page gets only the rules of the modules its route pulls in, in the cascade
// order of the whole-site stylesheet (so no rule moves relative to another).
//   - The longest run of parts that every page uses, and that no other part used by any page
//     interrupts, is the shared stylesheet (one cached file, `assets/site-<hash>.css`).
//   - A page's own parts before and after that run keep their place around it: a <style> or <link>
//     before the shared link and one after it, so the order in the document is the bundle's order.
//   - A page whose whole CSS is small (gzip ≤ `inlineBelow`) gets it all inline: nothing blocks its first
//     paint but the HTML. The same three parts (own before, shared, own after) are three <style>s, so the
//     shared text hashes once into the Content-Security-Policy for all pages. Otherwise the shared file is linked and each own part is inlined when small, linked (`assets/css/<hash>.css`) when not.
// Inline blocks are hashed into the Content-Security-Policy by http-headers.ts like any inline <style>.
import { gzipSync } from 'node:zlib';
import { sha256 } from '../../util/hash.ts';
import type { CssPart } from '../stages/bundle-server.ts';

export type CssBlock = { inline: string } | { href: string };

export interface PageCss {
  /** In document order, for the <head>. */
  blocks: CssBlock[];
  /** Gzipped bytes of all the page's CSS (inline and linked). */
  gzip: number;
  /** The page's CSS inputs with their minified size, largest first (for budget messages). */
  contributors: { name: string; bytes: number }[];
}

export interface PageCssPlan {
  pages: PageCss[];
  /** Stylesheet files to publish: output path → text. */
  files: Map<string, string>;
  /** The shared stylesheet's output path, if there is one. */
  shared?: string;
}

export interface PageCssInput {
  parts: CssPart[];
  /** Per page: indexes into parts, ascending. */
  pageParts: number[][];
  /** Per page: extra rules that come last (style attributes moved into classes). */
  extra: string[];
  /** Gzipped bytes up to which CSS is inlined. */
  inlineBelow: number;
  /** Gzipped size of a text; serve passes one that keeps sizes by content (most pages' CSS is unchanged by an edit). */
  gzipSize?: (text: string) => number;
  /** A stylesheet's content hash (hex); serve passes one that keeps hashes by content, as for gzipSize. */
  hashOf?: (text: string) => string;
}

const gz = (text: string) => (text ? gzipSync(text).length : 0);

/** A readable name for a CSS input ("linaria:Header_1x2y.linaria.css" → "Header"). */
export function cssPartName(input: string): string {
  const linaria = /^linaria:(.+?)_[a-z0-9]+\.linaria\.css$/.exec(input);
  if (linaria) return linaria[1];
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(input);
  return pkg ? `${pkg[1]}/${pkg[2]}` : input;
}

/** The shared run: consecutive (among used parts) parts used by every page, with the most bytes. */
function sharedRun(input: PageCssInput): Set<number> {
  const { parts, pageParts } = input;
  if (pageParts.length < 2) return new Set();
  const used = [...new Set(pageParts.flat())].sort((a, b) => a - b);
  const count = new Map<number, number>();
  for (const list of pageParts) for (const i of list) count.set(i, (count.get(i) ?? 0) + 1);
  let best: number[] = [];
  let bestBytes = 0;
  let run: number[] = [];
  let runBytes = 0;
  for (const i of [...used, -1]) {
    if (i >= 0 && count.get(i) === pageParts.length) {
      run.push(i);
      runBytes += parts[i].css.length;
      continue;
    }
    if (runBytes > bestBytes) [best, bestBytes] = [run, runBytes];
    run = [];
    runBytes = 0;
  }
  return new Set(best);
}

export function planPageCss(input: PageCssInput): PageCssPlan {
  const { parts, pageParts, extra, inlineBelow, gzipSize = gz, hashOf = sha256 } = input;
  const files = new Map<string, string>();
  const shared = sharedRun(input);
  const sharedText = [...shared].map((i) => parts[i].css).join('\n');
  const sharedName = sharedText ? `assets/site-${hashOf(sharedText).slice(0, 10)}.css` : undefined;
  let sharedUsed = false;
  // Most pages of a route have the same CSS: one string for each distinct text, not one per page
  // (12 KB a page on the ONAS site, 17 MB of the heap at 1,000 posts).
  const texts = new Map<string, string>();
  const same = (text: string) => {
    const known = texts.get(text);
    if (known !== undefined) return known;
    texts.set(text, text);
    return text;
  };
  const fileFor = (text: string) => {
    const name = `assets/css/${hashOf(text).slice(0, 10)}.css`;
    files.set(name, text);
    return `/${name}`;
  };
  const pages = pageParts.map((list, p): PageCss => {
    const first = Math.min(...shared);
    const before = list.filter((i) => !shared.has(i) && i < first).map((i) => parts[i].css);
    const after = list.filter((i) => !shared.has(i) && !(i < first)).map((i) => parts[i].css);
    if (extra[p]) after.push(extra[p]);
    const all = list.map((i) => parts[i].css);
    if (extra[p]) all.push(extra[p]);
    const text = all.join('\n');
    const gzip = text ? gzipSize(text) : 0;
    const contributors = list.map((i) => ({ name: cssPartName(parts[i].input), bytes: parts[i].css.length }));
    if (extra[p]) contributors.push({ name: 'style attributes', bytes: extra[p].length });
    contributors.sort((a, b) => b.bytes - a.bytes);
    const blocks: CssBlock[] = [];
    if (gzip <= inlineBelow && sharedText) {
      // All inline, but as the same three parts as when linked: the shared block is one text on every
      // page, so it adds one hash to the Content-Security-Policy, not one per page.
      for (const t of [before.join('\n'), sharedText, after.join('\n')]) if (t) blocks.push({ inline: same(t) });
    } else if (gzip <= inlineBelow || !sharedName) {
      if (text && gzip <= inlineBelow) blocks.push({ inline: same(text) });
      else if (text) blocks.push({ href: fileFor(text) });
    } else {
      const own = (t: string) => {
        if (t) blocks.push(gzipSize(t) <= inlineBelow ? { inline: same(t) } : { href: fileFor(t) });
      };
      own(before.join('\n'));
      blocks.push({ href: `/${sharedName}` });
      sharedUsed = true;
      own(after.join('\n'));
    }
    return { blocks, gzip, contributors };
  });
  if (sharedName && sharedUsed) files.set(sharedName, sharedText);
  return { pages, files, shared: sharedUsed ? sharedName : undefined };
}
