import type { PageMeta, WhyOnasHub } from './types.ts';

export const meta: PageMeta = {
  title: 'Why ONAS | IT Consulting and Staffing Partner',
  description:
    'Why clients choose ONAS: our purpose and values, how we lead, the people we hire, our culture and how we work from Hyderabad, Chennai and the USA.',
};

const picture = {
  src: 'images/company/about.jpg',
  alt: 'ONAS team members in discussion around a table at the Hyderabad office',
};

export const page: WhyOnasHub = {
  path: '/why-onas/',
  hero: {
    images: [picture],
    heading: 'Why ONAS',
    subheading: 'A consulting partner that also brings the people',
    description:
      'Most firms sell you a project or a profile. We combine platform expertise, managed services and staffing so the work gets done and stays done.',
    buttons: [
      { text: 'About Us', href: '/why-onas/about-us/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'What makes working with us different',
    paragraphs: [
      'ONAS is an IT consulting, staffing and EdTech services company headquartered in Hyderabad, with offices in Chennai and the USA. We implement and support enterprise platforms, modernise infrastructure, run digital marketing programmes and place skilled professionals, often for the same client at the same time.',
      'That combination changes the conversation. When a project needs a Workday analyst for six months, we can place one. When a newly hired team needs training, our EdTech practice can run it. When the go-live is over, our managed services team keeps the platform healthy. You deal with one accountable partner rather than three vendors.',
      'The pages below explain who we are, what we believe, how we lead and what it is like to work here.',
    ],
  },
  picture,
  sections: {
    heading: 'Get to know us',
    cards: [
      {
        title: 'About Us',
        text: 'Our purpose, vision and mission, and the five values that guide how we treat clients and each other.',
        cta: 'Read about us',
        link: '/why-onas/about-us/',
      },
      {
        title: 'Company',
        text: 'Who we are, the services we offer, where our teams are based and the ways clients engage us.',
        cta: 'See the company',
        link: '/why-onas/company/',
      },
      {
        title: 'Mission and Principles',
        text: 'The mission we hold ourselves to and the operating principles behind every engagement.',
        cta: 'Read our principles',
        link: '/why-onas/mission-principles/',
      },
      {
        title: 'Leadership',
        text: 'How we lead and the leadership roles accountable for delivery, talent and innovation.',
        cta: 'Meet the leadership roles',
        link: '/why-onas/leadership/',
      },
      {
        title: 'Culture and Benefits',
        text: 'What a working week feels like here, and the support we offer our people.',
        cta: 'Explore our culture',
        link: '/why-onas/culture-benefits/',
      },
      {
        title: 'Employees',
        text: 'The kind of people we hire and how we help them build a career, not just fill a role.',
        cta: 'Meet our people',
        link: '/why-onas/employees/',
      },
      {
        title: 'Investors',
        text: 'How the business is built and why we think it is positioned for steady growth.',
        cta: 'Investor information',
        link: '/why-onas/investors/',
      },
      {
        title: 'Life at ONAS',
        text: 'Celebrations, learning days and everyday moments from our offices.',
        cta: 'View the gallery',
        link: '/why-onas/life/',
      },
    ],
  },
  closing: {
    heading: 'Ready to talk?',
    text: 'Whether you need a platform implemented, an operation supported or a team built, we will start by listening.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
