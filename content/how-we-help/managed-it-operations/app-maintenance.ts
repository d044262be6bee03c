import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'managed-it-operations',
  slug: 'app-maintenance',
  name: 'Application Maintenance',
  menuLabel: 'Application Maintenance',
  menuOrder: 1,
  title: 'Application Maintenance and Support Services | ONAS',
  description:
    'Application maintenance and support from ONAS: L2/L3 fixes, ITIL problem management, patching, release support and SLA-tracked enhancements for business apps.',
  hero: {
    images: [
      {
        src: 'images/services/app-maintenance.jpg',
        alt: 'Abstract illustration of interlocking gears around an application window, with a wrench and a rising health indicator',
      },
    ],
    heading: 'Application Maintenance and Support',
    subheading: 'Keep business applications stable, patched and improving',
    description:
      'We take over day-to-day support of your custom and packaged applications, with clear service levels, documented knowledge and a steady backlog of improvements.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Software Testing and QA', href: '/how-we-help/digital-transformation/test-automation/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Support that goes beyond keeping the lights on',
    paragraphs: [
      'Most business applications spend far longer in production than they ever did in development. Over those years the code drifts away from its documentation, the original developers move on, and small defects turn into workarounds that only a few people understand. Support becomes expensive not because the work is hard, but because nobody owns it end to end.',
      "ONAS application maintenance gives that ownership to a dedicated team. We run L2 and L3 support for custom-built systems, ERP extensions, integrations and web applications, working in your ticketing tool and to service levels agreed up front. Every fix is recorded, every recurring fault is traced to its cause, and knowledge is written down rather than held in one person's head.",
      'Because support and enhancement sit with the same people, we can also show you where an application is costing you time, and propose the changes that would remove that cost.',
    ],
  },
  offerings: {
    heading: 'What our application support covers',
    cards: [
      {
        title: 'L2 and L3 incident resolution',
        tag: 'Run',
        text: 'Analysts triage tickets passed on by your service desk, reproduce the fault and resolve it through configuration or data fixes, or hand it to developers for a code change. Priorities, response and resolution targets are written into the SLA, and P1 incidents get a bridge call and regular updates until service is restored.',
      },
      {
        title: 'Problem management and root-cause analysis',
        tag: 'Improve',
        text: 'When the same incident keeps coming back, we open a problem record, study logs and code paths, and document the underlying cause. Permanent fixes go through change control, and known errors with their workarounds are published to the knowledge base so first-line teams can close similar tickets faster.',
      },
      {
        title: 'Minor enhancements and change requests',
        text: 'A monthly pool of development hours covers small changes: new report fields, validation rules, workflow adjustments, API tweaks. Requests are estimated and prioritised with your product owner, built in a separate environment, regression tested and released on an agreed cadence rather than pushed out as ad-hoc hotfixes.',
      },
      {
        title: 'Release, patch and dependency management',
        text: "We keep frameworks, libraries, runtimes and vendor patches current, checking security advisories against each application's dependency list. Upgrades are tested against automated regression suites where they exist, and we build those suites where they do not, so an upgrade stops being a risky one-off project.",
      },
      {
        title: 'Application performance monitoring',
        text: 'With application performance monitoring and log analytics tools we watch response times, error rates, queue depths and batch job completion. Alerts are tuned to business impact, so a failed overnight invoicing run wakes someone up while a harmless warning waits for the morning review.',
      },
      {
        title: 'Knowledge transfer and documentation',
        text: 'Every engagement starts by capturing how the application really works: architecture, integrations, job schedules, runbooks and known issues. That documentation belongs to you and is kept current, which reduces your dependence on any single person, including anyone on our team.',
      },
    ],
  },
  process: {
    heading: 'How we take over an application',
    steps: [
      {
        title: 'Discovery and knowledge transfer',
        text: 'We review code, environments, ticket history and existing documentation, and shadow your current team to learn the application as it is actually used.',
      },
      {
        title: 'Transition and parallel run',
        text: 'Our team works the queue alongside yours under supervision, with SLA measurement running in shadow mode, until both sides are confident in the handover.',
      },
      {
        title: 'Steady-state support',
        text: 'We take primary ownership of tickets, run changes through your approval process and report monthly on SLA attainment, backlog age and recurring issues.',
      },
      {
        title: 'Continuous improvement',
        text: 'Each quarter we review ticket data with you and propose fixes, automation or refactoring that would cut ticket volume and running cost.',
      },
    ],
  },
  outcomes: {
    heading: 'What changes once we are in place',
    paragraphs: [
      'The aim is an application that needs less support over time, not a support contract that grows every year. The effect shows up in a few measurable places.',
    ],
    bullets: [
      'Predictable response and resolution times, reported against the SLA every month',
      'Falling ticket volumes as recurring defects are fixed at the root',
      'Current documentation and runbooks that survive staff changes',
      'Regular, tested releases instead of emergency hotfixes',
    ],
  },
  closing: {
    heading: 'Hand us the applications that keep you up at night',
    text: 'Tell us which systems you run and how they are supported today, and we will propose a transition plan and service levels to match.',
  },
};

export default page;
