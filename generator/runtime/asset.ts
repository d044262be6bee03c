import { getRenderContext } from './context.ts';

/**
 * The public URL of a file under assets/ (for example `asset('brand/logo.svg')`).
 * The generator publishes such files under a content-hashed name and fails the build
 * if the file does not exist.
 */
export function asset(path: string): string {
  return getRenderContext('asset()').asset(path);
}

/**
 * The text of a file under assets/, for markup the page writes inline (a small SVG icon, say): the page
 * then needs no request for it. The build fails if the file does not exist, and the page is built again
 * when it changes.
 */
export function assetText(path: string): string {
  return getRenderContext('assetText()').assetText(path);
}
