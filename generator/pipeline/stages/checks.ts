// Stage "checks": the whole output, before anything is written. Broken links and fragments, duplicate
// ids and missing alt (lib/output-checks.ts), the problems assembling found, then the pages' size
// budgets (lib/budgets.ts). Any problem fails the build and nothing is written.
import { BuildError, Errors } from '../../errors.ts';
import type { BuildContext } from '../context.ts';
import { checkBudgets } from '../lib/budgets.ts';
import { checkOutput } from '../lib/output-checks.ts';
import type { Assembled } from './assemble.ts';
import type { Documents } from './documents.ts';

export interface ChecksInput {
  documents: Documents;
  output: Assembled;
  /** Serve mode: image variants still being encoded, served from their sources until ready. */
  pending: string[];
}

export function checkSite(ctx: BuildContext, input: ChecksInput): void {
  const { config, session } = ctx;
  const { documents, output, pending } = input;
  const problems = checkOutput({
    pages: documents.pages,
    files: new Set([...output.files.keys(), ...pending].filter((f) => !f.endsWith('.html')).map((f) => `/${f}`)),
    ignore: config.checkIgnore,
    state: session.checks,
  });
  problems.unshift(...output.problems);
  if (problems.length) {
    throw new BuildError(Errors.ChecksFailed, `${problems.length} problem(s) found; nothing was written.`, { details: problems });
  }
  checkBudgets(documents.reports, config.budgets);
}
