// globImport (generator/runtime/glob-import.ts): expanded at build time (generator/pipeline/lib/glob-imports.ts)
// into static imports of the files the pattern matches now, sorted, on the module's first line, with the
// folders it listed; and, where a module runs unbuilt (a test under tsx), the same result read at run time.
import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pathToFileURL } from 'node:url';
import { expandGlobImports } from '../../../generator/pipeline/lib/glob-imports.ts';
import { globImport } from '../../../generator/runtime/glob-import.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glob-imports-'));
for (const f of ['items/b.ts', 'items/a.ts', 'items/index.ts', 'items/notes.md', 'items/deep/c.ts']) fs.outputFileSync(path.join(dir, f), '');
const index = path.join(dir, 'items', 'index.ts');
test.after(() => fs.removeSync(dir));

test('a module without a call is left alone', () => {
  assert.is(expandGlobImports('export const x = 1;\n', index), undefined);
});

test('default exports of the folder, sorted, the module itself left out, its own lines kept', () => {
  const code = "// Items.\nexport const items = Object.values(globImport<Item>(import.meta.url, './*.ts', { import: 'default' }));\n";
  const out = expandGlobImports(code, index)!;
  assert.is(
    out.code,
    'import __glob_0 from "./a.ts"; import __glob_1 from "./b.ts";// Items.\nexport const items = Object.values({ "./a.ts": __glob_0, "./b.ts": __glob_1 });\n',
  );
  assert.equal(out.dirs, [path.join(dir, 'items')]);
});

test('namespaces without import: default; ** reaches sub-folders, each a folder it depends on', () => {
  const out = expandGlobImports("export const all = globImport(import.meta.url, './**/*.ts');", index)!;
  assert.match(out.code, 'import * as __glob_0 from "./a.ts"; import * as __glob_1 from "./b.ts"; import * as __glob_2 from "./deep/c.ts";');
  assert.equal(out.dirs.sort(), [path.join(dir, 'items'), path.join(dir, 'items', 'deep')].sort());
});

test('what it cannot do is an error naming the file and line', () => {
  assert.throws(
    () => expandGlobImports("\nconst x = globImport(import.meta.url, '../*.ts');", index),
    /index\.ts:2: globImport\('\.\.\/\*\.ts'\) must name files under the module's own folder/,
  );
  assert.throws(
    () => expandGlobImports("import { css } from '@linaria/core';\nconst x = globImport(import.meta.url, './*.ts');", index),
    /cannot also hold css or styled tags/,
  );
  assert.is(expandGlobImports('// globImport is mentioned, never called.\n', index), undefined);
});

test('unbuilt (under tsx), globImport reads the folder: the same keys in the same order, the modules themselves', async () => {
  // Inside the repository, so that tsx resolves the modules as the project's.
  fs.ensureDirSync(path.resolve('test', 'output'));
  const real = fs.mkdtempSync(path.join(path.resolve('test', 'output'), 'glob-runtime-'));
  try {
    fs.outputFileSync(path.join(real, 'b.ts'), "export default { name: 'b' };\n");
    fs.outputFileSync(path.join(real, 'a.ts'), "export default { name: 'a' };\nexport const extra = 1;\n");
    fs.outputFileSync(path.join(real, '.a.ts.swp'), '');
    fs.outputFileSync(path.join(real, 'sub/c.ts'), "export default { name: 'c' };\n");
    const self = path.join(real, 'index.ts');
    fs.outputFileSync(self, '');
    const url = pathToFileURL(self).href;
    assert.equal(globImport(url, './*.ts', { import: 'default' }), { './a.ts': { name: 'a' }, './b.ts': { name: 'b' } });
    assert.equal(Object.keys(globImport(url, './**/*.ts')), ['./a.ts', './b.ts', './sub/c.ts']);
    assert.is((globImport<{ extra: number }>(url, './a.ts') as Record<string, { extra: number }>)['./a.ts'].extra, 1);
    // The build lists the same files.
    const built = expandGlobImports("globImport(import.meta.url, './**/*.ts')", self)!;
    assert.match(built.code, '{ "./a.ts": __glob_0, "./b.ts": __glob_1, "./sub/c.ts": __glob_2 }');
  } finally {
    fs.removeSync(real);
  }
});

test.run();
