import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'other-services',
  slug: 'email-marketing',
  name: 'Email Marketing',
  menuLabel: 'Email Marketing',
  menuOrder: 5,
  title: 'Email Marketing and Marketing Automation | ONAS',
  description:
    'Email marketing by ONAS: list strategy, lifecycle automation, responsive templates, SPF, DKIM and DMARC setup, deliverability monitoring and A/B testing.',
  hero: {
    images: [
      {
        src: 'images/services/email-marketing.jpg',
        alt: 'Abstract illustration of envelopes travelling along branching paths into an inbox guarded by a checkmark shield',
      },
    ],
    heading: 'Email Marketing',
    subheading: 'Reach the inbox, earn the open, prompt the next step',
    description:
      'We plan, build and run email programmes, from newsletters to automated nurture journeys, on technical foundations that keep your messages out of the spam folder.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Content Marketing', href: '/how-we-help/other-services/content-marketing/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Email still works when it is done properly',
    paragraphs: [
      'Email is one of the few channels a business owns outright. No algorithm decides whether subscribers see your message, and the cost per contact is low. But it only works if messages reach the inbox, matter to the person receiving them, and respect consent and privacy law.',
      'Mailbox providers have raised the bar: Gmail and Yahoo now expect bulk senders to authenticate their domains, offer one-click unsubscribe and keep spam complaint rates low. Buyers, meanwhile, ignore generic blasts. ONAS email marketing deals with both sides. We put the technical foundations in order, then design segmented, automated programmes that send the right message at the right point in the customer journey.',
      'We work on the platform you already use, such as HubSpot, Salesforce Marketing Cloud or Mailchimp, or help you choose one.',
    ],
  },
  offerings: {
    heading: 'Our email marketing services',
    cards: [
      {
        title: 'Deliverability and authentication',
        tag: 'Foundations',
        text: 'We configure SPF, DKIM and DMARC for your sending domains, move DMARC step by step towards enforcement using aggregate reports, and separate marketing mail onto its own subdomain. Ongoing monitoring of bounces, spam complaints, blocklists and inbox placement catches problems before they damage your sender reputation.',
      },
      {
        title: 'List strategy and segmentation',
        text: "Clean lists perform better. We audit data quality, remove invalid and long-inactive addresses, and design consent capture around GDPR, CAN-SPAM and India's DPDP Act. Segments built on role, industry, behaviour and lifecycle stage let each campaign speak to a specific group instead of everyone at once.",
      },
      {
        title: 'Lifecycle automation and nurture',
        tag: 'Automation',
        text: 'We map and build automated journeys: welcome series, lead nurture tracks, event follow-ups, onboarding sequences and re-engagement campaigns. Triggers come from form fills, website behaviour and CRM updates, and lead scoring passes sales-ready contacts to your team at the right moment.',
      },
      {
        title: 'Campaign design and copy',
        text: 'Newsletters, announcements and promotional emails are written, designed and built in responsive templates that render correctly across major email clients and in dark mode. Before sending, every email is checked for accessibility, broken links, personalisation errors and content likely to trip spam filters.',
      },
      {
        title: 'Testing, analytics and reporting',
        text: 'We run structured A/B tests on subject lines, send times, content and calls to action. Reporting looks beyond open rates, which mail privacy features have made unreliable, to clicks, conversions, revenue, unsubscribes, complaint rates and list growth over time, so decisions rest on numbers you can trust.',
      },
    ],
  },
  process: {
    heading: 'How we build your email programme',
    steps: [
      {
        title: 'Audit',
        text: 'We review your domains, DNS authentication records, platform setup, list health, past campaign results and consent practices.',
      },
      {
        title: 'Fix the foundations',
        text: 'Authentication, list hygiene, a preference centre and a template library are put in place before sending volume increases.',
      },
      {
        title: 'Plan and build',
        text: 'We agree a campaign calendar and automation map, then build and test the journeys and templates.',
      },
      {
        title: 'Send, measure, improve',
        text: 'Campaigns go out on schedule, and monthly reviews turn test results and metrics into the next round of changes.',
      },
    ],
  },
  outcomes: {
    heading: 'What you can expect',
    paragraphs: ['Better email is measured by whether your messages arrive at all, and by what subscribers do after they open them. We report on both.'],
    bullets: [
      'Authenticated domains with a DMARC policy moving towards enforcement',
      'Better inbox placement, with lower bounce and complaint rates',
      'Automated journeys that nurture leads without manual effort',
      'Click-through and conversion rates improving through regular testing',
    ],
  },
  closing: {
    heading: 'Make every send count',
    text: 'Ask for a deliverability and programme audit covering authentication, list health and past campaigns, and find out what is holding your email results back.',
  },
};

export default page;
