/**
 * For a long synchronous loop that other work must get through (a full build's search index sends its
 * next pages to Pagefind when the build's thread is free): returns a function to await once a round,
 * which lets the event loop run (setImmediate) once `sliceMs` have passed since it last did.
 */
export function givingWay(sliceMs: number): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since <= sliceMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}
