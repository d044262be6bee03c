import type { CaseStudiesPage, CaseStudy, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Case Studies | ONAS',
  description:
    'Anonymised ONAS case studies: quicker loan approvals for an NBFC, less downtime for a manufacturer, 24x7 hospital IT and a capability centre staffed at pace.',
};

const caseStudies: CaseStudy[] = [
  {
    id: 'nbfc-loan-origination',
    title: 'Cutting loan sanction time for a growing lender',
    client: 'A mid-sized Indian NBFC',
    industry: 'Banking and Financial Services',
    services: ['Salesforce', 'Integration', 'Training'],
    challenge:
      'Branch staff keyed every two-wheeler and small-business loan application into three separate systems, and KYC documents travelled by e-mail. Sanctioning a loan took three to four working days, and applicants were dropping out to faster competitors.',
    approach:
      'We implemented a Salesforce-based origination journey that captures each application once on a tablet, pulls credit-bureau data and CKYC records through APIs, and pushes approved loans straight into the existing loan management system. Credit rules were configured as transparent checklists rather than hidden code. We rolled out branch by branch in four phases and trained branch staff in short sessions at each location.',
    result:
      'Applications are now entered once and decisions are made mostly on the same day. Credit managers see a live queue instead of chasing e-mails, and the compliance team can trace every decision to its documents.',
    highlights: [
      'Average sanction time reduced from about three working days to one',
      'Application data keyed once instead of three times',
      'All branches live within six months',
    ],
    picture: {
      src: 'images/company/case-1.jpg',
      alt: 'Loan officer reviewing an application on a tablet with a customer at a branch desk',
    },
  },
  {
    id: 'auto-components-downtime',
    title: 'Making machine downtime visible on the shop floor',
    client: 'A multi-plant auto-components manufacturer in Tamil Nadu',
    industry: 'Manufacturing',
    services: ['SAP Plant Maintenance', 'IoT', 'Data analytics'],
    challenge:
      'Maintenance was recorded on paper job cards and entered into SAP days later, if at all. Plant heads had no reliable view of why critical CNC and press lines stopped, so maintenance budgets were set on instinct.',
    approach:
      'We reconfigured SAP Plant Maintenance with a clean equipment hierarchy and failure codes, introduced mobile work orders for technicians, and fitted simple sensors to machines on two pilot lines to capture run, idle and stop states. An OEE dashboard combined sensor data with production orders so each shift could see its losses by cause.',
    result:
      'Stoppages are now recorded as they happen and analysed weekly. The plant team used the first months of data to change preventive maintenance intervals on the machines that failed most, and then extended the approach to further lines.',
    highlights: [
      'Unplanned downtime on the pilot lines down by roughly 15% in the first year',
      'Work orders closed in SAP on the same day instead of days later',
      'OEE reported per shift for the first time',
    ],
    picture: {
      src: 'images/company/case-2.jpg',
      alt: 'Technician checking a CNC machine while a shift OEE dashboard shows on a nearby screen',
    },
  },
  {
    id: 'hospital-group-managed-it',
    title: 'Round-the-clock IT support for a hospital group',
    client: 'A regional hospital group with several facilities in south India',
    industry: 'Healthcare',
    services: ['24x7 Helpdesk', 'Infrastructure monitoring', 'Cybersecurity'],
    challenge:
      'A small in-house IT team covered several hospitals on weekday hours. Night-time failures of the hospital information system or network waited for the morning, backups were never test-restored and there was no central view of security alerts.',
    approach:
      'We set up a 24x7 helpdesk with hospital-specific priorities, so an issue on an ICU workstation outranks an office printer. We deployed monitoring for servers, network links and the hospital information system, introduced patching windows agreed with clinical heads, and ran quarterly restore tests. The in-house team kept ownership of strategy and vendor relationships.',
    result:
      'Problems are now picked up and handled at any hour, often before clinical staff notice them. The group has a tested recovery plan and a monthly report that shows leadership exactly where risk remains.',
    highlights: [
      'Every critical system monitored around the clock',
      'Average resolution time for high-priority incidents roughly halved',
      'First full backup restore rehearsal completed within three months',
    ],
    picture: {
      src: 'images/company/case-3.jpg',
      alt: 'Nurse using a hospital workstation while an IT support engineer assists',
    },
  },
  {
    id: 'capability-centre-hiring',
    title: 'Building a capability centre team in Hyderabad',
    client: 'The new India capability centre of a US insurance services firm',
    industry: 'Insurance',
    services: ['RPO', 'Contract-to-hire', 'Onboarding support'],
    challenge:
      'The client needed around 35 engineers, analysts and team leads in Hyderabad within six months, but had no local HR team, no employer brand in India and no salary benchmarks for the market.',
    approach:
      'We ran the hiring as a recruitment process outsourcing engagement with dedicated recruiters. Together with the client we wrote a scorecard for each role, benchmarked salaries against the local market, and set up technical assessments and structured interviews with fixed weekly slots. To start delivery early, the first few roles were filled on contract-to-hire terms. We also followed up with every candidate between offer and joining day.',
    result:
      'The centre started work on schedule with a team hired against consistent criteria. Hiring managers spent their time on final interviews only, and the client took over the process with our playbook once steady state was reached.',
    highlights: [
      '32 of 35 planned roles filled within six months',
      'Average time-to-fill of about six weeks for technical roles',
      'Clear offer-to-joining follow-up that kept late dropouts low',
    ],
    picture: {
      src: 'images/company/case-4.jpg',
      alt: 'New team members being welcomed on their first day at a Hyderabad office',
    },
  },
];

export const page: CaseStudiesPage = {
  path: '/resources/case-studies/',
  hero: {
    images: caseStudies.map((c) => c.picture),
    heading: 'Case Studies',
    subheading: 'Real problems, practical fixes, honest results',
    description:
      'A selection of our recent work. Clients are anonymised to respect confidentiality; the challenges, approaches and outcomes are as we delivered them.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  intro: {
    heading: 'How to read these stories',
    paragraphs: [
      'Each case study describes the situation we found, what we changed and what improved. We report results the way our clients measure them, and we keep the numbers conservative. Ask us and we will walk you through any of these engagements in more detail.',
    ],
  },
  caseStudies,
  closing: {
    heading: 'Facing a similar challenge?',
    text: 'Tell us what is slowing you down. We will share how we have handled comparable situations and what we would suggest for yours.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
