// The differential test's clean builds (harness.ts), in a process of their own that stays up between them:
// each request is a new session with a new, empty cache folder and a new output folder, exactly what
// `site build --force` does, without paying for a new Node process and its module loading each time.
// It shares no memory with the serve session under test, and a fresh process makes every warm build.
// Request (IPC): { id, root, drafts, out, overrides, pictures }; answer: { id, error?: string } (error: the
// message `site build` prints). `pictures`: a folder whose images/ and share/ start the cache (harness.ts says when).
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';

const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');
const { isBuildError } = await import('../../../generator/errors.ts');

interface Request {
  id: number;
  root: string;
  drafts: boolean;
  out: string;
  overrides?: Record<string, unknown>;
  pictures?: string;
}

process.on('message', async (req: Request) => {
  // Beside the output folder, inside the project: the server bundle in it imports React from node_modules.
  const cacheDir = fs.mkdtempSync(`${req.out}-cache-`);
  try {
    if (req.pictures)
      for (const d of ['images', 'share'])
        if (await fs.pathExists(path.join(req.pictures, d))) await fs.copy(path.join(req.pictures, d), path.join(cacheDir, d));
    const config = await loadConfig(req.root, { ...req.overrides, cacheDir, outDir: req.out });
    const session = createSession(config);
    try {
      await build(session, { fresh: true, mode: 'production', drafts: req.drafts });
    } finally {
      await disposeSession(session);
    }
    process.send!({ id: req.id });
  } catch (e) {
    process.send!({ id: req.id, error: isBuildError(e) ? e.format() : `✖ Unexpected error: ${(e as Error)?.stack ?? e}` });
  } finally {
    await fs.remove(cacheDir);
  }
});
process.send!({ ready: true });
