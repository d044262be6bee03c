// Shared by the service page e2e tests: the site under test and the list of service routes.
import { servicePages, serviceHubs, servicePath } from '../../../content/how-we-help/index.ts';
import { serveSite } from '../../support/browser.ts';

/** Every service page (27) and hub (5). */
export const serviceRoutes: string[] = [...servicePages.map(servicePath), ...serviceHubs.map((h) => h.path)];
export const hubRoutes = new Set(serviceHubs.map((h) => h.path));

/** The real site (the run's one build; see serveSite). */
export async function startSite(): Promise<{ url: string; close: () => Promise<void> }> {
  return serveSite();
}
