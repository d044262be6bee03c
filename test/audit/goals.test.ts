// CI's page-speed gate: one route per layout (audit.config.json: gate.routes) served the production way
// (deploy/nginx.conf + PHP-FPM), Lighthouse mobile `gate.runs` times each (the median counts) and axe,
// against the goals in audit.config.json. Each route is its own test, naming every goal it missed.
// With gate.passOnFirstRun, a route that meets the goals on its first run is done; one that misses gets
// the other runs and their median decides. AUDIT_RUNS overrides the number of runs. With gate.cpu
// "calibrated", Lighthouse's CPU slowdown is fitted to the host's benchmark in every run, so a busy CI
// machine measures the same emulated phone as an idle one. The host's floor (a page with one heading and
// one sentence) is measured once beside them against the goals, and printed, never gated: it tells
// whether a slow row is the page's or the machine's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { auditRoutes, formatTable, loadAuditConfig, measureFloor, type RouteResult } from '../../scripts/audit/measure.ts';
import { type Layout, prepareLayout, removeLayout, type Served, startNginx } from '../deploy/servers.ts';

const config = loadAuditConfig();
const runs = Number(process.env.AUDIT_RUNS ?? config.gate.runs);
/** The gate's floor (gate.limits), or the goals themselves once the pages reach them. */
const limits = config.gate.limits ?? config.goals;
const results = new Map<string, RouteResult>();
let layout: Layout | undefined;
let server: Served | undefined;

test.before(async () => {
  const started = Date.now();
  layout = await prepareLayout();
  server = await startNginx(layout);
  const measured = await auditRoutes(server.url, config.gate.routes, { runs, goals: limits, passOnFirstRun: config.gate.passOnFirstRun, cpu: config.gate.cpu });
  for (const r of measured) results.set(r.route, r);
  console.log(formatTable(measured));
  const floor = await measureFloor(layout.webRoot, server.url, { runs: 1, goals: config.goals, cpu: config.gate.cpu });
  console.log(floor.report);
  const total = [...measured, floor.result].reduce((n, r) => n + r.runs.length, 0);
  console.log(`audit gate: ${measured.length} routes, ${total} Lighthouse runs, ${Math.round((Date.now() - started) / 1000)} s`);
});
test.after(async () => {
  await server?.stop();
  removeLayout(layout);
});

for (const route of config.gate.routes) {
  test(`${route} stays within the gate's limits and has no axe violations`, () => {
    const r = results.get(route);
    assert.ok(r, `${route} was not audited`);
    assert.ok(r.misses.length === 0, `${route} missed: ${r.misses.join('; ')}`);
  });
}

test.run();
