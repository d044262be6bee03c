// The build manifest: a no-change build is proven from stats and hashes; an edit reaches exactly the
// pages that import or use the changed file; global inputs reach every page; a deleted route's
// output goes away. Builds a copy of the basic fixture with a content module and a package.json.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession } = await import('../../../generator/pipeline/index.ts');
const { changedInputs, invalidate, manifestKey, readManifest, upToDate } = await import('../../../generator/pipeline/lib/build-manifest.ts');

const site = path.join(ROOT, 'test', 'output', `manifest-${process.pid}`);
await fs.remove(site);
await fs.copy(path.join(ROOT, 'test', 'fixtures', 'basic'), site);
await fs.outputFile(path.join(site, 'content', 'plain-copy.ts'), "export const heading = 'Plain';\n");
const plainRoute = path.join(site, 'site', 'routes', 'plain.tsx');
await fs.writeFile(
  plainRoute,
  (await fs.readFile(plainRoute, 'utf8'))
    .replace("import { css } from '@linaria/core';", "import { css } from '@linaria/core';\nimport { heading } from '../../content/plain-copy.ts';")
    .replace('<h1>Plain</h1>', '<h1>{heading}</h1>'),
);
await fs.writeJson(path.join(site, 'package.json'), { name: 'fixture', private: true, dependencies: { react: '19.3.1' } });
const config = await loadConfig(site, { outDir: path.join(site, 'dist'), cacheDir: path.join(site, '.site-cache') });
const options = { mode: 'production' as const };
const fullBuild = () => build(createSession(config), { fresh: true });
await fullBuild();
const manifest = readManifest(config)!;
const routes = manifest.pages.map((p) => p.route);
const key = manifestKey(config, options);

/** Runs `edit`, returns the invalidation it causes, and puts the file back. */
async function afterEdit(rel: string, edit: (bytes: Buffer) => Buffer | string) {
  const file = path.join(site, rel);
  const before = await fs.readFile(file);
  await fs.writeFile(file, edit(before));
  try {
    const changed = changedInputs(config, manifest);
    return { changed, result: invalidate(manifest, { key, changed, routes }) };
  } finally {
    await fs.writeFile(file, before);
  }
}

test('a build records its pages and a second look finds nothing changed', async () => {
  assert.ok(manifest);
  assert.equal(manifest.pages.map((p) => p.url).sort(), ['/', '/404.html', '/docs/', '/island/', '/plain/']);
  const plain = manifest.pages.find((p) => p.url === '/plain/')!;
  assert.ok(plain.modules.includes('content/plain-copy.ts'), plain.modules.join());
  assert.ok(plain.outputs.includes('plain/index.html'));
  const home = manifest.pages.find((p) => p.url === '/')!;
  assert.ok(home.assets.includes('assets/img/dots.png'), home.assets.join());
  assert.is(changedInputs(config, manifest).size, 0);
  assert.ok(await upToDate(config, options));
});

test('a content edit invalidates exactly the routes that import it', async () => {
  const { changed, result } = await afterEdit('content/plain-copy.ts', (b) => `${b}export const more = 1;\n`);
  assert.equal([...changed], ['content/plain-copy.ts']);
  assert.is(result.all, false);
  assert.equal([...result.pages], ['/plain/']);
});

test('a component edit invalidates the routes that import it, not the others', async () => {
  const { result } = await afterEdit('site/components/Shell.tsx', (b) => `${b}\n// edited\n`);
  assert.is(result.all, false);
  const importers = manifest.pages.filter((p) => p.modules.includes('site/components/Shell.tsx')).map((p) => p.url);
  assert.ok(importers.length >= 3, importers.join());
  assert.equal([...result.pages].sort(), importers.sort());
  assert.not.ok(result.pages.has('/plain/'));
});

test('an asset change invalidates the routes that use it', async () => {
  const { changed, result } = await afterEdit('assets/img/note.txt', (b) => `${b}more\n`);
  assert.equal([...changed], ['assets/img/note.txt']);
  assert.is(result.all, false);
  assert.equal([...result.pages], ['/']);
});

test('a config, dependency or generator change invalidates everything', async () => {
  assert.ok((await afterEdit('site.config.json', (b) => `${b}\n`)).result.all, 'config');
  assert.ok((await afterEdit('package.json', (b) => b.toString().replace('19.3.1', '19.4.0'))).result.all, 'dependency');
  const generatorFile = manifest.global.find((f) => f.endsWith(path.join('pipeline', 'stages', 'render.ts')))!;
  assert.ok(generatorFile, 'the generator sources are global inputs');
  assert.ok(invalidate(manifest, { key, changed: [generatorFile], routes }).all, 'generator');
  assert.ok(invalidate(manifest, { key: manifestKey(config, { mode: 'development' }), changed: [], routes }).all, 'build options');
});

test('an edited or missing output file makes the build run again and restores it', async () => {
  const out = path.join(site, 'dist', 'docs', 'index.html');
  const html = await fs.readFile(out, 'utf8');
  await fs.writeFile(out, html.replace('<h1', '<h1 data-edited'));
  assert.not.ok(await upToDate(config, options));
  await fs.remove(path.join(site, 'dist', 'island', 'index.html'));
  assert.not.ok(await upToDate(config, options));
  await fullBuild();
  assert.is(await fs.readFile(out, 'utf8'), html);
  assert.ok(await fs.pathExists(path.join(site, 'dist', 'island', 'index.html')));
  assert.ok(await upToDate(config, options));
});

test('a deleted route removes its output', async () => {
  const current = readManifest(config)!;
  await fs.remove(plainRoute);
  const result = invalidate(current, { key, changed: changedInputs(config, current), routes: routes.filter((r) => !r.endsWith('plain.tsx')) });
  assert.ok(result.remove.includes('plain/index.html'), result.remove.join());
  assert.not.ok(await upToDate(config, options));
  await fullBuild();
  assert.not.ok(await fs.pathExists(path.join(site, 'dist', 'plain', 'index.html')));
  assert.ok(await fs.pathExists(path.join(site, 'dist', 'docs', 'index.html')));
  assert.ok(await upToDate(config, options));
});

test.after(async () => {
  await fs.remove(site);
});

test.run();
