// Search result rules for every page's <title> and meta description: each is unique across the
// site (two pages with one title compete for the same query), and a description is long enough
// to say something and short enough not to be cut off in results.

const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

export interface MetaOfPage {
  /** "file (url)", as other build errors name a page. */
  where: string;
  title: string;
  description: string;
  /** meta.updated, when set: must be a YYYY-MM-DD date. */
  updated?: string;
}

/** One line per problem; empty when every page passes. */
export function checkMeta(pages: MetaOfPage[]): string[] {
  const problems: string[] = [];
  for (const field of ['title', 'description'] as const) {
    const first = new Map<string, MetaOfPage>();
    for (const page of pages) {
      const value = page[field].trim();
      const earlier = first.get(value);
      if (earlier) problems.push(`${earlier.where} and ${page.where} have the same ${field}: "${value}"`);
      else first.set(value, page);
    }
  }
  for (const page of pages) {
    // Code points, not UTF-16 units: "…" or "é" count as one character, as in search results.
    const length = [...page.description.trim()].length;
    if (length < DESCRIPTION_LENGTH.min) problems.push(`${page.where}: description is ${length} characters, fewer than ${DESCRIPTION_LENGTH.min}`);
    if (length > DESCRIPTION_LENGTH.max) problems.push(`${page.where}: description is ${length} characters, more than ${DESCRIPTION_LENGTH.max}`);
    if (page.updated !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(page.updated))
      problems.push(`${page.where}: updated "${page.updated}" is not a YYYY-MM-DD date`);
  }
  return problems;
}
