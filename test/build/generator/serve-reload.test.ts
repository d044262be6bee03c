// What `site serve` tells open pages after a rebuild, read the way a page reads it: the server-sent
// events of /__site/events. A save that changes no output file sends nothing (an in-place write raises
// two file events, and the second rebuild has nothing new: it reloaded the page a second time); a real
// edit sends one reload.
process.env.NODE_ENV = 'production';
import http from 'node:http';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { serve } = await import('../../../generator/serve/index.ts');

// Inside the repository, so that the fixture's imports resolve.
const root = path.join(ROOT, 'test', 'output', `serve-reload-${process.pid}`);
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'basic'), root, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
const config = await loadConfig(root);

/** Rebuilds as they finish, each with the number of files it wrote or removed. */
const waiters: { until: (changed: number) => boolean; resolve: () => void }[] = [];
const rebuildWhere = (until: (changed: number) => boolean) => new Promise<void>((resolve) => waiters.push({ until, resolve }));
const server = await serve(config, {
  port: 0,
  php: false,
  open: false,
  quiet: true,
  images: 'on-request',
  onRebuild: ({ result }) => {
    const changed = result ? result.write.written + result.write.removed : -1;
    for (const w of waiters.splice(0))
      if (w.until(changed)) w.resolve();
      else waiters.push(w);
  },
});

/** The events a page's live-reload connection receives, in order. */
const events: string[] = [];
const arrived: (() => void)[] = [];
const connection = http.get(`${server.url}__site/events`, (res) => {
  res.on('data', (d: Buffer) => {
    for (const m of d.toString().matchAll(/^event: (\S+)$/gm)) {
      events.push(m[1]);
      arrived.shift()?.();
    }
  });
});
await new Promise<void>((resolve) => connection.once('response', () => resolve()));

test.after(async () => {
  connection.destroy();
  await server.close();
  await fs.remove(root);
});

test('a save that changes nothing sends no event; a real edit sends one reload', async () => {
  const docs = path.join(root, 'site', 'routes', 'docs', 'index.tsx');
  const text = await fs.readFile(docs, 'utf8');
  const noop = rebuildWhere((changed) => changed === 0);
  await fs.writeFile(docs, text);
  await noop;
  const edited = rebuildWhere((changed) => changed > 0);
  await fs.writeFile(docs, text.replace('<h1>Docs</h1>', '<h1>Docs, edited</h1>'));
  await edited;
  // A style-only edit last: its "css" event comes after every event sent before it on this connection.
  const plain = path.join(root, 'site', 'routes', 'plain.tsx');
  await fs.writeFile(plain, (await fs.readFile(plain, 'utf8')).replace('color: #222;', 'color: #c00;'));
  while (!events.includes('css')) await new Promise<void>((resolve) => arrived.push(resolve));
  assert.equal(events, ['reload', 'css']);
  assert.match(await (await fetch(`${server.url}docs/`)).text(), '<h1>Docs, edited</h1>');
});

test.run();
