import type { Picture } from '../types.ts';

/** Spec entity "Value card". */
interface ValueCard {
  title: string;
  desc: string;
  img: Picture;
}

export interface WhyChooseSection {
  heading: string;
  intro: string;
  /** Exactly four. */
  cards: ValueCard[];
}

export const whyChoose: WhyChooseSection = {
  heading: 'Why Choose ONAS',
  intro: 'Four commitments shape every engagement, from a two-week assessment to a multi-year managed service.',
  cards: [
    {
      title: 'Deep Expertise',
      desc: 'Certified consultants across SAP, Salesforce, NetSuite, ServiceNow and Workday, backed by engineers in cloud, data and security who know the demands of regulated industries.',
      img: { src: 'images/home/value-1.jpg', alt: 'An ERP consultant walking a client through a finance dashboard' },
    },
    {
      title: 'True Partnership',
      desc: 'We work as an extension of your team, with one accountable lead, shared plans and open reporting from the first workshop through go-live and ongoing support.',
      img: { src: 'images/home/value-2.jpg', alt: 'Client and ONAS team members planning a project at a whiteboard' },
    },
    {
      title: 'Practical Innovation',
      desc: 'We put AI, automation and cloud-native tools to work where they earn their keep, proving value in short pilots before asking you to invest at scale.',
      img: { src: 'images/home/value-3.jpg', alt: 'Engineers testing an AI prototype on a laptop' },
    },
    {
      title: 'Reliable Delivery',
      desc: 'Clear milestones, agreed service levels and delivery teams in Hyderabad and Chennai give you predictable timelines and round-the-clock coverage.',
      img: { src: 'images/home/value-4.jpg', alt: 'A support engineer monitoring systems in an operations centre' },
    },
  ],
};
