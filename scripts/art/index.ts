// ONAS art pipeline.
//   node --import tsx scripts/art/index.ts [--force] [--only <group>[,<group>]] [--list] [--jobs <n>]
// Builds every picture listed in scripts/art/catalog/*. Existing files are kept unless --force.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groups } from './catalog/index.ts';
import { build, isStale, outputsOf } from './lib/build.ts';
import type { Item } from './catalog/types.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const force = flag('--force');
const only = value('--only')
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const jobs = Math.max(1, Number(value('--jobs') ?? 2));

if (only) {
  const unknown = only.filter((o) => !groups.some((g) => g.name === o));
  if (unknown.length) {
    console.error(`unknown group(s): ${unknown.join(', ')}; known: ${groups.map((g) => g.name).join(', ')}`);
    process.exit(2);
  }
}

const selected = groups.filter((g) => !only || only.includes(g.name));

if (flag('--list')) {
  for (const g of selected) for (const it of g.items) console.log(`${g.name}\t${it.kind}\t${outputsOf(it).join(' ')}`);
  process.exit(0);
}

const started = Date.now();
let built = 0;
let skipped = 0;
const queue: { group: string; item: Item }[] = [];
for (const g of selected)
  for (const item of g.items) {
    if (isStale(root, item, force)) queue.push({ group: g.name, item });
    else skipped++;
  }

// Stills run a few at a time; videos one at a time at the end (they are CPU-heavy already).
const stills = queue.filter((q) => q.item.kind !== 'video');
const videos = queue.filter((q) => q.item.kind === 'video');

async function run(q: { group: string; item: Item }) {
  const t0 = Date.now();
  const note = await build(root, q.item);
  built++;
  console.log(`  ${q.group.padEnd(12)} ${q.item.out}  ${Date.now() - t0} ms${note ? `  (${note})` : ''}`);
}

let next = 0;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < stills.length) await run(stills[next++]!);
  }),
);
for (const v of videos) await run(v);

console.log(`art: ${built} built, ${skipped} up to date, ${((Date.now() - started) / 1000).toFixed(1)} s`);
