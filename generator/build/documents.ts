// Stage "documents": each rendered page as a full HTML document (head, favicons, font preloads, SEO
// tags and JSON-LD, its script entry), added to the output files, with the page's size report.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Assembled } from './assemble.ts';
import { scriptSetKey, type ClientBundle, type ScriptSet } from './bundle-client.ts';
import type { ServerBundle } from './bundle-server.ts';
import type { BuildContext } from './context.ts';
import { renderDocument } from './document.ts';
import type { RenderedPage } from './render.ts';
import type { SeoOutput } from './seo.ts';

export interface PageReport {
  url: string;
  file: string;
  htmlBytes: number;
  cssGzip: number;
  jsUpfrontGzip: number;
  jsTotalGzip: number;
  islands: string[];
  enhancements: string[];
}

export interface DocumentsInput {
  rendered: RenderedPage[];
  /** The islands and enhancements of each page, in the order of `rendered`. */
  sets: ScriptSet[];
  server: ServerBundle;
  client: ClientBundle;
  seo: SeoOutput;
  /** The output so far; the documents are added to its files. */
  output: Assembled;
}

export interface Documents {
  reports: PageReport[];
  /** Each page's HTML, for the checks and the host files; `file` names its sources. */
  pages: { url: string; file: string; html: string }[];
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

export function renderDocuments(ctx: BuildContext, input: DocumentsInput): Documents {
  const { config } = ctx;
  const { rendered, sets, server, client, seo, output } = input;
  const favicons = faviconsOf(output.fixedNames);
  const fontPreloads = server.emitted
    .filter((e) => e.publicPath.endsWith('.woff2') && config.preloadFonts.some((p) => path.basename(e.abs).includes(p)))
    .map((e) => e.publicPath);
  const cssGzip = gzipSync(output.css.text).length;
  const reports: PageReport[] = [];
  const pages: Documents['pages'] = [];
  rendered.forEach((page, i) => {
    const key = scriptSetKey(sets[i]);
    const entry = client.entries.get(key);
    const html = renderDocument({
      lang: config.lang,
      title: page.meta.title,
      description: page.meta.description,
      canonical: page.route.listed ? new URL(page.route.url.slice(1), config.siteUrl).href : undefined,
      cssHref: `/${output.css.name}`,
      fontPreloads,
      favicons,
      head: [...(seo.heads.get(page.route.url)?.tags ?? []), ...(page.meta.head ?? [])],
      jsonLd: seo.heads.get(page.route.url)?.jsonLd,
      scripts: entry ? [entry] : [],
      body: output.bodies[i],
    });
    output.files.set(page.route.outFile, { content: html });
    // A page that renders Markdown names it too: that is usually the file to fix.
    pages.push({ url: page.route.url, file: [page.route.file, ...page.sources].join(', '), html });
    reports.push({
      url: page.route.url,
      file: page.route.file,
      htmlBytes: Buffer.byteLength(html),
      cssGzip,
      jsUpfrontGzip: client.upfrontGzip.get(key) ?? 0,
      jsTotalGzip: client.totalGzip.get(key) ?? 0,
      islands: sets[i].islands,
      enhancements: sets[i].enhancements,
    });
  });
  return { reports, pages };
}
