import type { Picture } from '../types.ts';

interface TailoredBullet {
  title: string;
  /** 30-50 words. */
  text: string;
}

export interface TailoredSection {
  heading: string;
  intro: string;
  /** Exactly three topics on AI leadership. */
  bullets: TailoredBullet[];
  image: Picture;
}

export const tailored: TailoredSection = {
  heading: 'Tailored IT Solutions',
  intro:
    'AI pays off when leaders treat it as a business change, not a software purchase. We pair technical delivery with the leadership groundwork that lets new tools stick.',
  bullets: [
    {
      title: 'Strategy before software',
      text: 'We start by mapping where AI can cut cost, shorten cycle times or sharpen decisions across your ERP and service processes, then rank each use case by value and feasibility so leadership funds the few that will pay back first.',
    },
    {
      title: 'Leaders who can read the data',
      text: 'Our workshops give managers a working grasp of models, data quality and risk, so they can question a forecast, challenge a vendor claim and decide when an AI recommendation should be trusted, overridden or escalated.',
    },
    {
      title: 'Governed, responsible adoption',
      text: 'We set up guardrails early: approved data sources, human review points, model monitoring and audit trails that satisfy compliance teams, so promising pilots can scale into production instead of stalling at the risk committee.',
    },
  ],
  image: {
    src: 'images/home/tailored.jpg',
    alt: 'ONAS consultants and a client leadership team reviewing an AI roadmap together',
  },
};
