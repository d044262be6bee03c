// An error a page threw in the browser during `site serve`, mapped to the source: the page's scripts are
// esbuild's minified bundles, and their maps (written beside them in the bundle folder, never published)
// lead each frame back to the file and line to fix. Printed in the terminal and shown over the page.
import path from 'node:path';
import type { ResolvedConfig } from '../config.ts';
import { mapsBesideFiles, mapStack } from '../pipeline/lib/source-position.ts';
import type { ClientErrorReport } from './middlewares/live-reload.ts';

/** The report as lines: the message, the page, then each frame of the stack at its source position where one is known. */
export function describeClientError(config: ResolvedConfig, report: ClientErrorReport): string {
  const scripts = path.join(config.bundleDir, 'client');
  // http://127.0.0.1:4400/assets/js/c-X.js:1:2345 → the bundle's own copy of the script, beside its map.
  const local = report.stack.replace(/https?:\/\/[^/\s)]+\/assets\/js\/([^/\s?):]+\.js)/g, (_m, name: string) => path.join(scripts, name));
  const frames = mapStack(local, config.root, mapsBesideFiles());
  if (process.env.DEBUG_CE) console.log('LOCAL', JSON.stringify(local.split('\n').slice(0, 2)), config.root, frames);
  return [`${report.message} (on ${report.page})`, ...frames.map((f) => `  at ${f}`)].join('\n');
}
