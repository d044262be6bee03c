import type { ServicePage } from '../types.ts';
import sap from './sap.ts';
import salesforce from './salesforce.ts';
import netsuite from './netsuite.ts';
import servicenow from './servicenow.ts';
import workday from './workday.ts';

/** ERP service pages, in menu order. */
export const erpPages: ServicePage[] = [sap, salesforce, netsuite, servicenow, workday];
