import type { ServiceNowPage } from '../types.ts';

const page: ServiceNowPage = {
  area: 'erp',
  slug: 'servicenow',
  name: 'ServiceNow',
  menuLabel: 'ServiceNow',
  menuOrder: 4,
  layout: 'servicenow',
  title: 'ServiceNow Consulting: ITSM, ITOM and HRSD | ONAS',
  description:
    'ServiceNow instance recovery, ITSM, ITOM and HR Service Delivery implementation, CMDB health and managed platform support from ONAS consultants.',
  hero: {
    images: [
      {
        src: 'images/services/servicenow.jpg',
        alt: 'Illustration of IT, HR and customer service requests flowing through one shared workflow platform',
      },
      {
        src: 'images/services/servicenow-2.jpg',
        alt: 'Illustration of a configuration map linking business services to servers, applications and networks',
      },
      {
        src: 'images/services/servicenow-3.jpg',
        alt: 'Illustration of an employee portal connecting to automated fulfilment steps behind the scenes',
      },
    ],
    heading: 'ServiceNow services that restore and extend your platform',
    subheading: 'REVIVE engagements, SMART offerings and ongoing support',
    description:
      'We bring instances that have drifted from good practice back to health, add the ServiceNow capabilities your teams need next, and run the platform with you after go-live.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      {
        text: 'IT Asset Management',
        href: '/how-we-help/digital-transformation/it-asset-management/',
        variant: 'outline',
      },
    ],
  },
  intro: {
    heading: 'When the platform is in place but the value is not',
    paragraphs: [
      'Many organisations licensed ServiceNow for IT service management and then stopped at incident and request. Years later the instance carries heavy customisation, a CMDB few people trust, and upgrades that take months because nobody knows what each change will break.',
      'We organise our ServiceNow work in three parts. REVIVE engagements bring an existing instance back to a healthy, upgradeable state. SMART offerings add specific capabilities across ITSM, ITOM, HR Service Delivery and the wider Now Platform, one measurable step at a time. Support services keep the platform running and improving after the project team has moved on.',
    ],
  },
  revive: {
    heading: 'REVIVE: bringing an existing instance back to health',
    text: 'Three engagements for instances that work but have become costly to change, hard to upgrade or short of reliable data.',
    cards: [
      {
        title: 'Instance health assessment',
        text: 'A fixed-scope review of your instance against ServiceNow’s recommended practices. We measure customisation, review performance and security, and return a prioritised remediation plan with effort estimates.',
        includes: [
          'Instance Scan findings and platform health review',
          'Inventory of customised out-of-box objects and skipped upgrade records',
          'Review of ACLs, roles and integration credentials',
          'Analysis of slow transactions and scheduled jobs',
          'Remediation roadmap with effort and risk ratings',
        ],
      },
      {
        title: 'Upgrade and technical debt reduction',
        text: 'We bring the instance to a supported family release and keep it there, reverting needless customisation and replacing legacy workflows and scripts with Flow Designer and standard features.',
        includes: [
          'Upgrade plan and skipped record resolution',
          'Migration from legacy Workflow Editor to Flow Designer',
          'Automated Test Framework suites for critical processes',
          'Clone-down schedule and update set governance',
          'Post-upgrade validation and business sign-off',
        ],
      },
      {
        title: 'CMDB recovery',
        text: 'We restore trust in configuration data by aligning it to the Common Service Data Model, tightening the sources that populate it and giving every CI class an owner.',
        includes: [
          'CSDM alignment of business services and applications',
          'Review of Discovery schedules and Service Graph Connectors',
          'Identification and Reconciliation Engine rules',
          'Clean-up of duplicate and stale configuration items',
          'CMDB Health dashboard with completeness and correctness targets',
          'Data ownership and attestation policies',
        ],
      },
    ],
  },
  smart: {
    heading: 'SMART: targeted capabilities on the Now Platform',
    text: 'Five offerings we scope and deliver one at a time, so each adds measurable value before the next begins.',
    cards: [
      {
        title: 'IT Service Management',
        text: 'Incident, problem, change and request management designed around ITIL 4 practices: a service catalogue built from real demand, change risk assessment and conflict detection, and SLA definitions that reflect business commitments. Employee Center and Virtual Agent give users one place to ask for help.',
      },
      {
        title: 'IT Operations Management',
        text: 'Discovery and Service Mapping build an accurate view of business services and their infrastructure. Event Management correlates alerts from your monitoring tools into actionable incidents, so operations teams see fewer duplicate tickets and find the cause of an outage faster.',
      },
      {
        title: 'HR Service Delivery',
        text: 'HR case and knowledge management, onboarding and offboarding journeys through Lifecycle Events, and an employee portal that shares a front door with IT. Integrations with Workday or SAP SuccessFactors keep worker data consistent across systems.',
      },
      {
        title: 'Workflow and app development',
        text: 'Custom applications on App Engine, with automation in Flow Designer and Integration Hub, for processes outside the standard products such as facilities requests or supplier onboarding. Everything is built in scoped applications with clear ownership.',
      },
      {
        title: 'Reporting and Now Assist',
        text: 'Performance Analytics indicators and dashboards for service owners, and evaluation of Now Assist generative AI features such as case and incident summarisation, through measured pilots before wider roll-out.',
      },
    ],
  },
  support: {
    heading: 'Support services',
    text: 'After go-live the platform needs steady care. We offer three support models, which can be combined.',
    cards: [
      {
        title: 'Managed platform administration',
        text: 'Day-to-day administration of users, groups, catalogue items, notifications and integrations, with monitoring of scheduled jobs and instance performance. We work to agreed response targets and report monthly on tickets, trends and recurring issues.',
      },
      {
        title: 'Release and upgrade management',
        text: 'ServiceNow ships two family releases a year. We plan each upgrade, run automated and manual regression tests, resolve skipped records and coordinate the production window with your change advisory board.',
      },
      {
        title: 'Enhancement backlog delivery',
        text: 'A dedicated pool of developer and analyst hours works through your prioritised backlog in regular sprints, with demos to process owners and deployment through controlled update sets or the application repository.',
      },
    ],
  },
  closing: {
    heading: 'Get an honest view of your instance',
    text: 'Start with an instance health assessment, and we will show you where the platform stands and what to fix first.',
  },
};

export default page;
