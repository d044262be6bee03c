// Search and sharing stages on their own: the title/description rules, sitemap dates from git
// (and the fallback without it), the JSON-LD escaping, robots.txt and the sitemap format.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkMeta } from '../../../generator/pipeline/lib/meta-checks.ts';
import { gitDates, lastModified, pageInputs, sessionGitDates } from '../../../generator/pipeline/lib/lastmod.ts';
import { jsonLdScript } from '../../../generator/pipeline/lib/head-tags.ts';
import { robotsTxt, sitemapFiles } from '../../../generator/pipeline/lib/sitemap.ts';

const ok = 'A description that is comfortably longer than fifty characters.';
const page = (where: string, title: string, description = `${ok} ${where}`, updated?: string) => ({ where, title, description, updated });

test('unique titles and descriptions of 50 to 160 characters pass', () => {
  const exactly = (n: number) => 'x'.repeat(n);
  assert.equal(checkMeta([page('a (/a/)', 'A', exactly(50)), page('b (/b/)', 'B', exactly(160)), page('c (/c/)', 'C')]), []);
});

test('a duplicate title names both routes', () => {
  const problems = checkMeta([page('a.tsx (/a/)', 'Same'), page('b.tsx (/b/)', 'Other'), page('c.tsx (/c/)', 'Same')]);
  assert.equal(problems, ['a.tsx (/a/) and c.tsx (/c/) have the same title: "Same"']);
});

test('a duplicate description names both routes', () => {
  const problems = checkMeta([page('a.tsx (/a/)', 'A', ok), page('b.tsx (/b/)', 'B', ok)]);
  assert.equal(problems, [`a.tsx (/a/) and b.tsx (/b/) have the same description: "${ok}"`]);
});

test('descriptions under 50 or over 160 characters fail; characters, not UTF-16 units, are counted', () => {
  const problems = checkMeta([page('s (/s/)', 'S', 'x'.repeat(49)), page('l (/l/)', 'L', 'x'.repeat(161)), page('e (/e/)', 'E', '€'.repeat(50))]);
  assert.equal(problems, ['s (/s/): description is 49 characters, fewer than 50', 'l (/l/): description is 161 characters, more than 160']);
});

test('an updated date must be YYYY-MM-DD', () => {
  assert.equal(checkMeta([page('a (/a/)', 'A', ok, '15/01/2026')]), ['a (/a/): updated "15/01/2026" is not a YYYY-MM-DD date']);
});

const now = new Date('2026-03-04T12:00:00Z');

test('without git history every page gets the build date, and the build says so', async () => {
  const result = await lastModified(
    '/nowhere',
    [
      { url: '/', inputs: ['/nowhere/a.tsx'] },
      { url: '/b/', inputs: [], updated: '2025-12-01' },
    ],
    now,
    async () => null,
  );
  assert.equal(
    [...result.dates],
    [
      ['/', '2026-03-04'],
      ['/b/', '2025-12-01'],
    ],
  );
  assert.match(result.note!, 'no git history');
  assert.match(result.note!, '2026-03-04');
});

test('a folder that is not a git repository falls back the same way (real git)', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lastmod-nogit-'));
  try {
    await fs.outputFile(path.join(dir, 'a.tsx'), 'x');
    assert.is(await gitDates(dir, [path.join(dir, 'a.tsx')]), null);
    const result = await lastModified(dir, [{ url: '/', inputs: [path.join(dir, 'a.tsx')] }], now);
    assert.is(result.dates.get('/'), '2026-03-04');
    assert.ok(result.note);
  } finally {
    await fs.remove(dir);
  }
});

test('with git, a page is as new as the newest commit of its files; uncommitted files count as new', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lastmod-git-'));
  const git = (args: string[], date?: string) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: dir,
      env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
    });
  try {
    git(['init', '-q']);
    await fs.outputFile(path.join(dir, 'site/a.tsx'), 'a');
    await fs.outputFile(path.join(dir, 'content/shared.ts'), 'shared');
    git(['add', '.']);
    git(['commit', '-qm', 'first'], '2025-05-01T10:00:00Z');
    await fs.outputFile(path.join(dir, 'content/shared.ts'), 'shared, edited');
    await fs.outputFile(path.join(dir, 'site/b.tsx'), 'b');
    git(['add', 'content/shared.ts', 'site/b.tsx']);
    git(['commit', '-qm', 'second'], '2025-07-09T10:00:00Z');
    await fs.outputFile(path.join(dir, 'site/new.tsx'), 'not committed');
    const f = (p: string) => path.join(dir, p);
    const result = await lastModified(
      dir,
      [
        { url: '/a/', inputs: [f('site/a.tsx')] },
        { url: '/a-and-shared/', inputs: [f('site/a.tsx'), f('content/shared.ts')] },
        { url: '/new/', inputs: [f('site/new.tsx')] },
      ],
      now,
    );
    assert.equal(
      [...result.dates],
      [
        ['/a/', '2025-05-01'],
        ['/a-and-shared/', '2025-07-09'],
        ['/new/', '2026-03-04'],
      ],
    );
    assert.is(result.note, undefined);
  } finally {
    await fs.remove(dir);
  }
});

test("a page's inputs are its route and what it imports from the chosen folders only", () => {
  const imports = new Map([
    ['/r/site/routes/a.tsx', ['/r/content/a.ts', '/r/site/components/Layout.tsx']],
    ['/r/site/components/Layout.tsx', ['/r/content/nav.ts']],
    ['/r/content/a.ts', ['/r/content/shared.ts']],
  ]);
  assert.equal(pageInputs('/r/site/routes/a.tsx', imports, '/r', ['content']).sort(), ['/r/content/a.ts', '/r/content/shared.ts', '/r/site/routes/a.tsx']);
  assert.is(pageInputs('/r/site/routes/a.tsx', imports, '/r').length, 5);
});

test('JSON-LD escapes "<" so a value cannot close the script element, and still parses', () => {
  const nodes = [{ '@type': 'Thing', name: '</script><script>alert(1)</script> & <!--' }];
  const text = jsonLdScript(nodes);
  assert.not.match(text, '<');
  assert.equal(JSON.parse(text), { '@context': 'https://schema.org', '@graph': nodes });
});

test('robots.txt keeps crawlers out of the API and names the sitemap; the sitemap carries dates', () => {
  assert.is(robotsTxt('https://x.example/', ['/api/']), 'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://x.example/sitemap.xml\n');
  const files = sitemapFiles('https://x.example/', [{ url: '/', lastmod: '2026-01-02' }, { url: '/a/' }]);
  assert.equal([...files.keys()], ['sitemap.xml']);
  assert.is(
    files.get('sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '  <url><loc>https://x.example/</loc><lastmod>2026-01-02</lastmod></url>\n  <url><loc>https://x.example/a/</loc></url>\n</urlset>\n',
  );
});

test("past the protocol's limits (50,000 URLs or 50 MB a file) the sitemap is an index of files, each within them", () => {
  const entries = Array.from({ length: 120_001 }, (_, i) => ({ url: `/posts/note-${i}/`, lastmod: `2026-0${(i % 9) + 1}-01` }));
  const files = sitemapFiles('https://x.example/', entries);
  assert.equal([...files.keys()], ['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
  const urls = (name: string) => [...files.get(name)!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.equal(
    [1, 2, 3].map((n) => urls(`sitemap-${n}.xml`).length),
    [50_000, 50_000, 20_001],
  );
  assert.equal(
    [1, 2, 3].flatMap((n) => urls(`sitemap-${n}.xml`)),
    entries.map((e) => `https://x.example${e.url}`),
    'every page once, in order',
  );
  assert.is(
    files.get('sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      [1, 2, 3].map((n) => `  <sitemap><loc>https://x.example/sitemap-${n}.xml</loc><lastmod>2026-09-01</lastmod></sitemap>\n`).join('') +
      '</sitemapindex>\n',
  );
  // The byte limit, with a small one: a file ends before the URL that would take it past the limit.
  const small = sitemapFiles('https://x.example/', entries.slice(0, 10), { urls: 50_000, bytes: 600 });
  for (const [name, text] of small) if (name !== 'sitemap.xml') assert.ok(Buffer.byteLength(text) <= 600, `${name}: ${Buffer.byteLength(text)} bytes`);
  assert.equal(
    [...small.keys()].filter((n) => n !== 'sitemap.xml').flatMap((n) => [...small.get(n)!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])),
    entries.slice(0, 10).map((e) => `https://x.example${e.url}`),
  );
  assert.ok(small.size > 2, 'the byte limit split it');
});

test('serve keeps the git dates while HEAD stays put: a new file asked about or a commit asks git again (real git)', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lastmod-session-'));
  const git = (args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir });
  let asked = 0;
  const dates = sessionGitDates(async (root, files) => {
    asked++;
    return gitDates(root, files);
  });
  const f = (p: string) => path.join(dir, p);
  try {
    git(['init', '-q']);
    await fs.outputFile(f('site/a.tsx'), 'a');
    git(['add', '.']);
    git(['commit', '-qm', 'first']);
    const first = await dates(dir, [f('site/a.tsx')]);
    await fs.outputFile(f('site/a.tsx'), 'an edit, not a commit');
    assert.equal(await dates(dir, [f('site/a.tsx')]), first);
    assert.is(asked, 1);
    await fs.outputFile(f('site/b.tsx'), 'b');
    await dates(dir, [f('site/a.tsx'), f('site/b.tsx')]);
    assert.is(asked, 2);
    git(['add', '.']);
    git(['commit', '-qm', 'second']);
    const after = await dates(dir, [f('site/a.tsx'), f('site/b.tsx')]);
    assert.is(asked, 3);
    assert.ok(after?.has(f('site/b.tsx')), 'b.tsx has its commit date now');
  } finally {
    await fs.remove(dir);
  }
  // Outside a repository nothing is kept.
  const plain = await fs.mkdtemp(path.join(os.tmpdir(), 'lastmod-session-nogit-'));
  try {
    await dates(plain, [path.join(plain, 'x.tsx')]);
    await dates(plain, [path.join(plain, 'x.tsx')]);
    assert.is(asked, 5);
  } finally {
    await fs.remove(plain);
  }
});

test.run();
