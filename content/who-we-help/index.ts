import type { PageMeta, WhoWeHelpHub } from './types.ts';

export const meta: PageMeta = {
  title: 'Who We Help | ONAS',
  description:
    'ONAS works with banks, manufacturers, hospitals, retailers, public bodies and technology firms, pairing sector knowledge with ERP, digital and staffing work.',
};

const picture = {
  src: 'images/industries/information-technology.jpg',
  alt: 'ONAS consultants working with a client team at their workstations',
};

const industryCard = (id: string, title: string, text: string) => ({
  title,
  text,
  cta: 'Read more',
  link: `/who-we-help/industries/#${id}`,
});

export const page: WhoWeHelpHub = {
  path: '/who-we-help/',
  hero: {
    images: [picture],
    heading: 'Who We Help',
    subheading: 'Organisations that need technology and skilled people to move together',
    description: 'From regulated lenders to fast-growing product companies, our clients share one need: systems and teams that keep pace with the business.',
    buttons: [
      { text: 'View Industries', href: '/who-we-help/industries/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Built for the businesses that keep economies running',
    paragraphs: [
      'Our clients range from family-run manufacturers taking their first step onto an ERP, to banks and insurers modernising platforms that millions of customers depend on, to global capability centres scaling engineering teams in Hyderabad and Chennai. What they have in common is a gap between what the business needs to do next and what its current systems and headcount can deliver.',
      'We close that gap from both sides. Our consultants implement and run the platforms, including SAP, Salesforce, NetSuite, ServiceNow and Workday, and our staffing teams supply the analysts, engineers and specialists who keep them useful. Because we work across sixteen sectors, we can bring lessons from one industry to another without forcing a template where it does not fit.',
    ],
  },
  picture,
  highlights: {
    heading: 'Where we spend most of our time',
    cards: [
      industryCard(
        'banking',
        'Banking and Financial Services',
        'Faster onboarding and lending, reporting generated from governed data, and security monitoring aligned with regulator expectations.',
      ),
      industryCard(
        'manufacturing',
        'Manufacturing',
        'Shop floor connected to the ERP, equipment effectiveness measured in real time, and planning that people actually trust.',
      ),
      industryCard(
        'healthcare',
        'Healthcare',
        'Hospital, laboratory and insurer systems integrated, claims paperwork reduced, and 24x7 support for clinical operations.',
      ),
      industryCard('retail', 'Retail', 'One view of stock and orders across stores, websites and marketplaces, plus promotions measured for real lift.'),
      industryCard(
        'information-technology',
        'Information Technology',
        'Niche technical skills on demand, automated service desks, and support for capability centres from first hire to steady state.',
      ),
      industryCard(
        'public-services',
        'Public Services',
        'Accessible, multilingual citizen portals, digitised approvals, and hosting that respects data-residency rules.',
      ),
    ],
  },
  closing: {
    heading: 'Tell us where you want to be in a year',
    text: 'A short conversation is usually enough for us to suggest where to start, what it would take and whether staffing, a project or managed services is the right model.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
