// npm run audit: Lighthouse (mobile) and axe-core over every route, served the production way (the
// shipped deploy/nginx.conf with PHP-FPM, test/deploy/servers.ts), the median of 3 runs per route,
// printed as a table and written as JSON. Exits 1 when a route misses a goal of audit.config.json.
//   npm run audit                                  build into a scratch folder, audit every route
//   npm run audit -- / /resources/contact-us/      only these routes
//   npm run audit -- --layouts                     one route per layout (audit.config.json: layouts)
//   npm run audit -- --dist dist --runs 1 --json out.json
//   npm run audit -- --cpu calibrated              CPU slowdown fitted to this machine's benchmark
//   npm run audit -- --layouts --floor             also measure the host's floor (measureFloor), never in the exit code
// The routes are dist/sitemap.xml's, then the 404 page (/404.html). Needs Chromium (CHROME_PATH,
// default /usr/bin/chromium), nginx and php-fpm (test/system-deps.sh installs them).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { prepareLayout, removeLayout, startNginx } from '../test/deploy/servers.ts';
import { ROOT } from '../test/support/browser.ts';
import { auditRoutes, formatTable, isCpuThrottling, loadAuditConfig, measureFloor, siteRoutes, type RouteResult } from '../test/support/lighthouse-audit.ts';

const args = process.argv.slice(2);
const value = (flag: string) => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (!v || v.startsWith('--')) throw new Error(`${flag} needs a value`);
  args.splice(i, 2);
  return v;
};
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const layouts = flag('--layouts');
const floor = flag('--floor');
const config = loadAuditConfig();
const runsArg = value('--runs');
const runs = runsArg ? Number(runsArg) : layouts ? config.layouts.runs : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
const cpu = value('--cpu') ?? (layouts ? (config.layouts.cpu ?? 'lighthouse') : 'lighthouse');
if (!isCpuThrottling(cpu)) throw new Error('--cpu must be "lighthouse" (4×, the default) or "calibrated"');
const distArg = value('--dist');
const jsonFile = path.resolve(value('--json') ?? path.join(ROOT, 'test', 'output', 'audit.json'));
const unknown = args.find((a) => a.startsWith('--'));
if (unknown) throw new Error(`unknown option ${unknown}`);

const started = Date.now();
let dist = distArg ? path.resolve(distArg) : undefined;
let scratchDist: string | undefined;
if (!dist) {
  scratchDist = path.join(ROOT, 'test', 'output', `audit-dist-${process.pid}`);
  console.log('building the site…');
  execFileSync(process.execPath, [path.join(ROOT, 'bin/site.js'), 'build', '--quiet', '--out', scratchDist], { cwd: ROOT, stdio: 'inherit' });
  dist = scratchDist;
}
const routes = args.length ? args : layouts ? config.layouts.routes : siteRoutes(dist);

const layout = await prepareLayout({}, { dist });
// Ctrl-C or a kill: exit through 'exit', whose handlers stop nginx, PHP-FPM and Chromium; drop the copies.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    removeLayout(layout);
    if (scratchDist) fs.rmSync(scratchDist, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
const server = await startNginx(layout).catch((e) => {
  removeLayout(layout);
  throw e;
});
const results: RouteResult[] = [];
let floorMeasured: Awaited<ReturnType<typeof measureFloor>> | undefined;
/** Written after every route, so a long run that is stopped keeps what it measured. */
const writeJson = (done: boolean) => {
  fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  const report = {
    date: new Date().toISOString(),
    complete: done,
    runs,
    preset: 'mobile',
    cpu,
    server: 'nginx (deploy/nginx.conf)',
    goals: config.goals,
    seconds,
    results,
    floor: floorMeasured?.result,
  };
  fs.writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
};
try {
  const slowdown = cpu === 'calibrated' ? 'CPU slowdown calibrated per run' : 'CPU slowdown 4×';
  console.log(`auditing ${routes.length} route(s), ${runs} Lighthouse run(s) each (mobile, ${slowdown}), served by nginx at ${server.url}`);
  await auditRoutes(server.url, routes, {
    runs,
    cpu,
    goals: config.goals,
    passOnFirstRun: layouts && config.layouts.passOnFirstRun,
    onRoute: (r, i, n) => {
      results.push(r);
      writeJson(false);
      const m = r.median;
      const what = m
        ? `perf ${m.performance}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}, CSS ${m.cssBytes} B, JS ${m.jsBytes} B, axe ${r.axe.length}`
        : r.error;
      const machine = m ? `; benchmark ${m.benchmarkIndex}, CPU ${m.cpuMultiplier}×, load ${m.load}` : '';
      console.log(`  [${i + 1}/${n}] ${r.route}: ${what} (${r.seconds} s${machine})`);
    },
  });
  if (floor) floorMeasured = await measureFloor(layout.webRoot, server.url, { runs, cpu, goals: config.goals });
} finally {
  await server.stop();
  removeLayout(layout);
  if (scratchDist) fs.rmSync(scratchDist, { recursive: true, force: true });
}

console.log(`\n${formatTable(results)}\n`);
if (floorMeasured) console.log(`${floorMeasured.report}\n`);
const missed = results.filter((r) => r.misses.length);
for (const r of missed) console.log(`MISSED ${r.route}: ${r.misses.join('; ')}`);
const seconds = Math.round((Date.now() - started) / 1000);
writeJson(true);
console.log(`${results.length} route(s), ${missed.length} missed a goal, ${seconds} s; JSON: ${path.relative(process.cwd(), jsonFile) || jsonFile}`);
process.exit(missed.length ? 1 : 0);
