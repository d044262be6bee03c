// Splits a list into numbered pages: page 1 at `base`, page n at `${base}page/n/`.

export interface Page<T> {
  /** 1-based. */
  number: number;
  items: T[];
  /** How many pages there are (at least 1, even for an empty list). */
  count: number;
  url: string;
  prev?: string;
  next?: string;
}

export function pageUrl(base: string, n: number): string {
  return n === 1 ? base : `${base}page/${n}/`;
}

export function paginate<T>(items: readonly T[], perPage: number, base: string): Page<T>[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`paginate: perPage must be a positive integer, got ${perPage}`);
  const count = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: count }, (_, i) => {
    const number = i + 1;
    return {
      number,
      items: items.slice(i * perPage, number * perPage),
      count,
      url: pageUrl(base, number),
      prev: number > 1 ? pageUrl(base, number - 1) : undefined,
      next: number < count ? pageUrl(base, number + 1) : undefined,
    };
  });
}
