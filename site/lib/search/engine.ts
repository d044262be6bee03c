// The search engine in the browser: Pagefind's own script from the index folder, loaded once, on first
// use. It runs on the main thread (`noWorker`), so the Content-Security-Policy needs no worker-src; its
// WebAssembly needs 'wasm-unsafe-eval', which the build adds when the site has a search index. A large
// site's index comes in parts (the index folder's parts.json lists the folders after the first): each is
// merged into the first with Pagefind's `mergeIndex`, and a search asks them all.
export const INDEX_PATH = '/pagefind/';

export interface SearchHit {
  url: string;
  title: string;
  /** The page's area filter (ERP, Blog…), when it has one. */
  area?: string;
  /** Pagefind's excerpt: text with HTML special characters escaped and the matches in <mark>. */
  excerpt: string;
}

interface PagefindResult {
  data: () => Promise<{ url: string; excerpt: string; meta: Record<string, string>; filters: Record<string, string[]> }>;
}
interface Pagefind {
  options: (o: Record<string, unknown>) => Promise<void>;
  mergeIndex: (path: string, o: Record<string, unknown>) => Promise<void>;
  search: (q: string) => Promise<{ results: PagefindResult[] } | null>;
}

let engine: Promise<Pagefind> | undefined;

function pagefind(): Promise<Pagefind> {
  engine ??= (async () => {
    // A variable specifier keeps the bundler from resolving it: the file comes from the index folder.
    const url = `${INDEX_PATH}pagefind.js`;
    // (A list that does not come, or is not JSON, fails the search: the next one tries again.)
    const [mod, parts] = await Promise.all([
      import(/* @vite-ignore */ url) as Promise<{ createInstance: (o: Record<string, unknown>) => Pagefind }>,
      fetch(`${INDEX_PATH}parts.json`).then((r) => r.json() as Promise<string[]>),
    ]);
    const options = { excerptLength: 22 };
    const instance = mod.createInstance({ basePath: INDEX_PATH, noWorker: true });
    await instance.options(options);
    await Promise.all(parts.map((part) => instance.mergeIndex(INDEX_PATH + part, options)));
    return instance;
  })();
  engine.catch(() => {
    engine = undefined; // try again on the next search
  });
  return engine;
}

/** The best `limit` pages for `query`, best first. Pagefind tolerates typos and matches word prefixes. */
export async function find(query: string, limit = 8): Promise<SearchHit[]> {
  const response = await (await pagefind()).search(query);
  const data = await Promise.all((response?.results ?? []).slice(0, limit).map((r) => r.data()));
  return data.map((d) => ({ url: d.url, title: d.meta.title ?? d.url, area: d.filters.area?.[0], excerpt: d.excerpt }));
}
