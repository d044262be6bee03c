// The real site with its search index in parts, as a site of many thousand pages has it (stages/search-index.ts):
// a copy of the run's build (or of one made here) whose index is made again by the generator from the
// copy's pages with `search.pagesPerPart` set low, served by `site serve`'s own server. The browser tests
// search it to prove that the site's search merges every part.
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'fs-extra';
import { globby } from 'globby';
import { ROOT, type ServedSite, serveSite } from './browser.ts';

export async function serveSearchInParts(pagesPerPart: number): Promise<ServedSite & { parts: number }> {
  const { loadConfig } = await import('../../generator/config.ts');
  const { serve } = await import('../../generator/serve/index.ts');
  const { closeSearch, indexPages, searchDir } = await import('../../generator/pipeline/stages/search-index.ts');
  const base = await serveSite();
  const outDir = path.join(ROOT, 'test', 'output', `dist-parts-${crypto.randomBytes(4).toString('hex')}`);
  try {
    const config = await loadConfig(ROOT, { outDir });
    if (!config.search) throw new Error('the site has no search index');
    const search = { ...config.search, pagesPerPart };
    const dir = searchDir(search);
    await fs.copy(base.outDir, outDir, { filter: (src) => path.relative(base.outDir, src) !== dir });
    const pages = await Promise.all(
      (await globby('**/*.html', { cwd: outDir }))
        .sort()
        .map(async (file) => ({ url: `/${file.replace(/(^|\/)index\.html$/, '$1')}`, html: await fs.readFile(path.join(outDir, file), 'utf8') })),
    );
    const index = await indexPages(search, pages, { cacheDir: config.abs(config.cacheDir) });
    await closeSearch();
    for (const [name, bytes] of index.files) await fs.outputFile(path.join(outDir, name), bytes);
    const parts = 1 + (JSON.parse(index.files.get(`${dir}/parts.json`)!.toString('utf8')) as string[]).length;
    const server = await serve({ ...config, search }, { port: 0, php: false, watch: false, build: false, open: false, quiet: true });
    return {
      url: server.url.replace(/\/$/, ''),
      root: ROOT,
      outDir,
      rebuilds: [],
      parts,
      close: async () => {
        await server.close();
        await base.close();
        await fs.remove(outDir);
      },
    };
  } catch (e) {
    await base.close();
    await fs.remove(outDir);
    throw e;
  }
}
