import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'erp',
  slug: 'sap',
  name: 'SAP',
  menuLabel: 'SAP',
  menuOrder: 1,
  layout: 'content',
  title: 'SAP Consulting and S/4HANA Services | ONAS',
  description:
    'SAP S/4HANA conversion, greenfield and selective data transition, Fiori UX and SAP BTP extensions, delivered by ONAS consultants for enterprise teams.',
  hero: {
    images: [
      {
        src: 'images/services/sap.jpg',
        alt: 'Illustration of connected finance and supply-chain modules around a central ledger',
      },
      {
        src: 'images/services/sap-2.jpg',
        alt: 'Illustration of legacy system blocks being converted step by step into a streamlined digital core',
      },
      {
        src: 'images/services/sap-3.jpg',
        alt: 'Illustration of role-based app tiles on a launchpad linked to cloud extension services',
      },
    ],
    heading: 'SAP consulting for the move to S/4HANA and beyond',
    subheading: 'Conversion planning, clean-core extensions and post-go-live support',
    description: 'We help enterprises choose the right S/4HANA path, move their data and custom code safely, and keep the system fit for change after go-live.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Explore ERP Services', href: '/how-we-help/erp/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Why an S/4HANA programme needs a plan before a project',
    paragraphs: [
      'SAP ends mainstream maintenance for ECC 6.0 at the end of 2027, with paid extended maintenance available until 2030. For most enterprises the move to S/4HANA is therefore a question of when and how, not whether. The harder decisions sit underneath: which processes to redesign, how much history to carry across, and what to do with years of custom ABAP.',
      'We start from the facts in your own system. The SAP Readiness Check, the Simplification Item Check and an ABAP Test Cockpit scan of custom code show what will break, what SAP now delivers in the standard, and which objects nobody has executed in years. We combine those findings with workshops in finance, supply chain and sales to build a business case your steering committee can defend.',
      'Our consultants work across FI/CO, MM, SD, PP and EWM, and with the landscape around the core: SAP BTP, SuccessFactors, Ariba and the non-SAP systems that feed or consume your ERP data.',
    ],
  },
  offerings: {
    heading: 'What we deliver on SAP',
    cards: [
      {
        title: 'S/4HANA path assessment',
        tag: 'Assessment',
        text: 'We compare a brownfield system conversion, a greenfield reimplementation and a selective data transition against your process maturity, data volumes and timeline. You receive a recommended path, a high-level cutover approach, a sized estimate for custom code remediation and a phased roadmap that fits RISE with SAP or an on-premise licence model.',
      },
      {
        title: 'Conversion and implementation',
        text: 'We run delivery on SAP Activate, from fit-to-standard workshops in the Explore phase through Realize sprints to Deploy. The work covers Business Partner and customer-vendor integration, the Universal Journal in finance, Migration Cockpit loads for greenfield objects, and repeated mock conversions that shrink the production downtime window.',
      },
      {
        title: 'Custom code and clean core',
        text: 'Using ABAP Test Cockpit findings and usage statistics, we retire dead code, replace modifications with standard functionality, and rebuild what remains as ABAP Cloud or side-by-side extensions. A clean core makes later upgrades shorter and gives you a clear list of what each new release could affect.',
      },
      {
        title: 'SAP Fiori user experience',
        text: 'We select and configure SAP Fiori apps by business role, organise launchpad spaces and pages, and build custom apps with SAP Fiori elements where the standard falls short. Users get task-based screens instead of transaction codes, and we track adoption after go-live to see which roles still need help.',
      },
      {
        title: 'SAP BTP extensions and integration',
        text: 'On SAP Business Technology Platform we build extensions with the Cloud Application Programming Model and connect S/4HANA to other systems through SAP Integration Suite. We favour published APIs and business events over point-to-point file transfers, so every interface has a contract, monitoring and an owner.',
      },
    ],
  },
  process: {
    heading: 'How an SAP engagement runs',
    steps: [
      {
        title: 'Discover',
        text: 'Readiness Check results, custom code scans and process workshops establish the baseline and the business case.',
      },
      {
        title: 'Design',
        text: 'Fit-to-standard sessions settle the process design, the data migration strategy and the extension architecture.',
      },
      {
        title: 'Build and test',
        text: 'Configuration, development and data migration run in sprints, with integration, regression and user acceptance testing in each cycle.',
      },
      {
        title: 'Rehearse and cut over',
        text: 'Mock conversions validate data reconciliation and timings until the cutover runbook is predictable.',
      },
      {
        title: 'Stabilise and improve',
        text: 'Hypercare resolves early incidents, then an agreed support model takes over releases, enhancements and SAP feature packs.',
      },
    ],
  },
  outcomes: {
    heading: 'What changes after the move',
    paragraphs: [
      'A well-run S/4HANA programme is measured in business terms, not by the go-live date alone. We agree the measures at the start and report against them after go-live.',
    ],
    bullets: [
      'A faster period-end close, with finance and controlling reporting on one Universal Journal',
      'A smaller custom code base, with every remaining object documented and owned',
      'A production downtime window proven in full mock conversions before cutover',
      'Role-based Fiori launchpads in place of long lists of transaction codes',
      'An upgrade path that follows SAP’s release cycle without a major project each time',
    ],
  },
  closing: {
    heading: 'Plan your S/4HANA move with us',
    text: 'Tell us where your SAP landscape stands today, and we will propose an assessment scope and a realistic timeline for the decision.',
  },
};

export default page;
