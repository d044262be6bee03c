import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'digital-transformation',
  slug: 'product-eng',
  name: 'Product Engineering',
  menuLabel: 'Product Engineering',
  menuOrder: 5,
  layout: 'content',
  title: 'Software Product Engineering Services | ONAS',
  description:
    'Product engineering by ONAS: discovery, UX design, cloud-native architecture, web and mobile development, and modernisation for software products at scale.',
  hero: {
    images: [
      {
        src: 'images/services/product-eng.jpg',
        alt: 'Illustration of a product moving from sketch and prototype to released web and mobile screens',
      },
    ],
    heading: 'Product engineering for software that has to last',
    subheading: 'Discovery, design, build and modernisation',
    description: 'We work as an extension of your product team to design, build and evolve web, mobile and SaaS products.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      {
        text: 'Software Testing and QA',
        href: '/how-we-help/digital-transformation/test-automation/',
        variant: 'outline',
      },
    ],
  },
  intro: {
    heading: 'Building products, not just projects',
    paragraphs: [
      'A software product is never finished. It has users whose needs change, competitors who move, and a codebase that either supports change or resists it. Product engineering means deciding with that in mind: validating ideas before investing in them, choosing an architecture that fits the team and the scale, and keeping quality high enough that releases stay routine.',
      'We provide cross-functional squads of product managers, designers, engineers and quality specialists who work in your backlog and your rituals. Whether we are building a first release, adding a major module or modernising a legacy platform, we measure progress in outcomes for users and in delivery metrics for the team.',
      'We also plan for the hand-back from day one. Documentation, pairing with your engineers and shared ownership of the codebase mean the product does not depend on us once it is running.',
    ],
  },
  offerings: {
    heading: 'What we build and how',
    cards: [
      {
        title: 'Product discovery',
        text: 'We test assumptions before writing code: user interviews, journey mapping, competitor review and clickable prototypes validated with real users. Discovery ends with a prioritised roadmap, a scoped minimum viable product and agreed success measures, so engineering effort goes into features people will actually adopt.',
      },
      {
        title: 'UX and UI design',
        text: 'Our designers create design systems and component libraries shared between design tools and code, with accessibility to WCAG 2.2 level AA built in from the start. Usability testing on every major flow keeps the interface simple as features accumulate and new user groups arrive.',
      },
      {
        title: 'Web, mobile and SaaS development',
        text: 'We build with React, Angular, Node.js, Java and Spring Boot, .NET and Python, and ship mobile apps in React Native, Flutter, Swift or Kotlin. For SaaS products we design multi-tenant data isolation, subscription billing integration and tenant-aware security before the first customer signs up.',
      },
      {
        title: 'Architecture and modernisation',
        text: 'We assess legacy applications and modernise them incrementally, using the strangler fig pattern to move functionality into services or a well-structured modular monolith without a risky rewrite. Architecture decision records keep the reasoning visible for the engineers who maintain the system after us.',
      },
      {
        title: 'Engineering practices',
        text: 'Automated testing, CI/CD pipelines, feature flags and OpenTelemetry-based observability are part of every engagement. We track the DORA measures of deployment frequency, lead time, change failure rate and recovery time, and share them with you every sprint, so you can see delivery getting faster and safer rather than take it on trust.',
      },
    ],
  },
  process: {
    heading: 'How we work',
    steps: [
      {
        title: 'Discover',
        text: 'Understand users, market and constraints, and define the problem worth solving.',
      },
      {
        title: 'Define',
        text: 'Agree scope, architecture and a release plan with measurable goals.',
      },
      {
        title: 'Build and release',
        text: 'Deliver in short iterations, with working software demonstrated at the end of each sprint.',
      },
      {
        title: 'Measure and evolve',
        text: 'Use product analytics and user feedback to decide what to build next.',
      },
    ],
  },
  outcomes: {
    heading: 'What you gain',
    paragraphs: ['Our aim is a product your users value and a codebase your own team can keep improving after our engagement ends.'],
    bullets: [
      'Validated features instead of assumptions in the backlog',
      'Shorter lead time from idea to release',
      'Accessible, consistent interfaces built on a shared design system',
      'A modernisation path that avoids a big-bang rewrite',
    ],
  },
  closing: {
    heading: 'Build your next release with us',
    text: 'Tell us where your product is today and where it needs to go, and we will propose a team and a first milestone.',
  },
};

export default page;
