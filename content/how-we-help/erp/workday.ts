import type { WorkdayPage } from '../types.ts';

const page: WorkdayPage = {
  area: 'erp',
  slug: 'workday',
  name: 'Workday',
  menuLabel: 'Workday',
  menuOrder: 5,
  layout: 'workday',
  title: 'Workday HCM and Financials Consulting | ONAS',
  description: 'Workday HCM and Financial Management deployment, EIB and Studio integrations, Prism Analytics reporting and post-production support from ONAS.',
  hero: {
    images: [
      {
        src: 'images/services/workday.jpg',
        alt: 'Illustration of an organisation chart connected to hiring, pay and talent processes',
      },
      {
        src: 'images/services/workday-2.jpg',
        alt: 'Illustration of cost centres and financial tags feeding a single general ledger',
      },
      {
        src: 'images/services/workday-3.jpg',
        alt: 'Illustration of people and finance data combined into analytical dashboards',
      },
    ],
    heading: 'Workday consulting for HR and finance teams',
    subheading: 'Deployment, integrations, reporting and post-production care',
    description: 'We help organisations deploy Workday HCM and Financial Management, then get steady value from every release that follows.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Explore ERP Services', href: '/how-we-help/erp/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'One system for people and money, configured with care',
    paragraphs: [
      'Workday runs human capital management and financials on a single object model, with business processes, security and reporting shared across both. That design pays off only when the foundations are right: supervisory organisations that mirror how managers actually lead, a Foundation Data Model whose worktags finance can report on, and security groups that give each role what it needs and nothing more.',
      'We work with HR, payroll and finance leaders to settle those decisions early, and with IT to plan integrations, data conversion and testing. After go-live we help you adopt new features from each twice-yearly release instead of letting them pile up unused.',
    ],
  },
  cards: {
    heading: 'Where we help',
    cards: [
      {
        title: 'Workday HCM deployment',
        text: 'We configure Core HCM and the modules around it: Recruiting, Talent and Performance, Compensation, Benefits, Absence and Time Tracking. Workshops cover supervisory organisation design, job profiles and position management, and the business process definitions that drive hires, transfers and terminations. We build security with domain and business process policies, test with realistic personas, and prepare change communications for managers and employees. Where payroll runs in Workday or with a third-party provider, we plan parallel runs and compare results line by line before cutover, so the first live payroll holds no surprises.',
      },
      {
        title: 'Workday Financial Management',
        text: 'Finance deployments start with the Foundation Data Model: companies, cost centres, regions and the worktags that replace long account strings. On that base we configure the general ledger, payables and receivables, banking and settlement, procurement, expenses and business assets. We map legacy balances and open items for conversion and reconcile them period by period. For multi-entity groups we design intercompany accounting and consolidation, and connect Adaptive Planning when budgeting and forecasting belong in the same landscape. The aim is a close process driven by reports inside Workday rather than offline workbooks.',
      },
      {
        title: 'Integrations and data conversion',
        text: 'Most Workday tenants exchange data with payroll providers, benefits carriers, identity systems, ERPs and learning platforms. We choose the simplest tool that does the job: Enterprise Interface Builder for bulk loads, Core Connectors and Cloud Connect for standard vendor feeds, Workday Studio for complex orchestration, and REST or SOAP web services for real-time needs. Every integration gets error handling, alerting and a named owner. For conversion we run iterative data loads into implementation tenants, with validation reports that HR and finance sign off before each build moves forward.',
      },
      {
        title: 'Reporting, Prism Analytics and post-production support',
        text: 'Workday reporting is only as useful as its data sources and calculated fields. We build advanced and matrix reports, dashboards and Discovery Boards for HR and finance users, and use Prism Analytics to blend Workday data with external sources such as sales or operational systems. After go-live our support team handles configuration changes, security updates and integration monitoring, and reviews each R1 and R2 feature release in your preview tenant, so you decide which new features to switch on and when.',
      },
    ],
  },
  process: {
    heading: 'How a Workday deployment runs',
    steps: [
      {
        title: 'Plan',
        text: 'We agree scope, phasing and tenant strategy, and build inventories of data sources and integrations.',
      },
      {
        title: 'Architect and configure',
        text: 'Design workshops settle the foundations, and we configure iteratively in prototype tenants with your key users.',
      },
      {
        title: 'Test',
        text: 'End-to-end, security, integration and parallel payroll testing, with business users running the scenarios.',
      },
      {
        title: 'Deploy',
        text: 'Final data conversion, cutover and hands-on support through the first payroll and period close.',
      },
      {
        title: 'Optimise',
        text: 'Release reviews, feature adoption and a prioritised improvement backlog once the tenant is stable.',
      },
    ],
  },
  closing: {
    heading: 'Discuss your Workday plans',
    text: 'Whether you are selecting, deploying or already live on Workday, we can help you decide the next practical step.',
  },
};

export default page;
