// One project module transformed alone, the way the server bundle transforms it (esbuild with the
// project's resolution, the Linaria plugin and its cache, stylesheet url()s published by content), for
// `site serve` to load it through its loader hook (module-runner.ts) instead of bundling the site.
import path from 'node:path';
import * as esbuild from 'esbuild';
import fs from 'node:fs/promises';
import { globImportsPlugin } from './glob-imports.ts';
import { linariaDeps, linariaPlugin, type LinariaCache } from './linaria.ts';
import { assetUrlPlugin, formatEsbuildError, packageCssPlugin, projectResolution, splitCssByInput, type EmittedFile } from './esbuild-options.ts';
import { BuildError, Errors } from '../../errors.ts';

export interface TransformedModule {
  /** The source it was made from. */
  source: string;
  /** Files its Linaria CSS was evaluated from: an edit to one of them changes this module's CSS. */
  styleDeps: string[];
  /** The module's code; each import of a project module is a marked specifier (PROJECT_IMPORTS), for the runner to replace with its current URL. */
  code: string;
  /** The project modules it imports, in order. */
  deps: string[];
  /** Every import it makes (modules, stylesheets, asset files) as resolved, in order: its place in the module graph. */
  imports: string;
  /** Its own (Linaria) CSS: the bundle input's name and the unminified text esbuild prints for it. */
  css?: { input: string; text: string };
  /** Files its CSS url()s and imports name, published under /assets/. */
  emitted: EmittedFile[];
  /** The source map from `code` back to the file as written (error positions: lib/source-position.ts). */
  map?: string;
  /** Folders its import.meta.glob calls listed (lib/glob-imports.ts): a file added or removed there changes it. */
  globDirs: string[];
}

// A specifier no real import has: Node would never resolve it, so a missed replacement fails loudly.
const PROJECT_IMPORT = '__site_module__:';
/** Every project import in a transformed module's code, with the file it names. */
export const PROJECT_IMPORTS = /"__site_module__:([^"]+)"/g;

const STYLESHEET_OR_ASSET = /\.(?:css|woff2?|svg|png|jpe?g)$/;

/**
 * Leaves every import of a project module out of the build (as a marked path, see projectImport),
 * and packages as written, as the server bundle does. Stylesheets and asset files are left to the
 * other plugins, so the module's CSS comes out as the bundle would print it.
 */
function projectImportsExternal(resolutions: Resolutions): esbuild.Plugin {
  const ours = 'site-module-resolve';
  return {
    name: 'site-module-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        // Linaria resolves its dependencies without an importer: those must resolve for real.
        if (args.kind === 'entry-point' || args.pluginData === ours || !args.importer || STYLESHEET_OR_ASSET.test(args.path)) return undefined;
        if (args.path.endsWith('.linaria.css')) return undefined;
        const key = `${args.kind}\0${args.resolveDir}\0${args.path}`;
        const known = resolutions.get(key);
        if (known) return { path: known, external: true };
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: ours });
        if (resolved.errors.length) return { errors: resolved.errors };
        const out = resolved.external || resolved.path.includes(`${path.sep}node_modules${path.sep}`) ? args.path : `${PROJECT_IMPORT}${resolved.path}`;
        resolutions.set(key, out);
        return { path: out, external: true };
      });
    },
  };
}

/**
 * What each import specifier resolved to (by kind, folder and specifier), kept by the runner between
 * transforms: resolving asks esbuild again through every plugin, two round trips an import, most of a
 * one-module edit's transform (7 ms of 9 for a route). Valid while no file is added, removed or renamed.
 */
export type Resolutions = Map<string, string>;

export async function transformModule(file: string, options: { root: string; linaria: LinariaCache; resolutions?: Resolutions }): Promise<TransformedModule> {
  const { root, linaria, resolutions = new Map() } = options;
  const emitted = new Map<string, EmittedFile>();
  const globDirs: string[] = [];
  const source = await fs.readFile(file, 'utf8');
  let result: esbuild.BuildResult<{ metafile: true; write: false }>;
  try {
    result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      outdir: path.join(root, '.site-module'),
      platform: 'node',
      format: 'esm',
      packages: 'external',
      jsx: 'automatic',
      minify: false,
      sourcemap: 'external',
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: root,
      ...projectResolution(root),
      plugins: [
        projectImportsExternal(resolutions),
        assetUrlPlugin(emitted),
        packageCssPlugin(root),
        globImportsPlugin((f, dirs) => f === file && globDirs.push(...dirs)),
        linariaPlugin(linaria, { emitCss: true, reuse: true }),
      ],
    });
  } catch (e) {
    throw new BuildError(Errors.BundleFailed, formatEsbuildError(e, root), { cause: e });
  }
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  const jsMap = result.outputFiles.find((f) => f.path.endsWith('.js.map'));
  const cssFile = result.outputFiles.find((f) => f.path.endsWith('.css'));
  const entry = result.metafile.inputs[path.relative(root, file).split(path.sep).join('/')];
  const imports = (entry?.imports ?? []).filter((i) => !i.path.startsWith('linaria:')).map((i) => `${i.kind} ${i.path}`);
  const deps = imports.filter((i) => i.includes(PROJECT_IMPORT)).map((i) => i.slice(i.indexOf(PROJECT_IMPORT) + PROJECT_IMPORT.length));
  let css: TransformedModule['css'];
  if (cssFile) {
    const input = Object.keys(result.metafile.inputs).find((p) => p.startsWith('linaria:'));
    const part = input ? splitCssByInput(cssFile.text, new Set(Object.keys(result.metafile.inputs))).parts.find((p) => p.input === input) : undefined;
    if (part) css = { input: part.input, text: part.text };
  }
  return {
    source,
    styleDeps: linariaDeps(linaria, file, source),
    code: js?.text ?? '',
    deps,
    imports: imports.join('\n'),
    css,
    emitted: [...emitted.values()],
    map: jsMap?.text,
    globDirs,
  };
}
