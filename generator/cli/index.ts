// The `site` command line. bin/site.js sets NODE_ENV and runs the prebundled copy of this file.
import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../config.ts';
import { isBuildError } from '../errors.ts';
import { build, createSession } from '../build/index.ts';
import { formatReport } from '../build/report.ts';
import { serve } from '../serve/index.ts';

function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0-65535)');
  return n;
}

export function printError(e: unknown): void {
  if (isBuildError(e)) console.error(`\n${e.format()}\n`);
  else console.error(`\n✖ Unexpected error: ${(e as Error)?.stack ?? e}\n`);
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
    .action(async (opts: { quiet?: boolean; dev?: boolean; out?: string }) => {
      try {
        const config = await loadConfig(program.opts().root, opts.out ? { outDir: opts.out } : {});
        const result = await build(createSession(config), { fresh: true, mode: opts.dev ? 'development' : 'production' });
        if (!opts.quiet) console.log(formatReport(result));
      } catch (e) {
        printError(e);
        process.exitCode = 1;
      }
    });

  program
    .command('serve')
    .description('build, serve dist/ on 127.0.0.1, rebuild and reload on change, forward /api/* to PHP')
    .option('-p, --port <n>', 'port to listen on', parsePort, 4400)
    .option('--api <url>', 'forward /api/* to this URL instead of starting php -S')
    .option('--no-php', 'do not start php -S')
    .option('--open', 'open the site in the default browser')
    .option('-q, --quiet', 'print only errors and the address')
    .action(async (opts: { port: number; api?: string; php: boolean; open?: boolean; quiet?: boolean }) => {
      try {
        const config = await loadConfig(program.opts().root);
        await serve(config, { port: opts.port, apiUrl: opts.api, php: opts.php, open: opts.open ?? false, quiet: opts.quiet ?? false });
      } catch (e) {
        printError(e);
        process.exitCode = 1;
      }
    });

  await program.parseAsync(argv);
}
