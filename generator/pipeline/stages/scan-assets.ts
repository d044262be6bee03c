// Stage "scanAssets": the registries pages add to while they render. Assets (asset() and files in
// subfolders) are published by content hash when a page asks for them; raster images are measured
// here (size, hash), so <Image> can write their dimensions and srcsets at render time.
import type { BuildContext } from '../context.ts';
import { AssetRegistry } from '../lib/assets.ts';
import { ImageRegistry, scanImages } from '../lib/images.ts';

export interface ScannedAssets {
  assets: AssetRegistry;
  images: ImageRegistry;
}

export async function scanAssets(ctx: BuildContext): Promise<ScannedAssets> {
  const { config, session } = ctx;
  const assetsDir = config.abs(config.assetsDir);
  const metas = await scanImages(assetsDir, config.abs(config.cacheDir), session.fileHashes);
  return { assets: new AssetRegistry(assetsDir, session.fileHashes), images: new ImageRegistry(metas, config.imageWidths) };
}
