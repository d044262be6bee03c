import type { ItConsultingPage, ItConsultingSection, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'IT and Functional Consulting Staffing | ONAS',
  description:
    'ONAS places screened consultants for banking, finance, HR, legal, pharma and healthcare, sales and retail roles, with domain knowledge checked as well as tools.',
};

const pic = (id: ItConsultingSection['id'], alt: string) => ({ src: `images/staffing/${id}.jpg`, alt });

export const sections: ItConsultingSection[] = [
  {
    id: 'banking-finance',
    name: 'Banking and Finance',
    menuLabel: 'Banking & Finance',
    summary:
      'Banks, NBFCs, payment companies and fintechs need people who understand both financial products and the systems that run them. We place technology and functional professionals who have worked on core banking, lending, payments and regulatory reporting, and who know what RBI inspections, KYC norms and audit trails demand. Candidates are screened on domain knowledge as well as tools, so they contribute from the first sprint instead of learning banking on your time.',
    roles: [
      'Core banking analysts (Finacle, Temenos, Oracle FLEXCUBE)',
      'Credit and risk analysts',
      'KYC and AML analysts',
      'Payments and UPI integration developers',
      'Regulatory reporting analysts',
      'Salesforce Financial Services Cloud consultants',
    ],
    picture: pic('banking-finance', 'Banking technology consultant reviewing transaction dashboards at a desk'),
  },
  {
    id: 'finance-accounting',
    name: 'Finance and Accounting',
    menuLabel: 'Finance & Accounting',
    summary:
      'Finance teams are changing quickly as ERP systems, e-invoicing and automated reconciliations take over routine work. We place accountants and finance-systems specialists who can close the books, manage GST and TDS compliance, and configure or support SAP FICO, NetSuite and similar platforms. For month-end peaks, audits and ERP go-lives we provide contract professionals at short notice; for controller and finance-head roles we run a confidential permanent search.',
    roles: [
      'SAP FICO consultants',
      'NetSuite functional consultants',
      'Chartered accountants and financial controllers',
      'Accounts payable and receivable specialists',
      'FP&A analysts',
      'GST and direct-tax specialists',
    ],
    picture: pic('finance-accounting', 'Accountant reconciling ledgers on a laptop with financial reports beside it'),
  },
  {
    id: 'hr-support',
    name: 'HR Support',
    menuLabel: 'HR Support',
    summary:
      'HR departments carry payroll, statutory compliance, hiring and employee queries, often while moving to a new HR system. We provide HR professionals for day-to-day operations and specialists for projects such as Workday or SuccessFactors implementations, payroll migrations and policy rollouts. Our candidates are familiar with Indian labour law, PF and ESI processes and multi-state payroll, and we check that they handle employee data with the confidentiality it deserves.',
    roles: [
      'Workday and SuccessFactors HRIS consultants',
      'Payroll specialists',
      'HR business partners',
      'Talent acquisition specialists',
      'HR operations executives',
      'Learning and development coordinators',
    ],
    picture: pic('hr-support', 'HR professional conducting an interview with a candidate in a meeting room'),
  },
  {
    id: 'legal-compliance',
    name: 'Legal and Compliance',
    menuLabel: 'Legal & Compliance',
    summary:
      'Regulatory expectations keep widening, from data protection under the DPDP Act to sector rules issued by RBI, SEBI and IRDAI. We help legal and compliance teams add capacity for contract reviews, regulatory filings, policy work and audits, and we place specialists who can work confidently with GRC tools. Every candidate’s credentials, such as bar council enrolment or ICSI membership, are verified before their profile reaches you.',
    roles: [
      'Compliance officers and analysts',
      'Company secretaries',
      'Contract managers',
      'Data protection and privacy analysts',
      'Corporate and commercial legal associates',
      'GRC analysts',
    ],
    picture: pic('legal-compliance', 'Compliance specialist reviewing contract documents and regulatory checklists'),
  },
  {
    id: 'pharma-healthcare-lifesciences',
    name: 'Pharma, Healthcare and Life Sciences',
    menuLabel: 'Pharma, Healthcare & Life Sciences',
    summary:
      'Pharmaceutical manufacturers, hospitals, diagnostic chains and clinical research organisations need people who understand GMP, GCP and patient-data rules as well as the systems behind them. We place validation, quality, regulatory and clinical data specialists, and healthcare IT staff for hospital information systems. Screening covers practical knowledge of audit trails, deviation handling and documentation discipline, because in these environments a capable but careless hire becomes a compliance risk.',
    roles: [
      'Computer system validation engineers',
      'QA and QC analysts',
      'Regulatory affairs associates',
      'Pharmacovigilance associates',
      'Clinical data managers',
      'Hospital information system analysts',
    ],
    picture: pic('pharma-healthcare-lifesciences', 'Quality analyst in a pharmaceutical lab recording test results'),
  },
  {
    id: 'sales-trade-marketing',
    name: 'Sales, Trade and Marketing',
    menuLabel: 'Sales, Trade & Marketing',
    summary:
      'Revenue teams depend on clean CRM data, well-run campaigns and trade programmes that actually reach the shelf. We place sales operations and CRM specialists who keep Salesforce and similar tools accurate and useful, digital marketers who run SEO, paid and email programmes, and trade marketing and key account professionals for consumer-goods businesses. Where it helps, our own digital marketing team can support a new hire through their first campaigns.',
    roles: [
      'Salesforce administrators and developers',
      'Sales operations analysts',
      'Trade marketing managers',
      'SEO and paid media specialists',
      'Marketing automation specialists',
      'Key account managers',
    ],
    picture: pic('sales-trade-marketing', 'Marketing team reviewing campaign performance charts on a large screen'),
  },
  {
    id: 'wholesale-retail',
    name: 'Wholesale and Retail',
    menuLabel: 'Wholesale & Retail',
    summary:
      'Wholesale and retail businesses run on thin margins and seasonal peaks, so hiring has to be quick without becoming careless. We supply store, warehouse and e-commerce operations staff, merchandising and planning analysts, and the systems people who support POS, inventory and ERP platforms. For festive seasons and sale events we plan temporary staffing weeks ahead, with onboarding packs so new joiners are productive within their first few shifts.',
    roles: [
      'Store operations managers',
      'Category and merchandising analysts',
      'Inventory and replenishment planners',
      'Warehouse supervisors',
      'E-commerce operations executives',
      'POS and retail systems support analysts',
    ],
    picture: pic('wholesale-retail', 'Retail operations staff checking inventory in a well-stocked warehouse'),
  },
];

export const page: ItConsultingPage = {
  path: '/staffing/it-consulting/',
  hero: {
    images: [sections[0]!.picture, sections[4]!.picture, sections[6]!.picture],
    heading: 'IT Consulting Staffing',
    subheading: 'Technology professionals who already know your business domain',
    description:
      'We place consultants and specialists who combine platform skills with real experience of your function or sector, screened by people who understand both.',
    buttons: [
      { text: 'Submit a Vacancy', href: '/staffing/submit-a-vacancy/request-a-call-back/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Why domain knowledge changes the hire',
    paragraphs: [
      'A Salesforce developer who has built lending journeys, or an SAP consultant who has closed the books at a manufacturer, needs far less hand-holding than someone who knows only the tool. That is why we organise our consulting talent by business function and industry, and why our screening includes scenario questions from your domain, not just a technical test.',
      'Each area below lists the roles we fill most often. Every profile we share has been interviewed by us, checked against your requirements and reference-checked, and can be engaged on contract, contract-to-hire or permanent terms.',
    ],
  },
  sections,
  closing: {
    heading: 'Have a role to fill?',
    text: 'Share the job description and we will call you back to clarify the brief, confirm a realistic timeline and agree the engagement model.',
    buttons: [
      { text: 'Submit a Vacancy', href: '/staffing/submit-a-vacancy/request-a-call-back/', variant: 'primary' },
      { text: 'Professional Services', href: '/staffing/professional-services/', variant: 'outline' },
    ],
  },
};
