import { excerptNodes } from './excerpt.ts';
import type { SearchHit } from './engine.ts';

/** One result as a link: title, area, excerpt with the matches highlighted. */
export function resultItem(doc: Document, hit: SearchHit): HTMLLIElement {
  const li = doc.createElement('li');
  const a = doc.createElement('a');
  a.href = hit.url;
  const title = doc.createElement('strong');
  title.textContent = hit.title;
  a.append(title);
  if (hit.area) {
    const area = doc.createElement('small');
    area.textContent = hit.area;
    a.append(area);
  }
  const excerpt = doc.createElement('span');
  excerpt.append(...excerptNodes(doc, hit.excerpt));
  a.append(excerpt);
  li.append(a);
  return li;
}
