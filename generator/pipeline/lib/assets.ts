// Files under the assets folder reach the output in two ways:
//  - top-level files (favicon.ico, guide.pdf, ...) are published at fixed URLs (/favicon.ico);
//  - files in subfolders are published under /assets/ with a content hash in their name, and only
//    when a page references them through asset() or <Image>. Unreferenced sources are not shipped.
import { sha256 } from '../../util/hash.ts';
import { RACY_MS } from '../../util/racy-stamp.ts';
import path from 'node:path';
import fs from 'fs-extra';
import { BuildError, Errors } from '../../errors.ts';

export interface PublishedFile {
  /** Path in the output folder, e.g. "assets/media/hero/slide-05-1a2b3c4d.mp4". */
  out: string;
  /** Source file to copy. */
  from: string;
}

/** Short content hashes of files, memoised by size and mtime; one per build session (kept between serve builds). */
export class FileHashes {
  private readonly known = new Map<string, { key: string; hash: string }>();

  of(abs: string): string {
    const st = fs.statSync(abs);
    const key = `${st.size}:${st.mtimeMs}`;
    const hit = this.known.get(abs);
    if (hit?.key === key) return hit.hash;
    const hash = sha256(fs.readFileSync(abs)).slice(0, 10);
    // A file changed in the last two seconds is hashed again next time: a second write of the same size
    // within the file system's clock tick keeps the stamp (git's "racy clean" files).
    if (Date.now() - st.mtimeMs >= RACY_MS) this.known.set(abs, { key, hash });
    else this.known.delete(abs);
    return hash;
  }
}

export class AssetRegistry {
  readonly published = new Map<string, PublishedFile>();
  /**
   * Each path's URL, found once a build (a registry is made for each): a site asks for the same few files on
   * every page, and looking each up and stating it again took 0.8 s at 10,000 posts. A file changed while
   * the build runs keeps one URL on every page; the build manifest is then not written (RACY_MS), so the
   * next build runs.
   */
  private readonly urls = new Map<string, string>();
  constructor(
    private readonly assetsDir: string,
    private readonly hashes: FileHashes,
  ) {}

  /** The absolute path of `rel` (relative to the assets folder); fails the build naming `route` if there is no such file. */
  file(rel: string, route: string): string {
    const abs = path.join(this.assetsDir, rel.replace(/^\/+/, ''));
    if (!abs.startsWith(this.assetsDir + path.sep) || !fs.existsSync(abs) || !fs.statSync(abs).isFile()) {
      throw new BuildError(Errors.AssetMissing, `${route}: asset "${rel}" not found in the assets folder`);
    }
    return abs;
  }

  /** Resolves `rel` (relative to the assets folder) to its hashed public URL. */
  url(rel: string, route: string): string {
    const clean = rel.replace(/^\/+/, '');
    const known = this.urls.get(clean);
    if (known !== undefined) return known;
    const abs = this.file(clean, route);
    let url = `/${clean}`; // top-level files keep their fixed URL
    if (clean.includes('/')) {
      const ext = path.extname(clean);
      const out = `assets/${clean.slice(0, -ext.length)}-${this.hashes.of(abs)}${ext}`;
      this.published.set(out, { out, from: abs });
      url = `/${out}`;
    }
    this.urls.set(clean, url);
    return url;
  }
}

/** Top-level files of the assets folder, published at fixed URLs. */
export async function fixedAssets(assetsDir: string): Promise<PublishedFile[]> {
  if (!(await fs.pathExists(assetsDir))) return [];
  const entries = await fs.readdir(assetsDir, { withFileTypes: true });
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => ({ out: e.name, from: path.join(assetsDir, e.name) }));
}
