// A one-off full build of a loaded config, as `site build` makes it: a session of its own, disposed after
// (which stops Pagefind's process). The pipeline is imported when first asked for, so a test file sets
// NODE_ENV before it loads.
import type { ResolvedConfig } from '../../generator/config.ts';
import type { BuildOptions } from '../../generator/pipeline/context.ts';
import type { BuildResult } from '../../generator/pipeline/index.ts';

export async function buildOnce(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const { build, createSession, disposeSession } = await import('../../generator/pipeline/index.ts');
  const session = createSession(config);
  try {
    return await build(session, options);
  } finally {
    await disposeSession(session);
  }
}
