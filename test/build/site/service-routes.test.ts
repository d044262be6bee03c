// Builds the real site and checks what the service routes produce: one page per service and per
// area hub, each with its own content in the layout its data names, and nothing else under
// /how-we-help/.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { Window } from 'happy-dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servicePages, serviceHubs, servicePath, type ServicePage } from '../../../content/how-we-help/index.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession } = await import('../../../generator/pipeline/index.ts');

const outDir = path.join(ROOT, 'test', 'output', `build-services-${process.pid}`);
const config = await loadConfig(ROOT, { outDir });
const result = await build(createSession(config), { fresh: true });
const html = (url: string) => fs.readFileSync(path.join(outDir, url, 'index.html'), 'utf8');
const window = new Window();
/** A built page as a document (parsed, not run). */
const dom = (url: string) => new window.DOMParser().parseFromString(html(url), 'text/html');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Titles only the layout the page names renders (its distinctive section). */
function layoutMarkers(page: ServicePage): string[] {
  switch (page.layout) {
    case 'content':
      return page.offerings.cards.map((c) => c.title);
    case 'servicenow':
      return [...page.revive.cards, ...page.smart.cards, ...page.support.cards].map((c) => c.title);
    case 'workday':
      return page.cards.cards.map((c) => c.title);
    case 'grc':
      return page.rows.map((r) => r.title);
    case 'itam':
      return page.outcomes.tiles.map((t) => t.title);
    case 'genai':
      return page.insights.cards.map((c) => c.title);
  }
}

test('27 service pages and 5 hubs are built, each at a URL of its own', () => {
  assert.is(servicePages.length, 27);
  assert.is(serviceHubs.length, 5);
  const built = new Set(result.pages.map((p) => p.url));
  const wanted = [...servicePages.map(servicePath), ...serviceHubs.map((h) => h.path)];
  assert.is(new Set(wanted).size, 32, 'no two share a URL');
  for (const url of wanted) assert.ok(built.has(url), `${url} is built`);
});

test('each service page is built at its URL with its own title, h1 and the sections of the layout it names', () => {
  for (const page of servicePages) {
    const doc = html(servicePath(page));
    assert.ok(doc.includes(`<title>${esc(page.title)}</title>`), `${page.slug}: <title>`);
    assert.match(doc, new RegExp(`<h1[^>]*>${esc(page.hero.heading).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`), `${page.slug}: h1`);
    for (const marker of layoutMarkers(page)) assert.ok(doc.includes(esc(marker)), `${page.slug} (${page.layout}) shows "${marker}"`);
  }
});

test('each hub is built with its own title and heading', () => {
  for (const hub of serviceHubs) {
    const doc = html(hub.path);
    assert.ok(doc.includes(`<title>${esc(hub.title)}</title>`), `${hub.path}: <title>`);
    assert.ok(doc.includes(esc(hub.heading)), `${hub.path}: heading`);
  }
});

test('no stray pages under /how-we-help/', () => {
  const built = result.pages
    .map((p) => p.url)
    .filter((u) => u.startsWith('/how-we-help/'))
    .sort();
  const expected = [...servicePages.map(servicePath), ...serviceHubs.map((h) => h.path)].sort();
  assert.equal(built, expected);
});

test('the service pages come from one dynamic route, the area hubs from another', () => {
  const files = new Set(result.pages.filter((p) => p.url.startsWith('/how-we-help/') && p.url !== '/how-we-help/').map((p) => p.file));
  assert.equal([...files].sort(), ['site/routes/how-we-help/[area]/[service].tsx', 'site/routes/how-we-help/[area]/index.tsx']);
});

test('every service hero carries a Contact Us button to the contact page, in its content and on the built page', () => {
  for (const page of servicePages) {
    assert.ok(
      page.hero.buttons.some((b) => b.text === 'Contact Us' && b.href === '/resources/contact-us/'),
      `${page.slug} hero has no Contact Us button`,
    );
    const links = [...dom(servicePath(page)).querySelectorAll('[data-service-hero] a[href="/resources/contact-us/"]')];
    assert.equal(
      links.map((a) => a.textContent?.trim()),
      ['Contact Us'],
      `${page.slug}: the built hero links to the contact page once, as Contact Us`,
    );
  }
});

test.after(async () => {
  await window.happyDOM.close();
  await fs.remove(outDir);
  await fs.remove(config.bundleDir);
});

test.run();
