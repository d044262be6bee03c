// The `site` command line. bin/site.js sets NODE_ENV and runs the prebundled copy of this file.
// Only commander is imported up front: each command imports what it uses when it runs, so
// `site --help` parses and prints without loading esbuild, React, sharp or the build.
import { Command, InvalidArgumentError } from 'commander';

function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0-65535)');
  return n;
}

async function printError(e: unknown): Promise<void> {
  const { isBuildError } = await import('../errors.ts');
  if (isBuildError(e)) console.error(`\n${e.format()}\n`);
  else console.error(`\n✖ Unexpected error: ${(e as Error)?.stack ?? e}\n`);
}

interface BuildFlags {
  quiet?: boolean;
  dev?: boolean;
  out?: string;
  force?: boolean;
  drafts?: boolean;
  typecheck?: boolean;
  stats?: string;
}

async function buildCommand(root: string, opts: BuildFlags): Promise<void> {
  const { loadConfig } = await import('../config.ts');
  const config = await loadConfig(root, opts.out ? { outDir: opts.out } : {});
  const options = { fresh: true, mode: opts.dev ? ('development' as const) : ('production' as const), drafts: opts.drafts ?? false, typecheck: opts.typecheck };
  const t = performance.now();
  if (opts.force) {
    // A clean build: nothing kept from an earlier build or serve session is read (docs/generator.md, "Caches").
    const { removeCaches } = await import('../pipeline/lib/cache-dir.ts');
    await removeCaches(config);
  } else {
    // A build whose inputs and outputs all match the last build's manifest has nothing to do.
    const { compareWithLastBuild } = await import('../pipeline/lib/build-manifest.ts');
    const last = await compareWithLastBuild(config, options);
    if (last.upToDate) {
      if (!opts.quiet)
        console.log(
          `Nothing changed since the last build; ${config.outDir}/ is up to date (checked in ${Math.round(performance.now() - t)} ms; --force rebuilds from nothing).`,
        );
      return;
    }
  }
  const [{ build, createSession }, { formatReport }] = await Promise.all([import('../pipeline/index.ts'), import('../pipeline/lib/report.ts')]);
  const result = await build(createSession(config), options);
  if (!opts.quiet) console.log(formatReport(result));
  if (opts.stats) {
    // For measuring (scripts/bench-scale.ts): the stages' times and heap, and the process's peak memory.
    const { default: fs } = await import('fs-extra');
    const { pages, totalMs, timings, heapAfter, renders, documents } = result;
    await fs.outputJson(
      opts.stats,
      { pages: pages.length, totalMs, timings, heapAfter, renders, documents, maxRss: process.resourceUsage().maxRSS * 1024 },
      { spaces: 2 },
    );
  }
}

export async function main(argv: string[]): Promise<void> {
  const program = new Command()
    .name('site')
    .description('Builds and previews the static site: routes in site/routes, assets in assets/, output in dist/.')
    .option('--root <dir>', 'project root (where site.config.json lives)', process.cwd())
    .showHelpAfterError();

  program
    .command('build')
    .description('render every route to dist/ with CSS, island scripts, images, sitemap and link checks')
    .option('-q, --quiet', 'print nothing but errors')
    .option('--dev', 'build browser scripts in development mode (React warnings on)')
    .option('--out <dir>', 'output folder (default: outDir from site.config.json, normally dist)')
    .option('--force', 'a clean build: remove every cache first (like `site clean`), reuse nothing')
    .option('--drafts', 'include content entries marked draft: true, as serve shows them')
    .option('--no-typecheck', 'skip the type check that "typecheck" in site.config.json asks for')
    .option('--stats <file>', "write the build's figures as JSON: pages, each stage's time and the heap after it, peak memory")
    .action(async (opts: BuildFlags) => {
      try {
        await buildCommand(program.opts().root, opts);
      } catch (e) {
        await printError(e);
        process.exitCode = 1;
      }
    });

  program
    .command('clean')
    .description('remove every cache the generator keeps (the cache folder, normally .site-cache/): the next build starts from nothing')
    .option('-q, --quiet', 'print nothing but errors')
    .action(async (opts: { quiet?: boolean }) => {
      try {
        const [{ loadConfig }, { removeCaches }] = await Promise.all([import('../config.ts'), import('../pipeline/lib/cache-dir.ts')]);
        const config = await loadConfig(program.opts().root);
        const removed = await removeCaches(config);
        if (!opts.quiet) console.log(removed ? `Removed ${removed}/ (every cache).` : `No cache to remove (${config.cacheDir}/ does not exist).`);
      } catch (e) {
        await printError(e);
        process.exitCode = 1;
      }
    });

  program
    .command('serve')
    .description('build (drafts too) into the cache, never dist/; serve it on 127.0.0.1, rebuild and reload on change, forward /api/* to PHP')
    .option('-p, --port <n>', 'port to listen on', parsePort, 4400)
    .option('--api <url>', 'forward /api/* to this URL instead of starting php -S')
    .option('--no-php', 'do not start php -S')
    .option('--open', 'open the site in the default browser')
    .option('-q, --quiet', 'print only errors and the address')
    .option('--no-typecheck', 'do not run the type checker beside the preview')
    .action(async (opts: { port: number; api?: string; php: boolean; open?: boolean; quiet?: boolean; typecheck: boolean }) => {
      try {
        const [{ loadConfig }, { serve }] = await Promise.all([import('../config.ts'), import('../serve/index.ts')]);
        const config = await loadConfig(program.opts().root);
        await serve(config, {
          port: opts.port,
          apiUrl: opts.api,
          php: opts.php,
          open: opts.open ?? false,
          quiet: opts.quiet ?? false,
          typecheck: opts.typecheck,
        });
      } catch (e) {
        await printError(e);
        process.exitCode = 1;
      }
    });

  await program.parseAsync(argv);
}
