import type { GrcPage } from '../types.ts';

const page: GrcPage = {
  area: 'digital-transformation',
  slug: 'grc',
  name: 'Governance, Risk and Compliance',
  menuLabel: 'Governance, Risk & Compliance',
  menuOrder: 7,
  layout: 'grc',
  title: 'Governance, Risk and Compliance (GRC) Services | ONAS',
  description:
    'ONAS GRC services: governance frameworks, risk assessment, ISO 27001 and SOC 2 controls, audit readiness, policy management and continuous monitoring.',
  hero: {
    images: [
      {
        src: 'images/services/grc.jpg',
        alt: 'Illustration of a shield linking governance, risk and compliance checkpoints around an organisation',
      },
    ],
    heading: 'Governance, risk and compliance that supports the business',
    subheading: 'Frameworks, controls, audits and continuous assurance',
    description: 'We help organisations govern technology risk and meet regulatory and customer requirements without burying teams in paperwork.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      {
        text: 'Cybersecurity Services',
        href: '/how-we-help/managed-it-operations/cybersecurity/',
        variant: 'outline',
      },
    ],
  },
  intro: {
    heading: 'Compliance should follow from good management, not replace it',
    paragraphs: [
      'Customers ask for SOC 2 reports, regulators expect documented risk management, and boards want assurance that technology risks are understood. Many organisations respond one framework at a time, creating overlapping controls, duplicated evidence requests and spreadsheets that nobody keeps current.',
      'We build a single control framework mapped to the standards you need, such as ISO/IEC 27001, SOC 2, PCI DSS, HIPAA, GDPR and India’s DPDP Act, and connect it to how your teams already work. The result is one set of controls, tested once and reported many times, with the tools and ownership to keep it current.',
      'Our consultants work alongside your security, legal, IT and internal audit teams, so the framework reflects how the organisation actually operates and survives staff changes.',
    ],
  },
  rows: [
    {
      title: 'Governance frameworks',
      text: 'We define how technology and security decisions are made: governance bodies, charters, RACI matrices and reporting lines from control owners to the board. Using NIST Cybersecurity Framework 2.0, whose Govern function places risk strategy and oversight at the centre, we set measurable objectives and a reporting rhythm that gives leadership a clear view of posture and progress.',
      image: {
        src: 'images/grc/row-1.jpg',
        alt: 'Illustration of a layered governance structure linking the board, committees and operating teams',
      },
    },
    {
      title: 'Risk assessment',
      text: 'We identify and assess risks across assets, processes and third parties using methods aligned to ISO 31000 and ISO/IEC 27005. Each risk is rated for likelihood and impact, linked to controls and given an owner and a treatment plan. The risk register becomes a working tool reviewed on a set schedule, with risk appetite statements guiding what is accepted and what must be reduced.',
      image: {
        src: 'images/grc/row-2.jpg',
        alt: 'Illustration of a heat map grid plotting risks by likelihood and impact',
      },
    },
    {
      title: 'Compliance controls',
      text: 'We map requirements from each applicable standard into a unified control set, so one control can satisfy ISO/IEC 27001 Annex A, the SOC 2 Trust Services Criteria and PCI DSS v4.0 at the same time. For each control we document its design, operating frequency, owner and the evidence it produces, which removes duplicated work before the first audit begins.',
      image: {
        src: 'images/grc/row-3.jpg',
        alt: 'Illustration of requirements from several standards converging onto one shared set of controls',
      },
    },
    {
      title: 'Audit readiness',
      text: 'Before certification or attestation audits we run readiness assessments, walkthroughs and sample-based control testing to find gaps while there is still time to fix them. We organise evidence libraries, prepare control owners for auditor interviews and coordinate with your audit firm, including the observation period that a SOC 2 Type II report requires.',
      image: {
        src: 'images/grc/row-4.jpg',
        alt: 'Illustration of organised evidence folders being checked off against an audit checklist',
      },
    },
    {
      title: 'Policy management',
      text: 'We write and refresh policies, standards and procedures in plain language, each mapped to the controls it supports. A policy lifecycle of drafting, approval, publication, employee attestation, exception handling and annual review keeps documents current, and version history shows auditors who approved what and when.',
      image: {
        src: 'images/grc/row-5.jpg',
        alt: 'Illustration of a policy document moving through drafting, approval and acknowledgement stages',
      },
    },
    {
      title: 'Continuous monitoring',
      text: 'Point-in-time audits leave long blind spots. We automate control checks using cloud security posture tools, identity and endpoint data, and GRC platforms such as ServiceNow. Key risk indicators and control status dashboards alert owners when a control drifts, so issues are fixed in days rather than discovered at the next audit.',
      image: {
        src: 'images/grc/row-6.jpg',
        alt: 'Illustration of live dashboards tracking control status and risk indicators over time',
      },
    },
  ],
  closing: {
    heading: 'Build a compliance programme that lasts',
    text: 'Tell us which frameworks and audits are on your calendar, and we will outline a path to readiness and ongoing assurance.',
  },
};

export default page;
