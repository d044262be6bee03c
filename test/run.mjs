// Runs every test the project has, the way CI does, and ends with one line: "N passed, N failed".
//   node test/run.mjs              every group below, in order
//   node test/run.mjs unit browser only those groups
//   node test/run.mjs --quick      the inner loop: typecheck, lint, unit and one fixture build (npm run test:quick)
// Groups, by what they check (README.md, "Tests"):
//   typecheck, lint   tsc; Biome, knip and PHP_CodeSniffer (PSR-12 over api/)
//   unit              pure code (uvu, happy-dom)
//   build             fixture sites through the generator, and the real site's build, checked on their output
//   api               the PHP API on SQLite; api-mariadb and api-postgres: the same files on a database server
//   deploy            the build under real nginx + PHP-FPM and Apache + mod_php
//   browser           behaviour in Chromium, and the one axe sweep
//   engines           every layout route, layout parity, the forms and widgets in Chromium, Firefox and WebKit
//                     (docs/engines.md)
//   audit             html-validate and the deterministic page budgets (bytes, requests, LCP candidate, CLS)
// Nothing here asserts a duration: timings, Lighthouse and throughput are `npm run bench` and `npm run audit`.
//
// Shared services, started once and handed to the test files by environment variable:
//   SITE_TEST_DIST        one build of the real site (build, deploy, browser, audit)
//   SITE_TEST_BROWSER_WS  one Chromium (build, deploy, browser, audit); each test opens its own context
//   ONAS_TEST_DB_SERVER   one MariaDB or PostgreSQL server per database group; each file makes its own databases
// A test file run by hand (node --import tsx test/<file>) starts whatever it needs itself.
//
// Two lanes run side by side. The API groups mostly wait (on PHP, a database, the SMTP sink), so they
// run as a second run.mjs process of their own, started first; its report is printed, and its counts
// added, when the main lane is done. In the main lane, the site's build runs beside typecheck, lint and
// unit, which do not need it. TEST_LANES=1 runs everything in one lane, group after group.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globby } from 'globby';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GROUPS = ['typecheck', 'lint', 'unit', 'build', 'api', 'api-mariadb', 'api-postgres', 'deploy', 'browser', 'engines', 'audit'];
/** The API group on a database server: the folder it reads and the ONAS_TEST_DB it sets. */
const DB_GROUPS = { 'api-mariadb': 'mariadb', 'api-postgres': 'postgres' };
/** API files that never reach the database (e-mail rule, the guide PDF, the dev proxy, the data-dir check): SQLite only. */
const SQLITE_ONLY = [
  'test/api/email.test.ts',
  'test/api/guide.test.ts',
  'test/api/dev-proxy.test.ts',
  'test/api/data-dir.test.ts',
  'test/api/log-flood.test.ts',
];
/** API files about PostgreSQL alone (through PgBouncer): the api-postgres group only. */
const POSTGRES_ONLY = ['test/api/pgbouncer.test.ts'];
/** API files that crash a database server of their own, or cut the connection to one: the database groups only. */
const SERVER_ONLY = ['test/api/db-faults.test.ts', 'test/api/commit-unanswered.test.ts'];
/** `--quick`: these groups, plus this one fixture build. */
const QUICK = { groups: ['typecheck', 'lint', 'unit'], files: ['test/build/generator/build-fixture.test.ts'] };
/** Groups that read the run's build of the real site and use its Chromium. */
const SITE_GROUPS = ['build', 'deploy', 'browser', 'engines', 'audit'];

const quick = process.argv.includes('--quick');
const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = named.filter((a) => !GROUPS.includes(a));
if (unknown.length) {
  console.error(`unknown group: ${unknown.join(', ')} (groups: ${GROUPS.join(', ')})`);
  process.exit(2);
}
/**
 * Groups a bare `npm test` leaves out until they are proven steady; named, they run. (`engines` was one until
 * its WebKit hang was found: Xvfb's reset refused a starting MiniBrowser the display; docs/engines.md.)
 */
const NOT_BY_DEFAULT = [];
const groups = quick ? [...QUICK.groups, 'build'] : named.length ? named : GROUPS.filter((g) => !NOT_BY_DEFAULT.includes(g));
/** Groups that can run in the second lane: their files only wait, and they use neither the site's build nor its Chromium. */
const API_GROUPS = ['api', 'api-mariadb', 'api-postgres'];
const oneLane = process.env.TEST_LANES === '1' || quick;
const apiLane = oneLane ? [] : groups.filter((g) => API_GROUPS.includes(g));
const mainLane = apiLane.length && apiLane.length < groups.length ? groups.filter((g) => !apiLane.includes(g)) : groups;

let passed = 0;
let failed = 0;
const failures = [];
const started = Date.now();

/** Test files of one group run this many at a time (TEST_JOBS=1: one by one). The default suits the 2-core CI machines. */
const JOBS = Math.max(1, Number(process.env.TEST_JOBS ?? 2));
/**
 * The API groups' files mostly wait (on PHP, the database, the SMTP sink, a rate-limit window): on a
 * loaded 2-core machine the api group used 32 s of CPU in 84 s at 2 files at a time, and took 37 s at
 * 6 with the same CPU (api-mariadb: 117 s → 44 s). Each file has its own ports, data folders and
 * databases, so they can run side by side. TEST_API_JOBS sets it; TEST_JOBS=1 still means one by one.
 */
const API_JOBS = JOBS === 1 ? 1 : Math.max(1, Number(process.env.TEST_API_JOBS ?? 6));
/** A test file that runs longer than this is stopped (with its browsers and servers) and fails. */
const FILE_TIMEOUT_MS = Number(process.env.TEST_FILE_TIMEOUT_MS ?? 8 * 60_000);

function run(cmd, args, label, env = {}, timeoutMs = FILE_TIMEOUT_MS, niceness = 0) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    // Its own process group, so a timeout also stops the Chromium and php processes it started.
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0', ...env }, detached: true });
    if (niceness && child.pid) {
      try {
        os.setPriority(child.pid, niceness);
      } catch {
        // not allowed here: it runs at the same priority
      }
    }
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => (out += `\n${e.message}\n`)); // e.g. ENOENT: the command is not installed
    const timer = setTimeout(() => {
      out += `\n[run.mjs] ${label} did not finish within ${timeoutMs / 1000} s and was stopped\n`;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, out, ms: Date.now() - t0, label });
    });
  });
}

function record({ code, out, ms, label }, counts) {
  const ok = code === 0 && counts.failed === 0;
  passed += counts.passed;
  failed += counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}  (${counts.passed} passed, ${counts.failed} failed, ${(ms / 1000).toFixed(1)} s)`);
  if (ok) {
    // Measurements a passing file reports (the API load test's requests/s, html-validate's page count,
    // the page budgets' table) are worth keeping in CI's log; they are printed, never asserted.
    for (const line of out.split('\n')) if (/^(load \[|faults \[|html-validate:|budgets:|\|)/.test(line)) console.log(`     ${line}`);
  } else {
    failures.push(label);
    console.log(
      out
        .split('\n')
        .map((l) => `     ${l}`)
        .join('\n'),
    );
  }
}

/** uvu prints "Total: N  Passed: N  Skipped: N" at the end of each process. */
function uvuCounts(out) {
  const m = /Total:\s+(\d+)\s+Passed:\s+(\d+)\s+Skipped:\s+(\d+)/.exec(out);
  if (!m) return { passed: 0, failed: 0 };
  const [total, pass, skipped] = m.slice(1).map(Number);
  if (skipped > 0) console.log(`     (${skipped} skipped tests count as failures)`);
  return { passed: pass, failed: total - pass };
}

const cleanups = [];
/** Stops the run's shared services however the run ends. */
async function cleanUp() {
  for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => {});
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().then(() => process.exit(130)));

// The second lane: the API groups in a run.mjs of their own, reported when this lane is done.
// It runs at a lower CPU priority (nice 10, inherited by its PHP and database servers): it waits more than
// it computes, and given the same share, it slowed the site's build beside it, which every later group
// waits for, 3-fold (58 → 172 s).
const secondLane =
  mainLane === groups
    ? undefined
    : run(
        process.execPath,
        [fileURLToPath(import.meta.url), ...apiLane],
        `node test/run.mjs ${apiLane.join(' ')}`,
        { TEST_LANES: '1' },
        3 * FILE_TIMEOUT_MS,
        10,
      );

// The run's one build of the real site (test/support/browser.ts reads SITE_TEST_DIST), started now and
// awaited by the first group that reads it.
let siteBuilt = Promise.resolve();
if (mainLane.some((g) => SITE_GROUPS.includes(g)) && !quick && !process.env.SITE_TEST_DIST) {
  const siteDist = path.join(ROOT, 'test', 'output', `site-${process.pid}`);
  // --no-typecheck: the typecheck group checks the whole project (tests too) already.
  // With empty caches it encodes every image variant (76 s alone, 59 of them images) beside the typecheck,
  // the unit tests and the second lane: one CI run stopped it at a test file's 480 s. It gets the second
  // lane's bound, and traces its stages, which the log shows if it fails.
  const building = run(
    process.execPath,
    [path.join(ROOT, 'bin/site.js'), 'build', '--quiet', '--no-typecheck', '--out', siteDist],
    'build the site once',
    { SITE_TRACE_STAGES: '1' },
    3 * FILE_TIMEOUT_MS,
  );
  siteBuilt = building.then((r) => record(r, { passed: r.code === 0 ? 1 : 0, failed: r.code === 0 ? 0 : 1 }));
  process.env.SITE_TEST_DIST = siteDist;
  cleanups.push(async () => fs.rmSync(siteDist, { recursive: true, force: true }));
}

// The run's one Chromium: each test file connects to it and opens contexts of its own.
if (mainLane.some((g) => SITE_GROUPS.includes(g)) && !quick && !process.env.SITE_TEST_BROWSER_WS) {
  const { CHROMIUM_LAUNCH } = await tsImport('./support/browser.ts', import.meta.url);
  const server = await chromium.launchServer(CHROMIUM_LAUNCH);
  process.env.SITE_TEST_BROWSER_WS = server.wsEndpoint();
  cleanups.push(() => server.close());
}

/**
 * build, deploy, browser and audit share one pool of JOBS workers: they all come after the site's build,
 * and in one pool a group's longest file (csp, the axe sweep) no longer holds back the next group while
 * a worker idles. Each group still prints as a block, in order.
 */
const POOLED = ['build', 'deploy', 'browser', 'engines', 'audit'];

/** A group's test files, and the environment they run with (the database groups start their server here). */
async function filesOf(group) {
  const db = DB_GROUPS[group];
  const env = { ONAS_TEST_DB: db ?? 'sqlite' };
  if (db) {
    // One server for the whole group; each file creates databases of its own on it (test/api/db-server.ts).
    const { startServer } = await tsImport('./api/db-server.ts', import.meta.url);
    env.ONAS_TEST_DB_SERVER = JSON.stringify(startServer(db));
  }
  // The engines group's files live beside the Chromium tests, in test/browser/engines/, and only run in it.
  const folder = db ? 'api' : group === 'engines' ? 'browser/engines' : group;
  let files = (await globby(`test/${folder}/**/*.test.ts`, { cwd: ROOT })).sort();
  if (group === 'browser') files = files.filter((f) => !f.startsWith('test/browser/engines/'));
  if (db) files = files.filter((f) => !SQLITE_ONLY.includes(f));
  if (db !== 'postgres') files = files.filter((f) => !POSTGRES_ONLY.includes(f));
  if (!db) files = files.filter((f) => !SERVER_ONLY.includes(f));
  if (quick && group === 'build') files = QUICK.files;
  return files.map((file) => ({ group, file, env, label: db ? `${file} [${db}]` : file }));
}

/**
 * Runs the files of one or more groups `jobs` at a time (each with its own ports, data directories,
 * databases and browser contexts). Results print in file order, each group under its heading, with the
 * time from the pool's start to the group's last file.
 */
async function runFiles(names, jobs) {
  const started = Date.now();
  const entries = [];
  for (const group of names) entries.push(...(await filesOf(group)));
  const results = new Map();
  let next = 0;
  let printed = 0;
  const heading = (group) => console.log(`\n# ${group}`);
  const footer = (group) => console.log(`  (${group}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const flush = () => {
    while (printed < entries.length && results.has(printed)) {
      const { group } = entries[printed];
      if (printed === 0 || entries[printed - 1].group !== group) heading(group);
      const r = results.get(printed++);
      record(r, r.counts);
      if (printed === entries.length || entries[printed].group !== group) footer(group);
    }
  };
  for (const group of names) if (!entries.some((e) => e.group === group)) console.log(`\n# ${group}\n  (no test files)`);
  await Promise.all(
    Array.from({ length: Math.min(jobs, entries.length) }, async () => {
      while (next < entries.length) {
        const i = next++;
        const { file, env, label } = entries[i];
        const r = await run(process.execPath, ['--import', 'tsx', file], label, env);
        results.set(i, { ...r, counts: uvuCounts(r.out) });
        flush();
      }
    }),
  );
}

for (let i = 0; i < mainLane.length; i++) {
  const group = mainLane[i];
  if (SITE_GROUPS.includes(group)) await siteBuilt;
  if (group === 'typecheck') {
    console.log(`\n# ${group}`);
    const r = await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], 'tsc --noEmit');
    record(r, { passed: r.code === 0 ? 1 : 0, failed: r.code === 0 ? 0 : 1 });
    continue;
  }
  if (group === 'lint') {
    console.log(`\n# ${group}`);
    // Biome (format and lint) and knip (dead files, exports, dependencies) over the TypeScript; PSR-12 over api/.
    for (const [label, cmd, args] of [
      ['biome check', path.join(ROOT, 'node_modules/.bin/biome'), ['check']],
      ['knip', path.join(ROOT, 'node_modules/.bin/knip'), []],
      ['phpcs (PSR-12)', 'phpcs', []],
    ]) {
      const r = await run(cmd, args, label);
      if (r.code !== 0 && /ENOENT/.test(r.out)) r.out += `\n${label} is not installed: npm install (biome, knip) or apt-get install php-codesniffer`;
      record(r, { passed: r.code === 0 ? 1 : 0, failed: r.code === 0 ? 0 : 1 });
    }
    continue;
  }
  // This group and the pooled groups right after it, in one pool.
  const pool = [group];
  while (POOLED.includes(group) && POOLED.includes(mainLane[i + 1])) pool.push(mainLane[++i]);
  await runFiles(pool, API_GROUPS.includes(group) ? API_JOBS : JOBS);
}

if (secondLane) {
  // Its own report, as it printed it, without its closing lines (the counts are added to this run's).
  const r = await secondLane;
  const lines = r.out.trimEnd().split('\n');
  const counts = /^(\d+) passed, (\d+) failed$/.exec(lines.at(-1) ?? '');
  if (counts) lines.splice(-2); // "(N s in all)" and the counts
  const failedFiles = /^Failed: (.*)$/.exec(lines.at(-1) ?? '');
  if (failedFiles) lines.pop();
  while (lines.at(-1) === '') lines.pop();
  console.log(`\n# second lane, beside the groups above: node test/run.mjs ${apiLane.join(' ')}  (${(r.ms / 1000).toFixed(0)} s)`);
  console.log(lines.join('\n'));
  passed += counts ? Number(counts[1]) : 0;
  failed += counts ? Number(counts[2]) : 1;
  if (failedFiles) failures.push(...failedFiles[1].split(', '));
  if (!counts || r.code !== 0) failures.push(`the second lane (exit code ${r.code})`);
}

await cleanUp();
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '');
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
