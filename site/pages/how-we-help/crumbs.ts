import { areaNames, serviceHubs, type ServicePage } from '@content/how-we-help/index.ts';
import type { Crumb } from './Breadcrumb.tsx';

/**
 * The breadcrumb trail of a service page: How we help / <area> / <page>. The visible breadcrumb
 * and the page's BreadcrumbList (site/seo) both come from here, so they cannot drift apart.
 */
export function crumbsOf(page: ServicePage): Crumb[] {
  const [root] = serviceHubs;
  return [{ label: root.heading, href: root.path }, { label: areaNames[page.area], href: `${root.path}${page.area}/` }, { label: page.name }];
}
