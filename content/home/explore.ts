import type { Picture } from '../types.ts';

/** Spec entity "Explore card". */
export interface ExploreCard {
  image: Picture;
  title: string;
  /** 50-80 words. */
  description: string;
  ctaLabel: string;
  ctaHref: string;
  /** Image on the right instead of the left; alternates card by card. */
  reverse: boolean;
  bg: 'light' | 'tint';
}

export interface ExploreSection {
  /** Anchor id; the hero's Explore Services button targets /#explore-us. */
  id: 'explore-us';
  heading: string;
  intro: string;
  /** Exactly six. */
  cards: ExploreCard[];
}

const ctaLabel = 'Explore Industries';
const ctaHref = '/who-we-help/industries/';

export const explore: ExploreSection = {
  id: 'explore-us',
  heading: 'Leading Well in the Age of AI',
  intro: 'Six leadership qualities decide whether AI investments turn into lasting results. Here is how we help your leaders build each one.',
  cards: [
    {
      image: { src: 'images/home/explore-1.jpg', alt: 'An executive presenting a three-year technology roadmap' },
      title: 'Vision: Set a Clear Direction for AI',
      description:
        'Successful AI programmes start with leaders who can describe what the business should look like in three years and where intelligent automation fits into that picture. We help executive teams turn broad ambition into a short list of outcomes, such as a faster month-end close or fewer unplanned outages, each with an owner, a budget and a measure, so every project traces back to the strategy.',
      ctaLabel,
      ctaHref,
      reverse: false,
      bg: 'light',
    },
    {
      image: { src: 'images/home/explore-2.jpg', alt: 'A manager listening to front-line staff during a workshop' },
      title: 'Human-Centred Leadership',
      description:
        'Technology changes fastest when people understand why it is changing. We help leaders plan AI rollouts around the employees who will use them: explaining what each tool does, redesigning roles rather than simply removing tasks, and building feedback loops so front-line staff can flag problems early. Adoption rises when teams feel a system was designed with them, not imposed on them.',
      ctaLabel,
      ctaHref,
      reverse: true,
      bg: 'tint',
    },
    {
      image: { src: 'images/home/explore-3.jpg', alt: 'A leadership team reviewing charts on a large screen' },
      title: 'Data Fluency',
      description:
        "Leaders do not need to write code, but they do need to ask the right questions about data. We run practical sessions on reading dashboards, spotting bias in training data and judging whether a model's accuracy is good enough for the decision at hand. The result is a management team that can hold vendors and internal teams to account and make confident, evidence-based calls.",
      ctaLabel,
      ctaHref,
      reverse: false,
      bg: 'light',
    },
    {
      image: { src: 'images/home/explore-4.jpg', alt: 'A compliance lead and an engineer reviewing an AI policy document' },
      title: 'Ethical Compass',
      description:
        'Every AI system makes choices that affect customers, employees and regulators. We help you set clear rules on privacy, fairness and transparency, decide where a person must stay in the loop, and document how models are tested and monitored. Sound governance protects your reputation and makes it far easier to extend AI safely across departments, countries and regulatory regimes.',
      ctaLabel,
      ctaHref,
      reverse: true,
      bg: 'tint',
    },
    {
      image: { src: 'images/home/explore-5.jpg', alt: 'A team adjusting a project plan on sticky notes' },
      title: 'Adaptability',
      description:
        'Models, regulations and customer expectations shift every quarter. We help organisations build the habits that absorb that change: short delivery cycles, modular cloud architecture, scheduled model reviews and a budget line for retraining people as well as algorithms. Adaptable leaders treat each release as a step in an ongoing programme of learning rather than a finished project to sign off and forget.',
      ctaLabel,
      ctaHref,
      reverse: false,
      bg: 'light',
    },
    {
      image: { src: 'images/home/explore-6.jpg', alt: 'An analyst checking AI-generated suggestions on a tablet' },
      title: 'Human-Machine Collaboration',
      description:
        'The strongest results come from pairing what software does well, such as sorting large volumes of data and spotting patterns, with human judgement, empathy and context. We design workflows where AI drafts, predicts or flags, and people review, decide and improve the system over time. Clear hand-off points keep quality high and leave accountability with the right person.',
      ctaLabel,
      ctaHref,
      reverse: true,
      bg: 'tint',
    },
  ],
};
