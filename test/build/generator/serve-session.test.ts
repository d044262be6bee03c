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

test.run();
