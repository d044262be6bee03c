import type { ServiceArea, ServicePage } from './types.ts';
import { erpPages } from './erp/index.ts';
import { digitalTransformationPages } from './digital-transformation/index.ts';
import { managedItPages } from './managed-it-operations/index.ts';
import { otherServicesPages } from './other-services/index.ts';

export type * from './types.ts';
export { serviceHubs } from './hubs.ts';
export { erpPages, digitalTransformationPages, managedItPages, otherServicesPages };

/** Every service page, grouped by area in menu order. */
export const servicePages: ServicePage[] = [...erpPages, ...digitalTransformationPages, ...managedItPages, ...otherServicesPages];

/** Display names of the service areas. */
export const areaNames: Record<ServiceArea, string> = {
  erp: 'ERP',
  'digital-transformation': 'Digital Transformation',
  'managed-it-operations': 'Managed IT Operations',
  'other-services': 'Other Services',
};

/** URL of a service page, e.g. /how-we-help/erp/sap/. */
export function servicePath(page: Pick<ServicePage, 'area' | 'slug'>): string {
  return '/how-we-help/' + page.area + '/' + page.slug + '/';
}

/** The pages of one area, in menu order. */
export function pagesInArea(area: ServiceArea): ServicePage[] {
  return servicePages.filter((page) => page.area === area);
}
