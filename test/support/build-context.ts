// A build context for calling one pipeline stage on its own: the settings of site.config.json in
// `root` (if any) with `overrides`, and a new session, so nothing is kept from another test.
import { loadConfig, type SiteConfig } from '../../generator/config.ts';
import { createBuildContext, createSession, type BuildContext, type BuildOptions } from '../../generator/pipeline/context.ts';

export async function buildContextFor(root: string, overrides: Partial<SiteConfig> = {}, options: BuildOptions = {}): Promise<BuildContext> {
  return createBuildContext(createSession(await loadConfig(root, overrides)), options);
}
