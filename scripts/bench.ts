// npm run bench: the generator's speed goals (issue 13) next to their measurements, as medians.
//   help        `node bin/site.js --help`, whole process
//   no-change   `node bin/site.js build` after a build, nothing changed, whole process (the manifest check)
//   cold        full build with no caches (Linaria, images, share pictures, bundles removed), in process
//   cold-noimg  the same with the image cache kept: the build without image encoding
//   warm        caches present, a full build (--force-like: a new session, no manifest check), in process
//   first serve `serve()` on an empty cache until the first page answers (variants encode in the background)
//   edit        `site serve` running; a route, a content module, a component saved → reload event
//   css edit    a style-only edit → css (swap) event
// --posts N,N: the generator at scale beside Astro and Eleventy (scripts/bench-scale.ts).
// BENCH_RUNS (default 5) runs of each; BENCH_COLD_RUNS (default 3) of the cold ones.
process.env.NODE_ENV = 'production';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';

// `npm run bench -- --posts 1000,4000`: the scale runs beside the peers (scripts/bench-scale.ts) instead.
if (process.argv.includes('--posts')) {
  await import('./bench-scale.ts');
  process.exit(0);
}

const ROOT = path.resolve(import.meta.dirname, '..');
const { loadConfig } = await import('../generator/config.ts');
const { build, createSession } = await import('../generator/pipeline/index.ts');
const { serve } = await import('../generator/serve/index.ts');

const runs = Number(process.env.BENCH_RUNS ?? 5);
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 3);
const outDir = path.join(ROOT, 'test', 'output', 'bench-dist');
// The cold runs need a cache of their own; without them (BENCH_COLD_RUNS=0) the project's cache serves the warm runs.
const cacheDir = coldRuns > 0 ? path.join(ROOT, 'test', 'output', 'bench-cache') : undefined;
const config = await loadConfig(ROOT, cacheDir ? { outDir, cacheDir } : { outDir });
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const loadAtStart = load();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
type Sample = { total: number; stages: Record<string, number>; rssMb?: number };
const lines: string[] = [];
const summarize = (name: string, samples: Sample[]) => {
  if (samples.length === 0) return;
  const stages = Object.keys(samples[0].stages);
  const parts = stages.map((s) => `${s} ${median(samples.map((x) => x.stages[s] ?? 0))}`).join(' · ');
  lines.push(
    `${name.padEnd(11)} median ${String(median(samples.map((s) => s.total))).padStart(6)} ms  (runs: ${samples.map((s) => s.total).join(', ')})${parts ? `\n            ${parts}` : ''}`,
  );
};

/** Runs the CLI in a new process; wall time and peak RSS (GNU time, when installed). */
function cli(args: string[]): Sample {
  const time = fs.existsSync('/usr/bin/time');
  const t0 = performance.now();
  const r = time
    ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, 'bin/site.js', ...args], { cwd: ROOT, encoding: 'utf8' })
    : spawnSync(process.execPath, ['bin/site.js', ...args], { cwd: ROOT, encoding: 'utf8' });
  const total = Math.round(performance.now() - t0);
  if (r.status !== 0) throw new Error(`site ${args.join(' ')} failed: ${r.stderr}`);
  const rssKb = time ? Number(r.stderr.trim().split('\n').pop()) : Number.NaN;
  return { total, stages: {}, rssMb: Math.round(rssKb / 1024) };
}

// Whole-process CLI timings (the prebundle is brought up to date first).
cli(['--help']);
const help = Array.from({ length: runs }, () => cli(['--help']));
cli(['build', '--quiet', '--out', outDir]);
const noChange = Array.from({ length: runs }, () => cli(['build', '--quiet', '--out', outDir]));

const cold: Sample[] = [];
const coldNoImages: Sample[] = [];
let peakRss = 0;
const rss = () => {
  peakRss = Math.max(peakRss, process.resourceUsage().maxRSS / 1024);
};
for (let i = 0; i < coldRuns && cacheDir; i++) {
  await fs.remove(cacheDir);
  const r = await build(createSession(config), { fresh: true });
  cold.push({ total: r.totalMs, stages: r.timings });
  // Everything but the encoded images removed.
  for (const entry of await fs.readdir(cacheDir)) if (entry !== 'images') await fs.remove(path.join(cacheDir, entry));
  const n = await build(createSession(config), { fresh: true });
  coldNoImages.push({ total: n.totalMs, stages: n.timings });
}
rss();
const warm: Sample[] = [];
for (let i = 0; i < runs; i++) {
  const r = await build(createSession(config), { fresh: true });
  warm.push({ total: r.totalMs, stages: r.timings });
}

// First serve on an empty cache: until the first page answers (images encode in the background).
const firstServe: Sample[] = [];
for (let i = 0; i < coldRuns; i++) {
  const emptyCache = path.join(ROOT, 'test', 'output', 'bench-serve-cache');
  await fs.remove(emptyCache);
  const serveConfig = await loadConfig(ROOT, { outDir: path.join(ROOT, 'test', 'output', 'bench-serve-dist'), cacheDir: emptyCache });
  const t0 = performance.now();
  const s = await serve(serveConfig, { port: 0, php: false, open: false, quiet: true, watch: false });
  const res = await fetch(s.url);
  await res.arrayBuffer();
  firstServe.push({ total: Math.round(performance.now() - t0), stages: {} });
  await s.imagesIdle();
  rss();
  await s.close();
  await fs.remove(emptyCache);
  await fs.remove(serveConfig.abs(serveConfig.outDir));
}

// Edit → reload, against the real serve pipeline with an SSE client standing in for the browser.
let last: { stages: Record<string, number> } | undefined;
const server = await serve(config, { port: 0, php: false, open: false, quiet: true, onRebuild: ({ result }) => (last = result && { stages: result.timings }) });
const events: { name: string; at: number }[] = [];
await new Promise<void>((resolve) => {
  http.get(`${server.url}__site/events`, (res) => {
    res.on('data', (d: Buffer) => {
      for (const m of d.toString().matchAll(/event: (\w+)/g)) events.push({ name: m[1], at: performance.now() });
    });
    resolve();
  });
});
let cssReloads = 0;
/** Saves like an editor that writes a temporary file and renames it, so no rebuild sees a half-written file. */
async function saveAtomically(file: string, text: string): Promise<void> {
  const tmp = path.join(path.dirname(file), `${path.basename(file)}.bench-tmp`);
  await fs.writeFile(tmp, text);
  await fs.rename(tmp, file);
}
async function editTimes(rel: string, edit: (text: string, i: number) => string, expect: string): Promise<Sample[]> {
  const file = path.join(ROOT, rel);
  const original = await fs.readFile(file, 'utf8');
  const samples: Sample[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const before = events.length;
      const t0 = performance.now();
      await saveAtomically(file, edit(original, i));
      // An edit that changes no output sends no event (serve leaves the page alone), so every edit
      // below changes what the page shows; a run that still sees none fails instead of hanging.
      while (events.length === before) {
        if (performance.now() - t0 > 15_000) throw new Error(`${rel}: no event within 15 s of edit ${i + 1}`);
        await new Promise((r) => setTimeout(r, 2));
      }
      const ev = events[events.length - 1];
      if (ev.name !== expect) {
        console.log(`${rel}: expected a ${expect} event, got ${ev.name} (run ${i + 1})`);
        if (expect === 'css') cssReloads++;
      }
      samples.push({ total: Math.round(ev.at - t0), stages: last?.stages ?? {} });
      await new Promise((r) => setTimeout(r, 150));
    }
  } finally {
    await saveAtomically(file, original);
    await new Promise((r) => setTimeout(r, 3000));
  }
  return samples;
}
/**
 * Every edit's text is new to the caches: a styled module's Linaria transform is kept on disk by its
 * content, so an edit repeated from an earlier bench run would skip it and measure less than a real one.
 */
const nonce = Date.now().toString(36);
/** Replaces `from` (which must be in the file) with `to`: an edit that changes the rendered page. */
const replace = (from: string, to: (i: number) => string) => (t: string, i: number) => {
  if (!t.includes(from)) throw new Error(`bench: "${from}" is no longer in the file it edits`);
  return t.replace(from, to(i));
};
const editRoute = await editTimes(
  'site/routes/privacy-policy.tsx',
  replace('heading="Questions about your data?"', (i) => `heading="Questions about your data? (${nonce}-${i})"`),
  'reload',
);
const editContent = await editTimes(
  'content/privacy-policy.ts',
  replace("heading: 'Who we are'", (i) => `heading: 'Who we are (${nonce}-${i})'`),
  'reload',
);
const editComponent = await editTimes(
  'site/pages/privacy-policy/PolicyPage.tsx',
  replace('<h1>{policy.heading}</h1>', (i) => `<h1>{policy.heading} ({'${nonce}-${i}'})</h1>`),
  'reload',
);
const editCss = await editTimes(
  'site/pages/privacy-policy/PolicyPage.tsx',
  (t, i) => t.replace('padding-block: 3rem 2rem;', `padding-block: 3rem ${2 + (i + 1) / 10}rem; /* ${nonce} */`),
  'css',
);
rss();
await server.close();

summarize('help', help);
summarize('no-change', noChange);
summarize('cold', cold);
summarize('cold-noimg', coldNoImages);
summarize('warm', warm);
summarize('first serve', firstServe);
summarize('edit route', editRoute);
summarize('edit content', editContent);
summarize('edit comp.', editComponent);
summarize('css edit', editCss);

const m = (xs: Sample[]) => (xs.length ? median(xs.map((x) => x.total)) : Number.NaN);
/** A goal's line: "not run" for a mode this run skipped (BENCH_COLD_RUNS=0), rather than NaN and NOT met. */
const goal = (name: string, limit: string, value: string, ok: boolean) =>
  value.includes('NaN')
    ? `${name.padEnd(48)} ${limit.padEnd(10)} ${'-'.padEnd(12)} not run`
    : `${name.padEnd(48)} ${limit.padEnd(10)} ${value.padEnd(12)} ${ok ? 'met' : 'NOT met'}`;
const maxRss = Math.max(peakRss, ...help.map((s) => s.rssMb ?? 0), ...noChange.map((s) => s.rssMb ?? 0));
const editMedian = Math.max(m(editRoute), m(editContent), m(editComponent));
console.log(
  `\nsite generator benchmark: ${runs} runs (${coldRuns} cold), ${os.availableParallelism()} cores, load ${loadAtStart} at start and ${load()} at the end, ${new Date().toISOString()}`,
);
console.log(`\n${'goal'.padEnd(48)} ${'limit'.padEnd(10)} ${'median'.padEnd(12)}`);
console.log(goal('site --help (whole process)', '150 ms', `${m(help)} ms`, m(help) <= 150));
console.log(goal('no-change site build (whole process)', '500 ms', `${m(noChange)} ms`, m(noChange) <= 500));
console.log(goal('edit → reload event (route, content, component)', '100 ms', `${m(editRoute)}/${m(editContent)}/${m(editComponent)} ms`, editMedian <= 100));
// Issue 30: a style-only edit swaps the stylesheets (a css event, never a reload) within 80 ms.
console.log(goal('CSS-only edit → css event, no reload', '80 ms', `${m(editCss)} ms`, m(editCss) <= 80 && cssReloads === 0));
console.log(goal('first serve on an empty cache → first page', '15000 ms', `${m(firstServe)} ms`, m(firstServe) <= 15000));
console.log(goal('cold build with images', '40000 ms', `${m(cold)} ms`, m(cold) <= 40000));
console.log(goal('cold build without images', '5000 ms', `${m(coldNoImages)} ms`, m(coldNoImages) <= 5000));
console.log(goal('peak RSS (bench process; CLI children)', '300 MB', `${Math.round(maxRss)} MB`, maxRss <= 300));
console.log('\nstages (ms, medians):');
for (const l of lines) console.log(l);
console.log('(in-process figures exclude Node start-up and imports; peak RSS of the bench process covers every in-process mode at once)');
for (const dir of [outDir, config.bundleDir, server.outDir, server.bundleDir]) await fs.remove(dir);
