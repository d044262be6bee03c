import type { ServicePage } from './types.ts';

/** An area's pages (as import.meta.glob gives them, by file name) in menu order: menuOrder, then slug. */
export function inMenuOrder<T extends Pick<ServicePage, 'menuOrder' | 'slug'>>(modules: Record<string, T>): T[] {
  return Object.values(modules).sort((a, b) => a.menuOrder - b.menuOrder || a.slug.localeCompare(b.slug));
}
