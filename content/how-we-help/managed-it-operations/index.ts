import type { ContentServicePage } from '../types.ts';
import appMaintenance from './app-maintenance.ts';
import cloudSupport from './cloud-support.ts';
import cybersecurity from './cybersecurity.ts';
import itInfra from './it-infra.ts';
import networkSupport from './network-support.ts';
import helpdesk from './helpdesk.ts';

/** Managed IT operations pages, in menu order. */
export const managedItPages: ContentServicePage[] = [appMaintenance, cloudSupport, cybersecurity, itInfra, networkSupport, helpdesk];
