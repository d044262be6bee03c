// What `site serve` answers is what `site build` makes from the same sources, byte for byte, before
// and after edits that serve rebuilds incrementally (re-rendering only the routes an edit reaches,
// keeping every other page's render, hoisting and document). The only thing removed from serve's
// answers is its documented addition: the live-reload snippet before </body>. Both sides link their
// CSS (`inlineCssBelow: 0`): serve always links, so a style edit can swap stylesheets in place.
// The fixtures have no drafts, which serve shows and a build leaves out.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { globby } from 'globby';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');
const { serve } = await import('../../../generator/serve/index.ts');
const { injectReloadSnippet } = await import('../../../generator/serve/middlewares/live-reload.ts');

const SNIPPET = injectReloadSnippet('');
/** Output files a build makes that serve does not publish the same way: precompressed copies (serve compresses on the fly). */
const BUILD_ONLY = /\.(?:gz|br)$/;
/** Files compared as text; the rest (fonts, pictures) by bytes. */
const TEXT = /\.(?:html|css|js|xml|txt|webmanifest|json)$|(?:^|\/)(?:_headers|_redirects|\.htaccess)$/;

interface Edit {
  file: string;
  from: string;
  to: string;
  /** How serve must make its server modules for this edit: module by module, esbuild's whole bundle, or not at all (the rebuild fails). */
  by: 'modules' | 'esbuild' | 'fails';
}

/** Serves a scratch copy of `fixture`, applies each edit, and after each compares serve's answers with a new build's files. */
async function compareThroughEdits(fixture: string, edits: Edit[]): Promise<void> {
  const root = path.join(ROOT, 'test', 'output', `serve-matches-${fixture}-${process.pid}`);
  fs.copySync(path.join(ROOT, 'test', 'fixtures', fixture), root, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
  const configFile = path.join(root, 'site.config.json');
  // The fixtures watch only their routes; components are edited here too.
  fs.writeJsonSync(configFile, { ...fs.readJsonSync(configFile), inlineCssBelow: 0, watch: ['site'] });
  const config = await loadConfig(root);
  const rebuilds: { error?: unknown; by?: string }[] = [];
  const server = await serve(config, {
    port: 0,
    php: false,
    open: false,
    quiet: true,
    onRebuild: ({ error, result }) => rebuilds.push({ error, by: result?.serverModules }),
  });
  try {
    await compare(config, server.url, 'before any edit');
    for (const edit of edits) {
      const abs = path.join(root, edit.file);
      const text = await fs.readFile(abs, 'utf8');
      assert.ok(text.includes(edit.from), `${edit.file} holds ${edit.from}`);
      const before = rebuilds.length;
      await fs.writeFile(abs, text.replace(edit.from, edit.to));
      await until(() => rebuilds.length > before, `a rebuild after editing ${edit.file}`);
      if (edit.by === 'fails') {
        assert.ok(rebuilds.at(-1)!.error, `the rebuild after editing ${edit.file} fails`);
        continue;
      }
      assert.is(rebuilds.at(-1)!.error, undefined, `the rebuild after editing ${edit.file} succeeded`);
      assert.is(rebuilds.at(-1)!.by, edit.by, `the server modules after editing ${edit.file}`);
      await compare(config, server.url, `after editing ${edit.file}`);
    }
  } finally {
    await server.close();
    await fs.remove(root);
  }
}

/** Builds the sources as they are now (a new session, like `site build`) and compares every output file with serve's answer for it. */
async function compare(config: Awaited<ReturnType<typeof loadConfig>>, url: string, when: string): Promise<void> {
  const session = createSession(config);
  try {
    await build(session, { fresh: true });
  } finally {
    await disposeSession(session);
  }
  const dist = config.abs(config.outDir);
  const files = (await globby('**/*', { cwd: dist, dot: true })).filter((f) => !BUILD_ONLY.test(f)).sort();
  assert.ok(
    files.some((f) => f.endsWith('.html')),
    'the build made pages',
  );
  for (const file of files) {
    const built = await fs.readFile(path.join(dist, file));
    const res = await fetch(new URL(file, url), { headers: { 'accept-encoding': 'identity' } });
    assert.ok(res.status === 200 || (file === '404.html' && res.status === 404), `${when}: serve answers /${file} (${res.status})`);
    const served = Buffer.from(await res.arrayBuffer());
    if (!TEXT.test(file)) {
      assert.ok(served.equals(built), `${when}: /${file} has the build's bytes`);
      continue;
    }
    let text = served.toString('utf8');
    if (file.endsWith('.html')) {
      const at = text.lastIndexOf(`${SNIPPET}</body>`);
      assert.ok(at >= 0, `${when}: /${file} carries the live-reload snippet before </body>`);
      text = text.slice(0, at) + text.slice(at + SNIPPET.length);
    }
    assert.fixture(text, built.toString('utf8'), `${when}: /${file} is what the build made`);
  }
}

async function until(done: () => boolean, what: string): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > 60_000) throw new Error(`waited 60 s for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('basic fixture: serve matches the build through SEO, route, component and style edits', async () => {
  await compareThroughEdits('basic', [
    // Every page's JSON-LD then names another page's title: the next edit changes pages it does not re-render.
    {
      file: 'site/seo.ts',
      from: "description: '</script><b>not markup</b>'",
      to: "description: '</script><b>' + page.lookup('/plain/')?.title + '</b>'",
      by: 'modules',
    },
    { file: 'site/routes/plain.tsx', from: "title: 'Plain',", to: "title: 'Plain and simple',", by: 'modules' },
    { file: 'site/components/Shell.tsx', from: '<a href="/">Home</a>', to: '<a href="/">Start</a>', by: 'modules' },
    { file: 'site/components/Shell.tsx', from: 'max-width: 40rem;', to: 'max-width: 42rem;', by: 'modules' },
    // An island: its server render and its browser chunk.
    { file: 'site/islands/Counter.tsx', from: 'Count: {n}', to: 'Clicks: {n}', by: 'modules' },
    // A failed build's edits count for the next: the title edited while Shell does not compile reaches its page once Shell is mended.
    { file: 'site/components/Shell.tsx', from: '<main id="main"', to: '<main id="main" <', by: 'fails' },
    { file: 'site/routes/plain.tsx', from: "title: 'Plain and simple',", to: "title: 'Plain, mended',", by: 'fails' },
    { file: 'site/components/Shell.tsx', from: '<main id="main" <', to: '<main id="main"', by: 'modules' },
  ]);
});

test('css-split fixture: serve matches the build through style edits of a module one page uses and of a stylesheet', async () => {
  await compareThroughEdits('css-split', [
    { file: 'site/components/Badge.tsx', from: 'letter-spacing: 0.2em;', to: 'letter-spacing: 0.3em;', by: 'modules' },
    // A stylesheet is no module: esbuild bundles the site again, and the next module edit is module by module again.
    { file: 'site/components/fonts.css', from: 'font-display: swap;', to: 'font-display: block;', by: 'esbuild' },
    { file: 'site/components/Badge.tsx', from: 'letter-spacing: 0.3em;', to: 'letter-spacing: 0.4em;', by: 'modules' },
  ]);
});

test.run();
