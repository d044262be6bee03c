import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'managed-it-operations',
  slug: 'cloud-support',
  name: 'Cloud Support',
  menuLabel: 'Cloud Support',
  menuOrder: 2,
  title: 'Cloud Operations and Support Services | ONAS',
  description:
    'Managed cloud operations for AWS, Azure and Google Cloud: 24x7 monitoring, patching, tested backups, FinOps cost control and incident response under clear SLAs.',
  hero: {
    images: [
      {
        src: 'images/services/cloud-support.jpg',
        alt: 'Abstract illustration of layered cloud shapes linked to server, shield and monitoring dashboard icons',
      },
    ],
    heading: 'Cloud Operations and Support',
    subheading: 'Run your AWS, Azure and Google Cloud estates with confidence',
    description:
      'We operate your cloud workloads day to day, from monitoring and patching to backup, cost control and incident response, so your engineers can build instead of firefight.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Cloud Migration and Integration', href: '/how-we-help/digital-transformation/cloud-integ/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'The cloud does not run itself',
    paragraphs: [
      'Moving to a public cloud removes the hardware, not the operations. Instances still need patching, backups still need testing, identity permissions still drift, and a bill that looked reasonable at migration time can double within a year as environments multiply and nobody switches anything off.',
      'ONAS cloud support takes on that operational load for workloads on AWS, Microsoft Azure and Google Cloud, as well as hybrid estates that keep some systems on premises. We work inside your own accounts and subscriptions, using infrastructure as code and your existing tooling wherever possible, so nothing is locked into a proprietary platform of ours.',
      'The service follows the well-architected principles the major providers publish: operational excellence, security, reliability, performance efficiency and cost optimisation.',
    ],
  },
  offerings: {
    heading: 'Our cloud support services',
    cards: [
      {
        title: '24x7 monitoring and incident response',
        tag: 'Operate',
        text: 'We instrument workloads with native tools such as CloudWatch, Azure Monitor and Cloud Monitoring, or with your chosen observability platform, and route alerts to an on-call engineer. Incidents follow an ITIL-aligned process with defined priorities and response targets, and anything that affected users gets a written post-incident review.',
      },
      {
        title: 'Patching, backup and disaster recovery',
        text: 'Operating system and managed-service patching runs on a monthly cycle, with emergency windows for critical vulnerabilities. Backups are policy-driven, encrypted and restored on a schedule to prove they work. For critical systems we agree recovery time and recovery point objectives and rehearse failover against them.',
      },
      {
        title: 'FinOps and cost optimisation',
        tag: 'Optimise',
        text: 'We tag resources to owners and cost centres, find idle and oversized instances, recommend reserved capacity or savings plans, and set budgets with anomaly alerts. A monthly cost report shows spend by application and environment, the savings already made and the ones still waiting for your decision.',
      },
      {
        title: 'Cloud security posture management',
        text: 'Continuous checks compare your configuration with CIS benchmarks and provider guidance: public storage buckets, over-privileged IAM roles, unencrypted volumes, open security groups. Findings are ranked by risk and fixed in code rather than by console clicks, so they do not reappear with the next deployment.',
      },
      {
        title: 'Infrastructure as code and automation',
        text: 'We bring hand-built environments under Terraform, Bicep or CloudFormation, add pipelines for controlled change, and automate routine tasks such as scaling schedules, certificate renewal and log retention. Fewer manual changes mean fewer surprises and a clean audit trail of who changed what, and when.',
      },
    ],
  },
  process: {
    heading: 'How an engagement runs',
    steps: [
      {
        title: 'Cloud assessment',
        text: 'We review accounts, architecture, security posture, spend and existing runbooks, and produce a prioritised list of risks and quick wins.',
      },
      {
        title: 'Onboarding',
        text: 'Monitoring, alerting, access, backup policies and escalation paths are set up and tested, and responsibilities are agreed in a RACI matrix.',
      },
      {
        title: 'Managed operations',
        text: 'Our engineers run the estate day to day, handle incidents and service requests, and apply changes through your change process.',
      },
      {
        title: 'Monthly and quarterly reviews',
        text: 'We report on availability, incidents, patch compliance and cost, and agree the next round of optimisation and modernisation work.',
      },
    ],
  },
  outcomes: {
    heading: 'Results you can measure',
    paragraphs: [
      'Good cloud operations show up in the availability figures and in the invoice. We report on both, so the value of the service is visible to technology and finance leaders alike.',
    ],
    bullets: [
      'Availability tracked against agreed targets for each critical workload',
      'Cloud spend tied to owners, with waste found and removed every month',
      'Backups and recovery plans that have actually been tested',
      'Misconfigurations and drift caught early and corrected in code',
    ],
  },
  closing: {
    heading: 'Get your cloud estate under control',
    text: 'Share an outline of your current accounts and pain points, and we will come back with an assessment scope and a support model that fits your workloads.',
  },
};

export default page;
