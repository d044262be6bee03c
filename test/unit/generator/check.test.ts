import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkOutput, createCheckState } from '../../../generator/pipeline/lib/output-checks.ts';

const page = (url: string, body: string) => ({ url, file: `routes${url}index.tsx`, html: `<!doctype html><html><body>${body}</body></html>` });

test('a clean site has no problems', async () => {
  const problems = await checkOutput({
    pages: [
      page('/', '<a href="/about/#team">x</a><img src="/a.png" alt=""><a href="https://x.test/">e</a><a href="mailto:a@b.c">m</a>'),
      page('/about/', '<h2 id="team">t</h2><a href="../#">x</a>'.replace('../#', '../')),
    ],
    files: new Set(['/a.png']),
    ignore: [],
  });
  assert.equal(problems, []);
});

test('broken link, missing anchor, missing slash, duplicate id, missing alt, "#" link', async () => {
  const problems = await checkOutput({
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

test('srcset entries are each checked; ignored prefixes are skipped', async () => {
  const problems = await checkOutput({
    pages: [page('/', '<img alt="" srcset="/a-1.webp 100w, /a-2.webp 200w" src="/a-1.webp"><form action="/api/x.php"></form><a href="/api/x.php">api</a>')],
    files: new Set(['/a-1.webp']),
    ignore: ['/api/'],
  });
  assert.equal(problems, ['routes/index.tsx (/): broken link /a-2.webp (no page or file at /a-2.webp)']);
});

test('same-page fragments resolve against the page itself', async () => {
  const problems = await checkOutput({ pages: [page('/a/', '<a href="#s">s</a><a href="#t">t</a><div id="s"></div>')], files: new Set(), ignore: [] });
  assert.equal(problems, ['routes/a/index.tsx (/a/): link #t: no element with id "t" on /a/']);
});

// Serve keeps a CheckState between builds and checks again only what an edit can have changed.
const site = () => ({
  a: page('/a/', '<a href="/b/#team">team</a><img src="/logo.png" alt="">'),
  b: page('/b/', '<h2 id="team">Team</h2>'),
  c: page('/c/', '<a href="/a/">a</a>'),
});

test('incremental: removing an id on one page reports the unchanged page that links to it', async () => {
  const state = createCheckState();
  const { a, b, c } = site();
  assert.equal(await checkOutput({ pages: [a, b, c], files: new Set(['/logo.png']), ignore: [], state }), []);
  const aBefore = state.last.get('/a/');
  const cBefore = state.last.get('/c/');
  const b2 = page('/b/', '<h2 id="people">Team</h2>');
  assert.equal(await checkOutput({ pages: [a, b2, c], files: new Set(['/logo.png']), ignore: [], state }), [
    'routes/a/index.tsx (/a/): link /b/#team: no element with id "team" on /b/',
  ]);
  assert.is.not(state.last.get('/a/'), aBefore, '/a/ links into /b/, so it was checked again');
  assert.is(state.last.get('/c/'), cBefore, '/c/ links only to /a/, so its last check was kept');
  // And back: the problem goes.
  assert.equal(await checkOutput({ pages: [a, b, c], files: new Set(['/logo.png']), ignore: [], state }), []);
});

test('incremental: a page or file that goes breaks the unchanged pages linking to it, and coming back mends them', async () => {
  const state = createCheckState();
  const { a, b, c } = site();
  const files = new Set(['/logo.png']);
  assert.equal(await checkOutput({ pages: [a, b, c], files, ignore: [], state }), []);
  assert.equal(await checkOutput({ pages: [b, c], files, ignore: [], state }), ['routes/c/index.tsx (/c/): broken link /a/ (no page or file at /a/)']);
  assert.equal(await checkOutput({ pages: [a, b, c], files: new Set(), ignore: [], state }), [
    'routes/a/index.tsx (/a/): broken link /logo.png (no page or file at /logo.png)',
  ]);
  assert.equal(await checkOutput({ pages: [a, b, c], files, ignore: [], state }), []);
});

test('incremental: a page linking without its slash is checked again when the page with the slash comes', async () => {
  const state = createCheckState();
  const d = page('/d/', '<a href="/e">e</a>');
  assert.equal(await checkOutput({ pages: [d], files: new Set(), ignore: [], state }), ['routes/d/index.tsx (/d/): broken link /e (no page or file at /e)']);
  const problems = await checkOutput({ pages: [d, page('/e/', '')], files: new Set(), ignore: [], state });
  assert.equal(problems, ['routes/d/index.tsx (/d/): link /e lacks its trailing slash (use /e/)']);
});

test('incremental: after any series of edits, the problems equal a check from scratch', async () => {
  const state = createCheckState();
  const bodies = [
    '<a href="/p1/#x">x</a>',
    '<p id="x"></p><p id="x"></p>',
    '<a href="/p2/">2</a><span id="y"></span>',
    '<img src="/f.png">',
    '<a href="/p0/#y">y</a><i id="x"></i>',
    '',
  ];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  for (let round = 0; round < 200; round++) {
    const pages = [0, 1, 2].filter(() => next() % 5 !== 0).map((i) => page(`/p${i}/`, bodies[next() % bodies.length]));
    const files = new Set(next() % 2 ? ['/f.png'] : []);
    const ignore = next() % 7 === 0 ? ['/p2/'] : [];
    assert.equal(await checkOutput({ pages, files, ignore, state }), await checkOutput({ pages, files, ignore }), `round ${round}`);
  }
});

test('incremental: the state keeps the scans of the pages just checked, not those of earlier versions of a page', async () => {
  const state = createCheckState();
  const { a, b, c } = site();
  for (let edit = 0; edit < 50; edit++) {
    const b2 = page('/b/', `<h2 id="team">Team ${edit}</h2>`);
    assert.equal(await checkOutput({ pages: [a, b2, c], files: new Set(['/logo.png']), ignore: [], state }), []);
  }
  assert.is(state.facts.size, 3, 'one scan a page, however many times /b/ was edited');
  assert.equal(await checkOutput({ pages: [a, b, c], files: new Set(['/logo.png']), ignore: [], state }), []);
});

test.run();
