// Which page numbers the list pages link to (Pagination.tsx).

/**
 * The page numbers shown: the first, the last, and two either side of the current one, with a gap
 * (null) where numbers are left out. A blog of thousands of posts would otherwise print hundreds of
 * links on every list page.
 */
export function pageNumbers(current: number, count: number, around = 2): (number | null)[] {
  const shown = new Set([1, count]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= count) shown.add(n);
  const out: (number | null)[] = [];
  let last = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - last > 2) out.push(null);
    else if (n - last === 2) out.push(n - 1);
    out.push(n);
    last = n;
  }
  return out;
}
