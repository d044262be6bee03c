// npm run bench: build performance of the real site, as medians of several runs.
//   cold    no caches (Linaria and image caches removed), full build
//   warm    caches present, nothing changed, full build
//   edit    `site serve` running; one route file edited → time until the browser is told to reload
// Per-stage times (ms) are the medians of each stage across the runs of that kind.
process.env.NODE_ENV = 'production';
import http from 'node:http';
import path from 'node:path';
import fs from 'fs-extra';

const ROOT = path.resolve(import.meta.dirname, '..');
const { loadConfig } = await import('../generator/config.ts');
const { build, createSession } = await import('../generator/build/index.ts');
const { serve } = await import('../generator/serve/index.ts');
const { collectRoutes } = await import('../generator/build/routes.ts');

const runs = Number(process.env.BENCH_RUNS ?? 5);
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 3);
const outDir = path.join(ROOT, 'test', 'output', 'bench-dist');
const cacheDir = path.join(ROOT, 'test', 'output', 'bench-cache');
const config = await loadConfig(ROOT, { outDir, cacheDir });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
type Sample = { total: number; stages: Record<string, number> };
const summarize = (name: string, samples: Sample[]) => {
  if (samples.length === 0) return;
  const stages = Object.keys(samples[0].stages);
  const parts = stages.map((s) => `${s} ${median(samples.map((x) => x.stages[s]))}`).join(' · ');
  console.log(
    `${name.padEnd(6)} median ${String(median(samples.map((s) => s.total))).padStart(5)} ms  (runs: ${samples.map((s) => s.total).join(', ')})\n       ${parts}`,
  );
};

const cold: Sample[] = [];
for (let i = 0; i < coldRuns; i++) {
  await fs.remove(cacheDir);
  const r = await build(createSession(config), { fresh: true });
  cold.push({ total: r.totalMs, stages: r.timings });
}
const warm: Sample[] = [];
for (let i = 0; i < runs; i++) {
  const r = await build(createSession(config), { fresh: true });
  warm.push({ total: r.totalMs, stages: r.timings });
}

// Edit → reload, against the real serve pipeline with an SSE client standing in for the browser.
const edits: Sample[] = [];
let last: { stages: Record<string, number> } | undefined;
const server = await serve(config, { port: 0, php: false, open: false, quiet: true, onRebuild: ({ result }) => (last = result && { stages: result.timings }) });
const reloads: number[] = [];
await new Promise<void>((resolve) => {
  http.get(`${server.url}__site/events`, (res) => {
    res.on('data', (d: Buffer) => d.toString().includes('event: reload') && reloads.push(performance.now()));
    resolve();
  });
});
const routes = await collectRoutes(ROOT, config.routesDir);
const target = routes.find((r) => r.url === '/privacy-policy/') ?? routes[0];
const original = await fs.readFile(target.absFile, 'utf8');
try {
  for (let i = 0; i < runs; i++) {
    const before = reloads.length;
    const t0 = performance.now();
    await fs.writeFile(target.absFile, `${original}\n// bench edit ${i}\n`);
    while (reloads.length === before) await new Promise((r) => setTimeout(r, 2));
    edits.push({ total: Math.round(reloads[reloads.length - 1] - t0), stages: last?.stages ?? {} });
    await new Promise((r) => setTimeout(r, 150));
  }
} finally {
  await fs.writeFile(target.absFile, original);
  await new Promise((r) => setTimeout(r, 300));
  await server.close();
}

console.log(`\nsite build benchmark: ${routes.length} routes, ${runs} runs (${coldRuns} cold), ${new Date().toISOString()}`);
summarize('cold', cold);
summarize('warm', warm);
summarize('edit', edits);
console.log(`       (edit = file saved → reload event sent to the browser; edited ${target.file})`);
await fs.remove(outDir);
