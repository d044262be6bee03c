// Shared by the industries / Why ONAS / resources / staffing / contact page tests:
// the routes under test and the site to test them on.
import { serveSite } from '../../support/browser.ts';

export const pageRoutes = [
  '/who-we-help/',
  '/who-we-help/industries/',
  '/why-onas/',
  '/why-onas/about-us/',
  '/why-onas/company/',
  '/why-onas/mission-principles/',
  '/why-onas/leadership/',
  '/why-onas/culture-benefits/',
  '/why-onas/employees/',
  '/why-onas/investors/',
  '/why-onas/life/',
  '/resources/',
  '/resources/media/',
  '/resources/ideas/',
  '/resources/awards/',
  '/resources/blogs/',
  '/resources/careers/',
  '/resources/case-studies/',
  '/resources/newsroom/',
  '/resources/contact-us/',
  '/staffing/',
  '/staffing/it-consulting/',
  '/staffing/professional-services/',
  '/staffing/submit-a-vacancy/',
  '/staffing/submit-a-vacancy/request-a-call-back/',
];

/** The real site (the run's one build; see serveSite). */
export async function startSite(): Promise<{ url: string; close: () => Promise<void> }> {
  return serveSite();
}
