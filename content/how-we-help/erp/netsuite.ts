import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'erp',
  slug: 'netsuite',
  name: 'NetSuite',
  menuLabel: 'NetSuite',
  menuOrder: 3,
  layout: 'content',
  title: 'Oracle NetSuite Implementation and Customisation | ONAS',
  description:
    'NetSuite implementation, OneWorld multi-subsidiary set-up, SuiteScript and SuiteFlow customisation, integrations and release support from the ONAS team.',
  hero: {
    images: [
      {
        src: 'images/services/netsuite.jpg',
        alt: 'Illustration of several subsidiary ledgers consolidating into one cloud ERP',
      },
      {
        src: 'images/services/netsuite-2.jpg',
        alt: 'Illustration of orders, inventory and invoices moving through a single connected workflow',
      },
      {
        src: 'images/services/netsuite-3.jpg',
        alt: 'Illustration of script and workflow components plugging into a cloud platform',
      },
    ],
    heading: 'NetSuite implementation and customisation for growing companies',
    subheading: 'From first deployment to multi-entity operations',
    description:
      'We implement, extend and support Oracle NetSuite for companies that have outgrown entry-level accounting tools or need one system across several subsidiaries.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Explore ERP Services', href: '/how-we-help/erp/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Cloud ERP that scales with the business',
    paragraphs: [
      'NetSuite suits companies that want financials, order management, inventory and billing on one cloud platform without running their own infrastructure. Its strength is also its risk: a great deal can be configured quickly, and a rushed implementation leaves a chart of accounts, item records and saved searches that get harder to clean up every quarter.',
      'We set up NetSuite with the future shape of your business in mind. That means designing subsidiaries, classes, departments and locations so reporting works across entities, planning multi-currency and intercompany processes from the start, and being deliberate about where customisation is justified.',
      'Our team covers both functional configuration and SuiteCloud development, so the people who gather your requirements also understand what a script or workflow will cost to maintain.',
    ],
  },
  offerings: {
    heading: 'NetSuite services',
    cards: [
      {
        title: 'Implementation',
        text: 'We run phased deployments covering record to report, procure to pay, order to cash and inventory. Data migration uses validated CSV import templates for customers, vendors, items and opening balances, and your finance team signs off a reconciled trial balance before go-live, not after the first month-end.',
      },
      {
        title: 'OneWorld and multi-entity finance',
        text: 'For groups with several legal entities we configure NetSuite OneWorld: subsidiary hierarchies, base currencies, consolidated exchange rates, intercompany transactions and automated eliminations. Tax set-up uses SuiteTax where it applies, and consolidated reporting runs inside NetSuite instead of in exported spreadsheets.',
      },
      {
        title: 'SuiteScript and SuiteFlow customisation',
        text: 'We use SuiteFlow for approval routing and simple record logic, and SuiteScript 2.1 for what workflows cannot do: user event and scheduled scripts, Map/Reduce jobs for high volumes, Suitelets and RESTlets. Code is managed with the SuiteCloud Development Framework and written with governance limits in mind.',
      },
      {
        title: 'Integrations',
        text: 'We connect NetSuite to ecommerce, CRM, banking, payroll and warehouse systems through SuiteTalk REST and SOAP web services, RESTlets or an integration platform. Each integration uses token-based or OAuth 2.0 authentication, an error queue and a reconciliation report, so failed syncs are visible instead of silent.',
      },
      {
        title: 'Revenue and billing',
        text: 'For subscription and project businesses we configure SuiteBilling and Advanced Revenue Management, so invoice schedules and ASC 606 or IFRS 15 revenue recognition follow contract terms. Finance stops posting manual deferral journals at month-end, and auditors can trace each recognised amount back to its contract line.',
      },
    ],
  },
  process: {
    heading: 'Our implementation approach',
    steps: [
      {
        title: 'Discovery',
        text: 'Process walkthroughs and a review of current data establish scope, entities and integration points.',
      },
      {
        title: 'Configure and build',
        text: 'We configure in a sandbox account and review each process with key users before adding scripts.',
      },
      {
        title: 'Migrate and test',
        text: 'Repeated test loads, end-to-end scenario testing and reconciliations prove the data and the processes.',
      },
      {
        title: 'Go live',
        text: 'A planned cutover, a supported first month-end close, and training for each user role.',
      },
      {
        title: 'Improve continuously',
        text: 'We test each twice-yearly NetSuite release in a Release Preview account and keep an enhancement roadmap.',
      },
    ],
  },
  outcomes: {
    heading: 'What you should expect',
    paragraphs: ['The goal is a NetSuite account that closes the books faster and stays maintainable as transaction volumes and entities grow.'],
    bullets: [
      'A month-end close measured in days, with fewer manual journals',
      'Consolidated, multi-currency reporting across subsidiaries',
      'Scripts and workflows that are documented, version-controlled and within governance limits',
      'Integrations that report their own errors',
    ],
  },
  closing: {
    heading: 'Start your NetSuite project',
    text: 'Share your current systems and entity structure, and we will outline the scope, the phases and the effort involved.',
  },
};

export default page;
