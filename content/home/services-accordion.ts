/**
 * Home-page accordion of six service categories (one panel open at a time).
 *
 * Some entries were meant to link to '#' (no page yet). None do here; each was pointed at the real page that
 * covers its subject:
 *  - EdTech "Learning and AI Insights"             -> /resources/ideas/
 *  - EdTech "Training Outcomes for Clients"        -> /resources/case-studies/
 *  - EdTech "Plan a Corporate Training Programme"  -> /resources/contact-us/ (Training is a contact-form service option)
 *  - Industries "All Industries"                   -> /who-we-help/industries/; the industry entries use anchors
 *    that exist on the industries page itself (banking, healthcare, insurance, manufacturing, retail)
 * The single external link is the EdTech site from company.ts.
 */
import { company } from '../company.ts';

interface AccordionLink {
  label: string;
  href: string;
  /** Opens in a new tab. */
  external?: boolean;
}

interface ServiceCategory {
  title: string;
  summary: string;
  links: AccordionLink[];
}

export interface ServicesAccordion {
  heading: string;
  intro: string;
  /** Exactly six. */
  categories: ServiceCategory[];
}

const itc = '/staffing/it-consulting/';
const ps = '/staffing/professional-services/';
const ind = '/who-we-help/industries/';

export const servicesAccordion: ServicesAccordion = {
  heading: 'Our Services at a Glance',
  intro: 'Open a category to see where we can help, then follow a link for the detail.',
  categories: [
    {
      title: 'IT Consulting Staffing',
      summary:
        'Specialist consultants placed in your business functions, from finance and HR to regulated life-sciences teams, screened for both domain knowledge and system skills.',
      links: [
        { label: 'Banking & Finance', href: `${itc}#banking-finance` },
        { label: 'Finance & Accounting', href: `${itc}#finance-accounting` },
        { label: 'HR Support', href: `${itc}#hr-support` },
        { label: 'Legal & Compliance', href: `${itc}#legal-compliance` },
        { label: 'Pharma, Healthcare & Life Sciences', href: `${itc}#pharma-healthcare-lifesciences` },
      ],
    },
    {
      title: 'Professional Staffing Services',
      summary:
        'Flexible ways to add people: extend a team for a project, hire on contract first, or run a permanent or executive search with a replacement guarantee.',
      links: [
        { label: 'Managed IT Services', href: `${ps}#managed-it` },
        { label: 'Staff Augmentation', href: `${ps}#staff-augmentation` },
        { label: 'Temporary & Contract Staffing', href: `${ps}#temporary-contract` },
        { label: 'Permanent & Executive Search', href: `${ps}#permanent-executive` },
        { label: 'Contract-to-Hire', href: `${ps}#contract-to-hire` },
        { label: 'Remote & Virtual Staffing', href: `${ps}#remote-virtual` },
      ],
    },
    {
      title: 'ERP Solutions',
      summary:
        'Implementation, upgrades and support on the leading enterprise platforms, with data migration, integration and user training handled by one team.',
      links: [
        { label: 'SAP', href: '/how-we-help/erp/sap/' },
        { label: 'Salesforce', href: '/how-we-help/erp/salesforce/' },
        { label: 'NetSuite', href: '/how-we-help/erp/netsuite/' },
        { label: 'ServiceNow', href: '/how-we-help/erp/servicenow/' },
      ],
    },
    {
      title: 'Industries',
      summary: 'Solutions shaped by the rules and pressures of each sector, from banking regulation to patient-data privacy and factory-floor uptime.',
      links: [
        { label: 'All Industries', href: ind },
        { label: 'Banking', href: `${ind}#banking` },
        { label: 'Healthcare', href: `${ind}#healthcare` },
        { label: 'Insurance', href: `${ind}#insurance` },
        { label: 'Manufacturing', href: `${ind}#manufacturing` },
        { label: 'Retail', href: `${ind}#retail` },
      ],
    },
    {
      title: 'Digital Marketing',
      summary:
        'Websites and campaigns that bring in qualified leads: fast, accessible sites, search visibility, social channels and content your buyers actually read.',
      links: [
        { label: 'Web Design & Development', href: '/how-we-help/other-services/web-dev/' },
        { label: 'SEO', href: '/how-we-help/other-services/seo/' },
        { label: 'Social Media Marketing', href: '/how-we-help/other-services/social-media/' },
        { label: 'Content Marketing', href: '/how-we-help/other-services/content-marketing/' },
      ],
    },
    {
      title: 'EdTech',
      summary:
        'Learning technology and training programmes that help your people adopt new systems and build lasting skills in AI, cloud and enterprise applications.',
      links: [
        { label: company.external.edtech.label, href: company.external.edtech.href, external: true },
        { label: 'Learning and AI Insights', href: '/resources/ideas/' },
        { label: 'Training Outcomes for Clients', href: '/resources/case-studies/' },
        { label: 'Plan a Corporate Training Programme', href: '/resources/contact-us/' },
      ],
    },
  ],
};
