// The audit's arithmetic (test/support/lighthouse-audit.ts): per-metric medians, the goals a route misses, the
// routes of a built site, the table; and audit.config.json itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  calibratedMultiplier,
  FLOOR_ROUTE,
  formatTable,
  loadAuditConfig,
  medianOf,
  missedGoals,
  type RunMetrics,
  siteRoutes,
  writeFloorPage,
} from '../support/lighthouse-audit.ts';

const run = (over: Partial<RunMetrics>): RunMetrics => ({
  performance: 100,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  fcpMs: 800,
  speedIndexMs: 900,
  cssBytes: 1000,
  jsBytes: 2000,
  htmlBytes: 5000,
  totalBytes: 9000,
  scripts: ['/a.js'],
  benchmarkIndex: 1000,
  cpuMultiplier: 4,
  load: 1,
  ...over,
});
const goals = { performance: 100, lcpMs: 1200, tbtMs: 30, cls: 0.01, axe: 0 };

test('the median is taken per metric, so one bad run decides nothing', () => {
  const m = medianOf([
    run({ lcpMs: 1100, tbtMs: 900, performance: 80 }),
    run({ lcpMs: 5000, tbtMs: 10 }),
    run({ lcpMs: 1150, tbtMs: 20, jsBytes: 3000, scripts: ['/b.js'] }),
  ]);
  assert.is(m.lcpMs, 1150);
  assert.is(m.tbtMs, 20);
  assert.is(m.performance, 100);
  assert.is(m.jsBytes, 2000);
  assert.equal(m.scripts, ['/a.js']);
  assert.is(medianOf([run({ lcpMs: 1000 }), run({ lcpMs: 1300 })]).lcpMs, 1150, 'two runs: the mean of the middle pair');
});

test('missed goals: each one named with its value and limit; exactly at the limit passes', () => {
  assert.equal(missedGoals(run({ lcpMs: 1200, tbtMs: 30, cls: 0.01 }), [], goals), []);
  assert.equal(missedGoals(run({ performance: 97, lcpMs: 1754, tbtMs: 61, cls: 0.05 }), ['color-contrast: a'], goals), [
    'performance 97 < 100',
    'LCP 1754 ms > 1200 ms',
    'TBT 61 ms > 30 ms',
    'CLS 0.05 > 0.01',
    'axe 1 violation(s) > 0: color-contrast: a',
  ]);
});

test('routes: every sitemap <loc> as a path, then the 404 page', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-routes-'));
  fs.writeFileSync(
    path.join(dir, 'sitemap.xml'),
    '<urlset><url><loc>https://x.example/</loc></url><url><loc> https://x.example/a/b/ </loc></url><url><loc>https://x.example/</loc></url></urlset>',
  );
  assert.equal(siteRoutes(dir), ['/', '/a/b/']);
  fs.writeFileSync(path.join(dir, '404.html'), '');
  assert.equal(siteRoutes(dir), ['/', '/a/b/', '/404.html']);
  fs.rmSync(dir, { recursive: true });
});

test('the table shows each route with its numbers and what it missed', () => {
  const table = formatTable([
    { route: '/', median: run({}), runs: [run({})], axe: [], misses: [], seconds: 1 },
    {
      route: '/slow/',
      median: run({ lcpMs: 1800 }),
      runs: [run({}), run({}), run({})],
      inlineCssBytes: 300,
      axe: [],
      misses: ['LCP 1800 ms > 1200 ms'],
      seconds: 1,
    },
    { route: '/gone/', runs: [], axe: [], misses: ['not measured: HTTP 500'], error: 'HTTP 500', seconds: 1 },
  ]);
  const lines = table.split('\n');
  assert.match(lines[0], 'missed (medians)');
  assert.match(lines[2], /\| \/ +\| +1 \| +100 \| +1000 \|.*\| —/);
  assert.match(lines[3], /\| \/slow\/ +\| +3 \| +100 \| +1800 \|.*1000 \+ 300 inline.*LCP 1800 ms > 1200 ms/);
  assert.match(lines[2], /\| +1000 \| +4 \| —/, 'the benchmark and the CPU slowdown');
  assert.match(lines[4], /not measured: HTTP 500/);
});

test("the calibrated CPU slowdown follows Lighthouse's calibration points, a straight line between them, never above 4×", () => {
  assert.is(calibratedMultiplier(1533), 4, 'the host the 4× default was made for');
  assert.is(calibratedMultiplier(1300), 3);
  assert.is(calibratedMultiplier(800), 2);
  assert.is(calibratedMultiplier(150), 1);
  assert.is(calibratedMultiplier(1050), 2.5);
  assert.is(calibratedMultiplier(475), 1.5);
  assert.is(calibratedMultiplier(1532), 4);
  assert.is(calibratedMultiplier(2580), 4, "a faster host keeps Lighthouse's default");
  assert.is(calibratedMultiplier(100), 1, 'nothing below 1×');
  assert.is(calibratedMultiplier(Number.NaN), 1);
});

test('audit.config.json: the issue goals and one route per layout', () => {
  const c = loadAuditConfig();
  assert.equal(c.goals, goals);
  assert.is(c.layouts.routes.length, 7);
  assert.ok(c.layouts.routes.includes('/404.html'));
  assert.is(c.layouts.runs >= 1, true);
});

test('audit config: a malformed goal or layouts entry is refused naming the key', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-config-'));
  const file = path.join(dir, 'audit.config.json');
  const base = { goals, layouts: { routes: ['/'], runs: 1 } };
  fs.writeFileSync(file, JSON.stringify(base));
  assert.equal(loadAuditConfig(file).layouts.routes, ['/']);
  fs.writeFileSync(file, JSON.stringify({ ...base, goals: { ...goals, tbtMs: 'fast' } }));
  assert.throws(() => loadAuditConfig(file), /goals\.tbtMs must be a number/);
  fs.writeFileSync(file, JSON.stringify({ ...base, layouts: { ...base.layouts, cpu: 'fast' } }));
  assert.throws(() => loadAuditConfig(file), /layouts\.cpu must be "lighthouse" or "calibrated"/);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the floor page is a whole document with nothing to fetch, written where its route is served', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-floor-'));
  writeFloorPage(root);
  const html = fs.readFileSync(path.join(root, FLOOR_ROUTE, 'index.html'), 'utf8');
  assert.match(html, /^<!doctype html>\n<html lang="en">/);
  for (const tag of ['<main>', '<h1>', '<title>', 'name="viewport"']) assert.ok(html.includes(tag), tag);
  // Nothing that would make the floor a page's cost rather than the host's.
  assert.not.match(html, /<(script|style|link|img|svg|picture|video|iframe)\b|\bsrc=|\bstyle=/);
  assert.ok(Buffer.byteLength(html) < 500, `${Buffer.byteLength(html)} bytes`);
  assert.equal(fs.readdirSync(root), [FLOOR_ROUTE.replaceAll('/', '')]);
  fs.rmSync(root, { recursive: true });
});

test.run();
