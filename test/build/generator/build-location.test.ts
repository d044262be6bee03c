// The same sources built in two folders make the same output, byte for byte, script file names
// included: a deploy built in another checkout (another CI workspace, say) must not give visitors new
// names for unchanged scripts. Builds copies of the basic fixture (an island and enhancements) at the
// same depth under test/output, so that both resolve the repository's node_modules alike.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { globbySync } from 'globby';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession } = await import('../../../generator/pipeline/index.ts');

const copies = ['here', 'there'].map((name) => path.join(ROOT, 'test', 'output', `location-${name}-${process.pid}`));

test.after(() => {
  for (const dir of copies) fs.removeSync(dir);
});

test('the basic fixture built in two folders gives the same files with the same bytes', async () => {
  const outputs: Map<string, Buffer>[] = [];
  for (const dir of copies) {
    fs.copySync(path.join(ROOT, 'test', 'fixtures', 'basic'), dir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
    const config = await loadConfig(dir);
    await build(createSession(config), { fresh: true, typecheck: false });
    const out = config.abs(config.outDir);
    outputs.push(new Map(globbySync('**/*', { cwd: out, dot: true }).map((f) => [f, fs.readFileSync(path.join(out, f))])));
  }
  const [here, there] = outputs;
  assert.ok(
    [...here.keys()].some((f) => /^assets\/js\/.+\.js$/.test(f)),
    'the build made scripts',
  );
  assert.equal([...here.keys()].sort(), [...there.keys()].sort(), 'the same file names');
  for (const [name, bytes] of here) assert.ok(bytes.equals(there.get(name)!), `${name}: the same bytes`);
});

test.run();
