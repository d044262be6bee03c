// Shared by the service page e2e tests: the site under test and the list of service routes.
import { servicePages, serviceHubs, servicePath } from '../../../content/services/index.ts';
import { serveSite } from '../harness.ts';

/** Every service page (27) and hub (5). */
export const serviceRoutes: string[] = [...servicePages.map(servicePath), ...serviceHubs.map((h) => h.path)];
export const hubRoutes = new Set(serviceHubs.map((h) => h.path));

/**
 * Builds and serves the real site from source. SERVICES_TEST_URL points the tests at a server
 * that is already running instead (handy while iterating; CI leaves it unset).
 */
export async function startSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const external = process.env.SERVICES_TEST_URL;
  if (external) return { url: external.replace(/\/$/, ''), close: async () => {} };
  return serveSite();
}
