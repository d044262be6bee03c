import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectRoutes, routeFromFile } from '../../../generator/pipeline/stages/routes.ts';
import { buildContextFor } from '../../support/build-context.ts';

test('index.tsx is the home page', () => {
  assert.equal(routeFromFile('index.tsx'), { url: '/', outFile: 'index.html', listed: true });
});

test('a file maps to a trailing-slash folder URL', () => {
  assert.equal(routeFromFile('why-onas/about-us.tsx'), { url: '/why-onas/about-us/', outFile: 'why-onas/about-us/index.html', listed: true });
});

test('a folder index maps to the folder URL', () => {
  assert.equal(routeFromFile('why-onas/about-us/index.tsx').url, '/why-onas/about-us/');
});

test('404.tsx becomes 404.html and is not listed', () => {
  assert.equal(routeFromFile('404.tsx'), { url: '/404.html', outFile: '404.html', listed: false });
});

test('collectRoutes finds pages, skips _private files, and rejects two files for one URL', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routes-'));
  for (const f of ['index.tsx', 'a/b.tsx', '_draft.tsx', 'c/index.tsx', 'x/_parts/y.tsx']) await fs.outputFile(path.join(dir, 'r', f), '');
  const routes = await collectRoutes(await buildContextFor(dir, { routesDir: 'r' }));
  assert.equal(routes.map((r) => r.url).sort(), ['/', '/a/b/', '/c/']);
  await fs.outputFile(path.join(dir, 'r', 'c.tsx'), '');
  try {
    await collectRoutes(await buildContextFor(dir, { routesDir: 'r' }));
    assert.unreachable('should have thrown');
  } catch (e) {
    assert.match((e as Error).message, /r\/c.tsx|r\/c\/index.tsx/);
    assert.match((e as Error).message, /\/c\//);
  }
  await fs.remove(dir);
});

test('collectRoutes finds dynamic routes and endpoints, with their segments', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routes-'));
  for (const f of ['index.tsx', 'blog/[slug].tsx', 'blog/feed.xml.ts', 'blog/tags/[tag].tsx', 'blog/helpers.ts', 'blog/_feed.xml.ts'])
    await fs.outputFile(path.join(dir, 'r', f), '');
  const routes = await collectRoutes(await buildContextFor(dir, { routesDir: 'r' }));
  assert.equal(
    routes.map((r) => [r.file, r.kind, r.url, r.params]),
    [
      ['r/blog/[slug].tsx', 'page', '/blog/[slug]/', ['slug']],
      ['r/blog/feed.xml.ts', 'endpoint', '/blog/feed.xml', []],
      ['r/blog/tags/[tag].tsx', 'page', '/blog/tags/[tag]/', ['tag']],
      ['r/index.tsx', 'page', '/', []],
    ],
  );
  await fs.remove(dir);
});

test.run();
