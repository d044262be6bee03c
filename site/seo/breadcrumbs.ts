// The breadcrumb of every nested page, for its BreadcrumbList: service pages use the trail their
// hero shows; other pages get one from their URL: each ancestor that is a page, named as the main
// menu names it, or by the first part of its title.
import type { PageMeta } from '@runtime';
import { mainNav } from '@content/nav.ts';
import { areaNames, serviceHubs, servicePages, servicePath, type ServiceArea } from '@content/how-we-help/index.ts';
import type { Crumb } from '../pages/how-we-help/Breadcrumb.tsx';
import { crumbsOf } from '../pages/how-we-help/crumbs.ts';

export interface SeoCrumb {
  label: string;
  /** URL path of a built page. */
  url: string;
}

/** Section pages are named as the main menu names them; deeper pages by their own title. */
const sectionLabels = new Map(mainNav.map((item) => [item.href, item.label]));

/** "About Us: Purpose, Vision, Mission and Values | ONAS" → "About Us". */
const shortTitle = (title: string) => title.split(' | ')[0].split(': ')[0];

function labelOf(url: string, meta: PageMeta): string {
  const [root] = serviceHubs;
  if (url === root.path) return root.heading;
  const area = url.slice(root.path.length, -1) as ServiceArea;
  if (url.startsWith(root.path) && area in areaNames) return areaNames[area];
  return sectionLabels.get(url) ?? shortTitle(meta.title);
}

/** The trail of a page two or more levels deep; undefined for the home page and top-level pages. */
export function breadcrumbOf(url: string, lookup: (url: string) => PageMeta | undefined): SeoCrumb[] | undefined {
  const segments = url.split('/').filter(Boolean);
  if (segments.length < 2) return undefined;
  const service = servicePages.find((p) => servicePath(p) === url);
  if (service) {
    return crumbsOf(service).map((c: Crumb) => ({ label: c.label, url: c.href ?? url }));
  }
  const trail: SeoCrumb[] = [];
  segments.forEach((_, i) => {
    const at = `/${segments.slice(0, i + 1).join('/')}/`;
    const meta = lookup(at);
    if (meta) trail.push({ label: labelOf(at, meta), url: at });
  });
  return trail;
}
