import type { MissionPrinciplesPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Mission and Operating Principles | ONAS',
  description:
    'The ONAS mission and the six operating principles behind every project, support contract and placement: outcomes first, plain reporting and no hidden lock-in.',
};

const picture = {
  src: 'images/company/mission.jpg',
  alt: 'Project team reviewing delivery milestones on a whiteboard',
};

export const page: MissionPrinciplesPage = {
  path: '/why-onas/mission-principles/',
  hero: {
    images: [picture],
    heading: 'Mission and Principles',
    subheading: 'What we are here to do, and the rules we follow while doing it',
    description:
      'A mission is only useful if it changes daily decisions. These principles are how ours shows up in estimates, status reports and hiring choices.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  picture,
  mission: {
    heading: 'Our mission',
    statement:
      'To help organisations put the right technology in place and the right people behind it, so that every investment they make in systems and skills produces a measurable result.',
    explanation:
      'We deliberately talk about technology and people in the same sentence. A well-configured ERP with no one who understands it decays within a year; a talented team without good tools burns out. Our consulting, managed services, staffing and EdTech work are four ways of attacking the same problem.',
  },
  principles: {
    heading: 'Our operating principles',
    items: [
      {
        id: 'outcomes-before-activity',
        title: 'Outcomes before activity',
        text: 'Each engagement begins by writing down what success looks like in business terms: days to close the books, tickets resolved at first contact, time to fill a role. We report against those measures, not just against tasks completed.',
      },
      {
        id: 'understand-before-proposing',
        title: 'Understand before proposing',
        text: 'We spend time with the people who do the work before recommending a platform, a configuration or a hire. A short discovery phase costs far less than building the wrong thing well.',
      },
      {
        id: 'right-person-for-the-role',
        title: 'The right person for the role',
        text: 'Consultants and candidates are matched on demonstrated experience, checked through technical interviews and references. We would rather ask for another week than put forward someone who is not ready.',
      },
      {
        id: 'plain-reporting',
        title: 'Plain, early reporting',
        text: 'Status reports say what is late and why. Risks are raised as soon as we see them, with an owner and a proposed response, so clients are never surprised at a steering meeting.',
      },
      {
        id: 'leave-clients-stronger',
        title: 'Leave clients stronger',
        text: 'Documentation, knowledge transfer and training are part of every scope, not optional extras. Clients keep full ownership of their configurations, code and data, and can move on from us whenever they choose.',
      },
      {
        id: 'secure-by-default',
        title: 'Secure and compliant by default',
        text: 'Least-privilege access, confidentiality agreements and careful handling of personal data apply from day one, whether we are configuring a system or screening a candidate.',
      },
    ],
  },
  closing: {
    heading: 'See the principles in practice',
    text: 'Ask us how we would approach your next project or hire. You will see these principles in the questions we ask before we quote.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Read Case Studies', href: '/resources/case-studies/', variant: 'outline' },
    ],
  },
};
