import type { CareersPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Careers at ONAS | Current Openings',
  description:
    'Careers at ONAS. We have no open positions right now, but we are growing. Check back soon for new roles or send us your CV so we can contact you first.',
};

export const page: CareersPage = {
  path: '/resources/careers/',
  hero: {
    images: [],
    heading: 'Careers',
    subheading: 'Build your career with ONAS',
    description: 'Join consultants, engineers and recruiters who help organisations adopt technology and build the teams to run it.',
    buttons: [{ text: 'Life at ONAS', href: '/why-onas/life/', variant: 'outline' }],
  },
  openings: [],
  noOpenings: {
    heading: 'No openings right now',
    text: 'We do not have any open positions at the moment. New roles open as our client work grows, so please check this careers page again soon. If you would like us to keep you in mind, send your CV through our contact form and mention the kind of role you are looking for.',
    buttons: [
      { text: 'Check Careers Page', href: '/resources/careers/', variant: 'primary' },
      { text: 'Send Your CV', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
  hiringAreas: {
    heading: 'Where we usually hire',
    items: [
      'SAP, Salesforce, NetSuite, ServiceNow and Workday consultants',
      'Cloud, DevOps, data and AI engineers',
      'Cybersecurity, network and infrastructure specialists',
      'Helpdesk and application support analysts',
      'Technical recruiters and talent acquisition partners',
      'Digital marketing, SEO and web development professionals',
    ],
  },
};
