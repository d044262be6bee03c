// Deterministic first-visit figures per page of one or more built sites (ours or the Astro peer's
// dist/): what a first paint waits for, in bytes and requests. Lighthouse's simulated LCP is mostly
// a function of these (request round trips on its throttled network, bytes through TCP slow start).
//   npm run critical-bytes -- dist [other-dist ...] [--routes / /resources/contact-us/]
// Per page: HTML gzipped, HTML gzipped up to the priority image, render-blocking requests and their
// gzipped bytes, inline CSS gzipped, and the priority image's bytes as chosen at phone widths.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderBlocking, priorityPicture, pickForViewport, type Viewport } from '../test/support/critical-path.ts';

/** Lighthouse 12's mobile emulation (Moto G Power: 412 px at DPR 1.75), and two denser phones. */
const VIEWPORTS: Viewport[] = [
  { width: 412, dpr: 1.75, label: 'LH 412@1.75' },
  { width: 375, dpr: 2.6, label: '375@2.6' },
  { width: 412, dpr: 2.6, label: '412@2.6' },
];

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

function pages(dist: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && !['assets', '_astro'].includes(e.name)) walk(path.join(dir, e.name), `${rel}${e.name}/`);
      else if (e.name === 'index.html') out.push(rel);
    }
  };
  walk(dist, '/');
  return out.sort();
}

function fileBytes(dist: string, url: string): number | undefined {
  const file = path.join(dist, decodeURIComponent(url.split(/[?#]/)[0]));
  return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.statSync(file).size : undefined;
}

function row(dist: string, route: string): string[] {
  const html = fs.readFileSync(path.join(dist, route, 'index.html'), 'utf8');
  const head = html.slice(0, html.search(/<\/head>/i) + 1 || html.length);
  const blocking = renderBlocking(head);
  const blockingGz = blocking.reduce((s, href) => {
    const file = path.join(dist, href.split(/[?#]/)[0]);
    return s + (fs.existsSync(file) ? gz(fs.readFileSync(file)) : 0);
  }, 0);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('');
  const lcp = priorityPicture(html);
  const before = lcp ? gz(html.slice(0, lcp.at)) : undefined;
  const imageBytes = VIEWPORTS.map((v) => {
    const url = lcp && pickForViewport(lcp, v);
    const bytes = url ? fileBytes(dist, url) : undefined;
    return bytes === undefined ? '-' : String(bytes);
  });
  return [
    route,
    String(gz(html)),
    before === undefined ? '-' : String(before),
    String(blocking.length),
    String(blockingGz),
    String(inlineCss ? gz(inlineCss) : 0),
    ...imageBytes,
  ];
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--routes');
  const dists = (at >= 0 ? args.slice(0, at) : args).filter((a) => !a.startsWith('--'));
  const only = at >= 0 ? args.slice(at + 1) : undefined;
  if (!dists.length) {
    console.error('usage: npm run critical-bytes -- <dist> [<dist> ...] [--routes /a/ /b/]');
    process.exit(2);
  }
  const header = ['page', 'HTML gz', 'HTML gz before LCP img', 'blocking reqs', 'blocking gz', 'inline CSS gz', ...VIEWPORTS.map((v) => `LCP img ${v.label}`)];
  for (const dist of dists) {
    const routes = (only ?? pages(dist)).filter((r) => fs.existsSync(path.join(dist, r, 'index.html')));
    console.log(`\n## ${dist} (bytes)\n`);
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    for (const r of routes) console.log(`| ${row(dist, r).join(' | ')} |`);
  }
}

main();
