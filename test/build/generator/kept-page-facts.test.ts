// A full build takes what it works out from each page (sizes, the checks' scan, inline scripts) from the
// last build when it made the same page (lib/kept-page-facts.ts), and works it out only for the pages that
// changed. The checks themselves still run over every page: an unchanged page whose link now points at an
// id another page lost is reported, and a changed page's new links are checked.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildOnce as buildSite } from '../../support/one-off-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { isBuildError } = await import('../../../generator/errors.ts');

// Inside the repository, so that the fixture's imports of react and @linaria resolve.
const dir = path.join(ROOT, 'test', 'output', `kept-facts-${process.pid}`);
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'blog'), dir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
const config = await loadConfig(dir);
const dist = config.abs(config.outDir);
const posts = path.join(dir, 'content', 'posts');
const second = fs.readFileSync(path.join(posts, 'second.md'), 'utf8');

test.after(() => fs.removeSync(dir));

const buildOnce = () => buildSite(config);

/** The output's files and bytes. */
const output = () =>
  new Map(
    fs
      .readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(dist, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name))]),
  );

test("the same pages: every fact is the last build's, and the output is the same", async () => {
  const first = await buildOnce();
  const made = output();
  assert.ok(first.pageFacts && first.pageFacts.made > 0, 'nothing kept yet: worked out');
  assert.is(first.pageFacts.kept, 0);
  const again = await buildOnce();
  assert.equal(again.pageFacts, { kept: first.pageFacts.made, made: 0 }, 'all taken from the last build');
  assert.equal(output(), made, 'the same bytes');
  assert.equal(
    again.pages.map((p) => [p.url, p.htmlGzip, p.htmlBytes, p.firstViewImages, p.htmlParts]),
    first.pages.map((p) => [p.url, p.htmlGzip, p.htmlBytes, p.firstViewImages, p.htmlParts]),
    'the same size report',
  );
});

test('a page that lost an id another, unchanged, page links to: the unchanged page is reported', async () => {
  await buildOnce();
  // The first post links to /posts/second/#details; its page does not change.
  fs.writeFileSync(path.join(posts, 'second.md'), second.replace('## Details', '## Particulars'));
  try {
    await buildOnce();
    assert.unreachable('the checks passed');
  } catch (e) {
    assert.ok(isBuildError(e) && e.code === 'checks-failed', String(e));
    assert.match(e.details!.join('\n'), /link \/posts\/second\/#details: no element with id "details" on \/posts\/second\/ — on .*first\.md/);
  } finally {
    fs.writeFileSync(path.join(posts, 'second.md'), second);
  }
});

test('a changed page is scanned again: a link it gained to nowhere is found', async () => {
  const before = await buildOnce();
  fs.writeFileSync(path.join(posts, 'second.md'), `${second}\nMore in [the archive](/archive/).\n`);
  try {
    await buildOnce();
    assert.unreachable('the checks passed');
  } catch (e) {
    assert.ok(isBuildError(e) && e.code === 'checks-failed', String(e));
    assert.match(e.details!.join('\n'), /broken link \/archive\/ .* — on .*second\.md/);
  } finally {
    fs.writeFileSync(path.join(posts, 'second.md'), second);
  }
  const after = await buildOnce();
  assert.ok(
    after.pageFacts!.kept > 0 && after.pageFacts!.made === 0,
    `the pages of the last build that passed: ${JSON.stringify(after.pageFacts)} (${JSON.stringify(before.pageFacts)} before)`,
  );
});

test.run();
