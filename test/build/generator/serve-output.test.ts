// `site serve` never writes the output folder: it builds (drafts included) into a folder of its own
// under the cache, so a dist/ uploaded after a preview holds exactly what `site build` made. The blog
// fixture has a draft post, which serve shows and `site build` leaves out.
process.env.NODE_ENV = 'production';
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');
const { serve } = await import('../../../generator/serve/index.ts');

// Inside the repository, so that the fixture's imports resolve.
const root = path.join(ROOT, 'test', 'output', `serve-output-${process.pid}`);
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'blog'), root, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
const config = await loadConfig(root);
const dist = config.abs(config.outDir);

test.after(() => fs.remove(root));

/** Every file of a folder with a hash of its bytes and its modification time. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (rel: string) => {
    for (const e of await fs.readdir(path.join(dir, rel), { withFileTypes: true })) {
      const file = path.join(rel, e.name);
      if (e.isDirectory()) await walk(file);
      else {
        const abs = path.join(dir, file);
        out[file] = `${crypto
          .createHash('sha1')
          .update(await fs.readFile(abs))
          .digest('hex')} ${(await fs.stat(abs)).mtimeMs}`;
      }
    }
  };
  await walk('');
  return out;
}

/** serve with watching on, the draft shown, one edit rebuilt; then closed. */
async function previewWithAnEdit(): Promise<string> {
  let rebuilt: () => void = () => {};
  const rebuild = new Promise<void>((resolve) => (rebuilt = resolve));
  const server = await serve(config, { port: 0, php: false, open: false, quiet: true, onRebuild: ({ error }) => !error && rebuilt() });
  const post = path.join(root, 'content', 'posts', 'unfinished.md');
  const text = await fs.readFile(post, 'utf8');
  try {
    const draft = await fetch(`${server.url}posts/unfinished/`);
    assert.is(draft.status, 200, 'serve shows the draft');
    assert.match(await draft.text(), '<h1>Unfinished post</h1>');
    assert.match(text, 'Not ready yet.');
    await fs.writeFile(post, text.replace('Not ready yet.', 'Nearly ready.'));
    await rebuild;
    assert.match(await (await fetch(`${server.url}posts/unfinished/`)).text(), 'Nearly ready.');
    return server.outDir;
  } finally {
    await server.close();
    await fs.writeFile(post, text);
  }
}

test('serve builds into a folder of its own under the cache, not into the output folder', async () => {
  await fs.remove(dist);
  const own = await previewWithAnEdit();
  assert.ok(own.startsWith(config.abs(config.cacheDir) + path.sep), own);
  assert.ok(await fs.pathExists(path.join(own, 'posts', 'unfinished', 'index.html')), 'the draft is in serve’s own folder');
  assert.not.ok(await fs.pathExists(dist), 'serve created the output folder');
});

test('a finished build stays byte for byte what site build made while serve previews drafts', async () => {
  const session = createSession(config);
  await build(session, { fresh: true });
  await disposeSession(session);
  assert.not.ok(await fs.pathExists(path.join(dist, 'posts', 'unfinished')), 'site build leaves the draft out');
  const before = await snapshot(dist);
  await previewWithAnEdit();
  assert.equal(await snapshot(dist), before);
});

test.run();
