// Browser side of enhancements: calls each enhancement once per element that names it in data-enhance.
import type { Enhancement } from '../runtime/index.ts';

export function attachEnhancements(enhancements: Record<string, Enhancement>): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-enhance]')) {
    for (const name of (el.dataset.enhance ?? '').split(/\s+/)) {
      const fn = enhancements[name];
      if (!fn) continue;
      try {
        fn(el);
      } catch (e) {
        console.error(`site: enhancement ${name} failed`, e);
      }
    }
  }
}
