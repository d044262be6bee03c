// Per-page size limits from site.config.json, checked by the checks stage. A page over any of its
// limits fails the build (nothing is written), naming the page, the measure, and what weighs most in it.
//
//   "budgets": {
//     "default": { "jsUpfront": 2.5, "jsTotal": 3.5, "css": 12, "html": 14, "images": 60 },
//     "pages": { "/": { "jsTotal": 90 }, "/resources/*": { "html": 16 } }
//   }
//
// All figures are KB (1024 bytes): gzipped for JS, CSS and HTML, as stored for images. A page's
// limits are the default, overridden by every matching entry of `pages` in order (a key ending in
// "*" matches URLs starting with the rest). A measure without a limit is not checked.
import { BuildError, Errors } from '../../errors.ts';
import type { PageReport } from '../stages/documents.ts';

export interface BudgetLimits {
  /** JS loaded up front: the page's entry and its static imports, gzipped. */
  jsUpfront?: number;
  /** JS including the islands' lazily loaded chunks, gzipped. */
  jsTotal?: number;
  /** All the page's CSS, inline and linked, gzipped. */
  css?: number;
  /** The HTML document, gzipped. */
  html?: number;
  /** Images loaded for the first view on a phone (eager images), bytes as stored. */
  images?: number;
}

export interface Budgets {
  default?: BudgetLimits;
  pages?: Record<string, BudgetLimits>;
}

type Measure = keyof BudgetLimits;

const LABELS: Record<Measure, string> = {
  jsUpfront: 'JS up front',
  jsTotal: 'JS with lazy islands',
  css: 'CSS',
  html: 'HTML',
  images: 'first-view images',
};

export function limitsFor(budgets: Budgets, url: string): BudgetLimits {
  let limits: BudgetLimits = { ...budgets.default };
  for (const [pattern, l] of Object.entries(budgets.pages ?? {})) {
    const match = pattern.endsWith('*') ? url.startsWith(pattern.slice(0, -1)) : url === pattern;
    if (match) limits = { ...limits, ...l };
  }
  return limits;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The contributors' sizes are gzipped for JS, as stored for images, and minified (before gzip) for
// CSS and HTML, whose parts compress together.
const RAW_PARTS: Measure[] = ['css', 'html'];

function measure(page: PageReport, m: Measure): { bytes: number; contributors: { name: string; bytes: number }[] } {
  switch (m) {
    case 'jsUpfront':
      return { bytes: page.jsUpfrontGzip, contributors: page.jsChunks.filter((c) => !c.lazy) };
    case 'jsTotal':
      return { bytes: page.jsTotalGzip, contributors: page.jsChunks };
    case 'css':
      return { bytes: page.cssGzip, contributors: page.cssContributors };
    case 'html':
      return { bytes: page.htmlGzip, contributors: page.htmlParts };
    case 'images': {
      const images = page.firstViewImages.map((i) => ({ name: i.url, bytes: i.bytes }));
      return { bytes: images.reduce((s, i) => s + i.bytes, 0), contributors: images };
    }
  }
}

/** One line per page and measure over its limit. */
export function budgetOverruns(pages: PageReport[], budgets: Budgets): string[] {
  const lines: string[] = [];
  for (const page of pages) {
    const limits = limitsFor(budgets, page.url);
    for (const m of Object.keys(LABELS) as Measure[]) {
      const limit = limits[m];
      if (limit === undefined) continue;
      const { bytes, contributors } = measure(page, m);
      if (bytes <= limit * 1024) continue;
      const top = [...contributors]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 3)
        .map((c) => `${c.name} ${kb(c.bytes)}`);
      const largest = RAW_PARTS.includes(m) ? 'largest before gzip' : 'largest';
      lines.push(`${page.url}: ${LABELS[m]} ${kb(bytes)} > budget ${limit} KB${top.length ? ` (${largest}: ${top.join(', ')})` : ''}`);
    }
  }
  return lines;
}

export function checkBudgets(pages: PageReport[], budgets: Budgets | undefined): void {
  if (!budgets) return;
  const lines = budgetOverruns(pages, budgets);
  if (lines.length) {
    throw new BuildError(Errors.BudgetExceeded, `${lines.length} budget overrun(s); nothing was written.`, { details: lines });
  }
}
