// A serve session (an incremental build session) on a copy of the basic fixture: what the session keeps
// between builds (server chunks by content, documents, share picture drawings) never hides an edit.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');

// Inside the repository, so that the fixture's imports of react and @linaria resolve.
const dir = path.join(ROOT, 'test', 'output', `serve-session-${process.pid}`);
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'basic'), dir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
const config = await loadConfig(dir);
const session = createSession(config, { incremental: true, imagesInBackground: false });
const read = (file: string) => fs.readFileSync(path.join(dir, config.outDir, file), 'utf8');
const shareAlt = (html: string) => /<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1];
const edit = (file: string, from: string, to: string) => {
  const abs = path.join(dir, file);
  const text = fs.readFileSync(abs, 'utf8');
  assert.ok(text.includes(from), `${file} holds ${from}`);
  fs.writeFileSync(abs, text.replace(from, to));
};

/** Writes (or, for null, deletes) files, then builds with them named as the watcher names them: serve's per-module path. */
const save = async (files: Record<string, string | null>) => {
  for (const [file, text] of Object.entries(files)) {
    if (text === null) fs.removeSync(path.join(dir, file));
    else fs.outputFileSync(path.join(dir, file), text);
  }
  return build(session, { changed: new Set(Object.keys(files).map((f) => path.join(dir, f))) });
};
const plainWith = (body: string) =>
  fs.readFileSync(path.join(dir, 'site/routes/plain.tsx'), 'utf8').replace(/<h1>Plain<\/h1>[\s\S]*?<\/main>/, `<h1>Plain</h1>\n      ${body}\n    </main>`);

test.after(async () => {
  await disposeSession(session);
  fs.removeSync(dir);
});

test('a rebuild with nothing changed writes nothing', async () => {
  await build(session, { fresh: true });
  const again = await build(session);
  assert.is(again.write.written, 0);
});

test("a page's new title reaches its document and its share picture, and no other page", async () => {
  const before = { plain: read('plain/index.html'), home: read('index.html') };
  assert.is(shareAlt(before.plain), 'Share card of Plain');
  edit('site/routes/plain.tsx', "title: 'Plain',", "title: 'Plain and simple',");
  await build(session);
  const plain = read('plain/index.html');
  assert.match(plain, '<title>Plain and simple</title>');
  assert.is(shareAlt(plain), 'Share card of Plain and simple');
  assert.is(read('index.html'), before.home);
});

test("an edit to the site's SEO module reaches every page's share picture", async () => {
  edit('site/seo.ts', 'alt: `Share card of ', 'alt: `Card: ');
  await build(session);
  assert.is(shareAlt(read('plain/index.html')), 'Card: Plain and simple');
  assert.match(shareAlt(read('index.html')) ?? '', /^Card: /);
});

test('an edit to a component changes the pages that import it', async () => {
  const plain = read('plain/index.html');
  edit('site/components/Shell.tsx', '<a href="/docs/">Docs</a>', '<a href="/docs/">Documentation</a>');
  await build(session);
  for (const page of ['index.html', 'island/index.html', 'docs/index.html']) assert.match(read(page), '>Documentation</a>', page);
  assert.is(read('plain/index.html'), plain, 'the plain page has no shell');
});

test('an edit that breaks a link fails the build naming the page, and mending it builds again', async () => {
  edit('site/components/Shell.tsx', '<a href="/docs/">', '<a href="/nowhere/">');
  try {
    await build(session);
    assert.unreachable('the build should fail');
  } catch (e) {
    assert.match(String((e as { details?: string[] }).details), 'broken link /nowhere/');
  }
  edit('site/components/Shell.tsx', '<a href="/nowhere/">', '<a href="/docs/">');
  await build(session);
  assert.match(read('index.html'), '<a href="/docs/">Documentation</a>');
});

test('a route added while serving is built, and a route removed is gone from the output', async () => {
  const route = [
    "export const meta = { title: 'Extra', description: 'A route added while the site is being served, then taken away again.' };",
    'export default function Extra() {',
    '  return <main><h1>Extra</h1></main>;',
    '}',
    '',
  ].join('\n');
  await save({ 'site/routes/extra.tsx': route });
  assert.match(read('extra/index.html'), '<h1>Extra</h1>');
  await save({ 'site/routes/extra.tsx': null });
  assert.not.ok(fs.existsSync(path.join(dir, config.outDir, 'extra/index.html')));
  assert.not.match(read('sitemap.xml'), '/extra/');
});

test('an import resolves again once a file added beside it takes its place, as site build resolves it', async () => {
  const importing = (body: string) => `import { label } from '../lib/label';\n${plainWith(body)}`;
  await save({ 'site/lib/label/index.ts': "export const label = 'Label one';\n", 'site/routes/plain.tsx': importing('<p>{label}</p>') });
  assert.match(read('plain/index.html'), '<p>Label one</p>');
  // esbuild takes lib/label.ts before lib/label/index.ts: the resolutions serve kept must go.
  await save({ 'site/lib/label.ts': "export const label = 'Label two';\n" });
  await save({ 'site/routes/plain.tsx': importing("<p>{label + '!'}</p>") });
  assert.match(read('plain/index.html'), '<p>Label two!</p>');
});

test('a module edited alone reuses what its imports resolved to, and its page changes', async () => {
  await save({ 'site/lib/label.ts': "export const label = 'Label three';\n" });
  const result = await save({
    'site/routes/plain.tsx': fs.readFileSync(path.join(dir, 'site/routes/plain.tsx'), 'utf8').replace("label + '!'", "label + '?'"),
  });
  assert.is(result.serverModules, 'modules');
  assert.match(read('plain/index.html'), '<p>Label three?</p>');
});

test.run();
