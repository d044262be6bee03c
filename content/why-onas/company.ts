import type { CompanyPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Our Company | ONAS',
  description:
    'ONAS is an IT consulting, staffing and EdTech company headquartered in Hyderabad with offices in Chennai and the USA. See what we do and how clients engage us.',
};

const picture = {
  src: 'images/company/company.jpg',
  alt: 'Exterior of the ONAS head office building in Hyderabad',
};

export const page: CompanyPage = {
  path: '/why-onas/company/',
  hero: {
    images: [picture],
    heading: 'Our Company',
    subheading: 'Consulting, managed services, staffing and education from one accountable partner',
    description:
      'Headquartered in Hyderabad, with teams in Chennai and the USA, we help organisations choose, implement and run technology, and find the people to own it.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Explore Services', href: '/how-we-help/', variant: 'outline' },
    ],
  },
  picture,
  blocks: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'ONAS is a services company built around a practical observation: most technology programmes that struggle do so because of people, not software. Requirements are unclear, skilled staff are hard to hire, or the team that inherits a system after go-live was never trained to run it.',
        'So we combine three capabilities that are usually bought separately. Our consultants implement and improve enterprise platforms. Our managed services teams keep applications and infrastructure running. Our staffing and EdTech teams find, place and train the professionals who make it all work day to day.',
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What we do',
      paragraphs: [
        'Our work falls into six service lines. Clients often start with one and add others as trust builds, for example moving from a staffing engagement to a managed support contract for the same platform.',
      ],
      bullets: [
        'ERP and enterprise platforms: SAP, Salesforce, NetSuite, ServiceNow and Workday implementation, upgrades and support.',
        'Digital transformation: AI and machine learning, cloud migration and integration, data engineering and analytics, IoT, product engineering, test automation, GRC, IT asset management, generative AI and DevOps.',
        'Managed IT operations: application maintenance, cloud support, cybersecurity, IT infrastructure, network support and a 24x7 helpdesk.',
        'Web and digital marketing: website design and development, SEO, social media, content marketing, email marketing and pay-per-click campaigns.',
        'Staffing: IT and functional consultants, contract, contract-to-hire, permanent and executive hiring, RPO and offshore teams.',
        'EdTech: training programmes that prepare students and working professionals for roles in technology and business.',
      ],
    },
    {
      id: 'where-we-work',
      heading: 'Where we work',
      paragraphs: [
        'Our head office is in Hyderabad, Telangana, one of India’s largest technology hubs, where most of our consulting, delivery and recruitment teams sit. Our Chennai office extends our reach into south India’s manufacturing, automotive and financial-services base and gives clients a second delivery location. Our presence in the USA lets us work in our North American clients’ time zones and coordinate onsite support when a project needs people in the room.',
        'Many engagements mix locations: onsite leads for workshops and go-live, with development, testing and support delivered from India for continuity and cost efficiency.',
      ],
    },
    {
      id: 'how-we-engage',
      heading: 'How we engage',
      paragraphs: [
        'Every engagement starts with a discovery conversation and a written proposal that states scope, team, timeline, assumptions and commercial model. We recommend the model that fits the work, not the one that is easiest for us to sell, and we are happy to combine them.',
      ],
    },
  ],
  serviceLines: {
    heading: 'Our service lines',
    cards: [
      {
        title: 'ERP',
        text: 'Implementation, upgrades, integrations and support for SAP, Salesforce, NetSuite, ServiceNow and Workday.',
        cta: 'Explore ERP',
        link: '/how-we-help/erp/',
      },
      {
        title: 'Digital Transformation',
        text: 'AI, cloud, data, IoT, product engineering, testing, GRC and DevOps work that modernises how the business runs.',
        cta: 'Explore digital transformation',
        link: '/how-we-help/digital-transformation/',
      },
      {
        title: 'Managed IT Operations',
        text: 'Applications, cloud, security, infrastructure, networks and helpdesk run to agreed service levels.',
        cta: 'Explore managed IT',
        link: '/how-we-help/managed-it-operations/',
      },
      {
        title: 'Web and Digital Marketing',
        text: 'Websites, SEO, social media, content, email and paid campaigns that generate qualified demand.',
        cta: 'Explore marketing services',
        link: '/how-we-help/other-services/',
      },
      {
        title: 'Staffing',
        text: 'Contract, contract-to-hire, permanent and offshore hiring for technology and business roles.',
        cta: 'Explore staffing',
        link: '/staffing/',
      },
      {
        title: 'EdTech',
        text: 'Practical training that prepares students and professionals for the roles our clients are hiring for.',
      },
    ],
  },
  engagementModels: {
    heading: 'Engagement models',
    items: [
      {
        title: 'Fixed-scope projects',
        text: 'For well-defined work such as an implementation phase or a website build: agreed deliverables, milestones and price, with change control for anything new.',
      },
      {
        title: 'Dedicated teams',
        text: 'A stable team billed on time and materials that works in your sprints and tools, suited to evolving roadmaps and product engineering.',
      },
      {
        title: 'Managed services',
        text: 'We take responsibility for running an application or infrastructure estate against agreed service levels, with monthly reporting and continuous improvement.',
      },
      {
        title: 'Staffing',
        text: 'Individual professionals on contract, contract-to-hire or permanent terms, screened for skills and fit, with a replacement commitment if a placement does not work out.',
      },
      {
        title: 'Training programmes',
        text: 'Structured courses through our EdTech practice to upskill your teams before or after a technology change.',
      },
    ],
  },
  closing: {
    heading: 'Start with a conversation',
    text: 'Tell us what you are trying to achieve. We will suggest a scope and an engagement model, and tell you plainly if another approach would serve you better.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
