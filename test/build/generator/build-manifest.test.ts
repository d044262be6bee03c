// The build manifest: a no-change build is proven from stats and hashes; an edited input, a global
// input (config, dependencies, the generator) or other build options make the build run again; a
// deleted route's output goes away. Builds a copy of the basic fixture with a content module and a package.json.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { globby } from 'globby';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession } = await import('../../../generator/pipeline/index.ts');
const { besideFile, changedInputs, manifestFile, manifestKey, readManifest, readPages, recordOutputs, upToDate } = await import(
  '../../../generator/pipeline/lib/build-manifest.ts'
);
const { ageFiles } = await import('../../support/age-files.ts');

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
/** A full build of the sources as saved a while ago (see ageFiles). */
const fullBuild = async () => {
  await ageFiles(site);
  return build(createSession(config), { fresh: true });
};
await fullBuild();
const manifest = readManifest(config)!;
const key = manifestKey(config, options);

/** Runs `edit`, returns the inputs the manifest then finds changed and whether the build is still up to date, and puts the file back. */
async function afterEdit(rel: string, edit: (bytes: Buffer) => Buffer | string) {
  const file = path.join(site, rel);
  const before = await fs.readFile(file);
  await fs.writeFile(file, edit(before));
  try {
    return { changed: changedInputs(config, manifest), upToDate: await upToDate(config, options) };
  } finally {
    await fs.writeFile(file, before);
  }
}

test('a build records its pages and a second look finds nothing changed', async () => {
  assert.ok(manifest);
  const record = readPages(config)!;
  assert.equal(record.pages.map((p) => p.url).sort(), ['/', '/404.html', '/docs/', '/island/', '/plain/']);
  const plain = record.pages.find((p) => p.url === '/plain/')!;
  assert.ok(record.routes[plain.route].includes('content/plain-copy.ts'), record.routes[plain.route].join());
  assert.ok(plain.outputs.includes('plain/index.html'));
  const home = record.pages.find((p) => p.url === '/')!;
  assert.ok(home.assets.includes('assets/img/dots.png'), home.assets.join());
  assert.is(changedInputs(config, manifest).size, 0);
  assert.ok(await upToDate(config, options));
});

test('an edited content module, component or asset is a changed input: the build runs again', async () => {
  for (const [rel, edit] of [
    ['content/plain-copy.ts', (b: Buffer) => `${b}export const more = 1;\n`],
    ['site/components/Shell.tsx', (b: Buffer) => `${b}\n// edited\n`],
    ['assets/img/note.txt', (b: Buffer) => `${b}more\n`],
  ] as const) {
    const after = await afterEdit(rel, edit);
    assert.equal([...after.changed], [rel]);
    assert.not.ok(after.upToDate, rel);
  }
  assert.equal([...changedInputs(config, manifest)], [], 'each file was put back');
});

test('a config, dependency or generator change, or other build options, make the build run again', async () => {
  for (const [rel, edit] of [
    ['site.config.json', (b: Buffer) => `${b}\n`],
    ['package.json', (b: Buffer) => b.toString().replace('19.3.1', '19.4.0')],
  ] as const) {
    const after = await afterEdit(rel, edit);
    assert.ok(after.changed.has(rel), rel);
    assert.not.ok(after.upToDate, rel);
  }
  const generatorFile = manifest.global.find((f) => f.endsWith(path.join('pipeline', 'stages', 'render.ts')))!;
  assert.ok(generatorFile, 'the generator sources are global inputs');
  assert.ok(manifest.inputs[generatorFile], 'and recorded with their stamps');
  assert.is.not(manifestKey(config, { mode: 'development' }), key, 'build options');
  assert.not.ok(await upToDate(config, { mode: 'development' }));
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

/** Gives every file and folder in the output folder the time `time`, their bytes untouched. */
async function setOutputTimes(time: Date, rels?: string[]) {
  const dist = path.join(site, 'dist');
  for (const rel of rels ?? ['', ...(await globby('**/*', { cwd: dist, dot: true, onlyFiles: false }))]) await fs.utimes(path.join(dist, rel), time, time);
}

test('a file or folder added to the output folder makes the build run again, whether its folder is trusted by its time or listed', async () => {
  const stray = [path.join('docs', 'stray.html'), path.join('new', 'index.html'), 'stray.txt'];
  const cases = [
    // The output folder last changed an hour ago, and the build rewrites nothing: each folder is proven by its time alone.
    { time: new Date(Date.now() - 3_600_000), listed: false },
    // Changed within 2 s of the proof (here: dated ahead): each folder is listed and its entries compared, which finds
    // a stray file even when the folder's time is the recorded one, as after a change within the same clock tick.
    { time: new Date(Date.now() + 60_000), listed: true },
  ];
  for (const { time, listed } of cases) {
    await setOutputTimes(time);
    await fullBuild();
    const { outputs } = readManifest(config)!;
    assert.is(outputs.dirMtimeMs[outputs.dirs.indexOf('docs')] > outputs.takenAt - 2000, listed, 'the docs folder is listed');
    for (const rel of stray) {
      assert.ok(await upToDate(config, options));
      await fs.outputFile(path.join(site, 'dist', rel), 'x');
      if (listed) await setOutputTimes(time, ['', 'docs']);
      assert.not.ok(await upToDate(config, options), `${rel}, ${listed ? 'folder listed' : 'folder trusted by its time'}`);
      await fs.remove(path.join(site, 'dist', rel));
      await fs.remove(path.join(site, 'dist', 'new'));
      // Gone again, with the folders' times put back: nothing tells the stray file was ever there.
      await setOutputTimes(time, ['', 'docs']);
    }
    assert.ok(await upToDate(config, options));
  }
});

/** A full build whose outputs are then recorded as a build of more files would record them: the first 60% in the worker's share. */
async function buildWithShare() {
  await fullBuild();
  const manifest = readManifest(config)!;
  manifest.outputs = recordOutputs(config, 1);
  await fs.writeJson(manifestFile(config), manifest);
  return { manifest, share: await fs.readJson(besideFile(config)) };
}

test("past a number of output files, a worker checks its share: an edit or removal there is found, and only its own build's share counts", async () => {
  let { manifest, share } = await buildWithShare();
  assert.is(share.files.length, manifest.outputs.beside!.count);
  assert.ok(share.files.length > 0 && manifest.outputs.files.length > 0, 'both threads have files to check');
  assert.not.ok(
    share.files.some((f: string) => manifest.outputs.files.includes(f)),
    'no file in both shares',
  );
  assert.ok(await upToDate(config, options));
  const dist = path.join(site, 'dist');
  // The worker's share's last page (not a published asset: those may be links to their sources), edited with its size kept.
  const file = path.join(
    dist,
    share.files.findLast((f: string) => f.endsWith('.html')),
  );
  const bytes = await fs.readFile(file);
  await fs.writeFile(file, Buffer.from(bytes).fill(0x20, 0, 1));
  assert.not.ok(await upToDate(config, options), `${path.relative(dist, file)} edited`);
  await fs.remove(file);
  assert.not.ok(await upToDate(config, options), `${path.relative(dist, file)} removed`);
  ({ share } = await buildWithShare());
  assert.ok(await upToDate(config, options), 'restored by the build');
  // A share another build wrote (another id), or none, proves nothing.
  await fs.writeJson(besideFile(config), { ...share, id: 'another build' });
  assert.not.ok(await upToDate(config, options), 'a share with another id');
  await fs.remove(besideFile(config));
  assert.not.ok(await upToDate(config, options), 'the share missing');
  await fullBuild();
  assert.not.ok(await fs.pathExists(besideFile(config)), 'a build of fewer files leaves no share');
  assert.ok(await upToDate(config, options));
});

test('an input changed just before the build, or while it ran, leaves no manifest: the next build runs', async () => {
  // Same size, and as far as a coarse file-system clock can tell the same time as the stamp a build would
  // record: only the build's start time tells that the stamp may not be what it read.
  const file = path.join(site, 'content', 'plain-copy.ts');
  const text = await fs.readFile(file, 'utf8');
  await fs.writeFile(file, text.replace('Plain', 'Plaim'));
  await build(createSession(config), { fresh: true });
  assert.is(readManifest(config), undefined, 'no manifest after a build whose input changed 0 s before it began');
  assert.not.ok(await upToDate(config, options));
  await fs.writeFile(file, text);
  await fullBuild();
  assert.ok(await upToDate(config, options));
});

test('a deleted route removes its output', async () => {
  const current = readManifest(config)!;
  await fs.remove(plainRoute);
  assert.ok(changedInputs(config, current).has(path.join('site', 'routes', 'plain.tsx')));
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
