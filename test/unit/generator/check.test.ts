import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkOutput } from '../../../generator/build/check.ts';

const page = (url: string, body: string) => ({ url, file: `routes${url}index.tsx`, html: `<!doctype html><html><body>${body}</body></html>` });

test('a clean site has no problems', () => {
  const problems = checkOutput({
    pages: [
      page('/', '<a href="/about/#team">x</a><img src="/a.png" alt=""><a href="https://x.test/">e</a><a href="mailto:a@b.c">m</a>'),
      page('/about/', '<h2 id="team">t</h2><a href="../#">x</a>'.replace('../#', '../')),
    ],
    files: new Set(['/a.png']),
    ignore: [],
  });
  assert.equal(problems, []);
});

test('broken link, missing anchor, missing slash, duplicate id, missing alt, "#" link', () => {
  const problems = checkOutput({
    pages: [
      page('/', '<a href="/nope/">a</a><a href="/about/#team">b</a><a href="/about">c</a><p id="x"></p><p id="x"></p><img src="/a.png"><a href="#">d</a>'),
      page('/about/', '<h1 id="about">About</h1>'),
    ],
    files: new Set(['/a.png']),
    ignore: [],
  });
  const text = problems.join('\n');
  assert.match(text, 'routes/index.tsx (/): broken link /nope/');
  assert.match(text, 'routes/index.tsx (/): link /about/#team: no element with id "team" on /about/');
  assert.match(text, 'lacks its trailing slash');
  assert.match(text, 'duplicate id "x"');
  assert.match(text, 'has no alt attribute');
  assert.match(text, 'link to "#" goes nowhere');
  assert.is(problems.length, 6);
});

test('srcset entries are each checked; ignored prefixes are skipped', () => {
  const problems = checkOutput({
    pages: [page('/', '<img alt="" srcset="/a-1.webp 100w, /a-2.webp 200w" src="/a-1.webp"><form action="/api/x.php"></form><a href="/api/x.php">api</a>')],
    files: new Set(['/a-1.webp']),
    ignore: ['/api/'],
  });
  assert.equal(problems, ['routes/index.tsx (/): broken link /a-2.webp (no page or file at /a-2.webp)']);
});

test('same-page fragments resolve against the page itself', () => {
  const problems = checkOutput({ pages: [page('/a/', '<a href="#s">s</a><a href="#t">t</a><div id="s"></div>')], files: new Set(), ignore: [] });
  assert.equal(problems, ['routes/a/index.tsx (/a/): link #t: no element with id "t" on /a/']);
});

test.run();
