import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'erp',
  slug: 'salesforce',
  name: 'Salesforce',
  menuLabel: 'Salesforce',
  menuOrder: 2,
  layout: 'content',
  title: 'Salesforce Consulting, Implementation and Support | ONAS',
  description:
    'Salesforce Sales Cloud and Service Cloud implementation, Flow automation, Apex and Lightning development, integration and org health support from ONAS.',
  hero: {
    images: [
      {
        src: 'images/services/salesforce.jpg',
        alt: 'Illustration of a sales pipeline flowing from leads to closed deals across connected customer records',
      },
      {
        src: 'images/services/salesforce-2.jpg',
        alt: 'Illustration of service cases routed from phone, chat and email channels to the right agents',
      },
      {
        src: 'images/services/salesforce-3.jpg',
        alt: 'Illustration of automation flows linking customer data to billing and ERP systems',
      },
    ],
    heading: 'Salesforce that fits how your teams sell and serve',
    subheading: 'Implementation, automation, development and org optimisation',
    description:
      'We design and build Salesforce orgs around your revenue and service processes, then keep them clean as your business and the platform change.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Explore ERP Services', href: '/how-we-help/erp/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'A CRM your people actually use',
    paragraphs: [
      'Most Salesforce problems we are asked to fix did not start with the platform. They started with a rushed data model, automation layered on top of automation, and page layouts that show sales reps forty fields when they need eight. Adoption drops, the data becomes unreliable, and forecasts drift back into spreadsheets.',
      'We treat each org as a product with users, a backlog and a roadmap. Our consultants map your lead-to-cash and case-to-resolution processes first, then decide what belongs in declarative configuration, what needs Apex, and what should live in another system and reach Salesforce through an integration.',
      'We work across Sales Cloud, Service Cloud, Experience Cloud, Revenue Cloud and Data Cloud. With Workflow Rules and Process Builder retired in favour of Flow, we also help teams move their remaining legacy automation onto a supported footing.',
    ],
  },
  offerings: {
    heading: 'Our Salesforce services',
    cards: [
      {
        title: 'Sales Cloud implementation',
        text: 'We configure opportunity stages, territories, forecasting, lead assignment and approval processes around how your sales teams really work. Data migration from your previous CRM includes de-duplication and account hierarchy clean-up, so pipeline reports can be trusted from the first day rather than after months of manual correction.',
      },
      {
        title: 'Service Cloud and contact centre',
        text: 'We set up case management, entitlements and milestones for SLAs, Omni-Channel routing by skill and capacity, Knowledge, and a customer help centre on Experience Cloud. Where volumes justify it, we connect telephony through Service Cloud Voice and add bots that resolve common requests before they reach an agent.',
      },
      {
        title: 'Flow automation and migration',
        text: 'We inventory existing Workflow Rules, Process Builders and Apex triggers, consolidate them into well-structured record-triggered and screen Flows, and document the order of execution per object. Fewer overlapping automations mean fewer recursion errors and governor limit failures, and changes an admin can make safely.',
      },
      {
        title: 'Apex and Lightning Web Components',
        text: 'When declarative tools are not enough, we write bulk-safe Apex with tests that assert behaviour rather than chase the 75 percent coverage minimum, and build Lightning Web Components for complex screens. All code lives in source control and deploys through Salesforce DX pipelines, never by hand in production.',
      },
      {
        title: 'Integration and data',
        text: 'We connect Salesforce to ERP, marketing and billing systems using Platform Events, Change Data Capture, REST APIs or MuleSoft, with a named system of record for every shared field. We also prepare clean, well-modelled data for Data Cloud, Einstein and Agentforce, so AI features act on accurate records.',
      },
    ],
  },
  process: {
    heading: 'How we deliver',
    steps: [
      {
        title: 'Org and process review',
        text: 'We review Security Health Check results, automation, sharing settings and limit usage, and interview users in each role.',
      },
      {
        title: 'Solution design',
        text: 'We define the data model, sharing model, automation approach and integration patterns, and agree them with your admins.',
      },
      {
        title: 'Iterative build',
        text: 'Two-week sprints in sandboxes, with demos to business owners and deployment through a version-controlled pipeline.',
      },
      {
        title: 'Launch and adoption',
        text: 'Role-based training, in-app guidance and adoption dashboards that show which features each team is using.',
      },
      {
        title: 'Release support',
        text: 'We test each of Salesforce’s three annual releases against your org and maintain a prioritised enhancement backlog.',
      },
    ],
  },
  outcomes: {
    heading: 'Results we aim for',
    paragraphs: ['We tie each Salesforce engagement to numbers your leadership already tracks, and we measure them before and after each release.'],
    bullets: [
      'Forecasts built from pipeline data that sales managers trust',
      'Shorter case handling times through routing, knowledge and automation',
      'One documented automation approach per object, easier to change safely',
      'Faster, lower-risk releases through source-driven deployment',
    ],
  },
  closing: {
    heading: 'Talk to our Salesforce team',
    text: 'Whether you are starting a new org or untangling an old one, we will review it with you and say plainly what to keep, fix or rebuild.',
  },
};

export default page;
