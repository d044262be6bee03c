/**
 * Main menu, footer quick links, legal links and mobile-drawer buttons.
 * Every internal href ends with a slash (before any #fragment). External links carry `external: true`
 * and open in a new tab.
 */
import { company } from './company.ts';

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
// How We Help

const erp: NavCategory = {
  name: 'ERP',
  items: [
    link('SAP', '/how-we-help/erp/sap/'),
    link('Salesforce', '/how-we-help/erp/salesforce/'),
    link('NetSuite', '/how-we-help/erp/netsuite/'),
    link('ServiceNow', '/how-we-help/erp/servicenow/'),
    link('Workday', '/how-we-help/erp/workday/'),
    { label: company.external.oracle.label, href: company.external.oracle.href, external: true },
  ],
};

const dt = '/how-we-help/digital-transformation';
const digitalTransformation: NavCategory = {
  name: 'Digital Transformation',
  items: [
    link('AI Consulting', `${dt}/ai-ml/`),
    link('Cloud Migration & Integration', `${dt}/cloud-integ/`),
    link('Data Engineering & Analytics', `${dt}/data-eng-ana/`),
    link('IoT Development', `${dt}/iot-services/`),
    link('Product Engineering', `${dt}/product-eng/`),
    link('Software Testing & QA', `${dt}/test-automation/`),
    link('Governance, Risk & Compliance', `${dt}/grc/`),
    link('IT Asset Management', `${dt}/it-asset-management/`),
    link('Generative AI', `${dt}/genai/`),
    link('DevOps', `${dt}/devops/`),
  ],
};

const mit = '/how-we-help/managed-it-operations';
const managedIt: NavCategory = {
  name: 'Managed IT Operations',
  items: [
    link('Application Maintenance', `${mit}/app-maintenance/`),
    link('Cloud Support', `${mit}/cloud-support/`),
    link('Cyber Security', `${mit}/cybersecurity/`),
    link('IT Infrastructure', `${mit}/it-infra/`),
    link('Network Support', `${mit}/network-support/`),
    link('24x7 Helpdesk', `${mit}/helpdesk/`),
  ],
};

const os = '/how-we-help/other-services';
const otherServices: NavCategory = {
  name: 'Other Services',
  items: [
    link('Web Design & Development', `${os}/web-dev/`),
    link('SEO', `${os}/seo/`),
    link('Social Media Marketing', `${os}/social-media/`),
    link('Content Marketing', `${os}/content-marketing/`),
    link('Email Marketing', `${os}/email-marketing/`),
    link('Pay-Per-Click', `${os}/ppc/`),
  ],
};

const edtech: NavCategory = {
  name: 'EdTech',
  items: [{ label: company.external.edtech.label, href: company.external.edtech.href, external: true }],
};

// ---------------------------------------------------------------------------------------------
// Who We Help: the menu's 20 industries, in three groups, each linking to its section (#anchor) on the
// industries page; the page has a section for every one of them.

const industriesPath = '/who-we-help/industries/';
const industry = (label: string, id: string): NavLink => link(label, `${industriesPath}#${id}`);

const financialPublic: NavCategory = {
  name: 'Financial & Public Sector',
  items: [
    link('All Industries', industriesPath),
    industry('Banking', 'banking'),
    industry('Capital Markets', 'capital-markets'),
    industry('Insurance', 'insurance'),
    industry('Public Services', 'public-services'),
    industry('Professional Services', 'professional-services'),
    industry('Education', 'education'),
  ],
};

const consumerHealthTech: NavCategory = {
  name: 'Consumer, Health & Technology',
  items: [
    industry('Healthcare', 'healthcare'),
    industry('Life Sciences', 'life-sciences'),
    industry('Retail', 'retail'),
    industry('Consumer Electronics & Packaged Goods', 'consumer-electronics-packaged-goods'),
    industry('Consumer Goods & Distribution', 'consumer-goods-distribution'),
    industry('Hi-Tech', 'hi-tech'),
    industry('Information Technology', 'information-technology'),
    industry('Communications, Media & Information', 'communication-media-info'),
  ],
};

const industrialEnergy: NavCategory = {
  name: 'Industrial, Energy & Logistics',
  items: [
    industry('Manufacturing', 'manufacturing'),
    industry('Engineering, Construction & Operations', 'engineering-construction-operations'),
    industry('Oil, Gas & Energy', 'oil-gas-energy'),
    industry('Energy, Resources & Utilities', 'energy-resources-utilities'),
    industry('Natural Resources', 'natural-resources'),
    industry('Travel & Logistics', 'travel-logistics'),
  ],
};

// ---------------------------------------------------------------------------------------------
// Staffing

const itc = '/staffing/it-consulting/';
const itConsulting: NavCategory = {
  name: 'IT Consulting',
  items: [
    link('IT Consulting Overview', itc),
    link('Banking & Finance', `${itc}#banking-finance`),
    link('Finance & Accounting', `${itc}#finance-accounting`),
    link('HR Support', `${itc}#hr-support`),
    link('Legal & Compliance', `${itc}#legal-compliance`),
    link('Pharma, Healthcare & Life Sciences', `${itc}#pharma-healthcare-lifesciences`),
    link('Sales, Trade & Marketing', `${itc}#sales-trade-marketing`),
    link('Wholesale & Retail', `${itc}#wholesale-retail`),
  ],
};

const ps = '/staffing/professional-services/';
const professionalServices: NavCategory = {
  name: 'Professional Services',
  items: [
    link('Professional Services Overview', ps),
    link('Managed IT Services', `${ps}#managed-it`),
    link('Staff Augmentation', `${ps}#staff-augmentation`),
    link('Temporary & Contract Staffing', `${ps}#temporary-contract`),
    link('Permanent & Executive Search', `${ps}#permanent-executive`),
    link('Contract-to-Hire', `${ps}#contract-to-hire`),
    link('Remote & Virtual Staffing', `${ps}#remote-virtual`),
    link('Offshore Staffing', `${ps}#offshore-staffing`),
    link('Recruitment Process Outsourcing', `${ps}#rpo-services`),
    link('Business Process Outsourcing', `${ps}#bpo-services`),
    link('Hire Recruiters', `${ps}#hire-recruiters`),
    link('Technical Support', `${ps}#technical-support`),
  ],
};

const employers: NavCategory = {
  name: 'Employers',
  items: [link('Submit a Vacancy', '/staffing/submit-a-vacancy/request-a-call-back/')],
};

// ---------------------------------------------------------------------------------------------

export const mainNav: NavItem[] = [
  {
    label: 'How We Help',
    href: '/how-we-help/',
    children: [erp, digitalTransformation, managedIt, otherServices, edtech],
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
