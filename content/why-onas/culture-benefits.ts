import type { CultureBenefitsPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Culture and Benefits | ONAS',
  description:
    'What it is like to work at ONAS: a culture built on ownership, continuous learning and respect, with benefits that support health, growth and family life.',
};

const culturePicture = {
  src: 'images/company/culture.jpg',
  alt: 'ONAS colleagues collaborating and laughing during a team workshop',
};

const benefitsPicture = {
  src: 'images/company/benefits.jpg',
  alt: 'Employee attending an online certification course at a home desk',
};

export const page: CultureBenefitsPage = {
  path: '/why-onas/culture-benefits/',
  hero: {
    images: [culturePicture],
    heading: 'Culture and Benefits',
    subheading: 'A place to do serious work and keep growing',
    description: 'We expect a lot from our people, so we try to give a lot back: real responsibility, time to learn and support for life outside work.',
    buttons: [
      { text: 'View Careers', href: '/resources/careers/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
  culture: {
    heading: 'Our culture',
    intro:
      'Culture is what happens when a deadline is close and something goes wrong. These three pillars describe how we behave in those moments, and on ordinary days too.',
    picture: culturePicture,
    pillars: [
      {
        id: 'ownership',
        title: 'Ownership',
        text: 'People here own outcomes, not just tasks. A support engineer who spots a recurring fault is expected to find its root cause, and has the authority to propose a fix. New joiners are given real client work within their first weeks, with a senior colleague alongside.',
      },
      {
        id: 'learning',
        title: 'Learning every week',
        text: 'Platforms change every release cycle, so learning is part of the job, not an afterthought. Teams run internal knowledge sessions, share lessons from each project, and get access to the courses our EdTech practice builds for clients.',
      },
      {
        id: 'respect',
        title: 'Respect and openness',
        text: 'We disagree openly and decide together. Questions are welcomed from anyone regardless of seniority, mistakes are discussed to learn from them, and harassment or discrimination of any kind is not tolerated.',
      },
    ],
  },
  benefits: {
    heading: 'Benefits',
    intro: 'Benefits vary by location and employment type; the list below reflects what we offer our full-time employees in India.',
    picture: benefitsPicture,
    items: [
      {
        title: 'Health cover',
        text: 'Group medical insurance for employees and their immediate family, plus term life and accident cover.',
      },
      {
        title: 'Certification support',
        text: 'Sponsored exams and study time for recognised certifications on the platforms you work with.',
      },
      {
        title: 'Flexible working',
        text: 'Hybrid arrangements where the client and role allow, and flexible hours around core collaboration time.',
      },
      {
        title: 'Paid leave and holidays',
        text: 'Annual leave, sick leave and public holidays, along with parental leave for new parents.',
      },
      {
        title: 'Structured career paths',
        text: 'Twice-yearly reviews, clear role expectations at each level and mentoring for the next step.',
      },
      {
        title: 'Recognition',
        text: 'Spot awards and team celebrations for work that goes beyond the brief, nominated by peers as well as managers.',
      },
      {
        title: 'Statutory benefits',
        text: 'Provident fund, gratuity and all other statutory entitlements handled correctly and on time.',
      },
    ],
  },
  closing: {
    heading: 'Want to be part of it?',
    text: 'We hire consultants, engineers, recruiters and support specialists throughout the year. Check our current openings or send us your CV.',
    buttons: [
      { text: 'View Careers', href: '/resources/careers/', variant: 'primary' },
      { text: 'Send Your CV', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
};
