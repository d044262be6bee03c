// The escape hatches: `site clean` removes every cache (the cache folder) and nothing else, and
// `site build --force` is a clean build: nothing kept from an earlier build is read. A cached Linaria
// result planted with a colour no source holds proves it: a warm build would use it, --force must not.
process.env.NODE_ENV = 'production';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'fs-extra';
import { globby } from 'globby';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const site = path.join(ROOT, 'test', 'output', `clean-force-${process.pid}`);
await fs.remove(site);
await fs.copy(path.join(ROOT, 'test', 'fixtures', 'basic'), site, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
const cache = path.join(site, '.site-cache');

function site_(...args: string[]) {
  return siteFrom(ROOT, ...args);
}

/** `site --root <the copy> …`, run from the folder `cwd`. */
function siteFrom(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'site.js'), '--root', site, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  assert.is(r.status, 0, `site ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/** Replaces a colour in every cached Linaria result, as a cache that lies would hold it. */
async function poisonLinariaCache(): Promise<number> {
  let planted = 0;
  for (const rel of await globby('linaria/*.json', { cwd: cache })) {
    const file = path.join(cache, rel);
    const text = await fs.readFile(file, 'utf8');
    if (!text.includes('max-width:40rem') && !text.includes('max-width: 40rem')) continue;
    await fs.writeFile(file, text.replaceAll('40rem', '99rem'));
    planted++;
  }
  return planted;
}

/** The styles the output holds: stylesheets, and the CSS inlined in pages. */
const css = async () =>
  (await Promise.all((await globby('**/*.{css,html}', { cwd: path.join(site, 'dist') })).map((f) => fs.readFile(path.join(site, 'dist', f), 'utf8')))).join(
    '\n',
  );

test('a warm build uses the Linaria cache; --force reads no cache at all', async () => {
  site_('build', '--quiet');
  assert.ok(await poisonLinariaCache(), 'a cached result holds the main column width');
  // The poisoned result is only read when the build is not skipped: change nothing the styles read.
  await fs.remove(path.join(site, 'dist'));
  site_('build', '--quiet');
  assert.ok((await css()).includes('99rem'), 'the warm build took the cached (planted) result: the cache is used');
  site_('build', '--quiet', '--force');
  const after = await css();
  assert.not.ok(after.includes('99rem'), '--force reused a cached result');
  assert.ok(after.includes('40rem'), 'the clean build has the width the source holds');
});

test('site clean removes the cache folder and leaves the sources and the output alone', async () => {
  assert.ok(await fs.pathExists(cache));
  // fast-glob gives no order (folders are read concurrently): compare sorted lists.
  const sources = async () => (await globby(['site/**', 'assets/**', 'site.config.json'], { cwd: site })).sort();
  const output = async () => (await globby('**', { cwd: path.join(site, 'dist'), dot: true })).sort();
  const [sourcesBefore, outBefore] = [await sources(), await output()];
  const said = site_('clean');
  assert.match(said, /Removed \.site-cache\//);
  assert.not.ok(await fs.pathExists(cache));
  assert.equal(await sources(), sourcesBefore);
  assert.equal(await output(), outBefore);
  assert.match(site_('clean'), /No cache to remove/);
});

// Found by the differential test: Linaria named classes by the path from the working folder, so the
// same project built with --root from another folder gave other class names, CSS and pages.
test('the output does not depend on the folder site build is run from', async () => {
  const read = async () =>
    new Map(
      await Promise.all(
        (await globby('**', { cwd: path.join(site, 'dist'), dot: true }))
          .sort()
          .map(async (f) => [f, await fs.readFile(path.join(site, 'dist', f), 'utf8')] as const),
      ),
    );
  // Each from an empty cache, so that neither reuses what the other made.
  await fs.remove(cache);
  siteFrom(ROOT, 'build', '--quiet');
  const fromRepo = await read();
  await fs.remove(cache);
  siteFrom(site, 'build', '--quiet');
  const fromSite = await read();
  assert.equal([...fromSite.keys()], [...fromRepo.keys()]);
  for (const [file, text] of fromRepo) assert.fixture(fromSite.get(file) ?? '', text, file);
});

test.after(() => fs.remove(site));
test.run();
