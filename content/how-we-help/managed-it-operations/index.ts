import type { ContentServicePage } from '../types.ts';
import { globImport } from '@runtime';
import { inMenuOrder } from '../menu-order.ts';

/**
 * Managed IT operations pages: every other module in this folder, one page each, in menu order (each page's menuOrder).
 * Adding a page is adding its file here (and its pictures): the hub and the menu follow.
 */
export const managedItPages: ContentServicePage[] = inMenuOrder(globImport<ContentServicePage>(import.meta.url, './*.ts', { import: 'default' }));
