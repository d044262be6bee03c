/**
 * Runs `run` for every item, at most `limit` at a time, in order of start; resolves when all have
 * finished, rejects with the first failure (the items already started finish first). For work whose
 * memory is per item in flight: starting them all at once holds every item's memory together.
 */
export async function eachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
