import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config.ts';

/** Watches the source folders and calls `rebuild` (debounced, never two at once). Returns a stop function. */
export function watchSources(config: ResolvedConfig, rebuild: () => Promise<void>): () => void {
  const dirs = [...new Set([config.routesDir, config.islandsDir, config.enhancementsDir, config.assetsDir, ...config.watch])]
    .map((d) => config.abs(d))
    .filter((d) => fs.existsSync(d));
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const trigger = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        await rebuild();
      } finally {
        running = false;
        if (again) {
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
  return () => {
    clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}
