// Server and host configuration written into the output folder, all from the policy in lib/http-headers.ts:
//   .htaccess            Apache 2.4 (404 page, folder redirects, caching, precompressed files, headers)
//   .nginx-headers.conf  the security headers as nginx add_header lines (included by deploy/nginx.conf)
// Each page's inline-style hashes are in the page's own <meta> policy (html-document.ts), so these
// files change only when the site's settings or its few inline scripts do, not with its content.
//   _headers, _redirects static hosts that read them (Netlify style)
import type { ResolvedConfig } from '../../config.ts';
import {
  CACHE,
  DOCUMENT_ONLY,
  findInlineCode,
  HASHED_PREFIX,
  inlineCodeOf,
  inlineScriptsOf,
  REVALIDATED,
  securityHeaders,
  svgPolicy,
  type HeaderList,
  type InlineCode,
} from '../lib/http-headers.ts';
import { COMPRESSIBLE } from './precompress.ts';
import type { BuildContext } from '../context.ts';
import type { Assembled } from './assemble.ts';
import type { Documents } from './documents.ts';
import type { OutputFile } from './write.ts';

export interface HostFilesInput {
  /** The security headers; their Content-Security-Policy is the one for HTML pages. */
  headers: HeaderList;
  /** The Content-Security-Policy of an SVG opened as a page. */
  svgPolicy: string;
  /** Page URLs ("/", "/why-onas/", "/404.html"). */
  pages: string[];
  /** Every other published path, without leading slash ("assets/x.css", "favicon.ico"). */
  files: string[];
  /** The URL of the 404 page, when there is one. */
  notFound?: string;
  /** API mount ("/api/") and, for static hosts, where to forward it. */
  api?: { mount: string; proxyTo?: string };
}

const q = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** Top-level files without a content hash in their name (cached for a day). */
function unhashedTopLevel(files: string[]): string[] {
  const revalidatedOrCopy = new RegExp(`\\.(?:${[...REVALIDATED, 'br', 'gz'].join('|')})$`);
  return files.filter((f) => !f.includes('/') && !revalidatedOrCopy.test(f) && !f.startsWith('.') && !f.startsWith('_')).sort();
}

/** Folder URLs other than "/" ("/why-onas/"): "/why-onas" redirects to them. */
const folders = (pages: string[]) => pages.filter((p) => p !== '/' && p.endsWith('/')).sort();

/** The Content-Type of each kind of document, as a regular expression (Apache, nginx). */
const HTML_TYPE = 'text/html';
const SVG_TYPE = 'image/svg\\+xml';

/** Variables that carry the policy of each kind of document to deploy/nginx.conf's map by Content-Type. */
const NGINX_POLICY_VARS = { html: 'onas_html_policy', svg: 'onas_svg_policy' };

export function htaccess(input: HostFilesInput): string {
  const types = COMPRESSIBLE.join('|');
  const mime: Record<string, string> = {
    html: 'text/html',
    css: 'text/css',
    js: 'text/javascript',
    mjs: 'text/javascript',
    svg: 'image/svg+xml',
    xml: 'application/xml',
    json: 'application/json',
    webmanifest: 'application/manifest+json',
    txt: 'text/plain',
  };
  const oneDay = unhashedTopLevel(input.files).map((f) => `'/${f}'`);
  const lines = [
    '# Written by the site build; edit the generator, not this file.',
    '# Apache 2.4 with AllowOverride All (FileInfo, Indexes and AuthConfig at least) and the modules',
    '# mod_rewrite, mod_headers, mod_mime and mod_dir. Without mod_rewrite: no folder redirects and no',
    '# precompressed files; without mod_headers: no security or caching headers (see docs/deploy.md).',
    '',
    'DirectoryIndex index.html',
    input.notFound ? `ErrorDocument 404 ${input.notFound}` : '',
    '',
    '<IfModule mod_mime.c>',
    '    AddCharset utf-8 .html .css .js .mjs .svg .xml .json .webmanifest .txt',
    '    AddType application/manifest+json .webmanifest',
    '    AddType text/javascript .js .mjs',
    '    # .br and .gz are encodings of the file named before them (Debian maps .br to a language).',
    '    RemoveLanguage .br',
    '    RemoveType .br .gz',
    '    AddEncoding br .br',
    '    AddEncoding gzip .gz',
    '</IfModule>',
    '',
    '<IfModule mod_rewrite.c>',
    '    RewriteEngine On',
    '    # Plain HTTP goes to HTTPS (301), except behind a proxy that already speaks HTTPS to the visitor and for',
    '    # a loopback host (localhost, 127.0.0.1, [::1]), so a copy can be tried locally without a certificate.',
    '    RewriteCond %{HTTPS} !=on',
    '    RewriteCond %{HTTP:X-Forwarded-Proto} !=https',
    '    RewriteCond %{HTTP_HOST} !^(?:localhost|127\\.0\\.0\\.1|\\[::1\\])(?::\\d+)?$',
    '    RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]',
    '    # Dotfiles (this one included) are not served; /.well-known/ is.',
    '    RewriteRule (^|/)\\.(?!well-known(/|$)) - [R=404,L]',
    '    # Backup and editor copies and PHP files are never served, not even as their source (a folder with',
    '    # its own rewrite rules, such as an API, decides for itself).',
    '    RewriteRule (?:~|\\.(?:bak|orig|save|swp|php))$ - [R=404,L]',
    '    # A folder without its slash: redirect to the folder URL.',
    '    RewriteCond %{REQUEST_FILENAME} -d',
    '    RewriteRule ^(.*[^/])$ /$1/ [R=301,L]',
    '    # A folder without index.html is not listed.',
    '    RewriteCond %{REQUEST_FILENAME} -d',
    '    RewriteCond %{REQUEST_FILENAME}/index.html !-f',
    '    RewriteRule ^ - [R=404,L]',
    '    # Folder URLs are their index.html, so the precompressed copy below can be chosen.',
    '    RewriteCond %{REQUEST_FILENAME} -d',
    '    RewriteRule ^(.*/)?$ $1index.html',
    '    # Precompressed copies written by the build: brotli first, then gzip.',
    '    RewriteCond %{HTTP:Accept-Encoding} (^|[\\s,])br($|[\\s,;])',
    '    RewriteCond %{REQUEST_FILENAME}.br -f',
    `    RewriteRule ^(.+\\.(?:${types}))$ $1.br [L]`,
    '    RewriteCond %{HTTP:Accept-Encoding} (^|[\\s,])gzip($|[\\s,;])',
    '    RewriteCond %{REQUEST_FILENAME}.gz -f',
    `    RewriteRule ^(.+\\.(?:${types}))$ $1.gz [L]`,
    ...Object.entries(mime).map(([ext, type]) => `    RewriteRule \\.${ext}\\.(?:br|gz)$ - [T=${type};charset=utf-8,E=no-gzip:1,E=no-brotli:1]`),
    '</IfModule>',
    '',
    '<IfModule mod_headers.c>',
    ...input.headers.flatMap(([name, value]) =>
      DOCUMENT_ONLY.has(name)
        ? [
            `    Header always set ${name} "${q(value)}" "expr=%{CONTENT_TYPE} =~ m#^${HTML_TYPE}#"`,
            `    Header always set ${name} "${q(input.svgPolicy)}" "expr=%{CONTENT_TYPE} =~ m#^${SVG_TYPE}#"`,
          ]
        : [`    Header always set ${name} "${q(value)}"`],
    ),
    `    # Caching: hashed files for a year, pages and feeds revalidated, other top-level files for a day.`,
    `    Header always set Cache-Control "${CACHE.immutable}" "expr=%{REQUEST_URI} =~ m#^${HASHED_PREFIX}#"`,
    `    Header always set Cache-Control "${CACHE.revalidate}" "expr=%{REQUEST_URI} =~ m#(/|${REVALIDATED.map((e) => `\\.${e}`).join('|')})(\\.br|\\.gz)?$#"`,
    oneDay.length ? `    Header always set Cache-Control "${CACHE.oneDay}" "expr=%{REQUEST_URI} in { ${oneDay.join(', ')} }"` : '',
    `    Header always merge Vary Accept-Encoding "expr=%{REQUEST_FILENAME} =~ m#\\.(?:${types})(?:\\.br|\\.gz)?$#"`,
    '</IfModule>',
    '',
  ];
  return lines.filter((l, i) => l !== '' || lines[i - 1] !== '').join('\n');
}

function nginxHeaders(input: HostFilesInput): string {
  return [
    '# Written by the site build; included by deploy/nginx.conf inside its server {} block.',
    '# The Content-Security-Policy of HTML pages and of SVG files is set here, and the map in',
    '# deploy/nginx.conf sends the one that fits the response (by Content-Type), and none otherwise.',
    ...input.headers.flatMap(([name, value]) =>
      DOCUMENT_ONLY.has(name)
        ? [
            `set $${NGINX_POLICY_VARS.html} "${q(value)}";`,
            `set $${NGINX_POLICY_VARS.svg} "${q(input.svgPolicy)}";`,
            `add_header ${name} $onas_document_policy always;`,
          ]
        : [`add_header ${name} "${q(value)}" always;`],
    ),
    '',
  ].join('\n');
}

/**
 * Netlify-style _headers: security headers on every path, then caching rules that never overlap. An
 * SVG file gets the SVG policy as well: a host sends both, and a browser enforces both.
 */
export function headersFile(input: HostFilesInput): string {
  const out = ['/*', ...input.headers.map(([n, v]) => `  ${n}: ${v}`), ''];
  for (const f of input.files.filter((f) => f.endsWith('.svg')).sort()) out.push(`/${f}`, `  Content-Security-Policy: ${input.svgPolicy}`, '');
  out.push(`${HASHED_PREFIX}*`, `  Cache-Control: ${CACHE.immutable}`, '');
  // Pages are listed by URL; other revalidated files at the top level by name.
  const revalidatedFile = new RegExp(`^[^/]+\\.(?:${REVALIDATED.filter((e) => e !== 'html').join('|')})$`);
  const revalidate = [...input.pages, ...input.files.filter((f) => revalidatedFile.test(f)).map((f) => `/${f}`)].sort();
  for (const p of revalidate) out.push(p, `  Cache-Control: ${CACHE.revalidate}`, '');
  for (const f of unhashedTopLevel(input.files)) out.push(`/${f}`, `  Cache-Control: ${CACHE.oneDay}`, '');
  return out.join('\n');
}

/** Netlify-style _redirects: folder redirects and, when configured, the API forwarded elsewhere. */
export function redirectsFile(input: HostFilesInput): string {
  const out = folders(input.pages).map((p) => `${p.slice(0, -1)} ${p} 301`);
  if (input.api?.proxyTo) {
    const mount = input.api.mount.endsWith('/') ? input.api.mount : `${input.api.mount}/`;
    const target = input.api.proxyTo.endsWith('/') ? input.api.proxyTo : `${input.api.proxyTo}/`;
    out.push(`${mount}* ${target}:splat 200`);
  }
  return `${out.join('\n')}\n`;
}

/** The stage: adds the host files to the output, from the finished pages (their inline code's hashes) and files. */
export function hostFiles(ctx: BuildContext, input: { documents: Documents; output: Assembled }): void {
  const files = input.output.files;
  const { staged } = input.documents;
  // Serve finds an unchanged page's inline code by its text; a full build keeps no page's text, and finds its
  // scripts (all the host files use: each page's style hashes are in its own <meta>) by the page's stored
  // name when the last full build made the same page, reading the page otherwise.
  const inlineCode = (page: Documents['pages'][number]): InlineCode =>
    staged && page.stored
      ? { scripts: staged.fact(page.stored, 'inlineScripts', () => inlineScriptsOf(page.html)), styles: [] }
      : ctx.session.incremental
        ? ctx.session.inlineCode.get(page.html, inlineCodeOf)
        : inlineCodeOf(page.html);
  for (const [out, content] of hostFilesOf(hostFilesInput(ctx.config, input.documents.pages, files, inlineCode))) files.set(out, { content });
}

/** Every host file's name and text. */
function hostFilesOf(input: HostFilesInput): Map<string, string> {
  return new Map([
    ['.htaccess', htaccess(input)],
    ['.nginx-headers.conf', nginxHeaders(input)],
    ['_headers', headersFile(input)],
    ['_redirects', redirectsFile(input)],
  ]);
}

/** The host files' input from the site config and the assembled output. */
function hostFilesInput<P extends { url: string }>(
  config: ResolvedConfig,
  pages: P[],
  files: Map<string, OutputFile>,
  inlineCode: (page: P) => InlineCode,
): HostFilesInput {
  const names = [...files.keys()];
  const needs = { wasm: config.search !== undefined };
  // One page's HTML at a time (a full build reads each back from disk).
  const scripts = findInlineCode(pages, inlineCode).scripts;
  return {
    headers: securityHeaders(config.security ?? {}, scripts, needs),
    svgPolicy: svgPolicy(config.security ?? {}),
    pages: pages.map((p) => p.url),
    files: names.filter((f) => !f.endsWith('.html')),
    notFound: names.includes('404.html') ? '/404.html' : undefined,
    api: config.api ? { mount: config.api.mount, proxyTo: config.api.proxyTo } : undefined,
  };
}
