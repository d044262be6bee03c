import type { InvestorsPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Investors | ONAS',
  description:
    'Information for investors in ONAS: a services business spanning consulting, managed IT, staffing and EdTech, built for recurring revenue and steady growth.',
};

const picture = {
  src: 'images/company/investors.jpg',
  alt: 'ONAS leadership presenting business plans in a boardroom',
};

export const page: InvestorsPage = {
  path: '/why-onas/investors/',
  hero: {
    images: [picture],
    heading: 'Investors',
    subheading: 'A services business designed for durable growth',
    description:
      'We are building ONAS to compound: each service line creates demand for the others, and long-running managed services keep revenue predictable.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  picture,
  intro: {
    heading: 'Why ONAS',
    paragraphs: [
      'Enterprises in India and the United States are spending steadily on cloud, data, AI and platform modernisation, and they consistently report that a shortage of skilled people is the main constraint. ONAS is positioned at exactly that point: we deliver the technology work and supply the talent to sustain it.',
      'We welcome conversations with investors and strategic partners who share a long-term view. Detailed information is shared directly on request.',
    ],
  },
  highlights: {
    heading: 'How the business is built',
    items: [
      {
        title: 'Several connected revenue streams',
        text: 'Consulting projects, managed services, staffing and training serve the same clients at different stages, reducing dependence on any single line.',
      },
      {
        title: 'Recurring contracts',
        text: 'Managed IT operations and long-term staffing engagements create repeat revenue that is visible months ahead.',
      },
      {
        title: 'Cost-effective delivery base',
        text: 'Delivery centred in Hyderabad and Chennai gives access to deep talent pools, with client-facing presence in the USA.',
      },
      {
        title: 'A talent pipeline we control',
        text: 'Our EdTech practice trains professionals in the skills our clients hire for, easing the industry’s most persistent bottleneck.',
      },
    ],
  },
  buttons: [
    { text: 'Learn More', href: '/why-onas/investors/', variant: 'primary' },
    { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
  ],
};
