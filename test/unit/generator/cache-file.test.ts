// Cache entries are written under a temporary name and moved into place. Two workers making the same entry
// at once (two pages with the same share picture, two identical source images) must not share that name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cacheTmpPath } from '../../../generator/util/cache-file.ts';

test('every write of one entry gets its own temporary name beside it', () => {
  const file = path.join(os.tmpdir(), 'entry.jpg');
  const names = new Set(Array.from({ length: 50 }, () => cacheTmpPath(file)));
  assert.is(names.size, 50);
  for (const name of names) {
    assert.is(path.dirname(name), path.dirname(file));
    assert.ok(name.startsWith(`${file}.`) && name.endsWith('.tmp'), name);
  }
});

test('concurrent writers of the same entry all finish, and the entry holds one whole copy', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-file-'));
  const entry = path.join(dir, 'same-key.bin');
  const bytes = Buffer.alloc(256 * 1024, 7);
  try {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const tmp = cacheTmpPath(entry);
        await fs.promises.writeFile(tmp, bytes);
        await fs.promises.rename(tmp, entry);
      }),
    );
    assert.equal(fs.readFileSync(entry), bytes);
    assert.equal(fs.readdirSync(dir), ['same-key.bin']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
