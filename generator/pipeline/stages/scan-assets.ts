// Stage "scanAssets": the registries pages add to while they render. Assets (asset() and files in
// subfolders) are published by content hash when a page asks for them; raster images are measured
// here (size, hash), so <Image> can write their dimensions and srcsets at render time.
import type { BuildContext } from '../context.ts';
import { AssetRegistry } from '../lib/assets.ts';
import { ImageRegistry, scanImages } from '../lib/images.ts';
import { isInside } from '../../util/paths.ts';

export interface ScannedAssets {
  assets: AssetRegistry;
  images: ImageRegistry;
}

export async function scanAssets(ctx: BuildContext): Promise<ScannedAssets> {
  const { config, session } = ctx;
  const assetsDir = config.abs(config.assetsDir);
  // Serve: an edit outside the assets folder leaves the images as the last scan found them.
  const kept = session.incremental;
  const reuse = kept?.imageMetas && ctx.changed && ![...ctx.changed].some((f) => isInside(f, assetsDir));
  const metas = reuse ? kept.imageMetas! : await scanImages(assetsDir, config.abs(config.cacheDir), session.fileHashes);
  if (kept) kept.imageMetas = metas;
  return { assets: new AssetRegistry(assetsDir, session.fileHashes), images: new ImageRegistry(metas, config.imageWidths) };
}
