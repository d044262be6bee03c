// `site serve` started from a shell, with its php -S, then stopped the ways people and tools stop it:
// a second signal while it is still closing (`pkill` then `timeout`, Ctrl-C twice) and the terminal
// closing (SIGHUP). php -S runs in a process group of its own; serve must never leave it behind.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { groupAlive, killGroup } from '../../support/process-group.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
// Inside the repository, so that the fixture's imports of react and @linaria resolve.
const dir = path.join(ROOT, 'test', 'output', `serve-stop-${process.pid}`);
fs.copySync(path.join(ROOT, 'test', 'fixtures', 'basic'), dir, { filter: (src) => !/[/\\](dist|\.site-cache)$/.test(src) });
const config = fs.readJsonSync(path.join(dir, 'site.config.json'));
fs.writeJsonSync(path.join(dir, 'site.config.json'), { ...config, api: { dir: 'api', mount: '/api/' } });
fs.outputFileSync(path.join(dir, 'api', 'ping.php'), "<?php\nheader('Content-Type: application/json');\necho json_encode(['success' => true]);\n");

/** PHP servers a failed test left running, stopped when the file is done. */
const phpPorts: number[] = [];

test.after(() => {
  for (const port of phpPorts) spawnSync('pkill', ['-f', '--', `-S 127.0.0.1:${port} `]);
  fs.removeSync(dir);
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** `site serve` on the fixture, in a process group of its own like a shell job; `exited` resolves when it has. */
function spawnServe(stdio: 'pipe' | 'ignore') {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'site.js'), 'serve', '--port', '0', '--root', dir], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', stdio, stdio],
  });
  return { child, exited: new Promise<void>((resolve) => child.once('exit', () => resolve())) };
}

/** Starts `site serve` and waits for its address line. */
async function startServe(): Promise<{ pid: number; phpPort: number; exited: Promise<void>; output: () => string }> {
  const { child, exited } = spawnServe('pipe');
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const until = Date.now() + 60_000;
  const apiPort = () => /\(API: http:\/\/127\.0\.0\.1:(\d+)\)/.exec(output)?.[1];
  while (!apiPort()) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`site serve did not start with php -S:\n${output}`);
    await pause(50);
  }
  const phpPort = Number(apiPort());
  phpPorts.push(phpPort);
  assert.ok(await listening(phpPort), 'php -S answers before serve is stopped');
  return { pid: child.pid!, phpPort, exited, output: () => output };
}

/**
 * Waits (on the condition) until `done` holds; at most 30 s, as serve may still be busy with its
 * first build and search index on a loaded machine (a full run beside other work once took over 10 s).
 */
async function eventually(done: () => boolean | Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (await done()) return true;
    await pause(50);
  }
  return false;
}
const closed = (port: number) => eventually(async () => !(await listening(port)));

test('a second SIGTERM while serve is stopping leaves no php -S behind', async () => {
  const serve = await startServe();
  process.kill(serve.pid, 'SIGTERM');
  // The second signal once the first has been taken (two sent at once arrive as one). Serve may have
  // finished stopping by then; either way its php -S must be gone.
  assert.ok(await eventually(() => serve.output().includes('site serve: stopping')), 'serve says it is stopping');
  try {
    process.kill(serve.pid, 'SIGTERM');
  } catch {
    // already exited
  }
  await serve.exited;
  assert.ok(await closed(serve.phpPort), 'php -S stopped');
  killGroup(serve.pid, 'SIGKILL');
});

test('a SIGTERM the moment php -S starts, before serve prints its address, leaves no php -S behind', async () => {
  // Serve takes the stop signals from its start: a signal that came before its handlers would take the
  // default action and end serve without its exit handlers, leaving php -S running on its own.
  const { child, exited } = spawnServe('ignore');
  // Asked back to back (each pgrep takes a few ms), so the signal comes while php -S is still starting.
  // Matched on -S: serve runs `php -v` first, to see whether php is there at all.
  let php = 0;
  const until = Date.now() + 60_000;
  while (!php && child.exitCode === null && Date.now() < until) {
    php = Number(
      spawnSync('pgrep', ['-P', String(child.pid), '-f', '^php .*-S 127'], { encoding: 'utf8' })
        .stdout.trim()
        .split('\n')[0],
    );
  }
  assert.ok(php > 0, 'serve started php -S');
  process.kill(child.pid!, 'SIGTERM');
  await exited;
  // php -S leads a process group of its own; its workers are in it too.
  const phpGone = await eventually(() => !groupAlive(php));
  if (!phpGone) killGroup(php, 'SIGKILL');
  assert.ok(phpGone, `php -S (group ${php}) stopped with serve`);
});

test('the terminal closing (SIGHUP) stops serve and its php -S', async () => {
  const serve = await startServe();
  process.kill(serve.pid, 'SIGHUP');
  await serve.exited;
  assert.ok(await closed(serve.phpPort), 'php -S stopped');
  // Its helpers (esbuild's and Pagefind's services) exit when their input closes with it.
  assert.ok(await eventually(() => !groupAlive(serve.pid)), "no process of serve's group is left");
});

test.run();
