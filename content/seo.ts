// Search and sharing: how the site names itself in link previews and search results, and the
// area named on each page's share picture.
import { company } from './company.ts';
import { areaNames, serviceHubs } from './how-we-help/index.ts';

export interface ShareArea {
  /** URL prefix; the longest matching prefix names a page's area. */
  prefix: string;
  label: string;
}

const [servicesRoot] = serviceHubs;

export const sharing = {
  siteName: company.name,
  /** Manifest short_name: the name under a home-screen icon. */
  shortName: company.name,
  /** og:locale: the copy is written in British English. */
  locale: 'en_GB',
  /** Countries the services are offered in (Service.areaServed): where the offices are. */
  areaServed: ['India', 'United States'],
  /** The area above the title on a page's share picture. */
  areas: [
    { prefix: '/', label: 'IT consulting · Staffing · EdTech' },
    { prefix: servicesRoot.path, label: 'Services' },
    ...Object.entries(areaNames).map(([slug, label]) => ({ prefix: `${servicesRoot.path}${slug}/`, label })),
    { prefix: '/who-we-help/', label: 'Industries' },
    { prefix: '/why-onas/', label: 'Why ONAS' },
    { prefix: '/resources/', label: 'Resources' },
    { prefix: '/resources/careers/', label: 'Careers' },
    { prefix: '/resources/contact-us/', label: 'Contact' },
    { prefix: '/staffing/', label: 'Staffing' },
    { prefix: '/privacy-policy/', label: 'Legal' },
  ] satisfies ShareArea[],
  /** og:image:alt of a generated share picture. */
  imageAlt: (headline: string, area: string) => `${company.name} logo above the words “${headline}”, under the heading ${area}`,
};
