import type { ServiceHub } from './types.ts';

/** The /how-we-help/ landing page and one hub per service area, in menu order. */
export const serviceHubs: ServiceHub[] = [
  {
    path: '/how-we-help/',
    title: 'How We Help: ERP, Digital, Managed IT and Marketing | ONAS',
    description:
      'Explore ONAS services in ERP, digital transformation, managed IT operations and web and digital marketing, and find the right starting point for your business.',
    heading: 'How we help',
    intro: [
      'ONAS works with organisations at every stage of the technology lifecycle: choosing and implementing business platforms, modernising systems with cloud, data and AI, running IT operations day to day, and growing demand through websites and digital marketing.',
      'Replacing or extending core business systems? Start with ERP. Building something new or changing how work gets done? Look at digital transformation. Need dependable support for the systems you already run? See managed IT operations. For websites and campaigns, go to other services.',
    ],
    picture: {
      src: 'images/services/how-we-help.jpg',
      alt: 'Abstract illustration of four connected service areas arranged around a central hub',
    },
  },
  {
    path: '/how-we-help/erp/',
    title: 'ERP and Enterprise Platform Services | ONAS',
    description:
      'ERP and enterprise platform services from ONAS for SAP, Salesforce, NetSuite, ServiceNow and Workday: implementation, integration, upgrades and support.',
    heading: 'ERP and enterprise platforms',
    intro: [
      'Core platforms hold the processes a business depends on: finance, supply chain, customer relationships, IT services and people. We help you select, implement, integrate, upgrade and support them, with consultants who understand both the software and the processes it runs.',
      'SAP suits large and complex operations; NetSuite fits growing companies that want cloud ERP without heavy infrastructure. Salesforce covers sales and customer service, ServiceNow runs IT and enterprise workflows, and Workday brings HR and finance together. Choose a platform below to see how we work with it.',
    ],
    picture: {
      src: 'images/services/erp.jpg',
      alt: 'Abstract illustration of interlocking modules for finance, supply chain, customers and people joined into one platform',
    },
  },
  {
    path: '/how-we-help/digital-transformation/',
    title: 'Digital Transformation Services: Cloud, Data and AI | ONAS',
    description:
      'Digital transformation with ONAS: AI and generative AI, cloud migration, data engineering, IoT, product engineering, DevOps, testing, GRC and asset management.',
    heading: 'Digital transformation',
    intro: [
      'Transformation means changing how work gets done, with technology as the means. Our teams design and build the capabilities behind that change: AI and generative AI, cloud migration and integration, data engineering and analytics, IoT, product engineering, DevOps and automated testing.',
      'Pick a service by the problem you face. Insight trapped in scattered data? Start with data engineering. Ageing systems on premises? Look at cloud. Software shipping too slowly? DevOps and test automation help. For control and compliance, see governance, risk and compliance, and IT asset management.',
    ],
    picture: {
      src: 'images/services/digital-transformation.jpg',
      alt: 'Abstract illustration of data streams flowing from legacy blocks into cloud, analytics and AI symbols',
    },
  },
  {
    path: '/how-we-help/managed-it-operations/',
    title: 'Managed IT Operations and Support Services | ONAS',
    description:
      'Managed IT operations from ONAS: application support, cloud operations, cyber security, infrastructure, network support and a 24x7 helpdesk under clear SLAs.',
    heading: 'Managed IT operations',
    intro: [
      'Managed IT operations let your team focus on projects while we keep systems running. We take on day-to-day support under agreed service levels, follow ITIL practices for incidents, problems and change, and report on performance every month.',
      'Choose the helpdesk if users need one place to get help, application maintenance for business systems that need fixes and enhancements, and infrastructure, network or cloud support for the platforms underneath. Cyber security monitors and protects all of it. Many clients combine several into one managed service.',
    ],
    picture: {
      src: 'images/services/managed-it-operations.jpg',
      alt: 'Abstract illustration of a monitoring console linked to servers, network nodes, cloud and a security shield',
    },
  },
  {
    path: '/how-we-help/other-services/',
    title: 'Web Design and Digital Marketing Services | ONAS',
    description:
      'Web design and digital marketing from ONAS: websites, SEO, social media, content and email marketing, and pay-per-click campaigns measured against real leads.',
    heading: 'Web and digital marketing',
    intro: [
      'A strong offer still needs buyers to find it. Our web and marketing team builds fast, accessible websites and runs the channels that bring qualified visitors to them, with reporting tied to enquiries and pipeline rather than vanity metrics.',
      'Start with web design and development if your site is outdated or hard to update. For lasting visibility, combine SEO with content marketing; for faster results, pay-per-click puts you in front of active searches. Social media builds reach and reputation, and email marketing nurtures the leads you already have.',
    ],
    picture: {
      src: 'images/services/other-services.jpg',
      alt: 'Abstract illustration of a browser window surrounded by search, social, email and advertising icons',
    },
  },
];
