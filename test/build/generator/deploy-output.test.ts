// What the build writes for servers and hosts: the security headers (CSP with hashes of inline code,
// data blocks ignored), style attributes moved into classes, precompressed copies (cached, stale ones
// removed), and the host files of a fixture build.
process.env.NODE_ENV = 'production';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  contentSecurityPolicy,
  findInlineCode,
  pagePolicyMeta,
  pagesPolicy,
  securityHeaders,
  svgPolicy,
} from '../../../generator/pipeline/lib/http-headers.ts';
import { hoistInlineStyles, styleClassName } from '../../../generator/pipeline/lib/inline-styles.ts';
import { precompressFiles } from '../../../generator/pipeline/stages/precompress.ts';
import { createWriteState, writeFiles, type OutputFile } from '../../../generator/pipeline/stages/write.ts';
import { htaccess, headersFile, redirectsFile } from '../../../generator/pipeline/stages/host-files.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-output-'));
test.after(() => fs.removeSync(scratch));

const sha = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;

test('the CSP allows only our own code, hashes inline scripts, speculation rules and styles, ignores data blocks', () => {
  const pages = [
    '<script type="module" src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script>window.x=1</script><style>.a{color:red}</style><script type="module">import "/b.js"</script>',
    '<script type="speculationrules">{"prefetch":[]}</script>',
  ];
  const inline = findInlineCode(pages);
  // Speculation rules are JSON, but a browser obeys them only when script-src allows them.
  assert.equal(inline.scripts, ['import "/b.js"', 'window.x=1', '{"prefetch":[]}']);
  assert.equal(inline.styles, ['.a{color:red}']);
  const csp = contentSecurityPolicy({ csp: { 'frame-src': ['https://maps.example'], 'form-action': ['https://api.example'] } }, inline);
  assert.match(csp, `script-src 'self' ${sha('import "/b.js"')} ${sha('window.x=1')} ${sha('{"prefetch":[]}')};`);
  assert.match(csp, `style-src 'self' ${sha('.a{color:red}')};`);
  assert.match(csp, 'frame-src https://maps.example;');
  assert.match(csp, "form-action 'self' https://api.example;");
  for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "manifest-src 'self'", "default-src 'self'"]) assert.match(csp, d);
  assert.not.match(csp, 'unsafe-inline');
  assert.not.match(csp, 'ld+json');
  // Without embeds, frames are refused.
  assert.match(contentSecurityPolicy({}, { scripts: [], styles: [] }), "frame-src 'none'");
  // WebAssembly (the search index) only when asked for; never eval.
  assert.not.match(csp, 'wasm-unsafe-eval');
  const wasm = contentSecurityPolicy({}, inline, { wasm: true });
  assert.match(wasm, "script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  assert.not.match(wasm, "'unsafe-eval'");
  assert.match(wasm, "worker-src 'none'");
});

/** A policy's directives by name. */
const directivesOf = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

test("pages: the header has every directive but style-src; each page's <meta> allows its own inline styles and no other", () => {
  const security = { csp: { 'frame-src': ['https://maps.example'] } };
  const header = directivesOf(pagesPolicy(security, ['window.x=1'], { wasm: true }));
  const whole = directivesOf(contentSecurityPolicy(security, { scripts: ['window.x=1'], styles: [] }, { wasm: true }));
  // default-src would stand in for the missing style-src; what it covered is listed instead.
  assert.not.ok(header.has('style-src') || header.has('default-src'), [...header.keys()].join(' '));
  for (const [name, sources] of whole) if (name !== 'style-src' && name !== 'default-src') assert.is(header.get(name), sources, name);
  assert.is(header.get('child-src'), "'self'");
  assert.is(header.get('script-src'), `'self' 'wasm-unsafe-eval' ${sha('window.x=1')}`);

  const page =
    '<!doctype html><html><head><meta charset="utf-8"><style>.a{color:red}</style><style>.b{}</style></head><body><style>.a{color:red}</style><script>window.x=1</script></body></html>';
  assert.is(pagePolicyMeta(page), `<meta http-equiv="Content-Security-Policy" content="style-src 'self' ${sha('.a{color:red}')} ${sha('.b{}')}">`);
  assert.is(pagePolicyMeta('<p>no inline styles</p>'), `<meta http-equiv="Content-Security-Policy" content="style-src 'self'">`);
  // The page in pieces (how documents hand it over: head, then body) gives the same policy, the body's own blocks included.
  const [head, body] = page.replace('</head>', '\0</head>').split('\0');
  const bodyOnly = body.replace('<style>.a{color:red}</style>', '<style>.c{}</style>');
  assert.is(pagePolicyMeta(head, bodyOnly), pagePolicyMeta(head + bodyOnly));
  assert.match(pagePolicyMeta(head, bodyOnly), sha('.c{}'));
});

test('SVG files opened as a page get the whole policy, with no inline code allowed', () => {
  const svg = directivesOf(svgPolicy({}));
  assert.is(svg.get('default-src'), "'self'");
  assert.is(svg.get('style-src'), "'self'");
  assert.is(svg.get('script-src'), "'self'");
  assert.is(svg.get('frame-ancestors'), "'none'");
});

test('the header set', () => {
  const names = securityHeaders({ hsts: 'max-age=31536000' }, []).map(([n]) => n);
  for (const n of ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security'])
    assert.ok(names.includes(n), n);
  assert.not.ok(
    securityHeaders({}, []).some(([n]) => n === 'Strict-Transport-Security'),
    'HSTS only when configured',
  );
});

/** The Cache-Control values a Netlify-style _headers file gives `url` (every block whose path matches). */
function headersFileCaching(text: string, url: string): string[] {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').filter(Boolean))
    .filter(([pattern]) => pattern && (pattern.endsWith('*') ? url.startsWith(pattern.slice(0, -1)) : url === pattern))
    .flatMap(([, ...lines]) => lines.filter((l) => l.trim().startsWith('Cache-Control:')).map((l) => l.trim().slice('Cache-Control: '.length)));
}

/** The Cache-Control values .htaccess sets for `url`: its `Header always set Cache-Control` lines whose condition holds. */
function htaccessCaching(text: string, url: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/Header always set Cache-Control "([^"]+)" "expr=%\{REQUEST_URI\} (.+)"$/gm)) {
    const [, value, condition] = m;
    const regex = /^=~ m#(.+)#$/.exec(condition);
    const list = /^in \{ (.+) \}$/.exec(condition);
    if (regex ? new RegExp(regex[1]).test(url) : list![1].split(', ').includes(`'${url}'`)) out.push(value);
  }
  return out;
}

test('caching: .htaccess and _headers give each kind of file one and the same Cache-Control', () => {
  const input = {
    headers: [],
    svgPolicy: "default-src 'self'",
    pages: ['/', '/why-onas/', '/404.html'],
    files: ['assets/site-0123456789.css', 'assets/media/a-1234.webp', 'sitemap.xml', 'robots.txt', 'site.webmanifest', 'guide.pdf', 'favicon.ico'],
  };
  const year = 'public, max-age=31536000, immutable';
  const day = 'public, max-age=86400';
  const expected: Record<string, string> = {
    '/assets/site-0123456789.css': year,
    '/assets/media/a-1234.webp': year,
    '/': 'no-cache',
    '/why-onas/': 'no-cache',
    '/404.html': 'no-cache',
    '/sitemap.xml': 'no-cache',
    '/robots.txt': 'no-cache',
    '/site.webmanifest': 'no-cache',
    '/guide.pdf': day,
    '/favicon.ico': day,
  };
  const apache = htaccess(input);
  const netlify = headersFile(input);
  for (const [url, value] of Object.entries(expected)) {
    assert.equal(htaccessCaching(apache, url), [value], `.htaccess, ${url}`);
    assert.equal(headersFileCaching(netlify, url), [value], `_headers, ${url}`);
  }
});

test('style attributes become classes (merged with existing ones); island markup is only checked', () => {
  const body = [
    '<span class="icon" style="--icon:url(&quot;/i/a.svg&quot;);--icon-size:1rem"></span>',
    '<ol style="--steps:4"></ol>',
    '<site-island data-island="Widget" style="display:contents"><div style="--x:1"></div></site-island>',
  ].join('');
  const out = hoistInlineStyles([body], ['site/routes/x.tsx']);
  const icon = styleClassName('--icon:url("/i/a.svg");--icon-size:1rem');
  assert.match(out.bodies[0], `<span class="icon ${icon}"></span>`);
  assert.match(out.bodies[0], `<ol class="${styleClassName('--steps:4')}"></ol>`);
  assert.match(out.bodies[0], `<site-island data-island="Widget" class="${styleClassName('display:contents')}">`);
  assert.match(out.css, `.${icon}{--icon:url("/i/a.svg");--icon-size:1rem}`);
  assert.match(out.bodies[0], '<div style="--x:1">', 'island content is left as React rendered it');
  assert.equal(out.problems, [
    'site/routes/x.tsx: island Widget renders a style="" attribute, which the Content-Security-Policy blocks; use a class or data attribute instead',
  ]);
  assert.equal(hoistInlineStyles(['<p>plain</p>'], ['r']).css, '');
});

test('precompressed copies: highest quality, cached by content, only for text files over 1 KB', async () => {
  const cache = path.join(scratch, 'cache');
  const big = `<!doctype html>${'<p>Hello, compressed world.</p>\n'.repeat(200)}`;
  const files = new Map<string, OutputFile>([
    ['index.html', { content: big }],
    ['small.css', { content: 'a{}' }],
    ['photo.png', { content: Buffer.alloc(5000, 1) }],
  ]);
  const first = await precompressFiles(files, cache);
  assert.equal(first, { compressed: 2, cached: 0 });
  assert.equal([...files.keys()].sort(), ['index.html', 'index.html.br', 'index.html.gz', 'photo.png', 'small.css']);
  const br = files.get('index.html.br') as { copyFrom: string };
  assert.is(brotliDecompressSync(fs.readFileSync(br.copyFrom)).toString(), big);
  assert.is(gunzipSync(fs.readFileSync((files.get('index.html.gz') as { copyFrom: string }).copyFrom)).toString(), big);

  // A warm build does no compression work.
  const again = new Map<string, OutputFile>([['index.html', { content: big }]]);
  assert.equal(await precompressFiles(again, cache), { compressed: 0, cached: 2 });
  // A stored page names its content's hash: its copies are found without reading it (here, a file that is not there).
  const hash = crypto.createHash('sha1').update(big).digest('hex');
  const stored = new Map<string, OutputFile>([['index.html', { copyFrom: path.join(scratch, 'not-read.html'), copy: true, hash }]]);
  assert.equal(await precompressFiles(stored, cache), { compressed: 0, cached: 2 });
  assert.is((stored.get('index.html.br') as { copyFrom: string }).copyFrom, br.copyFrom, 'the same copy as by its content');
  // One the cache does not have yet is read, and compressed.
  const other = path.join(scratch, 'other.html');
  fs.outputFileSync(other, `${big}<p>more</p>`);
  const otherHash = crypto.createHash('sha1').update(`${big}<p>more</p>`).digest('hex');
  assert.equal(await precompressFiles(new Map<string, OutputFile>([['b.html', { copyFrom: other, copy: true, hash: otherHash }]]), cache), {
    compressed: 2,
    cached: 0,
  });

  // Written output: unchanged files stay, copies of a file that shrank below 1 KB are removed.
  const out = path.join(scratch, 'out');
  const state = createWriteState();
  const w1 = await writeFiles(out, files, { state, fresh: true });
  assert.is(w1.written, 5);
  const w2 = await writeFiles(out, new Map(files), { state: createWriteState(), fresh: true });
  assert.equal(w2, { written: 0, unchanged: 5, removed: 0 });
  const shrunk = new Map<string, OutputFile>([['index.html', { content: '<p>short</p>' }]]);
  await precompressFiles(shrunk, cache);
  const w3 = await writeFiles(out, shrunk, { state: createWriteState(), fresh: true });
  assert.is(w3.removed, 4);
  assert.not.ok(fs.existsSync(path.join(out, 'index.html.br')));
  assert.not.ok(fs.existsSync(path.join(out, 'index.html.gz')));
});

test("a full build's write record: a file as the last build wrote it is not read again; one changed since, or written just before the record, is", async () => {
  const out = path.join(scratch, 'recorded-out');
  const record = path.join(scratch, 'recorded', 'written.json');
  const source = (name: string, text: string) => {
    const at = path.join(scratch, 'stored', `${name}.html`);
    fs.outputFileSync(at, text);
    return { copyFrom: at, copy: true, hash: crypto.createHash('sha1').update(text).digest('hex') };
  };
  const files = () =>
    new Map<string, OutputFile>([
      ['a/index.html', source('a', '<p>page a</p>')],
      ['b/index.html', source('b', '<p>page b</p>')],
      ['sitemap.xml', { content: '<urlset></urlset>' }],
    ]);
  assert.equal(await writeFiles(out, files(), { state: createWriteState(), fresh: true, record }), { written: 3, unchanged: 0, removed: 0 });
  // Files written just before the record may change again without their time moving: compared.
  const first = fs.readJsonSync(record) as { takenAt: number };
  assert.equal(await writeFiles(out, files(), { state: createWriteState(), fresh: true, record }), { written: 0, unchanged: 3, removed: 0 });
  // As a later build finds the record (the files written long before it): a page's source is not read.
  fs.writeJsonSync(record, { ...fs.readJsonSync(record), takenAt: first.takenAt + 60_000 });
  const later = files();
  (later.get('a/index.html') as { copyFrom: string }).copyFrom = path.join(scratch, 'stored', 'gone.html');
  assert.equal(await writeFiles(out, later, { state: createWriteState(), fresh: true, record }), { written: 0, unchanged: 3, removed: 0 });
  // A page edited in place since, to the same size: its time moved, so it is compared, and written back.
  fs.writeJsonSync(record, { ...fs.readJsonSync(record), takenAt: Date.now() + 60_000 });
  const b = path.join(out, 'b', 'index.html');
  const { mtimeMs } = fs.statSync(b);
  fs.writeFileSync(b, '<p>page B</p>');
  fs.utimesSync(b, new Date(), new Date(mtimeMs + 5000));
  assert.equal(await writeFiles(out, files(), { state: createWriteState(), fresh: true, record }), { written: 1, unchanged: 2, removed: 0 });
  assert.is(fs.readFileSync(b, 'utf8'), '<p>page b</p>');
  // Another page at the same path: its id differs from the record's.
  fs.writeJsonSync(record, { ...fs.readJsonSync(record), takenAt: Date.now() + 60_000 });
  const other = files();
  other.set('a/index.html', source('a2', '<p>page 2</p>'));
  assert.equal(await writeFiles(out, other, { state: createWriteState(), fresh: true, record }), { written: 1, unchanged: 2, removed: 0 });
  assert.is(fs.readFileSync(path.join(out, 'a', 'index.html'), 'utf8'), '<p>page 2</p>');
});

test('serve writes: a removed file takes its emptied folders with it, and a copy is looked at again only when the watcher saw its source change', async () => {
  const out = path.join(scratch, 'serve-out');
  const src = path.join(scratch, 'favicon.src');
  fs.writeFileSync(src, 'one');
  const state = createWriteState();
  const files = new Map<string, OutputFile>([
    ['index.html', { content: '<p>home</p>' }],
    ['assets/css/a1.css', { content: 'a{}' }],
    ['blog/post/index.html', { content: '<p>post</p>' }],
    ['favicon.ico', { copyFrom: src }],
  ]);
  assert.equal(await writeFiles(out, files, { state, fresh: false, changed: new Set() }), { written: 4, unchanged: 0, removed: 0 });

  // The post and the stylesheet go: their folders empty and go too, up to the first one still in use.
  const fewer = new Map(files);
  fewer.delete('blog/post/index.html');
  fewer.delete('assets/css/a1.css');
  fewer.set('assets/site.css', { content: 'b{}' });
  assert.equal(await writeFiles(out, fewer, { state, fresh: false, changed: new Set() }), { written: 1, unchanged: 2, removed: 2 });
  assert.not.ok(fs.existsSync(path.join(out, 'blog')));
  assert.not.ok(fs.existsSync(path.join(out, 'assets', 'css')));
  assert.ok(fs.existsSync(path.join(out, 'assets', 'site.css')));

  // The source of a copy is replaced (an editor's save makes a new file): unseen by the watcher it is
  // not looked at; once the watcher names it, it is copied again.
  fs.rmSync(src);
  fs.writeFileSync(src, 'two!');
  assert.equal(await writeFiles(out, fewer, { state, fresh: false, changed: new Set() }), { written: 0, unchanged: 3, removed: 0 });
  assert.equal(await writeFiles(out, fewer, { state, fresh: false, changed: new Set([src]) }), { written: 1, unchanged: 2, removed: 0 });
  assert.is(fs.readFileSync(path.join(out, 'favicon.ico'), 'utf8'), 'two!');
  // Without the watcher's list (no watcher), every copy is looked at.
  fs.rmSync(src);
  fs.writeFileSync(src, 'three');
  assert.equal(await writeFiles(out, fewer, { state, fresh: false }), { written: 1, unchanged: 2, removed: 0 });
});

test('host files: .htaccess, _headers and _redirects from the same headers', () => {
  const input = {
    headers: [
      ['Content-Security-Policy', "script-src 'self'"],
      ['X-Content-Type-Options', 'nosniff'],
    ] as [string, string][],
    svgPolicy: "default-src 'self'",
    pages: ['/', '/about/', '/about/team/', '/404.html'],
    files: ['assets/site-1.css', 'assets/logo-1.svg', 'favicon.ico', 'guide.pdf', 'icon.svg', 'sitemap.xml', 'robots.txt'],
    notFound: '/404.html',
    api: { mount: '/api/', proxyTo: 'https://forms.example/api/' },
  };
  const ht = htaccess(input);
  assert.match(ht, 'ErrorDocument 404 /404.html');
  // The policy by the response's type (pages and SVG files, each its own), the other headers on everything.
  assert.match(ht, `Header always set Content-Security-Policy "script-src 'self'" "expr=%{CONTENT_TYPE} =~ m#^text/html#"`);
  assert.match(ht, `Header always set Content-Security-Policy "default-src 'self'" "expr=%{CONTENT_TYPE} =~ m#^image/svg\\+xml#"`);
  assert.match(ht, 'Header always set X-Content-Type-Options "nosniff"\n');
  assert.match(ht, "in { '/favicon.ico', '/guide.pdf', '/icon.svg' }");
  assert.match(ht, 'RewriteCond %{REQUEST_FILENAME}.br -f');
  assert.match(ht, 'RewriteRule (?:~|\\.(?:bak|orig|save|swp|php))$ - [R=404,L]');
  // Plain HTTP to HTTPS, before any other rule, with the loopback escape.
  assert.match(
    ht,
    /RewriteEngine On\n(?:\s*#.*\n)*\s*RewriteCond %\{HTTPS\} !=on\n.*X-Forwarded-Proto.*\n.*HTTP_HOST.*localhost.*\n\s*RewriteRule \^ https:\/\/%\{HTTP_HOST\}%\{REQUEST_URI\} \[R=301,L\]/,
  );
  const h = headersFile(input);
  assert.match(h, "/*\n  Content-Security-Policy: script-src 'self'\n  X-Content-Type-Options: nosniff\n");
  // An SVG file gets the SVG policy too (a host sends both, a browser enforces both); nothing else does.
  assert.match(h, "/assets/logo-1.svg\n  Content-Security-Policy: default-src 'self'\n\n/icon.svg\n  Content-Security-Policy: default-src 'self'\n");
  assert.is(h.split('Content-Security-Policy').length, 4);
  assert.match(h, '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  assert.match(h, '/about/\n  Cache-Control: no-cache\n');
  assert.match(h, '/guide.pdf\n  Cache-Control: public, max-age=86400\n');
  assert.is(redirectsFile(input), '/about /about/ 301\n/about/team /about/team/ 301\n/api/* https://forms.example/api/:splat 200\n');
});

test('a fixture build writes the host files and the .br/.gz copies; a second build writes nothing', async () => {
  const { loadConfig } = await import('../../../generator/config.ts');
  const { build, createSession } = await import('../../../generator/pipeline/index.ts');
  const outDir = path.join(ROOT, 'test', 'output', `unit-deploy-${process.pid}`);
  try {
    const config = await loadConfig(path.join(ROOT, 'test', 'fixtures', 'basic'), { outDir });
    await build(createSession(config), { fresh: true });
    for (const f of ['.htaccess', '.nginx-headers.conf', '_headers', '_redirects']) assert.ok(await fs.pathExists(path.join(outDir, f)), f);
    const all = (await fs.readdir(outDir, { recursive: true })).map(String);
    let compressible = 0;
    for (const f of all.filter((f) => /\.(html|css|js|svg|xml|json)$/.test(f))) {
      const bytes = await fs.readFile(path.join(outDir, f));
      if (bytes.length < 1024) continue;
      compressible++;
      assert.ok(brotliDecompressSync(await fs.readFile(path.join(outDir, `${f}.br`))).equals(bytes), `${f}.br`);
      assert.ok(gunzipSync(await fs.readFile(path.join(outDir, `${f}.gz`))).equals(bytes), `${f}.gz`);
    }
    assert.ok(compressible > 0);
    assert.not.match(await fs.readFile(path.join(outDir, 'index.html'), 'utf8'), / style="/);
    const warm = await build(createSession(config), { fresh: true });
    assert.is(warm.write.written, 0, 'a warm build rewrites nothing');
    assert.is(warm.write.removed, 0);
  } finally {
    await fs.remove(outDir);
  }
});

test.run();
