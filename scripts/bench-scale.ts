// npm run bench -- --posts 1000,4000,10000 [--peers] [--cold]: the generator at scale, beside its peers.
// For each N, a scratch copy of the project (in the temp folder) gets N generated posts from
// ../shared/tools/peer-posts/make-posts.mjs (a copy an earlier run made is kept, with its posts and caches,
// and first brought up to the project's tracked files: syncScratch), and this prints, per size:
//   ours warm   a full build with warm caches (the build manifest removed first, so the build runs; it
//               reuses every page's render and document, as nothing changed):
//               wall time, peak RSS, pages, and each stage's time and the heap after it (`site build --stats`)
//   ours edit   one post's body edited, then `site build`
//   ours none   `site build` with nothing changed (the manifest's no-change exit)
//   ours same   `site build` with no input changed but a file removed from the output folder (the pages are the last build's)
//   ours cold   (--cold) `site build --force`: no cache at all, share pictures and image variants made again
//   Astro, Eleventy (--peers)  ../shared/tools/peer-posts/peers.sh N, each built twice, the second timed
// Every build is a process of its own, timed with GNU time; runs alternate ours and the peers'. The type
// check is off (`--no-typecheck`): the peers check no types when they build.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';
import { RACY_MS } from '../generator/util/racy-stamp.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PEERS = path.resolve(ROOT, '..', 'shared', 'tools', 'peer-posts');

const args = process.argv.slice(2);
const sizes = (args[args.indexOf('--posts') + 1] ?? '')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
if (!sizes.length) throw new Error('usage: npm run bench -- --posts 1000,4000 [--peers] [--cold]');
const withPeers = args.includes('--peers');
const cold = args.includes('--cold');
if (!fs.existsSync(path.join(PEERS, 'make-posts.mjs'))) throw new Error(`the peer tools are not at ${PEERS}`);

interface Run {
  seconds: number;
  rssMb: number;
  stats?: { pages: number; timings: Record<string, number>; heapAfter: Record<string, number> };
}

/** Runs a command under GNU time: wall seconds and peak RSS of the largest process. */
function timed(cmd: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M', cmd, ...argv], { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed in ${cwd}:\n${r.stderr.slice(-4000)}`);
  const [seconds, rssKb] = r.stderr.trim().split('\n').pop()!.split(' ').map(Number);
  return { seconds, rssMb: Math.round(rssKb / 1024) };
}

/** The project's tracked files (the code and content a scratch copy must hold). */
const trackedFiles = () =>
  spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .stdout.split('\0')
    .filter((f) => f && fs.existsSync(path.join(ROOT, f)));

/** A generated post: the only file in a scratch copy the project does not track. */
const GENERATED = /^content\/blog\/field-note-\d+\.md$/;

/**
 * A scratch copy made by an earlier run is brought up to the project's tracked files: each one whose bytes
 * differ is copied again (the others keep their stamps, and so the copy's caches), and a file under a
 * tracked folder that the project no longer has is removed. Before, a copy kept the code it was made with,
 * and the bench measured that code.
 */
function syncScratch(dir: string): void {
  const files = trackedFiles();
  const tracked = new Set(files);
  for (const f of files) {
    const to = path.join(dir, f);
    const from = path.join(ROOT, f);
    if (!fs.existsSync(to) || !fs.readFileSync(to).equals(fs.readFileSync(from))) fs.copySync(from, to);
  }
  for (const top of new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]))) {
    const folder = path.join(dir, top);
    if (!fs.existsSync(folder)) continue;
    for (const e of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!e.isFile()) continue;
      const rel = path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
      if (!tracked.has(rel) && !GENERATED.test(rel) && !rel.startsWith('generator/.bundle/')) fs.removeSync(path.join(dir, rel));
    }
  }
}

/** A copy of the project's tracked files with N generated posts, its caches seeded from the project's. */
function scratchSite(n: number): string {
  const dir = path.join(os.tmpdir(), `site-scale-${n}`);
  if (fs.existsSync(path.join(dir, '.posts-made'))) {
    syncScratch(dir);
    return dir;
  }
  fs.removeSync(dir);
  for (const f of trackedFiles()) fs.copySync(path.join(ROOT, f), path.join(dir, f));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  // Encoded pictures are keyed by content: the project's serve the same sources here.
  for (const sub of ['images', 'share', 'compressed']) {
    const from = path.join(ROOT, '.site-cache', sub);
    if (fs.existsSync(from)) fs.copySync(from, path.join(dir, '.site-cache', sub));
  }
  const made = spawnSync(process.execPath, [path.join(PEERS, 'make-posts.mjs'), dir, String(n)], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(made.stderr);
  fs.writeFileSync(path.join(dir, '.posts-made'), String(n));
  return dir;
}

function ours(dir: string, extra: string[] = []): Run {
  const statsFile = path.join(dir, '.bench-stats.json');
  fs.removeSync(statsFile);
  const run = timed(process.execPath, [path.join(dir, 'bin', 'site.js'), 'build', '--quiet', '--no-typecheck', '--stats', statsFile, ...extra], dir);
  if (fs.existsSync(statsFile)) run.stats = fs.readJsonSync(statsFile);
  return run;
}

const dropManifest = (dir: string) => {
  for (const m of spawnSync('find', [path.join(dir, '.site-cache', 'bundles'), '-name', 'build-manifest.json'], { encoding: 'utf8' }).stdout.split('\n'))
    if (m) fs.removeSync(m);
};

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)}`;
const rows: string[] = [];
const stageRows: string[] = [];
console.log(
  `load at start: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

for (const n of sizes) {
  const dir = scratchSite(n);
  if (withPeers) {
    const set = spawnSync('bash', [path.join(PEERS, 'peers.sh'), String(n)], { cwd: dir, encoding: 'utf8' });
    if (set.status !== 0) throw new Error(`peers.sh ${n}: ${set.stderr}`);
  }
  if (cold) {
    const c = ours(dir, ['--force']);
    rows.push(`| ${n} | ours, cold (--force) | ${c.seconds.toFixed(1)} s | ${c.rssMb} MB | ${c.stats?.pages ?? '?'} |`);
  }
  const astro = () =>
    timed(process.execPath, ['node_modules/astro/astro.js', 'build', '--silent'], path.join(os.tmpdir(), 'peer-astro'), { ASTRO_TELEMETRY_DISABLED: '1' });
  const eleventy = () =>
    timed(process.execPath, ['node_modules/@11ty/eleventy/cmd.cjs', '--input=src', '--output=_site', '--quiet'], path.join(os.tmpdir(), 'peer-eleventy'));
  // Twice each, alternating; the second of each is reported (warm).
  let warm: Run | undefined;
  let peerA: Run | undefined;
  let peerE: Run | undefined;
  for (let round = 0; round < 2; round++) {
    dropManifest(dir);
    warm = ours(dir);
    if (withPeers) {
      peerA = astro();
      peerE = eleventy();
    }
  }
  rows.push(`| ${n} | ours, warm full build | ${warm!.seconds.toFixed(1)} s | ${warm!.rssMb} MB | ${warm!.stats?.pages} |`);
  const generated = fs
    .readdirSync(path.join(dir, 'content', 'blog'))
    .filter((f) => f.startsWith('field-note-'))
    .sort();
  const post = path.join(dir, 'content', 'blog', generated[Math.floor(generated.length / 2)]);
  const text = fs.readFileSync(post, 'utf8');
  fs.writeFileSync(post, `${text.trimEnd()}\n\nOne more sentence, added to measure an edit.\n`);
  const edit = ours(dir);
  rows.push(`| ${n} | ours, one post edited | ${edit.seconds.toFixed(1)} s | ${edit.rssMb} MB | ${edit.stats?.pages ?? 'skipped'} |`);
  fs.writeFileSync(post, text);
  // A build records what it read only when no input is younger than RACY_MS at its start (a file written
  // again within the clock's tick could keep its stamp): wait that long, as anyone between an edit and a
  // build does, or the next build finds no record and builds everything.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RACY_MS + 100);
  ours(dir);
  const none = ours(dir);
  rows.push(`| ${n} | ours, nothing changed | ${none.seconds.toFixed(2)} s | ${none.rssMb} MB | — |`);
  // No input changed, but the build runs (here: a file removed from the output folder; also another commit or
  // day): the pages are the last build's, and every part of the search index is a kept one.
  fs.removeSync(path.join(dir, 'dist', 'robots.txt'));
  const same = ours(dir);
  rows.push(`| ${n} | ours, no input changed (an output file removed) | ${same.seconds.toFixed(1)} s | ${same.rssMb} MB | ${same.stats?.pages ?? 'skipped'} |`);
  if (peerA) rows.push(`| ${n} | Astro 5.18, warm | ${peerA.seconds.toFixed(1)} s | ${peerA.rssMb} MB | — |`);
  if (peerE) rows.push(`| ${n} | Eleventy 3 (plain layout), warm | ${peerE.seconds.toFixed(1)} s | ${peerE.rssMb} MB | — |`);
  const s = warm!.stats!;
  stageRows.push(
    `| ${n} | ${Object.entries(s.timings)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')} |`,
  );
  stageRows.push(
    `| ${n} heap MB after | ${Object.entries(s.heapAfter)
      .map(([k, v]) => `${k} ${mb(v)}`)
      .join(' · ')} |`,
  );
}

console.log(['| posts | build | time | peak RSS | pages |', '|---|---|---|---|---|', ...rows].join('\n'));
console.log(['\n| posts | ours, warm: stage ms (and heap after each stage) |', '|---|---|', ...stageRows].join('\n'));
console.log(
  `load at end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
