// A folder of content modules listed by globImport: adding a module is the whole edit. A build
// lists it, and a serve session picks up a module added to or removed from the folder (the listing is
// part of what the globbing module's transform read), ending where a clean build ends.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');

const root = path.join(ROOT, 'test', 'output', `glob-imports-${process.pid}`);
const item = (name: string, order: number) => `export default { name: '${name}', order: ${order} };\n`;
fs.removeSync(root);
fs.outputJsonSync(path.join(root, 'site.config.json'), { siteUrl: 'https://x.example/' });
fs.outputFileSync(path.join(root, 'content/items/alpha.ts'), item('Alpha', 2));
fs.outputFileSync(path.join(root, 'content/items/beta.ts'), item('Beta', 1));
fs.outputFileSync(
  path.join(root, 'content/items/index.ts'),
  "import { globImport } from '@runtime';\n\n// Every item: one module each in this folder.\nexport const items = Object.values(globImport<{ name: string; order: number }>(import.meta.url, './*.ts', { import: 'default' })).sort((a, b) => a.order - b.order);\n",
);
fs.outputFileSync(
  path.join(root, 'site/routes/index.tsx'),
  `import { css } from '@linaria/core';
import { items } from '../../content/items/index.ts';

const list = css\`
  margin: 0;
\`;

export const meta = { title: 'Items', description: 'Every item of the folder, listed by globImport in their own order, one file each.' };

export default function Items() {
  return (
    <main>
      <h1>Items</h1>
      <ul className={list}>{items.map((i) => <li key={i.name}>{i.name}</li>)}</ul>
    </main>
  );
}
`,
);

const config = await loadConfig(root);
const listed = () => [...fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8').matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
const servedDir = path.join(root, 'served');
const served = () => [...fs.readFileSync(path.join(servedDir, 'index.html'), 'utf8').matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);

test.after(() => {
  if (!process.env.KEEP) fs.removeSync(root);
});

test('a build lists every module of the folder, in their order', async () => {
  await build(createSession(config), { fresh: true });
  assert.equal(listed(), ['Beta', 'Alpha']);
});

test('serve: a module added to the folder appears, one removed goes, as a clean build has them', async () => {
  const { withOutDir } = await import('../../../generator/config.ts');
  const session = createSession(withOutDir(config, servedDir), { incremental: true, imagesInBackground: false });
  try {
    await build(session, { fresh: true });
    assert.equal(served(), ['Beta', 'Alpha']);
    const gamma = path.join(root, 'content/items/gamma.ts');
    fs.outputFileSync(gamma, item('Gamma', 0));
    await build(session, { changed: new Set([gamma]) });
    assert.equal(served(), ['Gamma', 'Beta', 'Alpha']);
    const alpha = path.join(root, 'content/items/alpha.ts');
    fs.removeSync(alpha);
    await build(session, { changed: new Set([alpha]) });
    assert.equal(served(), ['Gamma', 'Beta']);
  } finally {
    await disposeSession(session);
  }
  await build(createSession(config), { fresh: true });
  assert.equal(listed(), served());
});

test.run();
