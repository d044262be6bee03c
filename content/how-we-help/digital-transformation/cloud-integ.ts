import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'digital-transformation',
  slug: 'cloud-integ',
  name: 'Cloud Migration and Integration',
  menuLabel: 'Cloud Migration & Integration',
  menuOrder: 2,
  layout: 'content',
  title: 'Cloud Migration and Integration Services | ONAS',
  description:
    'Cloud migration and integration by ONAS: portfolio assessment, landing zones, wave-based moves to AWS, Azure or Google Cloud, and API-led integration.',
  hero: {
    images: [
      {
        src: 'images/services/cloud-integ.jpg',
        alt: 'Illustration of application workloads moving in waves from a data centre to cloud regions, linked by integration lines',
      },
    ],
    heading: 'Cloud migration and integration without the surprises',
    subheading: 'Assessment, landing zones, migration waves and integration',
    description: 'We move applications and data to AWS, Microsoft Azure or Google Cloud in planned waves, and connect them to the systems that stay behind.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'DevOps Services', href: '/how-we-help/digital-transformation/devops/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Migration is a portfolio decision, not a single lift',
    paragraphs: [
      'Moving to the cloud is rarely one project. A typical enterprise estate holds hundreds of applications with different owners, dependencies and licensing terms, and each deserves its own decision. Some should be rehosted as they are, some replatformed onto managed databases or containers, a few refactored, and some retired altogether.',
      'We help you make those decisions with evidence from discovery tools and application owners, build a secure foundation to migrate onto, and move workloads in waves that respect business calendars. Because migrated applications still need to exchange data with on-premise ERPs, SaaS products and partners, integration design is part of the plan from the first week.',
    ],
  },
  offerings: {
    heading: 'Cloud services we provide',
    cards: [
      {
        title: 'Portfolio assessment and business case',
        tag: 'Assessment',
        text: 'Using agent-based or agentless discovery data alongside your CMDB, we map servers, dependencies and utilisation, then assign each application a strategy from the 7 Rs: rehost, relocate, replatform, refactor, repurchase, retire or retain. The business case compares run costs, licensing and effort, including the cost of staying put.',
      },
      {
        title: 'Landing zone and foundation',
        text: 'We build the target environment as code: account or subscription structure, identity federation, network topology, guardrail policies, central logging and cost tagging. The design follows AWS Control Tower, Azure landing zone or Google Cloud foundation patterns, and is reviewed against the provider’s Well-Architected guidance.',
      },
      {
        title: 'Wave-based migration',
        text: 'Applications move in waves grouped by dependency and risk. We use block-level replication for rehosting, database migration services for low-downtime data moves, and rehearsed cutover runbooks with clear rollback criteria. Each wave ends with performance validation and the decommissioning of source servers.',
      },
      {
        title: 'Application and data integration',
        text: 'We design API-led and event-driven integration using API gateways, message brokers such as Apache Kafka, and integration platforms such as MuleSoft, Boomi or Azure Integration Services. Hybrid connectivity, shared data models and end-to-end monitoring keep cloud and on-premise systems in step.',
      },
      {
        title: 'Optimisation after migration',
        text: 'Once workloads run in the cloud, we right-size instances, apply reserved capacity or savings plans, introduce autoscaling and schedule non-production shutdowns. FinOps reporting by tag makes the teams that create costs responsible for them, and monthly reviews keep spend aligned with the business case.',
      },
    ],
  },
  process: {
    heading: 'Our migration approach',
    steps: [
      {
        title: 'Discover',
        text: 'Inventory applications, dependencies and constraints, and agree a migration strategy for each workload.',
      },
      {
        title: 'Prepare',
        text: 'Deploy the landing zone, security controls and integration backbone.',
      },
      {
        title: 'Pilot',
        text: 'Migrate a low-risk wave to prove tooling, runbooks and operating procedures.',
      },
      {
        title: 'Migrate at scale',
        text: 'Run the following waves on a fixed cadence with change approval and business sign-off.',
      },
      {
        title: 'Operate and optimise',
        text: 'Hand over to operations, tune cost and performance, and retire the source infrastructure.',
      },
    ],
  },
  outcomes: {
    heading: 'Outcomes',
    paragraphs: ['A migration succeeds when the data centre footprint shrinks and the new estate is easier and cheaper to run than the old one.'],
    bullets: [
      'Every application assigned a clear strategy and owner',
      'A governed, repeatable landing zone defined as code',
      'Cutovers completed within agreed downtime windows',
      'Integrations monitored end to end across cloud and on-premise systems',
      'Cloud spend visible by team and application',
    ],
  },
  closing: {
    heading: 'Plan your next migration wave',
    text: 'Send us an overview of your estate, and we will suggest how to assess it and where to begin.',
  },
};

export default page;
