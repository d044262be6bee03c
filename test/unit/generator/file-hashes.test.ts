// FileHashes keeps a file's hash by its size and time. A second write of the same size within the file
// system's clock tick keeps both (git's "racy clean" files), so a stamp younger than 2 s is never trusted:
// the file is hashed again, and the new bytes give the new hash.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AssetRegistry, FileHashes } from '../../../generator/pipeline/lib/assets.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-hashes-'));
const file = path.join(dir, 'picture.png');

/** Writes `text` and gives the file the time `at` (ms), as a save within one clock tick would leave it. */
function save(text: string, at: number): void {
  fs.writeFileSync(file, text);
  fs.utimesSync(file, at / 1000, at / 1000);
}

test('a same-size save with the same time, just made, gives the new hash', () => {
  const hashes = new FileHashes();
  const tick = Date.now();
  save('aaaa', tick);
  const first = hashes.of(file);
  save('bbbb', tick);
  assert.is.not(hashes.of(file), first);
});

test('a stamp older than 2 s is trusted: the file is not read again', () => {
  const hashes = new FileHashes();
  const old = Date.now() - 10_000;
  save('aaaa', old);
  const first = hashes.of(file);
  // Same size and time, other bytes: only a read could tell, and an old stamp is trusted.
  save('bbbb', old);
  assert.is(hashes.of(file), first);
});

test.after(() => fs.rmSync(dir, { recursive: true, force: true }));
test("an asset's URL is found once a build: every page that asks for it gets the same one, the file stated once", () => {
  const assetsDir = path.join(dir, 'assets');
  fs.mkdirSync(path.join(assetsDir, 'icons'), { recursive: true });
  const icon = path.join(assetsDir, 'icons', 'mark.svg');
  fs.writeFileSync(icon, '<svg/>');
  const registry = new AssetRegistry(assetsDir, new FileHashes());
  const first = registry.url('icons/mark.svg', '/a/');
  assert.match(first, /^\/assets\/icons\/mark-[0-9a-f]{10}\.svg$/);
  assert.equal([...registry.published.values()], [{ out: first.slice(1), from: icon }]);
  // Gone while the build runs: the pages still rendering get the URL the first page got (the build
  // manifest is not written for a build whose inputs changed under it, so the next build runs).
  fs.rmSync(icon);
  assert.is(registry.url('/icons/mark.svg', '/b/'), first);
  // A registry of its own (the next build) looks again, and names the missing file.
  assert.throws(() => new AssetRegistry(assetsDir, new FileHashes()).url('icons/mark.svg', '/c/'), /asset "icons\/mark.svg" not found/);
});

test.run();
