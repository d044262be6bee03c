// A full build's memory does not grow with its pages' HTML: each page's body waits on disk between its
// render and its document (lib/spilled-bodies.ts), each document goes to disk as it is made
// (lib/staged-pages.ts), and what is site-wide (the CSS plan, the link check, the sitemap and feed,
// the reports) keeps summaries, not pages. The blog fixture is built with 500 and with 2,000 generated
// posts of about 10 KB of text each. The heap the build keeps grows with the posts only by their
// summaries (about 7 KB a post here: its entry, route, report, link facts, output and manifest records),
// not by their pages: at most 1.5× from 500 posts to 2,000. Holding each page's HTML from render to its
// document, as builds did before, made it 1.9×.
// Each build is `site build` in a process of its own under `node --expose-gc`, so the heap after each
// stage (`--stats`) is measured after a full collection: bytes kept, not garbage V8 has not collected
// yet. It asserts on heap bytes, never on time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
// Inside the repository, so that the fixture's imports of react and @linaria resolve.
const dir = path.join(ROOT, 'test', 'output', `memory-scale-${process.pid}`);
test.after(() => fs.removeSync(dir));

const TOPICS = ['staffing', 'cloud migration', 'training', 'ERP roll-outs', 'managed IT', 'data platforms'];

/** Post `i`: about 10 KB of Markdown, different text on every post. */
function post(i: number): string {
  const n = String(i).padStart(5, '0');
  const paragraphs = Array.from(
    { length: 20 },
    (_, p) =>
      `Paragraph ${p + 1} of note ${n} is about ${TOPICS[(i + p) % TOPICS.length]}, and how a team of ${(i % 17) + 3} ` +
      `people carried it from the first workshop to the handover in week ${(i * 7 + p) % 52}. Every sentence here ` +
      `differs from the same sentence in note ${i + 1}, so no two pages share their text, and the page grows by ` +
      `about half a kilobyte with each paragraph: item ${i * 12 + p}.`,
  );
  return `---\ntitle: Field note ${n}\ndescription: Generated post ${n}, one of many that give the build something to hold.\ndate: 2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}\n---\n\n${paragraphs.join('\n\n')}\n`;
}

interface Stats {
  pages: number;
  heapAfter: Record<string, number>;
}

/** Builds the fixture with `count` posts; the build's figures. */
function buildWith(count: number): Stats {
  fs.removeSync(dir);
  fs.copySync(path.join(ROOT, 'test', 'fixtures', 'blog'), dir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
  fs.removeSync(path.join(dir, 'content', 'posts'));
  for (let i = 0; i < count; i++) fs.outputFileSync(path.join(dir, 'content', 'posts', `note-${String(i).padStart(5, '0')}.md`), post(i));
  // With a search index whose filters go into every page: the search job, given each page as it is made,
  // must keep where the filters go, never the page.
  const config = fs.readJsonSync(path.join(dir, 'site.config.json'));
  fs.writeJsonSync(path.join(dir, 'site.config.json'), { ...config, search: { filters: { kind: { '/': 'Page', '/posts/': 'Post' } } } });
  const stats = path.join(dir, 'stats.json');
  const run = spawnSync(process.execPath, ['--expose-gc', path.join(ROOT, 'bin', 'site.js'), 'build', '--quiet', '--no-typecheck', '--stats', stats], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  assert.is(run.status, 0, `site build with ${count} posts failed:\n${run.stderr.slice(-3000)}`);
  return fs.readJsonSync(stats) as Stats;
}

const peak = (s: Stats) => Math.max(...Object.values(s.heapAfter));
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

test("the heap a full build keeps grows by at most half from 500 posts to 2,000, where the pages' HTML grows fourfold", () => {
  const small = buildWith(500);
  const large = buildWith(2000);
  assert.ok(large.pages >= 2000 && small.pages >= 500, `pages: ${small.pages} and ${large.pages}`);
  const stages = Object.keys(large.heapAfter);
  for (const name of ['render', 'seo', 'documents', 'checks']) assert.ok(stages.includes(name), `the heap after ${name} is measured`);
  const at = (s: Stats) =>
    Object.entries(s.heapAfter)
      .map(([name, bytes]) => `${name} ${mb(bytes)}`)
      .join(', ');
  assert.ok(
    peak(large) <= 1.5 * peak(small),
    `peak heap kept: ${mb(peak(small))} at 500 posts, ${mb(peak(large))} at 2,000\n  500: ${at(small)}\n  2,000: ${at(large)}`,
  );
});

test.run();
