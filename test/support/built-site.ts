// The real site's build, for checks that read its output: the run's one build (SITE_TEST_DIST, made by
// test/run.mjs), or, for a file run by hand, a build made here into a scratch folder removed at exit.
process.env.NODE_ENV = 'production'; // before React is imported (the generator loads it dynamically below)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let built: Promise<string> | undefined;

export function builtSite(): Promise<string> {
  if (process.env.SITE_TEST_DIST) return Promise.resolve(process.env.SITE_TEST_DIST);
  built ??= (async () => {
    const { loadConfig } = await import('../../generator/config.ts');
    const { build, createSession } = await import('../../generator/pipeline/index.ts');
    const outDir = path.join(ROOT, 'test', 'output', `site-${crypto.randomBytes(4).toString('hex')}`);
    process.once('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));
    await build(createSession(await loadConfig(ROOT, { outDir })), { fresh: true });
    return outDir;
  })();
  return built;
}
