// Stage "documents": each rendered page as a full HTML document (head, favicons, font preloads, SEO
// tags and JSON-LD, its script entry), added to the output files, with the page's size report.
import fs from 'node:fs';
import path from 'node:path';
import type { Assembled } from './assemble.ts';
import { scriptSetKey, scriptSetOf, type ClientBundle } from './bundle-client.ts';
import type { ServerBundle } from './bundle-server.ts';
import type { BuildContext } from '../context.ts';
import { firstViewImages, priorityImage, takeLeadingLinks } from '../lib/critical-path.ts';
import { documentPieces } from '../lib/html-document.ts';
import { inlineJson } from '../lib/head-tags.ts';
import { gzipSize, StagedPages } from '../lib/staged-pages.ts';
import { sha1 } from '../../util/hash.ts';
import type { SearchJob } from './search-index.ts';
import type { RenderedPage } from './render.ts';
import type { SeoOutput } from './seo.ts';
import type { SpilledBodies } from '../lib/spilled-bodies.ts';

export interface PageReport {
  url: string;
  file: string;
  htmlBytes: number;
  htmlGzip: number;
  /** All the page's CSS, inline and linked, gzipped. */
  cssGzip: number;
  /** The page's CSS inputs by size, largest first. */
  cssContributors: { name: string; bytes: number }[];
  /** Images loaded for the first view on a phone (see critical-path.ts): URL and bytes. */
  firstViewImages: { url: string; bytes: number }[];
  /** The script files the page may load, gzipped; lazy ones only when an island starts. */
  jsChunks: { name: string; bytes: number; lazy: boolean }[];
  /** What the HTML holds, by size (for budget messages). */
  htmlParts: { name: string; bytes: number }[];
  jsUpfrontGzip: number;
  jsTotalGzip: number;
  islands: string[];
  enhancements: string[];
}

export interface DocumentsInput {
  rendered: RenderedPage[];
  server: ServerBundle;
  client: ClientBundle;
  seo: SeoOutput;
  /** The output so far; the documents are added to its files. */
  output: Assembled;
  /** A full build's search index, given each page as soon as it is made (stages/search-index.ts). */
  search?: SearchJob;
  /** A full build: the rendered bodies waiting on disk (stages/render.ts). */
  spill?: SpilledBodies;
}

export interface Documents {
  reports: PageReport[];
  /**
   * Each page's HTML, for the checks, the host files and (serve) the search index; `file` names its sources. In a
   * full build `html` reads the page back from disk each time (lib/staged-pages.ts): read it once per use.
   */
  pages: { url: string; file: string; readonly html: string; stored?: string }[];
  /** Full builds: the pages on disk, pruned once the output is written. */
  staged?: StagedPages;
}

/** A page's document as serve keeps it (per rendered page): what else it was made of, and the result. */
export interface KeptDocument {
  /** Everything but the page itself and its JSON-LD: its CSS blocks, head tags, script entry and the site's settings. */
  key: string;
  /** The page's JSON-LD script it was made with. */
  jsonLd?: string;
  html: string;
  htmlBytes: number;
  htmlGzip: number;
  firstView: string[];
  htmlParts: { name: string; bytes: number }[];
}

interface Favicon {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
}

function faviconsOf(fixedNames: Set<string>): Favicon[] {
  const favicons: Favicon[] = [];
  if (fixedNames.has('favicon.ico')) favicons.push({ rel: 'icon', href: '/favicon.ico', sizes: '32x32' });
  if (fixedNames.has('icon.svg')) favicons.push({ rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' });
  if (fixedNames.has('apple-touch-icon.png')) favicons.push({ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' });
  return favicons;
}

/** Bytes of a published file by its URL (0 when it is not one of the output files). */
function sizeOf(output: Assembled, url: string): number {
  const file = output.files.get(url.slice(1));
  if (!file) return 0;
  return 'copyFrom' in file ? fs.statSync(file.copyFrom).size : Buffer.byteLength(file.content);
}

function htmlParts(html: string): { name: string; bytes: number }[] {
  const total = Buffer.byteLength(html);
  const sum = (re: RegExp) => [...html.matchAll(re)].reduce((s, m) => s + Buffer.byteLength(m[0]), 0);
  const css = sum(/<style\b[\s\S]*?<\/style>/g);
  const jsonLd = sum(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g);
  return [
    { name: 'inline CSS', bytes: css },
    { name: 'JSON-LD', bytes: jsonLd },
    { name: 'markup', bytes: total - css - jsonLd },
  ];
}

export async function renderDocuments(ctx: BuildContext, input: DocumentsInput): Promise<Documents> {
  const { config } = ctx;
  const { rendered, server, client, seo, output } = input;
  const sets = rendered.map(scriptSetOf);
  const favicons = faviconsOf(output.fixedNames);
  const fontPreloads = server.emitted
    .filter((e) => e.publicPath.endsWith('.woff2') && config.preloadFonts.some((p) => path.basename(e.abs).includes(p)))
    .map((e) => e.publicPath);
  const reports: PageReport[] = [];
  const pages: Documents['pages'] = [];
  // Serve keeps each page's document while the page is the same render and nothing else it is made
  // of changed: an edit changes one page or a few, and the others cost one string comparison.
  const kept = ctx.session.incremental?.documents;
  // A full build puts each page on disk at once (lib/staged-pages.ts).
  const staged = kept ? undefined : new StagedPages(config.abs(config.cacheDir));
  const site = JSON.stringify([config.lang, config.siteUrl, config.speculationRules, config.firstRenderWaitsFor, fontPreloads, favicons]);
  // First-view images' bytes, each file looked up once a build (the same few pictures are on many pages).
  const sizes = new Map<string, number>();
  const sizeOfUrl = (url: string) => sizes.get(url) ?? sizes.set(url, sizeOf(output, url)).get(url)!;
  for (const [i, page] of rendered.entries()) {
    const key = scriptSetKey(sets[i]);
    const entry = client.entries.get(key);
    const css = output.css[i].blocks;
    const seoHead = seo.heads.get(page.route.url);
    // The document in pieces (DocumentPieces: a full build never joins them), and the body it holds (the
    // first-view images are found in it).
    const make = () => {
      const { body, links } = takeLeadingLinks(page.spilled ? input.spill!.take(page.spilled) : page.body);
      const pieces = documentPieces({
        lang: config.lang,
        title: page.meta.title,
        description: page.meta.description,
        canonical: page.route.listed ? new URL(page.route.url.slice(1), config.siteUrl).href : undefined,
        css,
        imagePreload: priorityImage(body),
        links,
        fontPreloads,
        favicons,
        head: [...(seoHead?.tags ?? []), ...(page.meta.head ?? [])],
        jsonLd: seoHead?.jsonLd,
        speculationRules: config.speculationRules && inlineJson(config.speculationRules),
        firstRenderWaitsFor: config.firstRenderWaitsFor,
        script: entry,
        body,
      });
      return { pieces, body };
    };
    // What the size report needs of the document: worked out from its HTML (and the body in it) alone.
    const describe = (html: string, body: string, gzip = gzipSize) => ({
      htmlBytes: Buffer.byteLength(html),
      htmlGzip: gzip(html),
      firstView: firstViewImages(body),
      htmlParts: htmlParts(html),
    });
    let doc: Omit<KeptDocument, 'key' | 'html' | 'jsonLd'>;
    // A page that renders Markdown names it too: that is usually the file to fix.
    const file = [page.route.file, ...page.sources].join(', ');
    if (kept) {
      // The JSON-LD, the largest part, compares as a string of its own rather than inside the key.
      const docKey = `${site}${JSON.stringify([css, seoHead?.tags, entry])}`;
      let k = kept.get(page);
      if (k?.key !== docKey || k.jsonLd !== seoHead?.jsonLd) {
        const { pieces, body } = make();
        const html = pieces.join('');
        // Serve finds an unchanged page's size by its text.
        k = { key: docKey, jsonLd: seoHead?.jsonLd, html, ...describe(html, body, (text) => ctx.session.gzipSizes.get(text, gzipSize)) };
        kept.set(page, k);
      }
      doc = k;
      output.files.set(page.route.outFile, { content: k.html });
      pages.push({ url: page.route.url, file, html: k.html });
    } else {
      // A full build keeps no page's text: the page goes to disk at once, and what the report needs of it
      // is the last build's when it made the same page (lib/staged-pages.ts).
      // The last build's document, when it was made of the same body (by its hash) and the same of the rest:
      // taken as it is, its body left on disk unread (lib/kept-documents.ts).
      const { url } = page.route;
      const docKey =
        page.bodyHash &&
        sha1(
          JSON.stringify([
            site,
            page.bodyHash,
            page.meta.title,
            page.meta.description,
            page.meta.head,
            page.route.listed,
            url,
            css,
            seoHead?.tags,
            seoHead?.jsonLd,
            entry,
          ]),
        );
      const keptName = docKey && staged!.documents.get(url, docKey);
      const keptAt = keptName ? staged!.adopt(keptName) : undefined;
      let at: string;
      if (keptAt) {
        at = keptAt;
        doc = staged!.fact(at, 'document', () => {
          const html = fs.readFileSync(keptAt, 'utf8');
          return describe(html, html.slice(html.indexOf('<body>\n') + 7, html.lastIndexOf('\n</body>')));
        });
        input.search?.add({ url, stored: at });
      } else {
        const { pieces, body } = make();
        at = staged!.put(pieces);
        doc = staged!.fact(at, 'document', () => describe(pieces.join(''), body));
        // The HTML in hand: where the job puts the filters in it is found in its pieces, not read back from disk.
        input.search?.add({ url, pieces, stored: at });
      }
      if (docKey) staged!.documents.set(url, docKey, path.basename(at), keptAt !== undefined);
      output.files.set(page.route.outFile, { copyFrom: at, copy: true, hash: staged!.hashOf(at) });
      pages.push(staged!.page(url, file, at));
      // A full build keeps no page for the next: its body was on disk (read once, above), and its CSS
      // and head tags are not needed once the document holds them, and would stay with every page until
      // the end (12 KB of CSS a page on this site).
      output.css[i].blocks = [];
      seo.heads.delete(page.route.url);
    }
    reports.push({
      url: page.route.url,
      file: page.route.file,
      htmlBytes: doc.htmlBytes,
      htmlGzip: doc.htmlGzip,
      cssGzip: output.css[i].gzip,
      cssContributors: output.css[i].contributors,
      firstViewImages: doc.firstView.map((url) => ({ url, bytes: sizeOfUrl(url) })),
      jsChunks: client.chunks.get(key) ?? [],
      htmlParts: doc.htmlParts,
      jsUpfrontGzip: client.upfrontGzip.get(key) ?? 0,
      jsTotalGzip: client.totalGzip.get(key) ?? 0,
      islands: sets[i].islands,
      enhancements: sets[i].enhancements,
    });
  }
  return { reports, pages, staged };
}
