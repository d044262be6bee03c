import type { IndustriesPage, IndustryMenuColumn, IndustryMenuOnlyEntry, IndustrySection, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Industries We Serve | ONAS',
  description:
    'How ONAS supports banks, insurers, manufacturers, hospitals, retailers, utilities and 10 other sectors with ERP, digital, managed IT and staffing services.',
};

const contactUs = { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' } as const;

const pic = (id: IndustrySection['id'], alt: string) => ({ src: `images/industries/${id}.jpg`, alt });

export const sections: IndustrySection[] = [
  {
    id: 'banking',
    name: 'Banking and Financial Services',
    menu: { column: 'financial', position: 1, label: 'Banking' },
    summary:
      'Banks, NBFCs and cooperative lenders are expected to open an account in minutes, approve a loan in hours and still satisfy the regulator line by line. We help them connect customer-facing channels to the systems of record underneath, automate the checks that slow onboarding and lending down, and keep core platforms, data and security running around the clock without adding headcount to the back office.',
    challenges: [
      'Legacy core banking and loan management systems that turn every new digital product into a lengthy integration project.',
      'Regulatory returns, KYC refreshes and audit requests that are still assembled by hand from spreadsheets.',
      'Fraud, phishing and account-takeover attempts that grow with every new payment channel, including UPI and mobile banking.',
    ],
    howWeHelp: [
      'Salesforce and ServiceNow workflows for customer onboarding, service requests and loan origination, connected to the core through APIs.',
      'Data engineering that consolidates transactions into a governed warehouse, so regulatory and MIS reports are generated rather than compiled.',
      'Managed security monitoring, vulnerability management and periodic access reviews aligned with RBI cyber-security expectations.',
      'Contract and permanent staffing for credit, risk, compliance and technology roles.',
    ],
    picture: pic('banking', 'Bank customer completing a loan application on a tablet with a relationship manager'),
  },
  {
    id: 'life-sciences',
    name: 'Life Sciences',
    menu: { column: 'consumer', position: 2, label: 'Life Sciences' },
    summary:
      'Pharmaceutical, biotech and medical-device companies work under rules where a software change can require a validation package and a missing audit trail can become an inspection finding. We bring the ERP, quality and data skills to digitise manufacturing, quality and commercial operations while keeping systems in a validated state, with documentation that holds up in front of auditors and regulators.',
    challenges: [
      'Computer system validation effort under 21 CFR Part 11 and EU Annex 11 that makes every upgrade slow and expensive.',
      'Batch records, deviations and CAPAs spread across paper, spreadsheets and disconnected quality tools.',
      'Serialisation and track-and-trace requirements that differ from one export market to the next.',
    ],
    howWeHelp: [
      'SAP implementation and support for process manufacturing, batch management and quality management, delivered with risk-based validation documentation.',
      'ServiceNow and low-code workflows for deviations, change control and CAPA, with electronic signatures and complete audit trails.',
      'Data pipelines that bring laboratory, plant and sales data together for batch release decisions and demand planning.',
      'Placement of validation engineers, QA specialists, regulatory affairs and pharmacovigilance professionals.',
    ],
    picture: pic('life-sciences', 'Laboratory scientist in protective gear examining samples beside a digital batch record'),
  },
  {
    id: 'public-services',
    name: 'Public Services',
    menu: { column: 'financial', position: 4, label: 'Public Services' },
    summary:
      'Government departments, public-sector undertakings and civic bodies are moving services online while working within fixed budgets, procurement rules and strict data-residency expectations. We help them design citizen-facing portals that work on any phone, digitise file movement and approvals, and run the infrastructure behind them securely, with documentation and knowledge transfer so in-house teams can take ownership over time.',
    challenges: [
      'Paper-heavy file movement and approvals that make turnaround times hard to predict or track.',
      'Citizen portals that must serve many languages, low-bandwidth connections and users with disabilities.',
      'Security and data-residency requirements that rule out many off-the-shelf cloud arrangements.',
    ],
    howWeHelp: [
      'Accessible, multilingual web portals built to WCAG guidelines and tested on low-end phones and slow networks.',
      'Workflow automation for applications, grievances and approvals, with dashboards showing pending items by office.',
      'Infrastructure and network support, including hosting options that keep data within India.',
      'Training and handover plans so departmental staff can operate and extend the systems themselves.',
    ],
    picture: pic('public-services', 'Citizen using a government services portal on a mobile phone at a public service centre'),
  },
  {
    id: 'professional-services',
    name: 'Professional Services',
    menu: { column: 'financial', position: 5, label: 'Professional Services' },
    summary:
      'Consulting, legal, accounting and architecture firms sell expertise by the hour or by the milestone, so utilisation, billing accuracy and knowledge reuse decide their margins. We connect resource planning, time capture, project accounting and client relationship data into one view, automate the administrative work around engagements, and help partners see early which projects are drifting over budget.',
    challenges: [
      'Time and expenses captured late or inaccurately, leading to billing leakage and slow invoicing.',
      'Resource planning in spreadsheets, leaving some specialists overbooked while others sit on the bench.',
      'Years of proposals, templates and deliverables that are hard to find when a new engagement starts.',
    ],
    howWeHelp: [
      'NetSuite and Salesforce configurations for project accounting, time and billing, and pipeline-to-invoice visibility.',
      'Utilisation and project-margin dashboards that refresh daily from timesheets and the general ledger.',
      'Document search and generative AI assistants that work only over the firm’s own approved knowledge base, with access controls.',
    ],
    picture: pic('professional-services', 'Consultants reviewing a project plan and utilisation dashboard in a meeting room'),
  },
  {
    id: 'engineering-construction-operations',
    name: 'Engineering, Construction and Operations',
    menu: { column: 'industrial', position: 2, label: 'Engineering, Construction & Operations' },
    summary:
      'EPC contractors, infrastructure builders and real-estate developers manage thousands of activities, subcontractors and material deliveries across sites that are often far from head office. We help them tie project controls, procurement and site reporting together so cost and schedule variances surface within days rather than at month-end, and so field teams can report progress from a phone.',
    challenges: [
      'Cost and schedule data split between planning tools, ERP and site spreadsheets, so variances are found late.',
      'Material and equipment tracking across many sites, with frequent shortages and idle plant.',
      'Safety and quality inspections recorded on paper and rarely analysed.',
    ],
    howWeHelp: [
      'SAP project systems and procurement configured for work breakdown structures, progress billing and subcontractor contracts.',
      'Mobile apps for site progress, inspections and incident reporting that work offline and sync when a connection returns.',
      'IoT telemetry on equipment hours and fuel use to reduce idle time and plan maintenance.',
      'Staffing for planners, quantity surveyors, site engineers and ERP support roles.',
    ],
    picture: pic('engineering-construction-operations', 'Site engineer in a hard hat checking construction progress on a tablet'),
  },
  {
    id: 'communication-media-info',
    name: 'Communication, Media and Information Services',
    menu: { column: 'consumer', position: 8, label: 'Communications, Media & Information' },
    summary:
      'Telecom operators, broadcasters, publishers and digital media platforms compete for attention and subscriptions while their networks and content libraries grow more complex each year. We help them modernise billing and customer care, make better use of audience data, and keep high-traffic platforms stable during launches and live events, so engineering teams can spend more of their time on new products.',
    challenges: [
      'Subscriber churn driven by slow issue resolution and billing disputes.',
      'Content rights, royalties and advertising revenue tracked in separate systems that rarely agree.',
      'Traffic spikes during live events and releases that stress platforms and support desks at the same time.',
    ],
    howWeHelp: [
      'Salesforce and ServiceNow for customer service, field service and order management across mobile, broadband and enterprise lines.',
      'Audience and subscriber analytics with churn models that flag at-risk accounts for retention teams.',
      'Cloud capacity planning, load testing and 24x7 monitoring ahead of peak events.',
    ],
    picture: pic('communication-media-info', 'Broadcast control room with engineers monitoring live streams and network dashboards'),
  },
  {
    id: 'education',
    name: 'Education',
    menu: { column: 'financial', position: 6, label: 'Education' },
    summary:
      'Schools, colleges, universities and training providers now run admissions, teaching, assessment and fee collection across physical and online channels. As a company with its own EdTech practice, we understand the student journey and the administrative load behind it. We help institutions connect admissions, learning and finance systems, give teachers practical digital tools, and protect student data.',
    challenges: [
      'Admissions, fees, attendance and exam results held in separate systems that do not talk to each other.',
      'Learning platforms adopted in a hurry during remote teaching that now need consolidation and better engagement data.',
      'Student and parent data that must be protected under India’s Digital Personal Data Protection Act, 2023 and similar laws elsewhere.',
    ],
    howWeHelp: [
      'Integration of student information, learning management and finance systems, so each learner has one record from enquiry to alumni.',
      'Workday and ERP support for faculty HR, payroll and research grants in larger institutions.',
      'Dashboards that flag students at risk of dropping out, based on attendance, submissions and assessment trends.',
      'Staff training programmes through our EdTech practice, from digital teaching tools to data literacy.',
    ],
    picture: pic('education', 'Students working on laptops in a classroom while a teacher reviews progress on a screen'),
  },
  {
    id: 'healthcare',
    name: 'Healthcare',
    menu: { column: 'consumer', position: 1, label: 'Healthcare' },
    summary:
      'Hospitals, diagnostic chains and clinic networks need clinical, billing and supply systems that staff can rely on at three in the morning as well as at noon. We help providers integrate hospital information systems with laboratories, pharmacies and insurers, reduce the time spent on claims and paperwork, and keep patient data available and secure under Indian and US privacy rules.',
    challenges: [
      'Clinical, laboratory, pharmacy and billing systems that require double entry and delay discharges.',
      'Insurance pre-authorisation and claims processes that tie up staff and slow cash collection.',
      'Ransomware and data-privacy risk in environments where downtime directly affects patient care.',
    ],
    howWeHelp: [
      'Integration of hospital, laboratory and pharmacy systems using HL7 and FHIR, including readiness for Ayushman Bharat Digital Mission health records.',
      'Workflow automation for pre-authorisation, claim submission and denial follow-up with insurers and TPAs.',
      'Round-the-clock helpdesk, infrastructure and security monitoring sized for 24x7 clinical operations.',
      'Staffing for medical coders, healthcare IT analysts and revenue-cycle specialists.',
    ],
    picture: pic('healthcare', 'Doctor and nurse reviewing a patient record on a hospital workstation'),
  },
  {
    id: 'insurance',
    name: 'Insurance',
    menu: { column: 'financial', position: 3, label: 'Insurance' },
    summary:
      'Life, general and health insurers, along with brokers and intermediaries, are under pressure to issue policies faster, settle claims with less friction and show regulators exactly how each decision was made. We help them modernise policy administration and claims workflows, give agents and partners better digital tools, and use data to price risk and spot suspicious claims earlier.',
    challenges: [
      'Policy administration systems that make new product launches slow and manual.',
      'Claims journeys with many hand-offs, leading to long settlement times and complaints.',
      'Fraudulent and inflated claims that are hard to spot in high volumes.',
    ],
    howWeHelp: [
      'Salesforce-based portals for agents, bancassurance partners and brokers, covering quote, proposal and servicing journeys.',
      'ServiceNow and document-AI workflows that extract data from claim documents and route cases by complexity.',
      'Analytics and machine-learning models that score claims for fraud indicators and refer them for human review.',
    ],
    picture: pic('insurance', 'Insurance adviser explaining a policy to a family using a laptop'),
  },
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    menu: { column: 'industrial', position: 1, label: 'Manufacturing' },
    summary:
      'Discrete and process manufacturers, from large plants to growing MSMEs, depend on accurate planning, reliable machines and suppliers who deliver on time. We connect the shop floor to the ERP so production, inventory and quality data stay current, help plants measure and raise equipment effectiveness, and give planners a realistic view of capacity and materials before they commit to customers.',
    challenges: [
      'Production planning done in spreadsheets because ERP data on inventory and capacity is not trusted.',
      'Unplanned machine downtime and quality losses that are noticed only at the end of a shift.',
      'Supplier delays and demand swings that leave plants either short of parts or holding excess stock.',
    ],
    howWeHelp: [
      'SAP and NetSuite implementations covering MRP, shop-floor control, quality and plant maintenance.',
      'IoT sensors and dashboards for overall equipment effectiveness, energy use and condition-based maintenance.',
      'Demand forecasting and inventory optimisation models built on the plant’s own sales and consumption history.',
      'Staffing for production planners, quality engineers, maintenance leads and ERP functional consultants.',
    ],
    picture: pic('manufacturing', 'Production engineer monitoring machine performance on a shop-floor display'),
  },
  {
    id: 'retail',
    name: 'Retail',
    menu: { column: 'consumer', position: 3, label: 'Retail' },
    summary:
      'Retailers sell through stores, websites, marketplaces and quick-commerce apps, and customers expect the same price, stock and service on every one of them. We help retail businesses unify inventory and orders across channels, tighten store and warehouse operations, and use customer data to run promotions that pay for themselves instead of quietly eroding margin.',
    challenges: [
      'Stock visible in one channel but unavailable in another, causing cancelled orders and markdowns.',
      'Promotions and loyalty schemes whose real incremental sales are difficult to measure.',
      'High seasonal staff turnover in stores and warehouses.',
    ],
    howWeHelp: [
      'Order and inventory integration across POS, e-commerce and marketplaces, backed by NetSuite or SAP.',
      'Customer analytics and segmentation to target offers and measure lift against control groups.',
      'E-commerce development, SEO, paid search and email marketing run by our digital marketing team.',
      'Temporary and seasonal staffing for store, warehouse and customer-support roles.',
    ],
    picture: pic('retail', 'Store associate checking live stock levels on a handheld device in a retail aisle'),
  },
  {
    id: 'capital-markets',
    name: 'Capital Markets',
    menu: { column: 'financial', position: 2, label: 'Capital Markets' },
    summary:
      'Brokers, asset managers, wealth managers and market intermediaries operate on short settlement cycles, high transaction volumes and close regulatory oversight. We strengthen the systems around the trade, from client onboarding to reconciliation, reporting and surveillance, so operations teams can meet T+1 timelines in India and the US and answer regulators and auditors with confidence.',
    challenges: [
      'Compressed settlement cycles that leave little time to resolve reconciliation breaks.',
      'Client onboarding and KYC journeys that lose prospective investors at every manual step.',
      'Rising expectations from SEBI and other regulators on cyber resilience, surveillance and reporting.',
    ],
    howWeHelp: [
      'Automated reconciliation and exception workflows between trading, back-office and custodian data.',
      'Digital onboarding with e-KYC, document capture and CRM integration.',
      'Cloud and infrastructure support with monitoring and recovery drills planned around market hours.',
    ],
    picture: pic('capital-markets', 'Operations analyst reviewing trade settlement data across several monitors'),
  },
  {
    id: 'consumer-goods-distribution',
    name: 'Consumer Goods and Distribution',
    menu: { column: 'consumer', position: 5, label: 'Consumer Goods & Distribution' },
    summary:
      'Distributors and consumer-goods companies move products through many layers, from manufacturer depots to stockists, wholesalers and neighbourhood shops, and visibility often stops at the first hand-off. We help them capture secondary and tertiary sales data, plan inventory by territory, equip field sales teams with mobile ordering, and settle schemes and claims with trade partners faster.',
    challenges: [
      'Little visibility of sales and stock beyond the primary distributor.',
      'Trade schemes and claims that take months to settle and often end in disputes.',
      'Field sales teams working with paper order books or disconnected apps.',
    ],
    howWeHelp: [
      'Distributor management and sales-force apps integrated with the ERP, so orders and stock update in near real time.',
      'Scheme and claims automation with clear rules, approvals and audit trails.',
      'Territory-level demand forecasting and replenishment planning.',
    ],
    picture: pic('consumer-goods-distribution', 'Sales representative taking an order on a phone at a neighbourhood store counter'),
  },
  {
    id: 'energy-resources-utilities',
    name: 'Energy, Resources and Utilities',
    menu: { column: 'industrial', position: 4, label: 'Energy, Resources & Utilities' },
    summary:
      'Power generators, distribution companies, water utilities and renewable-energy developers manage large, ageing asset bases while absorbing new technology such as smart meters and rooftop solar. We help utilities bring asset, billing and field-service data together, reduce commercial losses, and protect operational technology networks that were never designed to be connected to the internet.',
    challenges: [
      'High aggregate technical and commercial losses, and frequent billing disputes.',
      'Maintenance of widely spread assets on fixed schedules rather than actual condition.',
      'Operational technology networks exposed as grids and plants are connected for remote monitoring.',
    ],
    howWeHelp: [
      'Meter-data and billing analytics that pinpoint loss hotspots, faulty meters and unusual consumption.',
      'SAP plant maintenance and mobile field-service tools for inspections, outages and work orders.',
      'OT and IT security assessments, network segmentation and continuous monitoring.',
      'Staffing for SCADA engineers, GIS analysts and ERP support roles.',
    ],
    picture: pic('energy-resources-utilities', 'Utility technician inspecting electrical substation equipment'),
  },
  {
    id: 'hi-tech',
    name: 'Hi-Tech',
    menu: { column: 'consumer', position: 6, label: 'Hi-Tech' },
    summary:
      'Software product companies, semiconductor firms and hardware makers live on release cycles, and any slowdown in engineering or support shows up in revenue. We work as an extension of their teams: adding product engineers and testers, automating build and release pipelines, running customer support, and setting up subscription billing and revenue recognition that scales across countries.',
    challenges: [
      'Engineering roadmaps that outpace the capacity to hire skilled developers and testers.',
      'Manual testing and release steps that slow every launch and let regressions through.',
      'Subscription billing and revenue recognition that grow complex as products and markets multiply.',
    ],
    howWeHelp: [
      'Product engineering pods and staff augmentation that work in your sprints, tools and time zones.',
      'Test automation and DevOps pipelines with automated checks on every pull request.',
      'NetSuite and Salesforce configurations for subscription billing, renewals and ASC 606 / Ind AS 115 revenue recognition.',
    ],
    picture: pic('hi-tech', 'Hardware engineer testing a circuit board at an electronics lab bench'),
  },
  {
    id: 'information-technology',
    name: 'Information Technology',
    menu: { column: 'consumer', position: 7, label: 'Information Technology' },
    summary:
      'IT services firms, global capability centres and in-house technology departments are asked to deliver more projects on tighter budgets while the skills they need keep changing. We help them add capacity quickly through staffing and managed delivery, modernise their own service management and infrastructure, and build practices in cloud, data and generative AI without long hiring cycles.',
    challenges: [
      'Demand for niche skills such as cloud, data engineering, SAP and AI that moves faster than recruitment.',
      'Internal service desks overloaded with tickets that could be automated.',
      'Hybrid infrastructure spread across data centres and several clouds, with uneven monitoring and cost control.',
    ],
    howWeHelp: [
      'Staff augmentation, contract-to-hire and recruitment process outsourcing for technical roles.',
      'ServiceNow IT service management with self-service catalogues and automated fulfilment of routine requests.',
      'Cloud cost reviews, infrastructure monitoring and managed operations across on-premise and public cloud.',
      'Set-up support for global capability centres in Hyderabad and Chennai, from hiring to IT operations.',
    ],
    picture: pic('information-technology', 'Software team collaborating at workstations in a modern Hyderabad office'),
  },
];

/** Headings of the Who We Help menu's columns, in menu order. */
export const menuColumns: Record<IndustryMenuColumn, string> = {
  financial: 'Financial & Public Sector',
  consumer: 'Consumer, Health & Technology',
  industrial: 'Industrial, Energy & Logistics',
};

/**
 * The spec's menu names four industries its 16-section page does not have (it gives both lists and says
 * they differ). They keep their place in the menu and open the nearest section (issue 41).
 */
export const menuOnly: IndustryMenuOnlyEntry[] = [
  { column: 'consumer', position: 4, label: 'Consumer Electronics & Packaged Goods', target: 'consumer-goods-distribution' },
  { column: 'industrial', position: 3, label: 'Oil, Gas & Energy', target: 'energy-resources-utilities' },
  { column: 'industrial', position: 5, label: 'Natural Resources', target: 'energy-resources-utilities' },
  { column: 'industrial', position: 6, label: 'Travel & Logistics', target: 'consumer-goods-distribution' },
];

export const page: IndustriesPage = {
  path: '/who-we-help/industries/',
  hero: {
    images: [sections[0]!.picture, sections[7]!.picture, sections[9]!.picture, sections[10]!.picture],
    heading: 'Industries We Serve',
    subheading: 'Technology and talent shaped around how your sector actually works',
    description:
      'Every industry has its own regulators, margins and bottlenecks. We start from those, then choose the platform, the delivery model and the people.',
    buttons: [contactUs, { text: 'Explore Services', href: '/how-we-help/', variant: 'outline' }],
  },
  intro: {
    heading: 'Sector knowledge first, technology second',
    paragraphs: [
      'A claims workflow for an insurer and a work-order workflow for a utility may run on the same platform, but the rules, data and people around them are completely different. Our consultants learn those differences before they configure anything, so the solution fits the way your teams, auditors and customers already operate.',
      'Below you will find the sixteen sectors we work with most often, the pressures we hear about from each of them, and the specific combination of ERP, digital, managed IT and staffing services we use to relieve those pressures.',
    ],
  },
  sections,
  closing: {
    heading: 'Don’t see your industry here?',
    text: 'The patterns repeat more than you might expect: disconnected systems, manual reporting, skills that are hard to hire. Tell us about your business and we will tell you honestly whether we are the right partner.',
    buttons: [contactUs],
  },
};
