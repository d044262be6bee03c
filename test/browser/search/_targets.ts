// The two ways the search is served: a finished build (its index is files in the output folder) and
// `site serve` building the site itself (its index lives in memory and is never written out).
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'fs-extra';
import { prebuiltSite, ROOT, serveSite, type ServedSite } from '../../support/browser.ts';

export type Target = 'build' | 'serve';

/** `site serve` on a scratch output folder: building the site itself (`selfBuilt`), or serving a finished build. */
async function serveScratch(selfBuilt: boolean): Promise<ServedSite> {
  const { loadConfig } = await import('../../../generator/config.ts');
  const { serve } = await import('../../../generator/serve/index.ts');
  const outDir = path.join(ROOT, 'test', 'output', `dist-search-${crypto.randomBytes(4).toString('hex')}`);
  const config = await loadConfig(ROOT, { outDir });
  if (!selfBuilt) {
    const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');
    const session = createSession(config);
    await build(session, { fresh: true });
    await disposeSession(session);
  }
  const server = await serve(config, { port: 0, php: false, watch: false, build: selfBuilt, open: false, quiet: true });
  return {
    url: server.url.replace(/\/$/, ''),
    root: ROOT,
    rebuilds: [],
    outDir: server.outDir,
    close: async () => {
      await server.close();
      for (const dir of [outDir, config.bundleDir, server.outDir, server.bundleDir]) await fs.remove(dir);
    },
  };
}

/** The run's one build when there is one (test/run.mjs), else a build made here. */
const builtSite = (): Promise<ServedSite> => (prebuiltSite() ? serveSite() : serveScratch(false));

export const startTarget = (target: Target) => (target === 'build' ? builtSite() : serveScratch(true));
