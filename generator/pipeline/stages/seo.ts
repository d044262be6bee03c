// Stage "seo", search and sharing, after the pages are rendered: checks titles and descriptions, then makes
// each page's head tags (Open Graph, JSON-LD), its share picture, sitemap.xml with dates,
// robots.txt and site.webmanifest.
import { BuildError, Errors } from '../../errors.ts';
import type { PageMeta } from '../../runtime/index.ts';
import type { SeoPage, SiteSeo } from '../../runtime/seo.ts';
import { jsonLdScript, MANIFEST_FILE, shareTags, siteTags, type HeadTag } from '../lib/head-tags.ts';
import { lastModified, pageInputsOf } from '../lib/lastmod.ts';
import { webManifest } from '../lib/web-manifest.ts';
import { checkMeta } from '../lib/meta-checks.ts';
import type { RenderedPage } from './render.ts';
import { shareImages } from '../lib/share-images.ts';
import { robotsTxt, sitemapFiles } from '../lib/sitemap.ts';
import { byContent, sha1 } from '../../util/hash.ts';
import type { BuildContext } from '../context.ts';
import type { Assembled } from './assemble.ts';
import type { ServerBundle } from './bundle-server.ts';

export interface SeoOutput {
  /** URL → tags for the page's <head> and its JSON-LD (already serialised). */
  heads: Map<string, { tags: HeadTag[]; jsonLd?: string }>;
  /** Lines for the build report (e.g. why sitemap dates fell back to the build date). */
  notes: string[];
  shareImages: { encoded: number; cached: number };
}

/**
 * Serve keeps each page's share picture drawing (the site's shareImage(), which draws an SVG) by the SEO
 * module, every page's meta and the page's URL. The module is the same object for as long as its
 * code is unchanged (the server bundle's chunks are named by content), so an edit elsewhere draws nothing.
 */
export type ShareArtCache = WeakMap<SiteSeo, Map<string, { svg: string; alt: string }>>;

function keptShareArt(seo: SiteSeo, cache: ShareArtCache, metas: string): SiteSeo {
  let byPage = cache.get(seo);
  if (!byPage) {
    byPage = new Map();
    cache.set(seo, byPage);
  }
  const kept = byPage;
  return {
    ...seo,
    shareImage: (page) => byContent(kept, `${metas}\0${page.url}`, () => seo.shareImage(page)),
  };
}

/** The stage: checks every page's meta, adds share pictures, site.webmanifest, the sitemap and robots.txt to the output files, and returns each page's head tags. */
export async function searchAndSharing(ctx: BuildContext, input: { rendered: RenderedPage[]; server: ServerBundle; output: Assembled }): Promise<SeoOutput> {
  const { config, session } = ctx;
  const { rendered: pages, server, output } = input;
  const now = new Date();
  const where = (p: RenderedPage) => `${p.route.file} (${p.route.url})`;
  const problems = checkMeta(pages.map((p) => ({ where: where(p), title: p.meta.title, description: p.meta.description, updated: p.meta.updated })));
  if (problems.length) throw new BuildError(Errors.MetaInvalid, `${problems.length} problem(s) with page titles or descriptions`, { details: problems });

  const out: SeoOutput = { heads: new Map(), notes: [], shareImages: { encoded: 0, cached: 0 } };
  const metaByUrl = new Map<string, PageMeta>(pages.map((p) => [p.route.url, p.meta]));
  const seoPage = (p: RenderedPage): SeoPage => ({
    url: p.route.url,
    canonical: new URL(p.route.url.slice(1), config.siteUrl).href,
    siteUrl: config.siteUrl,
    meta: p.meta,
    lookup: (url) => metaByUrl.get(url),
  });

  const { seo } = server;
  const shareArt = session.incremental?.shareArt;
  if (seo) {
    for (const icon of seo.icons) {
      if (!output.fixedNames.has(icon.src.replace(/^\//, ''))) {
        throw new BuildError(Errors.AssetMissing, `manifest icon ${icon.src} is not a file at the top of ${config.assetsDir}/`);
      }
    }
    const shared = pages.filter((p) => p.route.listed).map(seoPage);
    const byUrl = new Map(pages.map((p) => [p.route.url, p]));
    const metas = sha1(JSON.stringify([config.siteUrl, ...metaByUrl]));
    const images = await shareImages(shared, shareArt ? keptShareArt(seo, shareArt, metas) : seo, {
      assetsDir: config.abs(config.assetsDir),
      cacheDir: config.abs(config.cacheDir),
      hashes: session.fileHashes,
      where: (url) => where(byUrl.get(url)!),
    });
    out.shareImages = images.stats;
    for (const [file, from] of images.files) output.files.set(file, { copyFrom: from });
    for (const p of pages) {
      const tags = siteTags(seo);
      const image = images.byUrl.get(p.route.url);
      if (!image) {
        out.heads.set(p.route.url, { tags });
        continue;
      }
      const page = { ...seoPage(p), image: image.url };
      let nodes: ReturnType<typeof seo.structuredData>;
      try {
        nodes = seo.structuredData(page);
      } catch (e) {
        throw new BuildError(Errors.RenderFailed, `${where(p)}: the site's structuredData() failed: ${(e as Error).message}`, { cause: e });
      }
      out.heads.set(p.route.url, { tags: [...tags, ...shareTags(seo, page, image)], jsonLd: jsonLdScript(nodes) });
    }
    output.files.set(MANIFEST_FILE, { content: webManifest(seo) });
  }

  const listed = pages.filter((p) => p.route.listed && !p.meta.noindex);
  const root = config.root;
  const inputsOf = pageInputsOf(server.imports, root, config.seo?.lastmodFrom);
  const lastmod = await lastModified(
    root,
    listed.map((p) => ({ url: p.route.url, inputs: inputsOf(p.route.absFile), updated: p.meta.updated })),
    now,
    session.incremental?.gitDates,
  );
  if (lastmod.note) out.notes.push(lastmod.note);
  const sitemap = sitemapFiles(
    config.siteUrl,
    listed.map((p) => ({ url: p.route.url, lastmod: lastmod.dates.get(p.route.url) })),
  );
  for (const [name, content] of sitemap) output.files.set(name, { content });
  output.files.set('robots.txt', { content: robotsTxt(config.siteUrl, config.api ? [config.api.mount] : []) });
  return out;
}
