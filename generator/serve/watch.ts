import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config.ts';

/**
 * Watches the source folders and calls `rebuild` (debounced, never two at once).
 * Returns a stop function that resolves once a rebuild in progress has finished.
 */
export function watchSources(config: ResolvedConfig, rebuild: () => Promise<void>): () => Promise<void> {
  const dirs = [...new Set([config.routesDir, config.islandsDir, config.enhancementsDir, config.assetsDir, config.contentDir, ...config.watch])]
    .map((d) => config.abs(d))
    .filter((d) => fs.existsSync(d));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;
  const trigger = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = rebuild();
      try {
        await running;
      } finally {
        running = undefined;
        if (again && !stopped) {
          again = false;
          trigger();
        }
      }
    }, 25);
  };
  const watchers = dirs.map((dir) =>
    fs.watch(dir, { recursive: true }, (_event, file) => {
      if (file && /(^|[\\/])(\.|node_modules)/.test(String(file))) return;
      if (file && path.basename(String(file)).endsWith('~')) return;
      trigger();
    }),
  );
  return async () => {
    stopped = true;
    clearTimeout(timer);
    for (const w of watchers) w.close();
    await running?.catch(() => {});
  };
}
