// Every service page and hub has its route file, and each route renders the layout its data asks for.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servicePages, serviceHubs, servicePath } from '../../../content/services/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ROUTES = path.join(ROOT, 'site', 'routes');
const LAYOUTS = { content: 'ContentLayout', servicenow: 'ServiceNowLayout', workday: 'WorkdayLayout', grc: 'GrcLayout', itam: 'ItamLayout', genai: 'GenAiLayout' } as const;

/** The route file that maps to a URL ("/how-we-help/erp/" → how-we-help/erp/index.tsx). */
function routeFile(url: string, page: boolean): string {
  const rel = url.replace(/^\/|\/$/g, '');
  return path.join(ROUTES, page ? `${rel}.tsx` : path.join(rel, 'index.tsx'));
}

test('27 service pages and 5 hubs', () => {
  assert.is(servicePages.length, 27);
  assert.is(serviceHubs.length, 5);
});

test('each service page has a route that passes its own content to the layout it names', () => {
  for (const page of servicePages) {
    const file = routeFile(servicePath(page), true);
    assert.ok(fs.existsSync(file), `missing ${path.relative(ROOT, file)}`);
    const src = fs.readFileSync(file, 'utf8');
    assert.match(src, `@content/services/${page.area}/${page.slug}.ts'`, `${file} imports its content`);
    assert.match(src, `<${LAYOUTS[page.layout]} page={page} />`, `${file} renders ${LAYOUTS[page.layout]}`);
  }
});

test('each hub has a route rendering HubLayout with its own data', () => {
  for (const hub of serviceHubs) {
    const file = routeFile(hub.path, false);
    assert.ok(fs.existsSync(file), `missing ${path.relative(ROOT, file)}`);
    const src = fs.readFileSync(file, 'utf8');
    assert.match(src, `hubAt('${hub.path}')`);
    assert.match(src, '<HubLayout hub={hub} />');
  }
});

test('no stray routes under /how-we-help/', () => {
  const expected = new Set([
    ...servicePages.map((p) => routeFile(servicePath(p), true)),
    ...serviceHubs.map((h) => routeFile(h.path, false)),
  ]);
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
  const extra = walk(path.join(ROUTES, 'how-we-help')).filter((f) => f.endsWith('.tsx') && !expected.has(f));
  assert.equal(extra, []);
});

test('every service hero carries a Contact Us button to the contact page', () => {
  for (const page of servicePages) {
    assert.ok(
      page.hero.buttons.some((b) => b.text === 'Contact Us' && b.href === '/resources/contact-us/'),
      `${page.slug} hero has no Contact Us button`,
    );
  }
});

test.run();
