// The URL is the vocabulary (issue #26): a route site/routes/<path>.tsx (or <path>/index.tsx) has its
// page component in site/pages/<path>/ and its copy in content/<path>.ts (or content/<path>/index.ts).
// The route / is "home"; a dynamic route belongs to the static part of its path before the first
// [segment] (how-we-help/[area]/[service] → how-we-help). This test fails, naming the route, when one
// of the two is missing or the route does not take its page from its own folder.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const ROUTES = path.join(ROOT, 'site', 'routes');

// Routes whose page and copy are another route's, by design (route → the path they belong to):
const BELONGS_TO: Record<string, string> = {
  // pages 2… of the blog list, and the lists by tag: the blog's list pages, made from the blog's copy
  'resources/blogs/page/[page]': 'resources/blogs',
  'resources/blogs/tags/[tag]': 'resources/blogs',
  // a tag's list pages after the first: the same page as the tag's first
  'resources/blogs/tags/[tag]/page/[page]': 'resources/blogs',
  // the index of those tags: its copy is the blog's (blog.tagsIndex), its page beside the blog's other pages
  'resources/blogs/tags/index': 'resources/blogs',
  // the blog's RSS feed: an endpoint (it returns XML, not a page), made from the blog's posts and copy
  'resources/blogs/feed.xml': 'resources/blogs',
};

/** Route files under site/routes/, as paths without extension ("why-onas/about-us", "index"). */
function routeFiles(dir = ROUTES): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('_'))
    .flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return routeFiles(full);
      return /\.tsx?$/.test(e.name) ? [path.relative(ROUTES, full).split(path.sep).join('/')] : [];
    });
}

/** The path a route's page and copy live at: its URL path, "home" for /, the static part of a dynamic route. */
function folderOf(route: string): string {
  const name = route.replace(/\.tsx?$/, '');
  if (BELONGS_TO[name]) return BELONGS_TO[name];
  const segments = name.split('/');
  if (segments.at(-1) === 'index') segments.pop();
  const firstDynamic = segments.findIndex((s) => s.startsWith('['));
  const staticPart = firstDynamic === -1 ? segments : segments.slice(0, firstDynamic);
  return staticPart.length ? staticPart.join('/') : 'home';
}

/** Folders (repo-relative) of the files a route file imports from site/ and content/. */
function importedDirs(routeFile: string): string[] {
  const source = fs.readFileSync(path.join(ROUTES, routeFile), 'utf8');
  return [...source.matchAll(/from\s+'([^']+)'/g)].flatMap(([, spec]) => {
    let file: string;
    if (spec.startsWith('@site/')) file = path.join('site', spec.slice('@site/'.length));
    else if (spec.startsWith('@content/')) file = path.join('content', spec.slice('@content/'.length));
    else if (spec.startsWith('.')) file = path.relative(ROOT, path.resolve(path.dirname(path.join(ROUTES, routeFile)), spec));
    else return [];
    return [path.dirname(file).split(path.sep).join('/')];
  });
}

const routes = routeFiles();

test('site/routes/ has routes to check', () => {
  assert.ok(routes.length > 30, `only ${routes.length} route files found`);
  assert.ok(routes.includes('index.tsx') && routes.includes('why-onas/about-us.tsx'));
});

test('the rule: URL path, "home" for /, the static part of a dynamic route', () => {
  assert.is(folderOf('index.tsx'), 'home');
  assert.is(folderOf('why-onas/about-us.tsx'), 'why-onas/about-us');
  assert.is(folderOf('why-onas/index.tsx'), 'why-onas');
  assert.is(folderOf('how-we-help/[area]/[service].tsx'), 'how-we-help');
  assert.is(folderOf('how-we-help/[area]/index.tsx'), 'how-we-help');
  assert.is(folderOf('resources/blogs/[slug].tsx'), 'resources/blogs');
});

for (const route of routes) {
  const folder = folderOf(route);
  test(`${route}: page in site/pages/${folder}/, copy in content/${folder}`, () => {
    const pageDir = path.join(ROOT, 'site', 'pages', folder);
    assert.ok(fs.existsSync(pageDir) && fs.statSync(pageDir).isDirectory(), `route site/routes/${route}: no page folder site/pages/${folder}/`);
    const copy = [`content/${folder}.ts`, `content/${folder}/index.ts`];
    assert.ok(
      copy.some((f) => fs.existsSync(path.join(ROOT, f))),
      `route site/routes/${route}: no content module ${copy.join(' or ')}`,
    );
    assert.ok(
      importedDirs(route).includes(`site/pages/${folder}`),
      `route site/routes/${route}: imports nothing from its page folder site/pages/${folder}/ (imports from ${importedDirs(route).join(', ')})`,
    );
  });
}

test.run();
