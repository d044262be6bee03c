// sitemap.xml (with each page's last change; an index of several files past the protocol's limits) and robots.txt.

export interface SitemapEntry {
  /** URL path, e.g. "/why-onas/". */
  url: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';
/** `base`: the site's URL without its trailing slash. */
const urlLine = (base: string, e: SitemapEntry) => `  <url><loc>${escapeXml(base + e.url)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`;

/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 };

/**
 * The sitemap files: `sitemap.xml` alone while the site fits one file's limits; past them, `sitemap.xml`
 * becomes a sitemap index of `sitemap-1.xml`, `sitemap-2.xml`…, each filled up to the limits in page
 * order. robots.txt names `sitemap.xml` either way.
 */
export function sitemapFiles(siteUrl: string, entries: SitemapEntry[], limits = SITEMAP_LIMITS): Map<string, string> {
  const base = siteUrl.replace(/\/$/, '');
  const frame = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  // Each part: its lines and its latest date (the index gives it as the part's lastmod).
  const parts: { lines: string[]; lastmod?: string }[] = [{ lines: [] }];
  let bytes = frame;
  for (const e of entries) {
    const line = `${urlLine(base, e)}\n`;
    const size = Buffer.byteLength(line);
    let part = parts[parts.length - 1];
    if (part.lines.length && (part.lines.length === limits.urls || bytes + size > limits.bytes)) {
      part = { lines: [] };
      parts.push(part);
      bytes = frame;
    }
    part.lines.push(line);
    if (e.lastmod && !(part.lastmod && part.lastmod >= e.lastmod)) part.lastmod = e.lastmod;
    bytes += size;
  }
  const urlset = (lines: string[]) => `${URLSET_OPEN}${lines.join('')}${URLSET_CLOSE}`;
  if (parts.length === 1) return new Map([['sitemap.xml', urlset(parts[0].lines)]]);
  const index = parts.map(
    (part, i) => `  <sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc>${part.lastmod ? `<lastmod>${part.lastmod}</lastmod>` : ''}</sitemap>\n`,
  );
  const files = new Map([
    [
      'sitemap.xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('')}</sitemapindex>\n`,
    ],
  ]);
  for (const [i, part] of parts.entries()) files.set(`sitemap-${i + 1}.xml`, urlset(part.lines));
  return files;
}

/** `disallow`: URL prefixes crawlers should stay out of (the form API, say). */
export function robotsTxt(siteUrl: string, disallow: string[] = []): string {
  const rules = ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`)];
  return `${rules.join('\n')}\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}
