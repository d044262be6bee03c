// Staged pages (lib/staged-pages.ts, lib/kept-page-facts.ts): what a build works out from a page is kept by
// the page's stored name, the hash of its HTML, and a later build takes it from there; facts kept by
// other code or another zlib are not trusted, and the file keeps only the pages of the build that wrote it.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StagedPages } from '../../../generator/pipeline/lib/staged-pages.ts';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staged-pages-'));
const factsFile = path.join(cacheDir, 'page-facts.json');
const page = (n: number) => `<!doctype html><title>Page ${n}</title><p>${'Text of a page. '.repeat(40 + n)}</p><a href="/about/">About</a>`;
/** A fact worked out from a page's HTML, with strings repeated on every page, a number and an absent value. */
const factOf = (html: string) => ({
  bytes: html.length,
  links: ['/about/', '/', '/about/'],
  own: [{ text: 'a problem' }, { value: html.slice(16, 30), text: 'x' }],
});

test.after(() => fs.removeSync(cacheDir));

test('a fact is worked out once per page, and the next build takes it by the stored name, the same value', () => {
  const first = new StagedPages(cacheDir);
  let made = 0;
  const make = (html: string) => () => {
    made++;
    return factOf(html);
  };
  const at = first.put([page(1)]);
  assert.equal(first.fact(at, 'report', make(page(1))), factOf(page(1)));
  assert.equal(first.fact(at, 'report', make(page(1))), factOf(page(1)), 'asked again in the same build');
  first.fact(first.put([page(2)]), 'report', make(page(2)));
  assert.is(made, 2);
  first.prune();

  const next = new StagedPages(cacheDir);
  const again = next.put([page(1)]);
  assert.is(again, at, 'the same HTML is stored under the same name');
  // Handed a maker that gives something else on purpose: a kept fact is found by the name alone.
  assert.equal(
    next.fact(again, 'report', () => ({ other: true })),
    factOf(page(1)),
  );
  // Another kind of fact of the same page was never kept: worked out.
  assert.equal(
    next.fact(again, 'checks', () => ['made']),
    ['made'],
  );
  // A page the last build did not have.
  assert.equal(next.fact(next.put([page(3)]), 'report', make(page(3))), factOf(page(3)));
  assert.is(made, 3);
  next.prune();
  const kept = fs.readFileSync(factsFile, 'utf8');
  const names = Object.keys(JSON.parse(kept.slice(kept.indexOf('\n') + 1)) as object).sort();
  assert.equal(names, [path.basename(again), path.basename(next.put([page(3)]))].sort(), "only the last build's pages are kept");
  assert.is(kept.split('/about/').length - 1, 1, 'each string written once');
});

test('a page given in pieces is stored as their concatenation, named by its SHA-1', () => {
  const staged = new StagedPages(cacheDir);
  // A dash and a curly quote: the characters that make a page a two-byte string.
  const pieces = ['<!doctype html><title>A — B</title><body>', `<p>${'It’s a page. '.repeat(200)}</p>`, '</body>'];
  const html = pieces.join('');
  const at = staged.put(pieces);
  assert.is(path.basename(at), `${crypto.createHash('sha1').update(html).digest('hex')}.html`);
  assert.is(fs.readFileSync(at, 'utf8'), html);
  assert.is(staged.put([html]), at, 'the same page in one piece is the same file');
});

test('facts kept by other code (another generator, another zlib) are worked out again', () => {
  const text = fs.readFileSync(factsFile, 'utf8');
  const split = text.indexOf('\n');
  const head = JSON.parse(text.slice(0, split)) as { version: string };
  fs.writeFileSync(factsFile, `${JSON.stringify({ ...head, version: `${head.version} (other code)` })}${text.slice(split)}`);
  const staged = new StagedPages(cacheDir);
  assert.equal(
    staged.fact(staged.put([page(1)]), 'report', () => 'made again'),
    'made again',
  );
});

test('an unreadable facts file is no error: every fact is worked out', () => {
  for (const broken of ['{"version": "1", "str', `${fs.readFileSync(factsFile, 'utf8').split('\n')[0]}\n{"a.html": {"report": "zz`]) {
    fs.writeFileSync(factsFile, broken);
    const staged = new StagedPages(cacheDir);
    assert.is(
      staged.fact(staged.put([page(1)]), 'report', () => 'made'),
      'made',
    );
  }
});

test.run();
