// Staged pages (lib/staged-pages.ts): a page's gzip size is kept by its stored file's name, the hash of its
// HTML, and a later build takes it from there; sizes kept under other settings are not trusted, and the
// file keeps only the pages of the build that wrote it.
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StagedPages } from '../../../generator/pipeline/lib/staged-pages.ts';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staged-pages-'));
const sizesFile = path.join(cacheDir, 'page-gzip-sizes.json');
const page = (n: number) => `<!doctype html><title>Page ${n}</title><p>${'Text of a page. '.repeat(40 + n)}</p>`;

test.after(() => fs.removeSync(cacheDir));

test("a page's gzip size is its HTML's, gzipped, and the next build takes it by the page's stored name", () => {
  const first = new StagedPages(cacheDir);
  const at = first.put(page(1));
  assert.is(first.gzipSize(at, page(1)), gzipSync(page(1)).length);
  first.put(page(2));
  first.gzipSize(first.put(page(2)), page(2));
  first.prune();

  const next = new StagedPages(cacheDir);
  const again = next.put(page(1));
  assert.is(again, at, 'the same HTML is stored under the same name');
  // Handed other text on purpose: a kept size is found by the name alone, so this one is not gzipped.
  assert.is(next.gzipSize(again, 'other text'), gzipSync(page(1)).length);
  // A page the last build did not have is gzipped.
  assert.is(next.gzipSize(next.put(page(3)), page(3)), gzipSync(page(3)).length);
  next.prune();
  const kept = fs.readJsonSync(sizesFile) as { sizes: Record<string, number> };
  assert.equal(Object.keys(kept.sizes).sort(), [path.basename(again), path.basename(next.put(page(3)))].sort(), "only the last build's pages are kept");
});

test('sizes kept under other settings (another zlib, another version of this code) are made again', () => {
  const kept = fs.readJsonSync(sizesFile) as { key: string; sizes: Record<string, number> };
  fs.writeJsonSync(sizesFile, { ...kept, key: `${kept.key} (another zlib)` });
  const staged = new StagedPages(cacheDir);
  assert.is(staged.gzipSize(staged.put(page(1)), page(1)), gzipSync(page(1)).length);
  assert.is(staged.gzipSize(staged.put(page(3)), 'not page 3'), gzipSync('not page 3').length, 'measured, not taken from the file');
});

test('an unreadable sizes file is no error: every size is measured', () => {
  fs.writeFileSync(sizesFile, '{"key": "gzipSync def');
  const staged = new StagedPages(cacheDir);
  assert.is(staged.gzipSize(staged.put(page(1)), page(1)), gzipSync(page(1)).length);
});

test.run();
