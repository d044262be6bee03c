// npm run audit:compare: Lighthouse LCP of our site, the Astro peer and the host's floor in one run,
// the way issue 28 measures them: one nginx setup for both (the shipped deploy/nginx.conf, gzip_static,
// precompressed copies; the peer without our security headers, which would block its inline
// scripts), the empty floor page beside ours, and the pages measured in turn, round after round
// (never all of one site, then the other). Prints medians and each page's distance to the floor.
//   npm run audit:compare -- --peer /tmp/peer-astro/dist [--dist dist] [--runs 3] [--cpu calibrated]
//   npm run audit:compare -- --peer <dir> --routes /,/resources/contact-us/ --peer-routes /,/services/cloud-strategy/
//   npm run audit:compare -- --peer <dir> --https   over HTTPS and HTTP/2, as deploy/nginx.conf ships it
//   npm run audit:compare -- --peer <dir> --dry     serve both, check every page answers (no Lighthouse)
// By default the servers speak plain HTTP/1.1 on loopback, as the baseline was measured; there
// Lighthouse's simulation opens a new connection (two round trips) for each parallel request, such as
// the hero image beside the HTML. --https measures the shipped protocol: one TLS connection, HTTP/2,
// a self-signed certificate that the audit's Chromium does not verify.
// Without --dist the site is built into a scratch folder. Lighthouse's timings need a quiet machine.
// LH_DUMP_DIR=<dir> keeps each run's whole Lighthouse result there (JSON), for its LCP breakdown and
// the requests its simulation counted (test/support/lighthouse-audit.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precompressFiles } from '../generator/pipeline/stages/precompress.ts';
import type { OutputFile } from '../generator/pipeline/stages/write.ts';
import { prepareLayout, removeLayout, startNginx, type Layout, type Served } from '../test/deploy/servers.ts';
import { ROOT } from '../test/support/browser.ts';
import { FLOOR_ROUTE, isCpuThrottling, lighthouseRun, medianOf, writeFloorPage, type RunMetrics } from '../test/support/lighthouse-audit.ts';

const OURS = [
  '/',
  '/how-we-help/erp/sap/',
  '/who-we-help/industries/',
  '/resources/contact-us/',
  '/privacy-policy/',
  '/resources/blogs/planning-an-s4hana-migration/',
];
const PEER = ['/', '/services/cloud-strategy/', '/company/customer-sourcing/'];

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The peer's dist in a scratch folder with .gz/.br copies (as our build writes them) and no security headers. */
async function peerCopy(peer: string, into: string): Promise<string> {
  fs.cpSync(peer, into, { recursive: true });
  const files = new Map<string, OutputFile>();
  for (const rel of fs.readdirSync(into, { recursive: true, encoding: 'utf8' })) {
    if (fs.statSync(path.join(into, rel)).isFile()) files.set(rel, { copyFrom: path.join(into, rel) });
  }
  const before = new Set(files.keys());
  await precompressFiles(files, path.join(os.tmpdir(), 'audit-compare-cache'));
  for (const [rel, file] of files) {
    if (before.has(rel)) continue;
    if ('copyFrom' in file) fs.copyFileSync(file.copyFrom, path.join(into, rel));
    else fs.writeFileSync(path.join(into, rel), file.content);
  }
  // deploy/nginx.conf includes this file from the web root; the peer sends no policy.
  fs.writeFileSync(path.join(into, '.nginx-headers.conf'), 'set $onas_html_policy "";\nset $onas_svg_policy "";\n');
  // startNginx waits for /robots.txt to answer.
  if (!fs.existsSync(path.join(into, 'robots.txt'))) fs.writeFileSync(path.join(into, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return into;
}

async function main() {
  const peerDist = arg('--peer');
  if (!peerDist || !fs.existsSync(path.join(peerDist, 'index.html'))) {
    console.error('usage: npm run audit:compare -- --peer <astro dist> [--dist <our dist>] [--runs 3] [--cpu lighthouse|calibrated] [--https]');
    process.exit(2);
  }
  const runs = Number(arg('--runs') ?? 3);
  const cpu = arg('--cpu') ?? 'lighthouse';
  if (!isCpuThrottling(cpu)) throw new Error('--cpu must be "lighthouse" or "calibrated"');
  const ours = arg('--routes')?.split(',') ?? OURS;
  const peers = arg('--peer-routes')?.split(',') ?? PEER;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-compare-'));
  let dist = arg('--dist');
  if (!dist) {
    dist = path.join(scratch, 'dist');
    execFileSync(process.execPath, ['bin/site.js', 'build', '--quiet', '--out', dist], { cwd: ROOT, stdio: 'inherit' });
  }
  const layouts: Layout[] = [];
  const servers: Served[] = [];
  try {
    const ourLayout = await prepareLayout({}, { dist: path.resolve(dist) });
    layouts.push(ourLayout);
    writeFloorPage(ourLayout.webRoot);
    const peerLayout = await prepareLayout({}, { dist: await peerCopy(path.resolve(peerDist), path.join(scratch, 'peer')) });
    layouts.push(peerLayout);
    const tls = process.argv.includes('--https') && !process.argv.includes('--dry'); // --dry checks over HTTP
    const [us, them] = [await startNginx(ourLayout, { tls }), await startNginx(peerLayout, { tls })];
    servers.push(us, them);
    const pages = [
      ...ours.map((r) => ({ label: `ours ${r}`, url: us.url + r })),
      ...peers.map((r) => ({ label: `Astro ${r}`, url: them.url + r })),
      { label: 'empty page (the floor)', url: us.url + FLOOR_ROUTE },
    ];
    // Interleaved: ours, peer, ours, peer ... then the floor, every round.
    const order = [];
    for (let i = 0; i < Math.max(ours.length, peers.length); i++) {
      if (i < ours.length) order.push(pages[i]);
      if (i < peers.length) order.push(pages[ours.length + i]);
    }
    order.push(pages[pages.length - 1]);
    if (process.argv.includes('--dry')) {
      for (const p of order) {
        const res = await fetch(p.url, { headers: { 'accept-encoding': 'gzip, br' } });
        const csp = res.headers.has('content-security-policy') ? 'CSP' : 'no CSP';
        console.log(`${res.status} ${res.headers.get('content-encoding') ?? 'identity'} ${csp} ${p.label}`);
      }
      return;
    }
    const measured = new Map<string, RunMetrics[]>();
    for (let round = 1; round <= runs; round++) {
      for (const p of order) {
        // Lighthouse aborts a run now and then (NO_NAVSTART: the trace lost the navigation): measure again.
        const m = await lighthouseRun(p.url, cpu).catch((e: Error) => {
          console.log(`  round ${round}/${runs} ${p.label}: ${e.message.split('\n')[0]}; again`);
          return lighthouseRun(p.url, cpu);
        });
        measured.set(p.label, [...(measured.get(p.label) ?? []), m]);
        console.log(`  round ${round}/${runs} ${p.label}: LCP ${m.lcpMs} ms, perf ${m.performance}, CLS ${m.cls} (benchmark ${m.benchmarkIndex})`);
      }
    }
    const floor = medianOf(measured.get(pages[pages.length - 1].label)!).lcpMs;
    console.log(`\n# Lighthouse mobile, median of ${runs}, CPU ${cpu}\n`);
    console.log('| page | LCP ms | − floor | perf | TBT ms | CLS |');
    console.log('|---|---|---|---|---|---|');
    for (const p of pages) {
      const m = medianOf(measured.get(p.label)!);
      console.log(`| ${p.label} | ${m.lcpMs} | ${m.lcpMs - floor} | ${m.performance} | ${m.tbtMs} | ${m.cls} |`);
    }
  } finally {
    for (const s of servers) await s.stop();
    for (const l of layouts) removeLayout(l);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
