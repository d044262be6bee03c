// Column counts for wrapping card rows (plain function, no styles, so it can be unit-tested).

/** The column count up to `max` that leaves the fewest empty places in the last row (wider wins ties). */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(1, count);
  let best = max;
  let bestEmpty = Infinity;
  for (let c = max; c >= 2; c--) {
    const empty = (c - (count % c)) % c;
    if (empty < bestEmpty) {
      best = c;
      bestEmpty = empty;
    }
  }
  return best;
}
