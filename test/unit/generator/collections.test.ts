// Collections (loading, drafts, file names, getCollection/getEntry) and pagination.
import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { renderToStaticMarkup } from 'react-dom/server';
import { createCollections, defineCollection, loadCollection } from '../../../generator/runtime/collections.ts';
import { setLoaderContext } from '../../../generator/runtime/loader-context.ts';
import { paginate } from '../../../generator/runtime/paginate.ts';

const definition = defineCollection({ schema: v.object({ title: v.string(), draft: v.optional(v.boolean()) }) });
const post = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nText of ${title}.\n`;

async function tempContent(files: Record<string, string>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'collections-'));
  for (const [rel, text] of Object.entries(files)) await fs.outputFile(path.join(root, 'content', rel), text);
  return root;
}

test('pagination boundaries: 0, 1, 10, 11 and 25 posts at 10 a page', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const shape = (n: number) => paginate(items(n), 10, '/blog/').map((p) => [p.url, p.items.length, p.count, p.prev ?? null, p.next ?? null]);
  assert.equal(shape(0), [['/blog/', 0, 1, null, null]]);
  assert.equal(shape(1), [['/blog/', 1, 1, null, null]]);
  assert.equal(shape(10), [['/blog/', 10, 1, null, null]]);
  assert.equal(shape(11), [
    ['/blog/', 10, 2, null, '/blog/page/2/'],
    ['/blog/page/2/', 1, 2, '/blog/', null],
  ]);
  assert.equal(shape(25), [
    ['/blog/', 10, 3, null, '/blog/page/2/'],
    ['/blog/page/2/', 10, 3, '/blog/', '/blog/page/3/'],
    ['/blog/page/3/', 5, 3, '/blog/page/2/', null],
  ]);
  assert.equal(paginate(items(25), 10, '/blog/')[2].items, [21, 22, 23, 24, 25]);
  assert.throws(() => paginate([], 0, '/blog/'), /perPage must be a positive integer/);
});

test('drafts: left out of a build, included when serving', async () => {
  const root = await tempContent({ 'blog/a.md': post('A'), 'blog/b.md': post('B', 'draft: true\n'), 'blog/_notes.md': 'not an entry', 'blog/readme.txt': 'x' });
  const built = loadCollection('blog', definition, { root, contentDir: 'content', drafts: false });
  const served = loadCollection('blog', definition, { root, contentDir: 'content', drafts: true });
  assert.equal(
    built.map((e) => e.slug),
    ['a'],
  );
  assert.equal(
    served.map((e) => e.slug),
    ['a', 'b'],
  );
  assert.is(served[0].file, 'content/blog/a.md');
  assert.is(served[0].excerpt, 'Text of A.');
  assert.is(served[0].readingMinutes, 1);
  await fs.remove(root);
});

test('a missing folder is an empty collection; a bad file name or missing frontmatter is an error naming the file', async () => {
  const empty = await tempContent({});
  assert.equal(loadCollection('blog', definition, { root: empty, contentDir: 'content', drafts: false }), []);
  const root = await tempContent({ 'blog/My Post.md': post('x'), 'blog/plain.md': '# No frontmatter\n' });
  try {
    loadCollection('blog', definition, { root, contentDir: 'content', drafts: false });
    assert.unreachable();
  } catch (e) {
    assert.equal((e as { details: string[] }).details, [
      'content/blog/My Post.md: the file name makes the URL segment "My Post"; use lowercase letters, digits and single hyphens',
      'content/blog/plain.md:1: the file must start with frontmatter between two --- lines',
    ]);
  }
  await fs.remove(empty);
  await fs.remove(root);
});

test('getCollection and getEntry read the folder once per build and report it for serve mode', async () => {
  const root = await tempContent({ 'blog/a.md': post('A'), 'blog/b.md': post('B') });
  const { getCollection, getEntry } = createCollections({ blog: definition });
  const read: string[] = [];
  setLoaderContext({ root, contentDir: 'content', drafts: false, read: (dir) => read.push(dir) });
  assert.equal(
    getCollection('blog').map((e) => e.data.title),
    ['A', 'B'],
  );
  assert.is(getEntry('blog', 'b')?.data.title, 'B');
  assert.is(getEntry('blog', 'zzz'), undefined);
  assert.equal(read, [path.join(root, 'content', 'blog')]);
  // A new build (new context) sees changes on disk.
  await fs.outputFile(path.join(root, 'content/blog/c.md'), post('C'));
  setLoaderContext({ root, contentDir: 'content', drafts: false, read: () => {} });
  assert.is(getCollection('blog').length, 3);
  setLoaderContext(undefined);
  assert.throws(() => getCollection('blog'), /can only be used while the generator builds the site/);
  await fs.remove(root);
});

test('serve keeps each parsed body: an unchanged file is not parsed again, an edited one is', async () => {
  const root = await tempContent({ 'blog/one.md': post('One', '').replace('Text of One.', '## Part\n\nText of One.') });
  const keys: string[] = [];
  const kept = new Map<string, unknown>();
  const keep = <T>(key: string, compute: () => T): T => {
    keys.push(key);
    if (!kept.has(key)) kept.set(key, compute());
    return kept.get(key) as T;
  };
  try {
    const ctx = { root, contentDir: 'content', drafts: false, keep };
    const first = loadCollection('blog', definition, ctx);
    const second = loadCollection('blog', definition, ctx);
    assert.is(kept.size, 1);
    assert.ok(second[0].headings === first[0].headings, 'the same parse, not a new one');
    assert.equal(
      first[0].headings.map((h) => h.text),
      ['Part'],
    );
    await fs.outputFile(path.join(root, 'content/blog/one.md'), post('One').replace('Text of One.', '## Renamed\n\nText.'));
    const edited = loadCollection('blog', definition, ctx);
    assert.is(kept.size, 2);
    assert.equal(
      edited[0].headings.map((h) => h.text),
      ['Renamed'],
    );
    assert.is(keys.length, 3);
    // Without keep (site build), every load parses.
    const plain = loadCollection('blog', definition, { root, contentDir: 'content', drafts: false });
    assert.ok(plain[0].headings !== edited[0].headings);
  } finally {
    await fs.remove(root);
  }
});

test("a full build's tree the store no longer holds is parsed again from the file; a file edited meanwhile fails naming it", async () => {
  const root = await tempContent({ 'notes/a.md': post('Alpha') });
  const kept = new Map<string, string>();
  const store = {
    read: <T>(key: string) => (kept.has(key) ? (JSON.parse(kept.get(key)!) as T) : undefined),
    write: (key: string, value: unknown) => void kept.set(key, JSON.stringify(value)),
    keep: () => undefined,
    prune: () => 0,
  };
  const [entry] = loadCollection('notes', definition, { root, contentDir: 'content', drafts: false, store });
  const text = () => renderToStaticMarkup(entry.render());
  assert.is(text(), '<p>Text of Alpha.</p>');
  // The store's folder removed during the build: the tree is made again from the unchanged file.
  kept.clear();
  assert.is(text(), '<p>Text of Alpha.</p>');
  // Not from a file that changed since the collection loaded: that would mix two versions of the post.
  await fs.outputFile(path.join(root, 'content', 'notes', 'a.md'), post('Alpha', 'draft: false\n'));
  assert.throws(text, (e: Error) => e.message.includes('content/notes/a.md: the file changed while the site was being built; build again'));
  await fs.remove(root);
});

test.run();
