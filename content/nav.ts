/**
 * Main menu, footer quick links, legal links and mobile-drawer buttons.
 * Every internal href ends with a slash (before any #fragment). External links carry `external: true`
 * and open in a new tab.
 */
import { company } from './company.ts';
import { areaNames, pagesInArea, servicePath, type ServiceArea } from './how-we-help/index.ts';
import { sections as itConsultingSections, page as itConsultingPage } from './staffing/it-consulting.ts';
import { sections as professionalServicesSections, page as professionalServicesPage } from './staffing/professional-services.ts';
import { page as industriesPage, sections as industrySections, menuColumns, menuOnly as menuOnlyIndustries } from './who-we-help/industries.ts';
import type { IndustryMenuColumn } from './who-we-help/types.ts';

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (Oracle, EdTech Solutions). */
  external?: boolean;
}

export interface NavCategory {
  /** Column heading in the desktop dropdown; expandable group in the mobile drawer. */
  name: string;
  items: NavLink[];
}

export interface NavItem {
  label: string;
  href: string;
  /** Either all plain links or all categories, never mixed (use isNavCategory to tell them apart). */
  children?: (NavLink | NavCategory)[];
}

export function isNavCategory(child: NavLink | NavCategory): child is NavCategory {
  return 'items' in child;
}

const link = (label: string, href: string): NavLink => ({ label, href });

// ---------------------------------------------------------------------------------------------
// The sections below come from the content that makes the pages (issue 41): a service, an industry or a
// staffing section declares its menu label where it is written, and appears in its hub and here at once.

// How We Help: one column per service area, its pages in the area index's order.

const serviceColumn = (area: ServiceArea, extra: NavLink[] = []): NavCategory => ({
  name: areaNames[area],
  items: [...pagesInArea(area).map((page) => link(page.menuLabel, servicePath(page))), ...extra],
});

const oracle: NavLink = { label: company.external.oracle.label, href: company.external.oracle.href, external: true };

const edtech: NavCategory = {
  name: 'EdTech',
  items: [{ label: company.external.edtech.label, href: company.external.edtech.href, external: true }],
};

// ---------------------------------------------------------------------------------------------
// Who We Help: the spec's menu of 20 industries in three columns. The 16 with a section on the industries page
// link to it (#id); the 4 the spec lists only in the menu open their nearest section.

const industriesPath = industriesPage.path;

function industryColumn(column: IndustryMenuColumn): NavCategory {
  const entries = [...industrySections.map(({ id, menu }) => ({ ...menu, target: id })), ...menuOnlyIndustries].filter((entry) => entry.column === column);
  entries.sort((a, b) => a.position - b.position);
  return { name: menuColumns[column], items: entries.map(({ label, target }) => link(label, `${industriesPath}#${target}`)) };
}

const [financialPublic, consumerHealthTech, industrialEnergy] = (Object.keys(menuColumns) as IndustryMenuColumn[]).map(industryColumn);
financialPublic.items.unshift(link('All Industries', industriesPath));

// ---------------------------------------------------------------------------------------------
// Staffing: an overview link, then every section of the page in page order.

const staffingColumn = (name: string, overview: string, path: string, sections: { id: string; menuLabel: string }[]): NavCategory => ({
  name,
  items: [link(overview, path), ...sections.map(({ id, menuLabel }) => link(menuLabel, `${path}#${id}`))],
});

const itConsulting = staffingColumn('IT Consulting', 'IT Consulting Overview', itConsultingPage.path, itConsultingSections);
const professionalServices = staffingColumn(
  'Professional Services',
  'Professional Services Overview',
  professionalServicesPage.path,
  professionalServicesSections,
);

const employers: NavCategory = {
  name: 'Employers',
  items: [link('Submit a Vacancy', '/staffing/submit-a-vacancy/request-a-call-back/')],
};

// ---------------------------------------------------------------------------------------------

export const mainNav: NavItem[] = [
  {
    label: 'How We Help',
    href: '/how-we-help/',
    children: [
      serviceColumn('erp', [oracle]),
      serviceColumn('digital-transformation'),
      serviceColumn('managed-it-operations'),
      serviceColumn('other-services'),
      edtech,
    ],
  },
  {
    label: 'Who We Help',
    href: '/who-we-help/',
    children: [financialPublic, consumerHealthTech, industrialEnergy],
  },
  {
    label: 'Why ONAS',
    href: '/why-onas/',
    children: [
      link('About Us', '/why-onas/about-us/'),
      link('Company', '/why-onas/company/'),
      link('Mission & Principles', '/why-onas/mission-principles/'),
      link('Leadership', '/why-onas/leadership/'),
      link('Culture & Benefits', '/why-onas/culture-benefits/'),
      link('Employees', '/why-onas/employees/'),
      link('Investors', '/why-onas/investors/'),
      link('Life at ONAS', '/why-onas/life/'),
    ],
  },
  {
    label: 'Resources',
    href: '/resources/',
    children: [
      link('Media', '/resources/media/'),
      link('Ideas', '/resources/ideas/'),
      link('Awards', '/resources/awards/'),
      link('Blogs', '/resources/blogs/'),
      link('Careers', '/resources/careers/'),
      link('Case Studies', '/resources/case-studies/'),
      link('Newsroom', '/resources/newsroom/'),
      link('Contact Us', '/resources/contact-us/'),
    ],
  },
  {
    label: 'Staffing',
    href: '/staffing/',
    children: [itConsulting, professionalServices, employers],
  },
];

export const footerQuickLinks: NavLink[] = [
  link('About Us', '/why-onas/about-us/'),
  link('Industries', '/who-we-help/industries/'),
  link('Careers', '/resources/careers/'),
  link('Blog', '/resources/blogs/'),
  link('Contact Us', '/resources/contact-us/'),
];

export const legalLinks: NavLink[] = [link('Privacy Policy', '/privacy-policy/')];

/** Buttons at the bottom of the mobile drawer. */
export const drawerButtons: NavLink[] = [link('Contact Us', '/resources/contact-us/'), link('Careers', '/resources/careers/')];
