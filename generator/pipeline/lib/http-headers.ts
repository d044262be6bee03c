// The HTTP response policy of the built site, in one place: security headers and the caching rule of
// each kind of file. The host files (.htaccess, _headers, the nginx include) are all written from this.
// The Content-Security-Policy allows only the site's own scripts and styles, plus hashes of the
// inline <script> and <style> the build emitted, in two parts: the header carries every directive but
// style-src, with the site's few inline scripts; each page's <meta> policy allows that page's own
// inline styles and no other (a site-wide list was 36 hashes, 2.4 KB on every page response).
import { sha256 } from '../../util/hash.ts';
import { detached } from '../../util/detached-string.ts';

/** `security` in site.config.json. */
export interface SecurityConfig {
  /** Extra sources per CSP directive, e.g. { "frame-src": ["https://www.google.com"] }. */
  csp?: Record<string, string[]>;
  /** Browser features switched off with Permissions-Policy (feature=()). */
  disableFeatures?: string[];
  /** Strict-Transport-Security value, sent only when set (HTTPS hosts). */
  hsts?: string;
}

export interface InlineCode {
  scripts: string[];
  styles: string[];
}

export type HeaderList = [name: string, value: string][];

/**
 * The caching rules every host file writes (host-files.ts), one Cache-Control per kind of file:
 * content-hashed files under HASHED_PREFIX for a year; pages, folder URLs and files with a
 * REVALIDATED extension (feeds, sitemap, robots, manifest) revalidated on every use; other top-level
 * files (favicon.ico, guide.pdf) for a day.
 */
export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  oneDay: 'public, max-age=86400',
} as const;

/** Folder of content-hashed files (served as immutable). */
export const HASHED_PREFIX = '/assets/';

/** Extensions of files revalidated on every use, like pages. */
export const REVALIDATED = ['html', 'xml', 'txt', 'webmanifest'];

// Not accelerometer, gyroscope or autoplay: video players embedded in frames ask for them.
const DEFAULT_FEATURES = ['camera', 'display-capture', 'geolocation', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb'];

const hash = (code: string) => `'sha256-${sha256(code, 'base64')}'`;

// Script types a browser executes, plus speculation rules (JSON, but the browser obeys it only if
// script-src allows it, so it needs its hash too); anything else (application/ld+json) is a data block.
const EXECUTABLE = /^(?:|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript|speculationrules)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** Inline scripts (executable ones only) and inline style elements in one page's HTML. */
export function inlineCodeOf(html: string): InlineCode {
  return { scripts: inlineScriptsOf(html), styles: inlineStylesOf(html) };
}

/**
 * The text of each non-empty executable inline <script> of a page, in order: copies (util/detached-string.ts),
 * since a full build keeps them to its end, and a match would keep the whole page's HTML (at 10,000 posts,
 * 1.8 GB by the host files' stage).
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (EXECUTABLE.test(type) && m[2].length) scripts.push(detached(m[2]));
  }
  return scripts;
}

/** The text of each non-empty inline <style> of a page, in order (inlineCodeOf's styles, without looking for scripts), as copies. */
function inlineStylesOf(html: string): string[] {
  const styles: string[] = [];
  for (const m of html.matchAll(STYLE)) if (m[1].length) styles.push(detached(m[1]));
  return styles;
}

/**
 * The inline code of all the pages, each text once, sorted. `ofPage` gives a page's (inlineCodeOf, for
 * pages given as their HTML), or one that keeps each page's result (serve by its HTML, a full build by its
 * stored name), so a build scans only the pages that changed.
 */
export function findInlineCode<P = string>(pages: Iterable<P>, ofPage: (page: P) => InlineCode = inlineCodeOf as (page: P) => InlineCode): InlineCode {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const page of pages) {
    const code = ofPage(page);
    for (const s of code.scripts) scripts.add(s);
    for (const s of code.styles) styles.add(s);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** What the site's own code needs beyond scripts and styles: `wasm` compiles WebAssembly (the search index). */
export interface CodeNeeds {
  wasm?: boolean;
}

/** Every directive of the site's policy, with the given inline code's hashes. */
function directives(security: SecurityConfig, inline: InlineCode, needs: CodeNeeds): Record<string, string[]> {
  const d: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile and nothing else: eval() and new Function stay blocked.
    'script-src': ["'self'", ...(needs.wasm ? ["'wasm-unsafe-eval'"] : []), ...inline.scripts.map(hash)],
    'style-src': ["'self'", ...inline.styles.map(hash)],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': [],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [name, sources] of Object.entries(security.csp ?? {})) {
    d[name] = [...(d[name] ?? []).filter((s) => s !== "'none'"), ...sources.filter((s) => !(d[name] ?? []).includes(s))];
  }
  return d;
}

const policyText = (d: Record<string, string[]>) =>
  Object.entries(d)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`)
    .join('; ');

/** The whole policy in one: every directive, with hashes of the given inline scripts and styles. */
export function contentSecurityPolicy(security: SecurityConfig, inline: InlineCode, needs: CodeNeeds = {}): string {
  return policyText(directives(security, inline, needs));
}

/**
 * The header policy of HTML pages: every directive but style-src, with the hashes of the site's inline
 * scripts (a few, the same on every page). Inline styles differ from page to page, so each page
 * narrows style-src itself with pageStylePolicy, in a <meta> before its first <style>; default-src is
 * left out too, as it would stand in for the missing style-src and block those styles.
 */
export function pagesPolicy(security: SecurityConfig, scripts: string[], needs: CodeNeeds = {}): string {
  const { 'default-src': fallback, 'style-src': _styles, ...rest } = directives(security, { scripts, styles: [] }, needs);
  // What default-src covered is now listed, so nothing but style-src is left open by the header.
  return policyText({ ...rest, 'child-src': fallback });
}

/**
 * One page's style-src, for <meta http-equiv="Content-Security-Policy"> (PAGE_POLICY_META): its
 * stylesheets from the site and the hashes of its own inline styles, nothing else. A browser enforces
 * it together with the header policy, so the page gets both.
 */
export function pageStylePolicy(styles: string[]): string {
  return `style-src 'self'${[...new Set(styles)].map((s) => ` ${hash(s)}`).join('')}`;
}

/**
 * The page's policy <meta>, the first element after <meta charset> (a <meta> policy covers only what follows
 * it). `parts`: the page's HTML in pieces, in order, each made of whole elements, scanned one by one: joining
 * them only to scan them copied every page once more (0.5 ms a page of 65 KB).
 */
export function pagePolicyMeta(...parts: string[]): string {
  return `<meta http-equiv="Content-Security-Policy" content="${pageStylePolicy(parts.flatMap(inlineStylesOf))}">`;
}

/** The header policy of an SVG opened as a page: the whole policy, without any inline code or WebAssembly. */
export function svgPolicy(security: SecurityConfig): string {
  return contentSecurityPolicy(security, { scripts: [], styles: [] });
}

/**
 * Headers sent with documents only (HTML pages, and SVG files, which a browser opened on their own
 * renders like a page, scripts included): on an image, script or stylesheet response the policy does
 * nothing but cost bytes, on HTTP/1.1 hosts that send each header in full.
 */
export const DOCUMENT_ONLY = new Set(['Content-Security-Policy']);

/**
 * The headers every HTML response carries (its Content-Security-Policy is pagesPolicy, with the
 * hashes of the site's inline `scripts`); all but DOCUMENT_ONLY go on every other response too.
 */
export function securityHeaders(security: SecurityConfig, scripts: string[], needs: CodeNeeds = {}): HeaderList {
  const features = security.disableFeatures ?? DEFAULT_FEATURES;
  const list: HeaderList = [
    ['Content-Security-Policy', pagesPolicy(security, scripts, needs)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', features.map((f) => `${f}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
  if (security.hsts) list.push(['Strict-Transport-Security', security.hsts]);
  return list;
}
