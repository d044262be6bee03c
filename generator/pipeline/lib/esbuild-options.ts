import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';
import fs from 'node:fs';
import { generatorDir } from '../../util/generator-dir.ts';

/** Turns esbuild's failure into "file:line:col: message" lines instead of a stack trace. */
export function formatEsbuildError(e: unknown, root: string): string {
  const errors = (e as { errors?: { text: string; location?: { file: string; line: number; column: number; lineText: string } | null }[] }).errors;
  if (!errors?.length) return (e as Error).message;
  return errors
    .map((err) => {
      const loc = err.location;
      if (!loc) return err.text;
      const file = path.relative(root, path.resolve(root, loc.file));
      return `${file}:${loc.line}:${loc.column + 1}: ${err.text}\n      ${loc.lineText.trim()}`;
    })
    .join('\n  ');
}

const RUNTIME = path.join(generatorDir(import.meta.url), 'runtime', 'index.ts');
const RUNTIME_CONTENT = path.resolve(path.dirname(RUNTIME), 'content.ts');

/**
 * Resolution settings shared by the server and client builds: the project's tsconfig (for its
 * path aliases) when it has one, and the `@runtime` module that site code imports Island, Image
 * and asset() from (and `@runtime/content`: collections, Markdown, pagination; Node only).
 */
export function projectResolution(root: string): { tsconfig?: string; alias: Record<string, string> } {
  const tsconfig = path.join(root, 'tsconfig.json');
  return { ...(fs.existsSync(tsconfig) ? { tsconfig } : {}), alias: { '@runtime': RUNTIME, '@runtime/content': RUNTIME_CONTENT } };
}

/**
 * Package CSS (a font package's @font-face file, say) must be bundled even though the server build
 * leaves packages external: resolve bare *.css imports from the project root.
 */
export function packageCssPlugin(root: string): Plugin {
  const require = createRequire(path.join(root, 'package.json'));
  return {
    name: 'package-css',
    setup(build) {
      build.onResolve({ filter: /^[^./].*\.css$/ }, (args) => {
        if (args.path.endsWith('.linaria.css')) return undefined;
        try {
          return { path: require.resolve(args.path) };
        } catch {
          return { errors: [{ text: `Cannot find package stylesheet "${args.path}"` }] };
        }
      });
    },
  };
}
