import type { LeadershipPage, LeadershipRole, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Leadership | ONAS',
  description:
    'How ONAS is led, and the leadership roles accountable for strategy, delivery quality, talent solutions, and digital and AI innovation across our services.',
};

const leader = (n: 1 | 2 | 3 | 4, alt: string) => ({ src: `images/company/leader-${n}.jpg`, alt });

const roles: LeadershipRole[] = [
  {
    id: 'managing-director',
    role: 'Managing Director',
    focus:
      'Sets the company’s direction, owns the most important client relationships and makes sure growth never comes at the cost of delivery quality or our values.',
    responsibilities: ['Company strategy and annual priorities', 'Executive sponsorship on major engagements', 'Governance, risk and financial discipline'],
    picture: leader(1, 'Illustrative portrait representing the Managing Director role'),
    sample: true,
  },
  {
    id: 'head-of-delivery',
    role: 'Head of Delivery',
    focus:
      'Accountable for every project and managed service going live on time and running to agreed service levels, and for the methods, reviews and tooling that make delivery predictable.',
    responsibilities: [
      'Delivery governance and quality reviews',
      'Service-level performance on managed contracts',
      'Escalation point for clients during critical phases',
    ],
    picture: leader(2, 'Illustrative portrait representing the Head of Delivery role'),
    sample: true,
  },
  {
    id: 'head-of-talent-solutions',
    role: 'Head of Talent Solutions',
    focus:
      'Leads staffing, recruitment process outsourcing and our EdTech programmes, with one goal: placements that perform and stay, and a steady pipeline of well-trained professionals.',
    responsibilities: [
      'Screening standards and time-to-fill targets',
      'Compliance for contract and offshore staffing',
      'Training programmes linked to client demand',
    ],
    picture: leader(3, 'Illustrative portrait representing the Head of Talent Solutions role'),
    sample: true,
  },
  {
    id: 'head-of-digital-ai',
    role: 'Head of Digital & AI',
    focus:
      'Turns emerging technology into services clients can use safely today, from data platforms and machine learning to generative AI assistants with proper governance.',
    responsibilities: [
      'AI, data and cloud service offerings',
      'Responsible-AI and data-protection practices',
      'Pilots that move quickly from proof of concept to production',
    ],
    picture: leader(4, 'Illustrative portrait representing the Head of Digital and AI role'),
    sample: true,
  },
];

export const page: LeadershipPage = {
  path: '/why-onas/leadership/',
  hero: {
    images: [roles[0]!.picture],
    heading: 'Leadership',
    subheading: 'Leaders who stay close to the work',
    description: 'Our leaders review projects, meet candidates and sit in client workshops. Decisions are made by people who understand the detail.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  howWeLead: {
    heading: 'How we lead',
    paragraphs: [
      'Leadership at ONAS is measured by how well teams deliver when the leader is not in the room. That means setting clear expectations, giving people the context to make good decisions, and stepping in quickly when a client or colleague needs support.',
      'We keep the organisation deliberately flat. Clients on significant engagements have direct access to a senior leader, and every employee can raise a concern with leadership without going through layers of management.',
    ],
    points: [
      {
        title: 'Accessible',
        text: 'Senior leaders take part in client steering meetings and hold open sessions with teams every month.',
      },
      {
        title: 'Accountable',
        text: 'Each engagement has one named executive sponsor who owns the outcome, not just the contract.',
      },
      {
        title: 'Developing others',
        text: 'Leaders are assessed partly on how many people they have mentored into bigger roles.',
      },
    ],
  },
  roles: {
    heading: 'Leadership roles',
    note: 'Illustrative profiles describing each leadership role and its focus; individual biographies will be added here.',
    items: roles,
  },
  closing: {
    heading: 'Speak with our leadership team',
    text: 'Planning a large programme or a new capability centre? Ask for a conversation with the leader responsible for that area.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
