// One catalogue of build errors: each says what happened, where, and what to do about it.

export interface ErrorData {
  code: string;
  title: string;
  hint?: string;
}

export const Errors = {
  ConfigInvalid: { code: 'config-invalid', title: 'The site config is invalid', hint: 'Check site.config.json against the README.' },
  NoRoutes: { code: 'no-routes', title: 'No routes found', hint: 'Add a page under the routes folder, e.g. routes/index.tsx.' },
  RouteConflict: { code: 'route-conflict', title: 'Two route files map to the same URL', hint: 'Keep either name.tsx or name/index.tsx, not both.' },
  BundleFailed: { code: 'bundle-failed', title: 'Bundling failed', hint: 'Fix the error at the file and line shown.' },
  ServerImportFailed: {
    code: 'server-import-failed',
    title: 'The server bundle does not import cleanly',
    hint: 'A module throws at import time; Linaria tags left untransformed also end up here.',
  },
  NoCss: {
    code: 'no-css',
    title: 'No CSS came out of the build',
    hint: 'The Linaria plugin did not extract any styles: is it configured and do pages use css/styled?',
  },
  RouteExports: {
    code: 'route-exports',
    title: 'A route module has missing or wrong exports',
    hint: 'Export the page component as default and `meta` with title and description.',
  },
  PathsInvalid: {
    code: 'paths-invalid',
    title: 'A dynamic route has invalid paths',
    hint: 'A route named with [segments] exports paths() returning [{ params: { segment: "value" }, props }], one entry per page, each URL once.',
  },
  CollectionInvalid: {
    code: 'collection-invalid',
    title: 'A content file is invalid',
    hint: 'Fix the field on the line shown; the README section "How to publish a post" lists the fields.',
  },
  EndpointFailed: {
    code: 'endpoint-failed',
    title: 'An endpoint failed',
    hint: 'An endpoint route (e.g. feed.xml.ts) default-exports a function returning a string.',
  },
  RenderFailed: { code: 'render-failed', title: 'A page failed to render' },
  TypesFailed: {
    code: 'types-failed',
    title: 'The project does not type-check',
    hint: 'Fix each error at the file and line shown (`npm run typecheck` checks the same). To build without the check, pass --no-typecheck.',
  },
  AssetMissing: { code: 'asset-missing', title: 'A referenced asset does not exist', hint: 'Paths are relative to the assets folder.' },
  ImageFailed: { code: 'image-failed', title: 'An image could not be processed' },
  SearchFailed: {
    code: 'search-failed',
    title: 'The search index could not be built',
    hint: 'Pagefind reported the problems listed; check that the pagefind package installed its platform binary (npm ci).',
  },
  ChecksFailed: { code: 'checks-failed', title: 'The output has broken links or markup problems' },
  MetaInvalid: {
    code: 'meta-invalid',
    title: 'Page titles or descriptions break the search rules',
    hint: 'Every page needs its own title and its own description of 50 to 160 characters; edit the meta of the pages named.',
  },
  BudgetExceeded: {
    code: 'budget-exceeded',
    title: 'A page is over its size budget',
    hint: 'Make the page lighter (the largest parts are named), or raise its limit under "budgets" in site.config.json if the growth is intended.',
  },
} satisfies Record<string, ErrorData>;

export class BuildError extends Error {
  readonly code: string;
  readonly title: string;
  readonly hint?: string;
  /** Individual problems, one line each ("route: problem"). */
  readonly details: string[];

  constructor(data: ErrorData, message: string, options: { details?: string[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'BuildError';
    this.code = data.code;
    this.title = data.title;
    this.hint = data.hint;
    this.details = options.details ?? [];
  }

  /** Human-readable report for the terminal or the browser overlay. */
  format(): string {
    const lines = [`✖ ${this.title}`, `  ${this.message}`];
    for (const d of this.details) lines.push(`  - ${d}`);
    if (this.hint) lines.push(`  hint: ${this.hint}`);
    return lines.join('\n');
  }
}

export function isBuildError(e: unknown): e is BuildError {
  return e instanceof Error && e.name === 'BuildError';
}
