import type { PageMeta } from '@runtime';
import { serviceHubs, type ServiceHub } from '@content/how-we-help/index.ts';

/** A route's meta from its content: the page's <title> and meta description. */
export function metaOf(page: { title: string; description: string }): PageMeta {
  return { title: page.title, description: page.description };
}

/** The hub page data for a path (throws at build time if the content has no such hub). */
export function hubAt(path: string): ServiceHub {
  const hub = serviceHubs.find((h) => h.path === path);
  if (!hub) throw new Error(`no service hub for ${path}`);
  return hub;
}
