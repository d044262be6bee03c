import { sha1 } from './util/hash.ts';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BuildError, Errors } from './errors.ts';
import type { SecurityConfig } from './pipeline/lib/http-headers.ts';
import type { Budgets } from './pipeline/lib/budgets.ts';
import type { SearchConfig } from './pipeline/stages/search-index.ts';

/** The generator's settings, read from site.config.json at the project root. All paths are relative to it. */
export interface SiteConfig {
  /** Absolute URL of the deployed site, used for canonical links and the sitemap. */
  siteUrl: string;
  lang: string;
  routesDir: string;
  islandsDir: string;
  enhancementsDir: string;
  assetsDir: string;
  /** Content collections: one folder of Markdown files per collection (content/<name>/*.md). */
  contentDir: string;
  outDir: string;
  cacheDir: string;
  /** Extra folders whose changes trigger a rebuild in serve mode (routes, islands and assets are always watched). */
  watch: string[];
  /** Emitted font files whose names contain one of these strings are preloaded on every page. */
  preloadFonts: string[];
  /** Widths produced for responsive images, capped at each source's width. */
  imageWidths: number[];
  /**
   * A page's CSS (or, past that, each of its own parts around the shared stylesheet) is inlined in
   * <head> up to this many gzipped bytes; larger CSS is linked (see generator/pipeline/lib/page-css.ts).
   */
  inlineCssBelow: number;
  /** Per-page size limits the build enforces (generator/pipeline/lib/budgets.ts); none when unset. */
  budgets?: Budgets;
  /**
   * Speculation rules (the JSON of a `<script type="speculationrules">`) written into every page's
   * <head>; its hash goes into the Content-Security-Policy like any inline script. None when unset.
   */
  speculationRules?: Record<string, unknown>;
  /**
   * The id of an element every page has (one right after its first view, say) that the browser must
   * have parsed before it first renders the page: a `<link rel="expect" blocking="render">` in <head>.
   * Chromium stops waiting at the element's start tag. On a slow device the parser yields
   * mid-document, and a header painted half-parsed (a right-aligned menu with half its items) shifts
   * when the rest arrives; a view transition would animate to that half page. The link's #fragment is
   * checked like any other, so a page without the element fails the build.
   */
  firstRenderWaitsFor?: string;
  /** The PHP API started by `site serve`. */
  api?: {
    dir: string;
    mount: string;
    router?: string;
    phpArgs?: string[];
    /** `site serve` sets this environment variable to a fresh temporary folder for the API's data (unless it is already set). */
    dataDirEnv?: string;
    /** Static hosts: the build's _redirects forwards the mount to this URL (e.g. "https://forms.example.com/api/"). */
    proxyTo?: string;
    /** `site serve` refuses larger request bodies for the mount with a JSON 413 before forwarding them (default 8 MB). */
    maxBodyBytes?: number;
  };
  /** Security headers written for every host format (see generator/pipeline/lib/http-headers.ts). */
  security?: SecurityConfig;
  /**
   * Site search: when set, the build indexes every page with Pagefind (generator/pipeline/stages/search-index.ts)
   * and publishes the index under `search.dir`; the CSP then allows WebAssembly ('wasm-unsafe-eval').
   */
  search?: SearchConfig;
  /** Internal URL prefixes the link checker does not expect in the output (e.g. "/api/"). */
  checkIgnore: string[];
  /**
   * Search and sharing: `module` default-exports a SiteSeo (share pictures, JSON-LD, manifest).
   * A page's sitemap date is the last commit of its route file and of the files it imports from
   * the `lastmodFrom` folders (all its imports when unset).
   */
  seo?: { module: string; lastmodFrom?: string[] };
  /**
   * A tsconfig whose files `site build` type-checks beside the build (failing on a type error) and
   * `site serve` keeps checking (reporting without blocking); `--no-typecheck` skips it.
   * See generator/pipeline/lib/typecheck.ts. Unset: no check.
   */
  typecheck?: string;
}

export interface ResolvedConfig extends SiteConfig {
  root: string;
  abs: (rel: string) => string;
  /**
   * Scratch folder for this output folder's bundles. Builds into different output folders (tests,
   * a running `site serve` next to `site build`) must not overwrite each other's bundles, while the
   * Linaria and image caches in cacheDir are shared.
   */
  bundleDir: string;
}

const DEFAULTS: SiteConfig = {
  siteUrl: 'http://localhost/',
  lang: 'en',
  routesDir: 'site/routes',
  islandsDir: 'site/islands',
  enhancementsDir: 'site/enhancements',
  assetsDir: 'assets',
  contentDir: 'content',
  outDir: 'dist',
  cacheDir: '.site-cache',
  watch: [],
  preloadFonts: [],
  imageWidths: [480, 800, 1200, 1600],
  inlineCssBelow: 4096,
  checkIgnore: [],
};

export async function loadConfig(root: string, overrides: Partial<SiteConfig> = {}): Promise<ResolvedConfig> {
  const file = path.join(root, 'site.config.json');
  let fromFile: Partial<SiteConfig> = {};
  if (existsSync(file)) {
    try {
      fromFile = JSON.parse(await readFile(file, 'utf8'));
    } catch (e) {
      throw new BuildError(Errors.ConfigInvalid, `${file} is not valid JSON: ${(e as Error).message}`);
    }
  }
  const config = { ...DEFAULTS, ...fromFile, ...overrides };
  try {
    const url = new URL(config.siteUrl);
    if (!url.pathname.endsWith('/')) config.siteUrl += '/';
  } catch {
    throw new BuildError(Errors.ConfigInvalid, `siteUrl "${config.siteUrl}" is not an absolute URL`);
  }
  if (config.typecheck !== undefined && (typeof config.typecheck !== 'string' || !existsSync(path.resolve(root, config.typecheck)))) {
    throw new BuildError(Errors.ConfigInvalid, `"typecheck" must name a tsconfig file of the project; ${JSON.stringify(config.typecheck)} is not one.`);
  }
  const absRoot = path.resolve(root);
  const abs = (rel: string) => path.resolve(absRoot, rel);
  return withOutDir({ ...config, root: absRoot, abs, bundleDir: '' }, config.outDir);
}

/** The same settings with another output folder (and the bundle folder that goes with it). */
export function withOutDir(config: ResolvedConfig, outDir: string): ResolvedConfig {
  const outKey = sha1(config.abs(outDir)).slice(0, 8);
  return { ...config, outDir, bundleDir: path.join(config.abs(config.cacheDir), 'bundles', outKey) };
}

/**
 * Where `site serve` writes what it builds: a folder of its own under the cache, one per output
 * folder it stands in for. serve builds drafts and development scripts, and a preview must never
 * leave them in the output folder that `site build` fills and an administrator uploads.
 */
export function serveOutDir(config: ResolvedConfig): string {
  return path.join(config.cacheDir, 'serve', sha1(config.abs(config.outDir)).slice(0, 8));
}
