import type { LinkButton } from '../types.ts';

interface FaqItem {
  question: string;
  /** 60-120 words. */
  answer: string;
}

export interface FaqSection {
  heading: string;
  intro: string;
  /** Exactly six. */
  items: FaqItem[];
  button: Pick<LinkButton, 'text' | 'href'>;
}

export const faq: FaqSection = {
  heading: 'Frequently Asked Questions',
  intro: 'Straight answers to what clients ask us most before an engagement starts.',
  items: [
    {
      question: 'What engagement models does ONAS offer?',
      answer:
        'We work in four ways, and many clients combine them. Fixed-scope projects suit well-defined work such as an ERP module rollout or a website rebuild, priced against agreed deliverables. Time-and-materials suits discovery and evolving AI work, billed monthly against a cap you approve. Managed services cover ongoing operations under a service-level agreement for a fixed monthly fee. Staffing places individual specialists on contract, contract-to-hire or permanent terms. We recommend a model after a short scoping call, and you can switch models as the work matures.',
    },
    {
      question: 'How long does an ERP implementation take?',
      answer:
        'It depends on scope, data quality and how many sites go live together. As typical ranges, a single-entity NetSuite rollout takes three to five months, a Salesforce Sales Cloud or Service Cloud implementation two to four months, and an SAP S/4HANA programme covering finance, supply chain and several legal entities nine to eighteen months. Data migration and user acceptance testing are usually the longest phases, so we begin cleansing master data in the first weeks. You receive a phased plan with milestone dates before any contract is signed.',
    },
    {
      question: 'How do we know whether our organisation is ready for AI?',
      answer:
        'Readiness depends less on algorithms than on data, processes and people. Our AI readiness assessment takes two to four weeks. We review where your data lives and how reliable it is, which processes are repetitive and documented well enough to automate, which security and compliance rules apply, and whether your teams have the skills to run and question a model. You receive a scored report, a shortlist of use cases ranked by value and effort, and a plan for one pilot designed to show measurable results within about ninety days.',
    },
    {
      question: 'What service levels come with your managed IT services?',
      answer:
        'Every managed services contract includes a written service-level agreement matched to your business hours and risk. A typical agreement for our 24x7 helpdesk sets a first response within 15 minutes for critical incidents, 1 hour for high-priority issues and 4 business hours for standard requests, with a resolution target and named escalation contacts for each level. We report monthly on response times, resolution rates, recurring problems and planned changes, and service credits apply if we miss the agreed targets. Our Hyderabad and Chennai teams provide round-the-clock cover for clients in every time zone.',
    },
    {
      question: 'How quickly can you fill a role, and what if a hire does not work out?',
      answer:
        'For common IT and professional roles we usually share a shortlist of screened candidates within five to seven working days; niche or senior positions can take three to six weeks. Every candidate is interviewed by our recruiters and, for technical roles, assessed by a practising engineer before you see the profile. If a permanent hire leaves or proves a poor fit within the agreed guarantee period, typically 90 days, we find a replacement at no extra fee. Contract staff can be replaced within a few days.',
    },
    {
      question: 'How do you protect our data and systems?',
      answer:
        'Access to client systems is granted per person, limited to what the work needs, and removed the day an assignment ends. Our consultants sign confidentiality agreements, complete regular security training, and work through your VPN and identity provider rather than copying data to their own machines. Where we host or process data, it is encrypted in transit and at rest, and every access is logged. We follow your data residency rules, work within the ISO 27001, SOC 2, HIPAA or GDPR controls your auditors require, and sign a data processing agreement whenever personal data is involved.',
    },
  ],
  button: { text: 'Explore Services', href: '/#explore-us' },
};
