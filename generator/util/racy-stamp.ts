// How young a file's stamp (size and modification time) may be and still prove nothing: a file written
// again within the file system's clock tick, to the same size, keeps its stamp (git's "racy clean"
// files). Caches that trust a stamp trust it only once the file is older than this. Imports nothing: the
// CLI's up-to-date check loads it.

/** Milliseconds within which a file's stamp does not prove it unchanged. */
export const RACY_MS = 2000;
