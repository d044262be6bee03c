// Stage "images": every image variant the pages requested, encoded into the cache (.site-cache/images/).
// Serve hands the missing ones to the session's background encoder and shows their sources meanwhile.
import type { BuildContext } from '../context.ts';
import { encodeVariants, type EncodedVariants, type ImageRegistry } from '../lib/images.ts';

export async function encodeImages(ctx: BuildContext, input: { images: ImageRegistry }): Promise<EncodedVariants> {
  const { config, session } = ctx;
  return encodeVariants(input.images.variants.values(), config.abs(config.cacheDir), session.incremental?.images);
}
