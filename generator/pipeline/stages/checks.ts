// Stage "checks": the whole output, before anything is written. Broken links and fragments, duplicate
// ids and missing alt (lib/output-checks.ts), the problems assembling found, then the pages' size
// budgets (lib/budgets.ts). Any problem fails the build and nothing is written.
import { BuildError, Errors } from '../../errors.ts';
import type { BuildContext } from '../context.ts';
import { checkBudgets } from '../lib/budgets.ts';
import { checkOutput } from '../lib/output-checks.ts';
import { importClosure } from '../lib/import-graph.ts';
import { searchOrder, ValueOrigins } from '../lib/value-origin.ts';
import type { Assembled } from './assemble.ts';
import type { ServerBundle } from './bundle-server.ts';
import type { Documents } from './documents.ts';
import type { RenderedPage } from './render.ts';

export interface ChecksInput {
  documents: Documents;
  output: Assembled;
  /** Serve mode: image variants still being encoded, served from their sources until ready. */
  pending: string[];
  /** The pages' Markdown and modules, searched for the file that holds a broken link (lib/value-origin.ts). */
  rendered: RenderedPage[];
  server: Pick<ServerBundle, 'imports'>;
}

export async function checkSite(ctx: BuildContext, input: ChecksInput): Promise<void> {
  const { config, session } = ctx;
  const { documents, output, pending } = input;
  const origins = new ValueOrigins(config.root);
  const pageByUrl = new Map(input.rendered.map((r) => [r.route.url, r]));
  const contentDir = config.abs(config.contentDir);
  const origin = (url: string, value: string) => {
    const page = pageByUrl.get(url);
    if (!page) return undefined;
    const sources = page.sources.map((f) => config.abs(f));
    return origins.find(value, searchOrder(page.route.absFile, sources, importClosure(page.route.absFile, input.server.imports), contentDir));
  };
  const problems = await checkOutput({
    origin,
    pages: documents.pages,
    files: new Set([...output.files.keys(), ...pending].filter((f) => !f.endsWith('.html')).map((f) => `/${f}`)),
    ignore: config.checkIgnore,
    state: session.checks,
    // A full build: each page's scan as the last full build found it, when it made the same page.
    kept: documents.staged && ((stored, scan) => documents.staged!.fact(stored, 'checks', scan)),
  });
  problems.unshift(...output.problems);
  if (problems.length) {
    throw new BuildError(Errors.ChecksFailed, `${problems.length} problem(s) found; nothing was written.`, { details: problems });
  }
  checkBudgets(documents.reports, config.budgets);
}
