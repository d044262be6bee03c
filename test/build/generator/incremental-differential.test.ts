// Builds that cannot lie: after every edit of a seeded sequence, what `site serve` answers and what a warm
// `site build` writes equal a clean build of the same tree, byte for byte (test/support/differential/
// harness.ts says what is compared and the few differences by design it removes first). The fixed seeds
// here keep `npm test` short and deterministic (CI adds under a minute); `npm run fuzz:incremental` runs long sessions. A failure
// prints the seed, the step, the edit and the command that replays it.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Edit } from '../../support/differential/edits.ts';
import { formatFailure, runSequence, startCleanBuilder } from '../../support/differential/harness.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const work = path.join(ROOT, 'test', 'output', `incremental-differential-${process.pid}`);

/** An edit that replaces `from` with `to` in one file. */
const replace = (file: string, from: string, to: string): Edit => ({
  label: `${file}: ${from} → ${to}`,
  apply: async (root) => {
    const abs = path.join(root, file);
    const text = await fs.readFile(abs, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} does not hold ${from}`);
    await fs.writeFile(abs, text.replace(from, to));
  },
});

// One clean builder for every sequence here (each of its builds is a new session with an empty cache).
const builder = startCleanBuilder();
test.after(async () => {
  builder.stop();
  await fs.remove(work);
});

/** Applies `edits` in turn under serve; after each, serve and a warm build must equal a clean build. */
async function sameAsCleanThrough(edits: Edit[]): Promise<void> {
  const failure = await runSequence({ profile: 'fixture', seed: 0, steps: 0, work, builder, edits });
  assert.not.ok(failure, failure && formatFailure(failure));
}

// Issue 38's reproduction, on the fixture's copy of its shape: a styled component whose CSS comes from a
// mixin (theme/mixins.ts) that reads a token (theme/tokens.ts). Changed twice under serve, the eyebrow kept
// the first colour: wyw's module cache kept the mixin's exports evaluated with the old tokens, and the cached
// transform was checked only against its direct import (the mixin), so `site build` then shipped it too.
// Then a picture replaced under the same name: serve's decoder kept the old pixels by path and wrote
// variants of them into the shared cache under the new picture's hash, which the next build shipped.
// Then a setting changed: serve did not watch site.config.json.
test('a token read through a mixin changed twice, then back, a picture replaced under its name, a setting changed: serve and the next build hold only what the sources hold', async () => {
  await sameAsCleanThrough([
    replace('site/theme/tokens.ts', "accent: '#6b1a2b'", "accent: '#7a1d31'"),
    replace('site/theme/tokens.ts', "accent: '#7a1d31'", "accent: '#5a1020'"),
    replace('site/theme/tokens.ts', "accent: '#5a1020'", "accent: '#6b1a2b'"),
    {
      label: 'assets/img/block.png replaced by a 300×180 picture',
      apply: async (root) => {
        const sharp = (await import('sharp')).default;
        await sharp({ create: { width: 300, height: 180, channels: 3, background: '#1d4f7a' } })
          .png()
          .toFile(path.join(root, 'assets/img/block.png'));
      },
    },
    // serve did not watch site.config.json: it went on building with the old image widths.
    replace('site.config.json', '"imageWidths": [120, 240]', '"imageWidths": [120, 200]'),
  ]);
});

// Found by the fuzzer (seed 100, step 17): a syntax error in the tokens made serve's transform fail after
// wyw had loaded the broken module into its cache, which no result listed; mended, the styles came from the
// results cache, and the next token change evaluated the broken copy still held by wyw: serve failed.
test('a syntax error in the tokens, mended, then a token change: serve rebuilds from the mended tokens', async () => {
  await sameAsCleanThrough([
    replace('site/theme/tokens.ts', "paper: '#fdfcf9',", "paper: '#fdfcf9',\nexport const broken = ;"),
    replace('site/theme/tokens.ts', "paper: '#fdfcf9',\nexport const broken = ;", "paper: '#fdfcf9',"),
    replace('site/theme/tokens.ts', "accent: '#6b1a2b'", "accent: '#1d4f7a'"),
  ]);
});

// Found by the fuzzer (seed 129, step 25): while builds failed, a post was deleted and site.config.json
// changed; the new session's first build failed too, so it had written nothing, and once the error was
// mended its writes compared with that nothing: the deleted post's page stayed in serve's folder.
test('a post deleted and a setting changed while the build fails: once mended, serve holds no page of it', async () => {
  await sameAsCleanThrough([
    replace('site/components/Shell.tsx', 'export function Shell(', 'export const broken = ;\nexport function Shell('),
    { label: 'content/posts/gamma.md deleted', apply: (root) => fs.remove(path.join(root, 'content/posts/gamma.md')) },
    replace('site.config.json', '"imageWidths": [120, 240]', '"imageWidths": [100, 240]'),
    replace('site/components/Shell.tsx', 'export const broken = ;\nexport function Shell(', 'export function Shell('),
  ]);
});

for (const seed of [1, 2, 3]) {
  test(`seed ${seed}: 3 random edits, each compared with a clean build`, async () => {
    const failure = await runSequence({ profile: 'fixture', seed, steps: 3, work, builder });
    assert.not.ok(failure, failure && formatFailure(failure));
  });
}

test.run();
