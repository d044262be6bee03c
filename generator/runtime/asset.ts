import { getRenderContext } from './context.ts';

/**
 * The public URL of a file under assets/ (for example `asset('brand/logo.svg')`).
 * The generator publishes such files under a content-hashed name and fails the build
 * if the file does not exist.
 */
export function asset(path: string): string {
  return getRenderContext('asset()').asset(path);
}
