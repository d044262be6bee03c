// Search and sharing on the real site: every built page's head (Open Graph, Twitter, theme colour,
// manifest), its share picture, its JSON-LD (checked by a small schema.org validator below:
// required properties, absolute URLs, @id references that resolve), the breadcrumbs, the home
// FAQ against the visible one; then JSON-LD under a strict script CSP in Chromium.
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { faq } from '../../../content/home/faq.ts';
import { servicePages, servicePath } from '../../../content/how-we-help/index.ts';
import { launchBrowser, openPage, serveSite } from '../../support/browser.ts';

const site = await serveSite();
const SITE_URL = 'https://www.onas.example/';
const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });

test.after(async () => {
  await window.happyDOM.close();
  await site.close();
});

type Node = Record<string, any>;
interface Built {
  url: string;
  doc: Document;
  og: Record<string, string>;
  graph: Node[];
}

const get = async (path: string) => {
  const res = await fetch(site.url + path);
  assert.is(res.status, 200, path);
  return res;
};
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

// Every page the sitemap lists, parsed once.
const sitemap = await (await get('/sitemap.xml')).text();
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const built = new Set(urls);
const pages: Built[] = [];
for (const url of urls) {
  const doc = parse(await (await get(url)).text());
  const og = Object.fromEntries([...doc.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property')!, m.getAttribute('content')!]));
  const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  const graph = blocks.length === 1 ? (JSON.parse(blocks[0].textContent!)['@graph'] as Node[]) : [];
  pages.push({ url, doc, og, graph });
}
const byUrl = new Map(pages.map((p) => [p.url, p]));
const types = (p: Built) => p.graph.map((n) => n['@type']);
const node = (p: Built, type: string) => p.graph.find((n) => n['@type'] === type);

/** The site-level nodes the home page defines, which every other page refers to by @id. */
const SITE_NODES = [`${SITE_URL}#organization`, `${SITE_URL}#website`];

/** Required and recommended properties of the rich-result types we emit (Google Search Central). */
function validate(graph: Node[]): string[] {
  const problems: string[] = [];
  const ids = new Set([...graph.map((n) => n['@id']).filter(Boolean), ...SITE_NODES]);
  const absolute = (v: unknown, what: string) => {
    if (typeof v !== 'string' || !v.startsWith(SITE_URL)) problems.push(`${what} is not an absolute site URL: ${v}`);
  };
  const walk = (v: unknown, where: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${where}[${i}]`));
    else if (v && typeof v === 'object') {
      const o = v as Node;
      if (Object.keys(o).length === 1 && o['@id'] && !ids.has(o['@id'])) problems.push(`${where} refers to missing @id ${o['@id']}`);
      for (const [k, x] of Object.entries(o)) walk(x, `${where}.${k}`);
    }
  };
  for (const n of graph) {
    const t = n['@type'];
    if (!t) problems.push(`node without @type: ${JSON.stringify(n).slice(0, 80)}`);
    walk(n, t);
    if (['WebPage', 'FAQPage', 'ContactPage', 'AboutPage', 'WebSite', 'Organization', 'Service'].includes(t)) absolute(n.url, `${t}.url`);
    if (t === 'Organization') {
      for (const k of ['name', 'logo', 'address', 'contactPoint', 'sameAs', 'email']) if (!n[k]) problems.push(`Organization.${k} missing`);
      absolute(n.logo?.url, 'Organization.logo.url');
      for (const k of ['streetAddress', 'addressLocality', 'addressRegion', 'addressCountry']) if (!n.address?.[k]) problems.push(`PostalAddress.${k} missing`);
      for (const c of n.contactPoint ?? [])
        if (c.contactType !== 'sales' || !c.email || !/^\+\d+$/.test(c.telephone)) problems.push(`ContactPoint incomplete: ${JSON.stringify(c)}`);
      for (const s of n.sameAs ?? []) if (!/^https:\/\//.test(s)) problems.push(`sameAs ${s}`);
    }
    if (t === 'WebSite' && (!n.name || !n.publisher)) problems.push('WebSite.name/publisher missing');
    if (t === 'BreadcrumbList') {
      n.itemListElement.forEach((item: Node, i: number) => {
        if (item['@type'] !== 'ListItem' || item.position !== i + 1 || !item.name) problems.push(`ListItem ${i + 1}: ${JSON.stringify(item)}`);
        absolute(item.item, `ListItem ${i + 1}.item`);
      });
      if (n.itemListElement.length < 2) problems.push('BreadcrumbList with fewer than two items');
    }
    if (t === 'FAQPage') {
      for (const q of n.mainEntity)
        if (q['@type'] !== 'Question' || !q.name || q.acceptedAnswer?.['@type'] !== 'Answer' || !q.acceptedAnswer.text) problems.push(`Question ${q.name}`);
    }
    if (t === 'Service') for (const k of ['name', 'serviceType', 'provider', 'areaServed', 'description']) if (!n[k]) problems.push(`Service.${k} missing`);
    if (t === 'BlogPosting') {
      for (const k of ['headline', 'image', 'author', 'publisher', 'dateModified']) if (!n[k]) problems.push(`BlogPosting.${k} missing`);
      absolute(n.image, 'BlogPosting.image');
    }
  }
  return problems;
}

test('the sitemap lists every page with a date; robots keeps crawlers out of the API', async () => {
  assert.ok(urls.length >= 59, `${urls.length} URLs`);
  assert.is([...sitemap.matchAll(/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].length, urls.length);
  const robots = await (await get('/robots.txt')).text();
  assert.match(robots, /^Disallow: \/api\/$/m);
  assert.match(robots, /^Sitemap: https:\/\/www\.onas\.example\/sitemap\.xml$/m);
});

test('every page has Open Graph and Twitter tags, absolute and matching its title and description', () => {
  for (const p of pages) {
    const at = p.url;
    const title = p.doc.querySelector('title')!.textContent;
    const description = p.doc.querySelector('meta[name="description"]')!.getAttribute('content');
    assert.is(p.og['og:title'], title, at);
    assert.is(p.og['og:description'], description, at);
    assert.is(p.og['og:url'], SITE_URL + at.slice(1), at);
    assert.is(p.doc.querySelector('link[rel="canonical"]')!.getAttribute('href'), p.og['og:url'], at);
    assert.ok(['website', 'article'].includes(p.og['og:type']), at);
    assert.is(p.og['og:site_name'], 'ONAS', at);
    assert.is(p.og['og:locale'], 'en_GB', at);
    assert.match(p.og['og:image'], /^https:\/\/www\.onas\.example\/assets\/share\/[\w-]+\.jpg$/, at);
    assert.equal([p.og['og:image:width'], p.og['og:image:height']], ['1200', '630'], at);
    assert.ok(p.og['og:image:alt'].length > 20, at);
    assert.is(p.doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content'), 'summary_large_image', at);
    assert.is(p.doc.querySelector('meta[name="theme-color"]')?.getAttribute('content'), '#0b1f3a', at);
    assert.is(p.doc.querySelector('link[rel="manifest"]')?.getAttribute('href'), '/site.webmanifest', at);
  }
});

test('every share picture is served, 1200×630 and under 100 KB, and each page has its own', async () => {
  const images = new Set(pages.map((p) => p.og['og:image']));
  assert.is(images.size, pages.length);
  for (const image of images) {
    const bytes = Buffer.from(await (await get(new URL(image).pathname)).arrayBuffer());
    const { width, height, format } = await sharp(bytes).metadata();
    assert.equal([width, height, format], [1200, 630, 'jpeg'], image);
    assert.ok(bytes.length < 100 * 1024, `${image}: ${bytes.length} B`);
  }
});

test('the not-found page has the theme colour and manifest, and no share tags', async () => {
  const res = await fetch(`${site.url}/404.html`);
  const doc = parse(await res.text());
  assert.ok(doc.querySelector('meta[name="theme-color"]'));
  assert.ok(doc.querySelector('link[rel="manifest"]'));
  assert.is(doc.querySelectorAll('meta[property^="og:"], script[type="application/ld+json"]').length, 0);
});

test('the manifest names the site, its colours and three icons that exist at their sizes', async () => {
  const res = await get('/site.webmanifest');
  assert.is(res.headers.get('content-type'), 'application/manifest+json');
  const manifest = await res.json();
  assert.equal([manifest.name, manifest.short_name, manifest.theme_color, manifest.background_color], ['ONAS', 'ONAS', '#0b1f3a', '#0b1f3a']);
  assert.equal(
    manifest.icons.map((i: Node) => `${i.sizes} ${i.purpose}`),
    ['192x192 any', '512x512 any', '512x512 maskable'],
  );
  for (const icon of manifest.icons) {
    const { width, height, format } = await sharp(Buffer.from(await (await get(icon.src)).arrayBuffer())).metadata();
    assert.is(`${width}x${height}`, icon.sizes);
    assert.is(format, 'png');
  }
});

test('every page carries one valid JSON-LD graph; the Organization and the WebSite in full on the home page, by @id elsewhere', () => {
  const home = byUrl.get('/')!;
  assert.equal(
    SITE_NODES.map((id) => home.graph.find((n) => n['@id'] === id)?.['@type']),
    ['Organization', 'WebSite'],
  );
  const org = node(home, 'Organization')!;
  assert.equal([org.address.addressLocality, org.address.addressCountry, org.contactPoint.length, org.sameAs.length], ['Hyderabad', 'IN', 2, 4]);
  for (const p of pages) {
    assert.ok(p.graph.length >= 1, p.url);
    assert.equal(validate(p.graph), [], p.url);
    if (p === home) continue;
    assert.not.ok(types(p).includes('Organization') || types(p).includes('WebSite'), p.url);
    // Each refers to the home page's nodes: its page is part of the WebSite.
    assert.is(p.graph.find((n) => n['@id']?.endsWith('#webpage'))?.isPartOf?.['@id'], `${SITE_URL}#website`, p.url);
  }
});

test('each kind of page has its own type: FAQ, contact, about, service, article', () => {
  assert.ok(types(byUrl.get('/')!).includes('FAQPage'));
  assert.ok(types(byUrl.get('/resources/contact-us/')!).includes('ContactPage'));
  assert.ok(types(byUrl.get('/why-onas/about-us/')!).includes('AboutPage'));
  assert.ok(types(byUrl.get('/who-we-help/industries/')!).includes('WebPage'));
  assert.is(servicePages.length, 27);
  for (const s of servicePages) {
    const p = byUrl.get(servicePath(s))!;
    const service = node(p, 'Service');
    assert.ok(service, p.url);
    assert.equal([service!.serviceType, service!.provider['@id']], [s.name, `${SITE_URL}#organization`], p.url);
  }
  const services = pages.filter((p) => node(p, 'Service')).length;
  assert.is(services, 27, 'only service pages describe a Service');
  for (const p of pages) {
    const article = node(p, 'BlogPosting');
    assert.is(!!article, p.og['og:type'] === 'article', `${p.url}: a BlogPosting exactly on og:type article`);
    if (article) assert.is(article.image, p.og['og:image'], p.url);
    if (article) assert.equal([article.author.name, article.publisher['@id']], ['ONAS', `${SITE_URL}#organization`], p.url);
  }
  assert.ok(
    pages.some((p) => p.og['og:type'] === 'article'),
    'the blog posts are articles',
  );
});

test('every nested page has a breadcrumb whose items are built pages; service trails match the visible one', () => {
  for (const p of pages) {
    const crumbs = node(p, 'BreadcrumbList');
    const nested = p.url.split('/').filter(Boolean).length >= 2;
    assert.is(!!crumbs, nested, p.url);
    if (!crumbs) continue;
    const items = crumbs.itemListElement as Node[];
    for (const item of items) assert.ok(built.has(new URL(item.item).pathname), `${p.url}: ${item.item}`);
    assert.is(new URL(items.at(-1)!.item).pathname, p.url);
    const visible = p.doc.querySelector('nav[aria-label="Breadcrumb"]');
    if (visible) {
      assert.equal(
        items.map((i) => i.name),
        [...visible.querySelectorAll('li')].map((li) => li.textContent!.trim()),
        p.url,
      );
      const links = [...visible.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      assert.equal(
        items.slice(0, -1).map((i) => new URL(i.item).pathname),
        links,
        p.url,
      );
    }
  }
  assert.is(pages.filter((p) => p.doc.querySelector('nav[aria-label="Breadcrumb"]')).length >= 27, true);
});

test('the home FAQPage holds the six questions and answers the page shows', () => {
  const home = byUrl.get('/')!;
  const entries = node(home, 'FAQPage')!.mainEntity as Node[];
  const shown = [...home.doc.querySelectorAll('details[data-faq]')].map((d) => ({
    q: d.querySelector('summary')!.textContent!.trim(),
    a: d.querySelector('p')!.textContent!.trim(),
  }));
  assert.is(entries.length, 6);
  assert.is(shown.length, 6);
  assert.equal(
    entries.map((e) => ({ q: e.name, a: e.acceptedAnswer.text })),
    shown,
  );
  assert.is(entries[0].name, faq.items[0].question);
});

test("JSON-LD survives a CSP without 'unsafe-inline': no violation, and the data reads back", async () => {
  // The deployment's own policy (from the _headers file the build writes) when there is one.
  const headersFile = await fetch(`${site.url}/_headers`);
  const deployed = headersFile.ok ? /^\s*Content-Security-Policy: (.+)$/m.exec(await headersFile.text())?.[1] : undefined;
  const csp = deployed ?? "script-src 'self'; object-src 'none'; base-uri 'self'";
  assert.match(csp, "script-src 'self'");
  assert.not.match(csp, 'unsafe-inline');
  const browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  try {
    await context.route(`${site.url}/**`, async (route) => {
      const response = await route.fetch();
      const headers: Record<string, string> = { ...response.headers(), 'content-security-policy': csp };
      if (!headers['content-type']?.startsWith('text/html')) return route.fulfill({ response, headers });
      // site serve adds an inline live-reload script that a deployed page does not have: take it out.
      const body = (await response.text()).replace(/<script>\(\(\) => \{[^<]*?\/__site\/events[\s\S]*?<\/script>(?=<\/body>)/, '');
      delete headers['content-length'];
      delete headers['content-encoding'];
      return route.fulfill({ status: response.status(), headers, body });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const url of ['/', '/how-we-help/erp/sap/', '/resources/contact-us/']) {
      const res = await page.goto(site.url + url, { waitUntil: 'load' });
      assert.is(res!.headers()['content-security-policy'], csp);
      // A violation during parsing is reported by an event queued before 'load': one more task lets it run.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
      const read = await page.evaluate(() => {
        const text = document.querySelector('script[type="application/ld+json"]')!.textContent!;
        return {
          types: (JSON.parse(text)['@graph'] as { '@type': string }[]).map((n) => n['@type']),
          violations: (window as unknown as { violations: string[] }).violations,
        };
      });
      assert.equal(read.violations, [], url);
      assert.equal(read.types, types(byUrl.get(url)!), url);
    }
    // The policy is live: an inline script is refused and reported, so "no violation" above means something.
    const refused = await page.evaluate(async () => {
      const reported = new Promise((r) => document.addEventListener('securitypolicyviolation', r, { once: true }));
      const s = document.createElement('script');
      s.textContent = 'window.ran = true';
      document.head.append(s);
      await reported;
      return { ran: (window as unknown as { ran?: boolean }).ran ?? false, violations: (window as unknown as { violations: string[] }).violations };
    });
    assert.is(refused.ran, false);
    assert.match(refused.violations.join(), 'script-src');
  } finally {
    // A request the page still had in flight (a prefetch, a late image) must not outlive its route.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await browser.close();
  }
});

test.run();
