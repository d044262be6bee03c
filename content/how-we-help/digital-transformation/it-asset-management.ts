import type { AssetManagementPage } from '../types.ts';

const page: AssetManagementPage = {
  area: 'digital-transformation',
  slug: 'it-asset-management',
  name: 'IT Asset Management',
  menuLabel: 'IT Asset Management',
  menuOrder: 8,
  layout: 'itam',
  title: 'IT Asset Management (ITAM) Services | ONAS',
  description:
    'ONAS IT asset management: CMDB accuracy, asset workflows, software licence compliance, cost optimisation and full hardware and software lifecycle control.',
  hero: {
    images: [
      {
        src: 'images/services/it-asset-management.jpg',
        alt: 'Illustration of laptops, servers and software licences tracked on one connected asset register',
      },
    ],
    heading: 'IT asset management that knows what you own',
    subheading: 'Hardware, software and cloud assets from request to retirement',
    description: 'We give IT, finance and security teams one accurate record of every asset, its cost, its owner and its risk.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'ServiceNow Services', href: '/how-we-help/erp/servicenow/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Visibility is the starting point',
    paragraphs: [
      'Most organisations cannot quickly answer simple questions: how many laptops are in use, which servers run unsupported operating systems, or whether installed software matches what was bought. The answers sit across procurement records, discovery tools, spreadsheets and contracts that disagree with each other.',
      'We build IT asset management as a discipline, not just a tool. Our teams implement platforms such as ServiceNow Hardware and Software Asset Management and Flexera, reconcile discovery data with purchase and contract records, and define processes aligned to ISO/IEC 19770-1. The outcomes below are what we design each programme to deliver.',
      'Good asset data pays off well beyond the IT department. Finance gets accurate depreciation and renewal forecasts, security gets a complete inventory to patch and protect, procurement negotiates from real usage, and service desk agents see the device and software behind every ticket.',
    ],
  },
  outcomes: {
    heading: 'Outcomes of a well-run ITAM programme',
    tiles: [
      {
        title: 'A CMDB you can trust',
        text: 'Discovery, normalisation and reconciliation rules keep configuration items accurate, so incident, change and security teams work from the same record of assets and their relationships. Each CI class has an owner and measured completeness.',
        icon: 'icons/cmdb.svg',
      },
      {
        title: 'Automated asset workflows',
        text: 'Request, procurement, receiving, assignment, return and disposal run as defined workflows, with stockrooms and approvals handled in the platform instead of by email. Every handover leaves an audit trail.',
        icon: 'icons/workflows.svg',
      },
      {
        title: 'Lower risk exposure',
        text: 'End-of-life hardware, unsupported software and unknown devices are flagged early, shrinking the attack surface and the number of audit findings. Security teams get a complete list of what to patch.',
        icon: 'icons/risk.svg',
      },
      {
        title: 'Faster service',
        text: 'New joiners receive equipment and access on day one, and support teams resolve incidents faster with accurate asset and user data in every ticket.',
        icon: 'icons/speed.svg',
      },
      {
        title: 'Software licence compliance',
        text: 'Effective licence positions for publishers such as Microsoft, Oracle, IBM and Adobe are calculated continuously, so vendor audits become routine rather than urgent projects, and true-up costs are known before renewal.',
        icon: 'icons/license.svg',
      },
      {
        title: 'Cost optimisation',
        text: 'Unused licences are reclaimed, overlapping SaaS subscriptions consolidated and hardware refresh cycles planned on usage data, releasing budget for new initiatives and avoiding purchases of assets already sitting in stock.',
        icon: 'icons/optimization.svg',
      },
      {
        title: 'Digital lifecycle management',
        text: 'Every asset is tracked from planning to retirement, including data sanitisation aligned to NIST SP 800-88 and certified, responsible e-waste disposal.',
        icon: 'icons/lifecycle.svg',
      },
    ],
  },
  process: {
    heading: 'How we implement ITAM',
    steps: [
      {
        title: 'Baseline',
        text: 'Inventory data sources, contracts and current processes, and measure data quality and licence exposure.',
      },
      {
        title: 'Design',
        text: 'Define asset classes, lifecycle states, roles and the links between ITAM, the CMDB, procurement and finance.',
      },
      {
        title: 'Implement',
        text: 'Configure the platform, connect discovery and procurement data, and load purchase entitlements.',
      },
      {
        title: 'Reconcile and optimise',
        text: 'Compare installations with entitlements, reclaim waste and close compliance gaps.',
      },
      {
        title: 'Sustain',
        text: 'Run the programme with KPIs and periodic internal audits, or hand it to our managed service.',
      },
    ],
  },
  closing: {
    heading: 'Find out what your estate really costs',
    text: 'Start with an asset and licence baseline, and we will show you where the risk and the savings sit.',
  },
};

export default page;
