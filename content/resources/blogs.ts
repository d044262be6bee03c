import type { BlogTopic, BlogsPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Blog | ONAS',
  description:
    'The ONAS blog is coming soon, with practical articles on SAP migration, data protection, hiring models and ServiceNow. Preview the first topics we are writing.',
};

export const topics: BlogTopic[] = [
  {
    category: 'ERP',
    title: 'Planning your move from SAP ECC to S/4HANA',
    summary:
      'What the end of mainstream maintenance for SAP ECC in 2027 means in practice, and how to choose between a greenfield and a brownfield migration.',
  },
  {
    category: 'Data protection',
    title: 'Getting HR and CRM systems ready for India’s DPDP Act',
    summary:
      'Which personal data your HR, CRM and support platforms hold, and the consent, retention and access changes the Digital Personal Data Protection Act calls for.',
  },
  {
    category: 'Staffing',
    title: 'Contract, contract-to-hire or permanent: choosing a hiring model',
    summary:
      'How to match the engagement model to the role, the budget and how certain the long-term need really is.',
  },
  {
    category: 'ServiceNow',
    title: 'Designing a service catalogue people actually use',
    summary:
      'Lessons on building self-service requests that reduce tickets instead of simply moving them into forms.',
  },
];

export const page: BlogsPage = {
  path: '/resources/blogs/',
  hero: {
    images: [],
    heading: 'Blog',
    subheading: 'Practical articles, coming soon',
    description:
      'We are writing longer pieces on the questions clients ask us most. The first articles are in preparation.',
    buttons: [{ text: 'Read Our Ideas', href: '/resources/ideas/', variant: 'primary' }],
  },
  intro: {
    heading: 'What the blog will cover',
    paragraphs: [
      'Our blog will go deeper than our short ideas pieces: step-by-step guidance, checklists and honest trade-offs, written by the consultants, engineers and recruiters who deal with these questions every week.',
    ],
  },
  themes: [
    'ERP and enterprise platforms: SAP, Salesforce, NetSuite, ServiceNow and Workday',
    'Data, AI and cloud: from first pilot to production',
    'Running IT operations securely and efficiently',
    'Hiring models, screening and building teams in India',
    'B2B websites, SEO and digital marketing that generate real enquiries',
  ],
  upcoming: { heading: 'First topics in the pipeline', topics },
  closing: {
    heading: 'Have a question you want answered?',
    text: 'Suggest a topic. If it is useful to you, it is probably useful to other readers too.',
    buttons: [{ text: 'Suggest a Topic', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
