// sitemap.xml (with each page's last change) and robots.txt.

export interface SitemapEntry {
  /** URL path, e.g. "/why-onas/". */
  url: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const lines = entries.map((e) => `  <url><loc>${escapeXml(base + e.url)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

/** `disallow`: URL prefixes crawlers should stay out of (the form API, say). */
export function robotsTxt(siteUrl: string, disallow: string[] = []): string {
  const rules = ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`)];
  return `${rules.join('\n')}\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}
