import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';
import fs from 'node:fs';
import { sha1 } from '../../util/hash.ts';
import { generatorDir } from '../../util/generator-dir.ts';

/**
 * The browsers the output supports, for esbuild: scripts are lowered and CSS gets the vendor prefixes
 * (-webkit-backdrop-filter, -webkit-mask-image...) these versions need, and no others.
 */
export const BROWSER_TARGETS = ['chrome100', 'firefox100', 'safari15'];

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

const ASSET_PUBLIC_DIR = 'assets';

export interface EmittedFile {
  /** The source file. */
  abs: string;
  /** Where it is published: /assets/<name>-<content hash>.<ext>. */
  publicPath: string;
}

const ASSET_FILE = /\.(?:woff2?|svg|png|jpe?g)$/;

/**
 * Fonts and pictures that CSS url()s (or imports) reach are published under /assets/, named by their
 * content. The plugin answers with that URL itself, instead of esbuild's file loader and publicPath:
 * with code splitting, publicPath would also prefix the chunks' import paths, which Node then cannot
 * load.
 */
export function assetUrlPlugin(emitted: Map<string, EmittedFile>): Plugin {
  const publish = (abs: string): EmittedFile => {
    let file = emitted.get(abs);
    if (!file) {
      const hash = sha1(fs.readFileSync(abs)).slice(0, 8).toUpperCase();
      const ext = path.extname(abs);
      file = { abs, publicPath: `/${ASSET_PUBLIC_DIR}/${path.basename(abs, ext)}-${hash}${ext}` };
      emitted.set(abs, file);
    }
    return file;
  };
  return {
    name: 'site-asset-url',
    setup(build) {
      build.onStart(() => emitted.clear());
      build.onResolve({ filter: ASSET_FILE }, async (args) => {
        if (args.namespace === 'site-asset-url' || args.pluginData === 'site-asset-url') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'site-asset-url',
        });
        if (resolved.errors.length) return { errors: resolved.errors };
        const { publicPath } = publish(resolved.path);
        // In CSS the URL stays as written; an import from code gets the URL as its default export.
        if (args.kind === 'url-token' || args.kind === 'import-rule') return { path: publicPath, external: true };
        return { path: resolved.path, namespace: 'site-asset-url', pluginData: publicPath };
      });
      build.onLoad({ filter: /.*/, namespace: 'site-asset-url' }, (args) => ({ contents: `export default ${JSON.stringify(args.pluginData)};`, loader: 'js' }));
    },
  };
}

/**
 * Splits esbuild's unminified CSS output at the comment it writes before each input's rules,
 * keeping the order; an input appears once, where esbuild first placed it. `leading` is any text before
 * the first such comment.
 */
export function splitCssByInput(raw: string, inputs: ReadonlySet<string>): { parts: { input: string; text: string }[]; leading: string } {
  const parts: { input: string; text: string }[] = [];
  let current: { input: string; text: string } | undefined;
  let leading = '';
  for (const line of raw.split('\n')) {
    const m = /^\/\* (.+) \*\/$/.exec(line);
    if (m && inputs.has(m[1])) {
      current = { input: m[1], text: '' };
      parts.push(current);
    } else if (current) current.text += `${line}\n`;
    else if (line.trim()) leading += `${line}\n`;
  }
  return { parts, leading };
}
