import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'managed-it-operations',
  slug: 'helpdesk',
  name: '24x7 Helpdesk',
  menuLabel: '24x7 Helpdesk',
  menuOrder: 6,
  title: '24x7 IT Helpdesk and Service Desk | ONAS',
  description:
    'A 24x7 IT service desk for your staff: phone, email, chat and portal support, ITIL ticket handling, clear P1 response targets and growing self-service.',
  hero: {
    images: [
      {
        src: 'images/services/helpdesk.jpg',
        alt: 'Abstract illustration of a headset surrounded by chat bubbles, ticket cards and a 24-hour clock face',
      },
    ],
    heading: '24x7 IT Helpdesk',
    subheading: 'One point of contact for every IT question, at any hour',
    description:
      'Our service desk answers your employees by phone, email, chat and portal around the clock, fixing what it can on first contact and escalating the rest with full context.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'IT Infrastructure Management', href: '/how-we-help/managed-it-operations/it-infra/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Support your people can rely on',
    paragraphs: [
      'Every minute an employee spends locked out of an account, waiting for a software install or fighting a printer is a minute of lost work. When people cannot get quick help, they invent their own workarounds, and shadow IT and security risks follow.',
      'The ONAS service desk is a single point of contact for all of those requests. Trained analysts log every call, chat and email as a ticket, classify and prioritise it, and resolve as much as possible on first contact using remote-control tools and a knowledge base built around your environment. Anything that needs specialist work goes to the right resolver group, ours or yours, with the diagnosis already done.',
      'With delivery teams in India and the USA, we can staff the desk around the clock, including weekends and public holidays, without you having to run night shifts.',
    ],
  },
  offerings: {
    heading: 'What the service desk handles',
    cards: [
      {
        title: 'Multichannel first-line support',
        tag: 'L1',
        text: 'Users reach us by phone, email, chat, Microsoft Teams or a self-service portal. Analysts handle password resets, account unlocks, MFA enrolment, access requests, email and collaboration issues, printer faults and basic device troubleshooting, aiming to close as many contacts as possible on the first call.',
      },
      {
        title: 'ITIL incident and request management',
        text: 'Every contact is logged, categorised and prioritised with an impact and urgency matrix. P1 incidents affecting many users are acknowledged within minutes and run as major incidents with regular status updates, while service requests follow catalogue items with defined approval steps and fulfilment times.',
      },
      {
        title: 'Escalation and resolver coordination',
        text: 'For issues beyond first line, we route tickets to L2 and L3 teams, vendors or your internal specialists, track them against the SLA and chase them to closure. The user keeps one ticket and one point of contact, however many teams are involved behind the scenes.',
      },
      {
        title: 'Knowledge base and self-service',
        tag: 'Shift left',
        text: 'We write and maintain knowledge articles for common issues, publish user guides in your portal and study ticket trends to find requests that can be automated, such as password resets or standard software installs. Moving simple requests to self-service frees analysts for the problems that need a person.',
      },
      {
        title: 'Joiners, movers and leavers',
        text: 'We work through onboarding and offboarding checklists: account creation, licences, group memberships, device allocation and, when someone leaves, prompt removal of access. Tying these steps to HR triggers reduces first-day delays and the security risk of accounts left active after a departure.',
      },
    ],
  },
  process: {
    heading: 'How we set up your service desk',
    steps: [
      {
        title: 'Discovery',
        text: 'We study your ticket history, user base, applications, support hours and escalation paths, and agree priority definitions and SLAs.',
      },
      {
        title: 'Knowledge build and tooling',
        text: 'We configure or connect to your ITSM platform, write the first knowledge articles and set up telephony, chat and portal channels.',
      },
      {
        title: 'Go-live with hypercare',
        text: 'The desk goes live with extra staff and daily review calls during the first weeks, so gaps are found and closed quickly.',
      },
      {
        title: 'Measure and improve',
        text: 'Monthly reports cover first-contact resolution, SLA attainment, backlog, satisfaction scores and the top ticket drivers, with actions to reduce them.',
      },
    ],
  },
  outcomes: {
    heading: 'What your users and IT team will notice',
    paragraphs: [
      'A service desk is judged by the people who contact it. We track user satisfaction alongside operational metrics, so experience and efficiency improve together.',
    ],
    bullets: [
      'Help available 24 hours a day, 7 days a week, including holidays',
      'Higher first-contact resolution and shorter average handling time',
      'Clear, reported response and resolution targets for P1 to P4 tickets',
      'Lower ticket volume as self-service and root-cause fixes take effect',
      'Internal IT staff freed to work on projects',
    ],
  },
  closing: {
    heading: 'Give your employees support that answers',
    text: 'Tell us your user count, locations and required support hours, and we will propose a service desk model and SLA to match.',
  },
};

export default page;
