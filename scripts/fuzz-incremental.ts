// Long runs of the differential test of incremental builds (test/support/differential/harness.ts):
//   npm run fuzz:incremental -- [--site fixture|real] [--seeds N] [--from S] [--steps M] [--seed S] [--keep] [--keep-going]
// Runs seeds S, S+1, … (N of them, M steps each) and stops at the first divergence, printing the seed,
// the step, the edit, what differs and the one command that replays it. --seed runs that seed alone;
// --keep-going goes on with the next seed after a divergence and exits 1 at the end.
import path from 'node:path';
import { formatFailure, runSequence } from '../test/support/differential/harness.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const profile = arg('site', 'fixture');
if (profile !== 'fixture' && profile !== 'real') throw new Error('--site is fixture or real');
const one = process.argv.includes('--seed');
const from = Number(one ? arg('seed', '1') : arg('from', '1'));
const seeds = one ? 1 : Number(arg('seeds', '10'));
const steps = Number(arg('steps', '25'));
const work = path.resolve(import.meta.dirname, '..', 'test', 'output', `fuzz-incremental-${process.pid}`);

const started = Date.now();
let total = 0;
let failedBuilds = 0;
let divergences = 0;
for (let seed = from; seed < from + seeds; seed++) {
  const failure = await runSequence({
    profile,
    seed,
    steps,
    work,
    keep: process.argv.includes('--keep'),
    onStep: (step, edit, outcome) => {
      if (step > 0) total++;
      if (outcome === 'both failed') failedBuilds++;
      console.log(`seed ${seed} step ${step}: ${edit}${outcome === 'both failed' ? ' (clean and incremental failed alike)' : ''}`);
    },
  });
  if (failure) {
    console.error(`\n${formatFailure(failure)}\n`);
    divergences++;
    if (!process.argv.includes('--keep-going')) process.exit(1);
  }
}
const took = Math.round((Date.now() - started) / 1000);
if (divergences) {
  console.error(`${total} steps in ${seeds} sequences: ${divergences} diverged from a clean build (${took} s).`);
  process.exit(1);
}
console.log(
  `\n${total} steps in ${seeds} sequences (${failedBuilds} where every build failed alike): incremental output equals a clean build at every step (${took} s).`,
);
